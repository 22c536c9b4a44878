import SnapNavCore
import XCTest

/// The circles `--touches` draws: one per pointer down, following it, fading where released.
final class TouchIndicatorTests: XCTestCase {
    /// The circles drawn at `time`: each one's centre and its fill's alpha.
    func circles(_ touches: TouchIndicator, at time: Double) -> [(center: Point, alpha: UInt8)] {
        let canvas = DisplayList(size: Size(width: 360, height: 640))
        touches.draw(in: canvas, at: time)
        return canvas.operations.compactMap { operation in
            guard case .roundedRect(let rect, _, let color, _) = operation else { return nil }
            return (rect.center, color.alpha)
        }
    }

    func testACircleFollowsEachPointerWhileItIsDown() {
        var touches = TouchIndicator()
        touches.handle(.pointerMove(.mouse, Point(x: 10, y: 10)), at: 0)
        XCTAssertTrue(circles(touches, at: 0).isEmpty, "a mouse moving unpressed shows nothing")
        touches.handle(.pointerDown(.mouse, Point(x: 100, y: 200)), at: 0)
        touches.handle(.pointerDown(.finger(7), Point(x: 300, y: 400)), at: 0)
        touches.handle(.pointerMove(.mouse, Point(x: 120, y: 210)), at: 0.1)
        let shown = circles(touches, at: 0.1).map(\.center)
        XCTAssertEqual(Set(shown.map(\.x)), [120, 300])
        XCTAssertEqual(Set(shown.map(\.y)), [210, 400])
        XCTAssertFalse(touches.isFading(at: 0.1), "a touch held still needs no frames")
    }

    func testAReleasedTouchFadesWhereItWasAndIsThenForgotten() {
        var touches = TouchIndicator()
        touches.handle(.pointerDown(.mouse, Point(x: 100, y: 200)), at: 0)
        let whole = circles(touches, at: 0)[0].alpha
        touches.handle(.pointerUp(.mouse, Point(x: 999, y: 999)), at: 1)
        XCTAssertTrue(touches.isFading(at: 1.1))
        let fading = circles(touches, at: 1 + TouchIndicator.fadeDuration / 2)
        XCTAssertEqual(fading.map(\.center), [Point(x: 100, y: 200)], "where it was while down")
        XCTAssertEqual(Double(fading[0].alpha), Double(whole) / 2, accuracy: 1)
        XCTAssertFalse(touches.isFading(at: 1 + TouchIndicator.fadeDuration))
        touches.step(to: 1 + TouchIndicator.fadeDuration)
        XCTAssertTrue(circles(touches, at: 2).isEmpty)
    }

    func testLosingFocusReleasesEveryTouch() {
        var touches = TouchIndicator()
        touches.handle(.pointerDown(.finger(1), Point(x: 50, y: 60)), at: 0)
        touches.handle(.focusLost, at: 0.5)
        XCTAssertTrue(touches.pressedLocations.isEmpty)
        XCTAssertTrue(touches.isFading(at: 0.6))
    }
}
