import SnapNavCore
import XCTest

/// A wheel or a touchpad over a panel whose own content scrolls scrolls that content, as in
/// any app, instead of paging.
final class WheelNestedScrollTests: XCTestCase {
    let clock = ManualClock(now: 10)

    func makeDriver(start: String) throws -> CrossDriver {
        try CrossDriver(json: NestedScrollTests.cross, start: start, clock: clock, standardPanels: true)
    }

    func testWheelNotchesOverAListScrollIt() throws {
        let driver = try makeDriver(start: "chat")
        let navigator = driver.navigator
        let list = try XCTUnwrap(navigator.panel(withID: "chat") as? NestedScrolling)
        driver.scroll(Point(x: 0, y: -1), count: 3, isPrecise: false)
        XCTAssertEqual(list.nestedContentOffset, 120, accuracy: 0.001, "40 pt a notch")
        driver.run(seconds: 2)
        XCTAssertGreaterThan(list.nestedContentOffset, 120, "and it glides on")
        XCTAssertEqual(navigator.currentPanel.identifier, "chat")
        driver.scroll(Point(x: -1, y: 0), count: 3, isPrecise: false)
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera", "sideways notches still page")
    }

    func testATouchpadScrollOverAListIsNotHeldToOnePage() throws {
        let driver = try makeDriver(start: "chat")
        let navigator = driver.navigator
        let list = try XCTUnwrap(navigator.panel(withID: "chat") as? NestedScrolling)
        driver.scroll(Point(x: 0, y: -0.75), count: 40, isPrecise: true)
        XCTAssertEqual(list.nestedContentOffset, min(1200, list.nestedMaximumOffset), accuracy: 0.001)
        XCTAssertGreaterThan(list.nestedContentOffset, 640)
    }
}
