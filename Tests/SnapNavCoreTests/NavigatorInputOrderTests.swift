import SnapNavCore
import XCTest

/// Odd orders of input from several devices at once, each once found by the random input
/// streams, handled as a person would expect.
final class NavigatorInputOrderTests: XCTestCase {
    let clock = ManualClock()

    func makeNavigator() throws -> SwipeNavigator {
        let configuration = try Configuration.parse(ConfigurationTests.minimal, file: "test.json")
        return SwipeNavigator(configuration: configuration, viewport: Size(width: 360, height: 640), clock: clock)
    }

    func testAPressDuringATouchpadSwipeTakesOverAndTheWheelPauseDoesNotEndIt() throws {
        let navigator = try makeNavigator()
        navigator.handle(.wheel(delta: Point(x: -1, y: 0), isPrecise: true))
        navigator.handle(.pointerDown(.mouse, Point(x: 300, y: 300)))
        XCTAssertFalse(navigator.wheel.isActive, "the press ends the touchpad swipe")
        let caught = navigator.horizontal.offset
        XCTAssertGreaterThan(caught, 360, "the touchpad swipe had moved the content")
        clock.advance(by: 0.5)
        navigator.step()
        XCTAssertEqual(navigator.pointer.activePointer, .mouse)
        for step in 1...10 {
            clock.advance(by: 0.016)
            navigator.handle(.pointerMove(.mouse, Point(x: 300 - Double(step) * 20, y: 300)))
        }
        XCTAssertTrue(navigator.horizontal.isDragging, "the mouse still drags after the wheel's pause has passed")
        XCTAssertEqual(navigator.horizontal.offset, caught + 190, accuracy: 1e-9)
    }
}
