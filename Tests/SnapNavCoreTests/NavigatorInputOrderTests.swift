import SnapNavCore
import XCTest

/// Odd orders of input from several devices at once, each once found by the random input
/// streams, handled as a person would expect.
final class NavigatorInputOrderTests: XCTestCase {
    let clock = ManualClock()

    func makeDriver() throws -> CrossDriver {
        try CrossDriver(json: ConfigurationTests.minimal, file: "test.json", clock: clock)
    }

    func testAPressDuringATouchpadSwipeTakesOverAndTheWheelPauseDoesNotEndIt() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        navigator.handle(.wheel(delta: Point(x: -1, y: 0), isPrecise: true))
        driver.press(at: Point(x: 300, y: 300))
        XCTAssertFalse(navigator.wheel.isActive, "the press ends the touchpad swipe")
        let caught = navigator.horizontal.offset
        XCTAssertGreaterThan(caught, 360, "the touchpad swipe had moved the content")
        clock.advance(by: 0.5)
        navigator.step()
        XCTAssertEqual(navigator.pointer.activePointer, .mouse)
        for _ in 1...10 { driver.move(by: Point(x: -20, y: 0)) }
        XCTAssertTrue(navigator.horizontal.isDragging, "the mouse still drags after the wheel's pause has passed")
        XCTAssertEqual(navigator.horizontal.offset, caught + 190, accuracy: 1e-9)
    }
}
