import XCTest

@testable import SnapNavCore

/// The timed actions by themselves, told which panel rests as the navigator tells them.
final class TimedActionsTests: XCTestCase {
    let clock = ManualClock()

    func testAPanelsActionFiresOnceItsTimeAtRestIsUpAndOnlyOnce() {
        var timed = TimedActions(clock: clock, animationClock: clock)
        timed.actions["splash"] = TimedAction(seconds: 2, action: .go("camera"))
        let splash = PanelController(identifier: "splash")
        XCTAssertNil(timed.step(resting: splash))
        XCTAssertEqual(timed.deadline, 2)
        clock.advance(by: 1)
        XCTAssertNil(timed.step(resting: nil), "moving starts the wait again")
        XCTAssertNil(timed.deadline)
        XCTAssertNil(timed.step(resting: splash))
        clock.advance(by: 2)
        XCTAssertTrue(timed.isDue)
        XCTAssertEqual(timed.step(resting: splash)?.action, .go("camera"))
        XCTAssertNil(timed.step(resting: splash))
        XCTAssertNil(timed.deadline)
    }
}
