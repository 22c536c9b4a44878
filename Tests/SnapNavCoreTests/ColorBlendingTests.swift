import SnapNavCore
import XCTest

final class ColorBlendingTests: XCTestCase {
    let chat = Color(hex: "#3CB2E2")!
    let camera = Color(hex: "#1E1E1E")!

    func testBlendAtZeroAndOneGivesTheEndsExactly() {
        XCTAssertEqual(camera.blended(with: chat, fraction: 0), camera)
        XCTAssertEqual(camera.blended(with: chat, fraction: 1), chat)
    }

    func testHalfWayIsHalfTheLightNotHalfTheBytes() {
        // Linear light 0.5 encodes to sRGB 188, where averaging bytes would give 128.
        XCTAssertEqual(Color.black.blended(with: .white, fraction: 0.5), Color(hex: "#BCBCBC"))
        XCTAssertEqual(
            Color(red: 255, green: 0, blue: 0).blended(with: Color(red: 0, green: 0, blue: 255), fraction: 0.5),
            Color(hex: "#BC00BC"))
        XCTAssertEqual(camera.blended(with: chat, fraction: 0.5), Color(hex: "#3084A7"))
    }

    func testAlphaBlendsLinearlyAndFractionsAreClamped() {
        XCTAssertEqual(Color.white.withOpacity(0).blended(with: .white, fraction: 0.5).alpha, 128)
        XCTAssertEqual(camera.blended(with: chat, fraction: 2), chat)
        XCTAssertEqual(camera.blended(with: chat, fraction: -1), camera)
    }
}
