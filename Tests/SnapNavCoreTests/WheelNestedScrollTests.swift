import SnapNavCore
import XCTest

/// A wheel or a touchpad over a panel whose own content scrolls scrolls that content, as in
/// any app, instead of paging.
final class WheelNestedScrollTests: XCTestCase {
    let clock = ManualClock(now: 10)

    func makeNavigator(start: String) throws -> SwipeNavigator {
        let configuration = try Configuration.parse(NestedScrollTests.cross, file: "cross.json")
        let clock = self.clock
        return try SwipeNavigator(
            configuration: configuration, viewport: Size(width: 360, height: 640), clock: clock, start: start
        ) { try PanelFactory.standard.make($0, clock: clock) }
    }

    func scroll(_ navigator: SwipeNavigator, _ delta: Point, count: Int, isPrecise: Bool) {
        for _ in 0..<count {
            navigator.handle(.wheel(delta: delta, isPrecise: isPrecise))
            clock.advance(by: 0.02)
            navigator.step()
        }
    }

    func run(_ navigator: SwipeNavigator, seconds: Double) {
        for _ in 0..<Int(seconds * 60) {
            clock.advance(by: 1.0 / 60)
            navigator.step()
        }
    }

    func testWheelNotchesOverAListScrollIt() throws {
        let navigator = try makeNavigator(start: "chat")
        let list = try XCTUnwrap(navigator.panel(withID: "chat") as? NestedScrolling)
        scroll(navigator, Point(x: 0, y: -1), count: 3, isPrecise: false)
        XCTAssertEqual(list.nestedContentOffset, 120, accuracy: 0.001, "40 pt a notch")
        run(navigator, seconds: 2)
        XCTAssertGreaterThan(list.nestedContentOffset, 120, "and it glides on")
        XCTAssertEqual(navigator.currentPanel.identifier, "chat")
        scroll(navigator, Point(x: -1, y: 0), count: 3, isPrecise: false)
        run(navigator, seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera", "sideways notches still page")
    }

    func testATouchpadScrollOverAListIsNotHeldToOnePage() throws {
        let navigator = try makeNavigator(start: "chat")
        let list = try XCTUnwrap(navigator.panel(withID: "chat") as? NestedScrolling)
        scroll(navigator, Point(x: 0, y: -0.75), count: 40, isPrecise: true)
        XCTAssertEqual(list.nestedContentOffset, min(1200, list.nestedMaximumOffset), accuracy: 0.001)
        XCTAssertGreaterThan(list.nestedContentOffset, 640)
    }
}
