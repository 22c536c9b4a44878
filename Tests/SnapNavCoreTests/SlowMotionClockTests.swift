import SnapNavCore
import XCTest

final class SlowMotionClockTests: XCTestCase {
    func testRunsFactorTimesSlowerThanItsBase() {
        let base = ManualClock(now: 100)
        let slow = SlowMotionClock(base: base)
        XCTAssertEqual(slow.now, 100)
        base.advance(by: 1)
        XCTAssertEqual(slow.now, 101)
        slow.factor = 10
        base.advance(by: 1)
        XCTAssertEqual(slow.now, 101.1, accuracy: 1e-12)
    }

    func testChangingTheFactorNeverMakesTimeJump() {
        let base = ManualClock()
        let slow = SlowMotionClock(base: base)
        var previous = slow.now
        for factor in [4.0, 1, 0.5, 10, 1] {
            let before = slow.now
            slow.factor = factor
            XCTAssertEqual(slow.now, before, accuracy: 1e-12)
            base.advance(by: 0.3)
            XCTAssertEqual(slow.now - before, 0.3 / factor, accuracy: 1e-12)
            XCTAssertGreaterThanOrEqual(slow.now, previous)
            previous = slow.now
        }
    }

    func testABadFactorMeansRealTime() {
        let base = ManualClock()
        let slow = SlowMotionClock(base: base)
        for bad in [0.0, -2, .nan, .infinity] {
            slow.factor = bad
            XCTAssertEqual(slow.factor, 1)
        }
    }
}
