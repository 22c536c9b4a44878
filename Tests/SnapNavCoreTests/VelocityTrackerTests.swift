import SnapNavCore
import XCTest

final class VelocityTrackerTests: XCTestCase {
    func testSteadyMotionGivesItsVelocity() {
        var tracker = VelocityTracker()
        for i in 0...10 { tracker.add(Point(x: Double(i) * 10, y: Double(i) * -5), at: Double(i) * 0.01) }
        let velocity = tracker.velocity(at: 0.1)
        XCTAssertEqual(velocity.x, 1000, accuracy: 1e-6)
        XCTAssertEqual(velocity.y, -500, accuracy: 1e-6)
    }

    func testOnlyTheLastHundredMillisecondsCount() {
        var tracker = VelocityTracker()
        for i in 0...20 { tracker.add(Point(x: Double(i) * 20, y: 0), at: Double(i) * 0.01) }
        for i in 1...10 { tracker.add(Point(x: 400, y: 0), at: 0.2 + Double(i) * 0.01) }
        XCTAssertEqual(tracker.velocity(at: 0.3).x, 0, accuracy: 1e-6)
    }

    func testOneJitteryEventDoesNotDecide() {
        var tracker = VelocityTracker()
        for i in 0...9 { tracker.add(Point(x: Double(i) * 5, y: 0), at: Double(i) * 0.01) }
        tracker.add(Point(x: 60, y: 0), at: 0.0905)
        let velocity = tracker.velocity(at: 0.0905).x
        XCTAssertLessThan(velocity, 1500, "a two-sample estimate would give about 3000")
        XCTAssertGreaterThan(velocity, 400)
    }

    func testTooFewSamplesGiveZero() {
        var tracker = VelocityTracker()
        XCTAssertEqual(tracker.velocity(at: 0), .zero)
        tracker.add(Point(x: 5, y: 5), at: 0)
        XCTAssertEqual(tracker.velocity(at: 0), .zero)
        tracker.add(Point(x: 50, y: 5), at: 0)
        XCTAssertEqual(tracker.velocity(at: 0), .zero)
        tracker.add(Point(x: .nan, y: 5), at: 0.01)
        XCTAssertEqual(tracker.velocity(at: 0.01), .zero)
    }
}

extension VelocityTrackerTests {
    func testSamplesMicrosecondsApartHaveNoVelocity() {
        var tracker = VelocityTracker()
        tracker.add(Point(x: 0, y: 0), at: 5)
        tracker.add(Point(x: 40, y: 0), at: 5.000_002)
        tracker.add(Point(x: 40, y: 0), at: 5.000_003)
        XCTAssertEqual(tracker.velocity(at: 5.000_003), .zero, "one wheel notch is not a fling")
    }
}
