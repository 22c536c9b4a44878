import SnapNavCore
import XCTest

final class PointerGestureSourceTests: XCTestCase {
    let clock = ManualClock(now: 10)
    let delegate = RecordingSwipeDelegate()
    var tracker: SwipeTracker!
    var source: PointerGestureSource!

    override func setUp() {
        tracker = SwipeTracker(clock: clock)
        tracker.delegate = delegate
        source = PointerGestureSource(tracker: tracker)
    }

    func testTheFirstFingerDrivesAndASecondIsIgnoredUntilItLifts() {
        XCTAssertTrue(source.handle(.pointerDown(.finger(1), Point(x: 300, y: 300))))
        XCTAssertFalse(source.handle(.pointerDown(.finger(2), Point(x: 100, y: 300))))
        source.handle(.pointerMove(.finger(1), Point(x: 250, y: 300)))
        XCTAssertFalse(source.handle(.pointerMove(.finger(2), Point(x: 300, y: 300))))
        XCTAssertFalse(source.handle(.pointerUp(.finger(2), Point(x: 300, y: 300))))
        XCTAssertEqual(delegate.updates, [-40])
        XCTAssertTrue(source.handle(.pointerUp(.finger(1), Point(x: 250, y: 300))))
        XCTAssertEqual(delegate.ends.count, 1)
        XCTAssertTrue(source.handle(.pointerDown(.finger(2), Point(x: 100, y: 300))), "free once the first lifts")
        XCTAssertEqual(source.activePointer, .finger(2))
    }

    func testReleaseAndMotionWithoutAPressAreIgnored() {
        XCTAssertFalse(source.handle(.pointerUp(.mouse, Point(x: 10, y: 10))))
        XCTAssertFalse(source.handle(.pointerMove(.mouse, Point(x: 200, y: 10))))
        XCTAssertEqual(tracker.state, .idle)
        XCTAssertEqual(delegate.presses, 0)
        XCTAssertTrue(delegate.updates.isEmpty)
    }

    func testASecondPressOfTheDrivingPointerStartsAFreshGesture() {
        source.handle(.pointerDown(.mouse, Point(x: 300, y: 300)))
        source.handle(.pointerMove(.mouse, Point(x: 200, y: 300)))
        source.handle(.pointerDown(.mouse, Point(x: 100, y: 300)))
        XCTAssertEqual(delegate.ends.count, 1, "the first gesture ends where it was")
        XCTAssertEqual(delegate.presses, 2)
        source.handle(.pointerMove(.mouse, Point(x: 80, y: 300)))
        XCTAssertEqual(delegate.updates.last, -10, "measured from the second press, not the first")
    }

    func testCancelEndsTheGestureAndTheReleaseIsThenIgnored() {
        source.handle(.pointerDown(.mouse, Point(x: 300, y: 300)))
        source.handle(.pointerMove(.mouse, Point(x: 200, y: 300)))
        source.cancel()
        XCTAssertEqual(delegate.ends.count, 1)
        XCTAssertNil(source.activePointer)
        XCTAssertFalse(source.handle(.pointerUp(.mouse, Point(x: 200, y: 300))))
        XCTAssertEqual(delegate.ends.count, 1)
    }

    func testNonFiniteLocationsAreIgnored() {
        XCTAssertFalse(source.handle(.pointerDown(.mouse, Point(x: .nan, y: 0))))
        source.handle(.pointerDown(.mouse, Point(x: 300, y: 300)))
        source.handle(.pointerMove(.mouse, Point(x: .infinity, y: 300)))
        source.handle(.pointerUp(.mouse, Point(x: .nan, y: 300)))
        XCTAssertTrue(delegate.updates.isEmpty)
        XCTAssertEqual(delegate.endsWithoutSwipe.count, 1)
    }
}
