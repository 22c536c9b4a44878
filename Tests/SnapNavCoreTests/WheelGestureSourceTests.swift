import SnapNavCore
import XCTest

final class WheelGestureSourceTests: XCTestCase {
    let clock = ManualClock(now: 10)
    let delegate = RecordingSwipeDelegate()
    var tracker: SwipeTracker!
    var source: WheelGestureSource!
    var pageSteps: [String] = []

    override func setUp() {
        tracker = SwipeTracker(clock: clock)
        tracker.delegate = delegate
        // Targets that page, as the cross's pagers do: a page is 360 pt across, 640 pt down.
        delegate.limits = [.horizontal: 360, .vertical: 640]
        source = WheelGestureSource(tracker: tracker, clock: clock, pointsPerUnit: 40, endPause: 0.1)
        source.onPageStep = { [unowned self] axis, step in pageSteps.append("\(axis.rawValue) \(step)") }
    }

    /// `count` wheel events of `delta`, `interval` seconds apart, the first one now.
    func scroll(_ delta: Point, count: Int, interval: Double = 0.01, isPrecise: Bool = true) {
        for index in 0..<count {
            if index > 0 { clock.advance(by: interval) }
            source.handle(delta: delta, isPrecise: isPrecise)
        }
    }

    func testPreciseScrollingMovesTheContentByTheScale() {
        scroll(Point(x: -0.5, y: 0), count: 3)
        XCTAssertEqual(tracker.state, .swiping(.horizontal))
        XCTAssertEqual(
            delegate.updates, [-20, -40, -60], "20 pt per event from the first one: the content stays under the fingers"
        )
    }

    func testAPauseEndsTheSwipeWithTheVelocityAtTheLastEvent() throws {
        scroll(Point(x: -0.1, y: 0), count: 21)
        XCTAssertEqual(source.deadline ?? 0, clock.now + 0.1, accuracy: 1e-9)
        clock.advance(by: 0.099)
        XCTAssertFalse(source.step(), "still inside the pause")
        XCTAssertTrue(delegate.ends.isEmpty)
        clock.advance(by: 0.002)
        XCTAssertTrue(source.step())
        let end = try XCTUnwrap(delegate.ends.first)
        XCTAssertEqual(end.axis, .horizontal)
        XCTAssertEqual(end.velocity, -400, accuracy: 1, "4 pt every 10 ms, not slowed by the pause")
        XCTAssertFalse(source.isActive)
        XCTAssertNil(source.deadline)
    }

    func testFingersLiftingEndsTheSwipeAtOnceWithTheirVelocity() throws {
        scroll(Point(x: -0.1, y: 0), count: 21)
        clock.advance(by: 0.005)
        source.fingersLifted()
        let end = try XCTUnwrap(delegate.ends.first, "no pause waited for")
        XCTAssertEqual(end.velocity, -400, accuracy: 1, "the velocity the fingers had")
        XCTAssertFalse(source.isActive)
        XCTAssertNil(source.deadline)
        scroll(Point(x: -0.05, y: 0), count: 3)
        XCTAssertEqual(delegate.ends.count, 1, "a kinetic tail after the lift is still swallowed")
        XCTAssertEqual(tracker.state, .idle)
    }

    func testASwipeMovesAtMostOnePage() {
        scroll(Point(x: -1, y: 0), count: 40)
        XCTAssertEqual(delegate.updates.min(), -360, "one page")
        XCTAssertEqual(delegate.updates.last, -360)
        scroll(Point(x: 1, y: 0), count: 1)
        XCTAssertEqual(delegate.updates.last, -320, "turning back responds at once")
    }

    func testTheTailAfterASwipeIsSwallowedWhileTheContentSettles() {
        delegate.isSettling = true
        scroll(Point(x: -1, y: 0), count: 5)
        clock.advance(by: 0.15)
        source.step()
        XCTAssertEqual(delegate.ends.count, 1)
        let updates = delegate.updates.count
        scroll(Point(x: -0.2, y: 0), count: 10, interval: 0.03)
        delegate.isSettling = false
        scroll(Point(x: -0.1, y: 0), count: 30, interval: 0.03)
        XCTAssertEqual(delegate.presses, 1, "forty tail events begin nothing")
        XCTAssertEqual(delegate.updates.count, updates)
        XCTAssertFalse(source.isActive)
        clock.advance(by: 0.2)
        scroll(Point(x: -0.5, y: 0), count: 1)
        XCTAssertEqual(delegate.presses, 2, "after a pause at rest, scrolling is a new swipe")
        XCTAssertTrue(source.isActive)
    }

    func testScrollingSoonAfterTheEndIsTheTailEvenWhenTheContentRests() {
        scroll(Point(x: -1, y: 0), count: 5)
        clock.advance(by: 0.1)
        source.step()
        clock.advance(by: 0.09)
        scroll(Point(x: -0.3, y: 0), count: 20, interval: 0.05)
        XCTAssertEqual(delegate.presses, 1)
        clock.advance(by: 0.12)
        scroll(Point(x: -0.3, y: 0), count: 1)
        XCTAssertEqual(delegate.presses, 2, "a pause at rest ends the tail")
    }

    func testScrollingAgainstTheSwipeWhileItSettlesIsANewSwipe() {
        delegate.isSettling = true
        scroll(Point(x: -1, y: 0), count: 5)
        clock.advance(by: 0.15)
        source.step()
        scroll(Point(x: 0.5, y: 0), count: 1)
        XCTAssertEqual(delegate.presses, 2)
        XCTAssertTrue(source.isActive)
    }

    func testEventsAfterThePauseEndTheSwipeEvenBeforeAStep() {
        delegate.isSettling = true
        scroll(Point(x: -1, y: 0), count: 5)
        clock.advance(by: 0.2)
        scroll(Point(x: -1, y: 0), count: 1)
        XCTAssertEqual(delegate.ends.count, 1, "the late event finds the swipe over")
        XCTAssertEqual(delegate.presses, 1, "and is its tail")
    }

    func testANotchBurstAsksForOnePage() {
        scroll(Point(x: -1, y: 0), count: 6, interval: 0.02, isPrecise: false)
        XCTAssertEqual(pageSteps, ["horizontal 1"])
        XCTAssertEqual(delegate.presses, 0, "a notch burst does not drag")
        XCTAssertFalse(source.isActive)
        clock.advance(by: 0.15)
        scroll(Point(x: 1, y: 0), count: 3, interval: 0.02, isPrecise: false)
        clock.advance(by: 0.15)
        scroll(Point(x: 0, y: 1), count: 1, isPrecise: false)
        clock.advance(by: 0.15)
        scroll(Point(x: 0, y: -1), count: 1, isPrecise: false)
        XCTAssertEqual(pageSteps, ["horizontal 1", "horizontal -1", "vertical -1", "vertical 1"])
    }

    func testNotchesDragWhenConfiguredTo() {
        source.notches = .drag
        scroll(Point(x: -1, y: 0), count: 3, isPrecise: false)
        XCTAssertEqual(delegate.updates, [-40, -80, -120])
        XCTAssertTrue(pageSteps.isEmpty)
    }

    func testScrollingContentDragsOnNotchesAndIsNotHeldToOnePage() {
        delegate.limits[.vertical] = .infinity
        scroll(Point(x: 0, y: -1), count: 20, isPrecise: false)
        XCTAssertTrue(pageSteps.isEmpty)
        XCTAssertEqual(delegate.updates.last, -800, "20 notches of 40 pt")
    }

    func testWholeValuesInsideAPreciseSwipeKeepDragging() {
        scroll(Point(x: -0.5, y: 0), count: 2)
        scroll(Point(x: -1, y: 0), count: 2, isPrecise: false)
        XCTAssertTrue(pageSteps.isEmpty)
        XCTAssertEqual(delegate.updates, [-20, -40, -80, -120])
    }

    func testCancelEndsTheSwipeAndLeavesNoTail() {
        delegate.isSettling = true
        scroll(Point(x: -1, y: 0), count: 3)
        source.cancel()
        XCTAssertEqual(delegate.ends.count, 1)
        scroll(Point(x: -1, y: 0), count: 1)
        XCTAssertEqual(delegate.presses, 2)
    }

    func testATinyTouchpadMovementMovesTheContentAtOnceAndIsNeverATap() {
        scroll(Point(x: -0.1, y: 0), count: 1)
        XCTAssertEqual(delegate.updates, [-4], "no slop swallows a touchpad's first 10 pt")
        clock.advance(by: 0.2)
        source.step()
        XCTAssertEqual(delegate.ends.count, 1)
        XCTAssertTrue(delegate.endsWithoutSwipe.isEmpty)
    }

    func testZeroAndNonFiniteDeltasAreIgnored() {
        source.handle(delta: .zero, isPrecise: true)
        source.handle(delta: Point(x: .nan, y: 0), isPrecise: true)
        source.handle(delta: Point(x: .infinity, y: 0), isPrecise: false)
        XCTAssertEqual(delegate.presses, 0)
        XCTAssertTrue(pageSteps.isEmpty)
        XCTAssertFalse(source.isActive)
    }

    func testAZeroSizePageHoldsTheContentStill() {
        delegate.limits = [.horizontal: 0, .vertical: 0]
        scroll(Point(x: -1, y: 0), count: 5)
        XCTAssertTrue(delegate.updates.allSatisfy { $0 == 0 })
    }
}

extension WheelGestureSourceTests {
    func testAWholeValueRightAfterFractionalOnesStartsADragNotAPage() {
        scroll(Point(x: -0.5, y: 0), count: 3)
        clock.advance(by: 0.3)
        source.step()
        clock.advance(by: 0.3)
        source.handle(delta: Point(x: 1, y: 0), isPrecise: false)
        XCTAssertTrue(pageSteps.isEmpty, "a touchpad landing on a whole notch is still a touchpad")
        XCTAssertEqual(tracker.state, .swiping(.horizontal))
        XCTAssertEqual(delegate.updates.last, 40)
    }

    func testWholeNotchesLongAfterFractionalOnesPageAgain() {
        scroll(Point(x: -0.5, y: 0), count: 3)
        clock.advance(by: 0.2)
        source.step()
        clock.advance(by: WheelGestureSource.fractionalMemory)
        source.handle(delta: Point(x: -1, y: 0), isPrecise: false)
        XCTAssertEqual(pageSteps, ["horizontal 1"])
    }
}

extension WheelGestureSourceTests {
    func testAScrollAcrossAFinishedSwipeIsANewSwipeNotItsTail() {
        delegate.isSettling = true
        scroll(Point(x: -0.5, y: 0), count: 3)
        clock.advance(by: 0.2)
        source.step()
        scroll(Point(x: 0, y: -0.5), count: 2)
        XCTAssertEqual(delegate.presses, 2, "a vertical scroll after a sideways swipe starts its own")
        XCTAssertEqual(tracker.state, .swiping(.vertical))
    }
}

/// A clock that moves on a microsecond each time it is read, as a real one does between two reads.
private final class TickingClock: Clock {
    private var time: Double
    init(now: Double) { time = now }
    var now: Double {
        time += 0.000_001
        return time
    }
    func advance(by seconds: Double) { time += seconds }
}

extension WheelGestureSourceTests {
    func testAFlickOnARunningClockKeepsItsReleaseVelocity() {
        let clock = TickingClock(now: 100)
        let tracker = SwipeTracker(clock: clock)
        tracker.delegate = delegate
        let source = WheelGestureSource(tracker: tracker, clock: clock, pointsPerUnit: 40, endPause: 0.1)
        for index in 0..<5 {
            if index > 0 { clock.advance(by: 0.01) }
            source.handle(delta: Point(x: 0.5, y: 0), isPrecise: true)
        }
        clock.advance(by: 0.15)
        XCTAssertTrue(source.step())
        let end = try? XCTUnwrap(delegate.ends.first)
        XCTAssertGreaterThan(end?.velocity ?? 0, 1500, "100 pt in 40 ms is a fling, measured up to the last event")
    }
}
