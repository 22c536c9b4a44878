import SnapNavCore
import XCTest

final class NavigationBarLayoutTests: XCTestCase {
    let size = Size(width: 360, height: 640)
    let camera = Color(hex: "#1E1E1E")!
    let chat = Color(hex: "#3CB2E2")!
    let stories = Color(hex: "#9B55A0")!

    func layout(_ progress: Double) -> NavigationBarLayout {
        NavigationBarLayout(progress: progress, size: size, home: camera, left: chat, right: stories)
    }

    func testOnTheCameraTheRingIsLargeAndTheIconsSitNearIt() {
        let bar = layout(0)
        XCTAssertEqual(bar.ringDiameter, 70)
        XCTAssertEqual(bar.ringCenter, Point(x: 180, y: 570))
        XCTAssertEqual(bar.ringLineWidth, 6)
        XCTAssertEqual(bar.leftIconCenter, Point(x: 70, y: 576))
        XCTAssertEqual(bar.rightIconCenter, Point(x: 290, y: 576))
        XCTAssertEqual(bar.iconTint, .white)
        XCTAssertEqual(bar.barColor.alpha, 0, "no bar background over the camera")
    }

    func testHalfWayToChatTheRingHasShrunkHalfWayAndTheTintIsALinearBlend() {
        let bar = layout(-0.5)
        XCTAssertEqual(bar.ringDiameter, 57.5)
        XCTAssertEqual(bar.ringCenter, Point(x: 180, y: 589))
        XCTAssertEqual(bar.ringLineWidth, 6 * 57.5 / 70, accuracy: 1e-12, "the ring is scaled, its line with it")
        XCTAssertEqual(bar.leftIconCenter, Point(x: 51, y: 592))
        XCTAssertEqual(bar.rightIconCenter, Point(x: 309, y: 592))
        // Half way from white to #3CB2E2 in linear light; a blend of sRGB bytes would give #9DD8F0.
        XCTAssertEqual(bar.iconTint, Color(hex: "#BFDDF1"))
        XCTAssertEqual(bar.barColor, Color(hex: "#3084A780"))
        XCTAssertEqual(bar.badgeColor, Color(hex: "#BCBCBCA0"))
    }

    func testOnChatTheRingIsSmallAtTheBottomAndTheIconsTakeChatsColour() {
        let bar = layout(-1)
        XCTAssertEqual(bar.ringDiameter, 45)
        XCTAssertEqual(bar.ringCenter, Point(x: 180, y: 608))
        XCTAssertEqual(bar.ringLineWidth, 6 * 45 / 70, accuracy: 1e-12)
        XCTAssertEqual(bar.leftIconCenter, Point(x: 32, y: 608))
        XCTAssertEqual(bar.rightIconCenter, Point(x: 328, y: 608))
        XCTAssertEqual(bar.iconTint, chat)
        XCTAssertEqual(bar.barColor, chat, "the bar sits on chat's colour")
        XCTAssertEqual(bar.badgeColor, .white)
    }

    func testHalfWayToStoriesMirrorsHalfWayToChatWithStoriesColour() {
        let bar = layout(0.5)
        XCTAssertEqual(bar.ringDiameter, 57.5)
        XCTAssertEqual(bar.ringCenter, Point(x: 180, y: 589))
        XCTAssertEqual(bar.leftIconCenter, Point(x: 51, y: 592))
        XCTAssertEqual(bar.rightIconCenter, Point(x: 309, y: 592))
        XCTAssertEqual(bar.iconTint, Color(hex: "#D5C3D6"))
        XCTAssertEqual(bar.barColor, Color(hex: "#73407680"))
    }

    func testOnStoriesTheBarTakesStoriesColour() {
        let bar = layout(1)
        XCTAssertEqual(bar.ringDiameter, 45)
        XCTAssertEqual(bar.ringCenter, Point(x: 180, y: 608))
        XCTAssertEqual(bar.leftIconCenter, Point(x: 32, y: 608))
        XCTAssertEqual(bar.rightIconCenter, Point(x: 328, y: 608))
        XCTAssertEqual(bar.iconTint, stories)
        XCTAssertEqual(bar.barColor, stories)
    }

    func testProgressBeyondOneOrNotANumberIsClamped() {
        XCTAssertEqual(layout(3), layout(1))
        XCTAssertEqual(layout(-.infinity), layout(0))
        XCTAssertEqual(layout(.nan), layout(0))
    }
}
