import SnapNavCore
import XCTest

/// A pager seen only through `Swipeable`, as the navigator drives whatever a gesture picked.
final class SwipeableTests: XCTestCase {
    let clock = ManualClock()

    /// Where a pager is, in pages.
    func page(of target: Swipeable) -> Double {
        guard let pager = target as? PagingScrollController else { return .nan }
        return pager.contentOffset.x / pager.pageLength
    }

    func testAPagerIsSwipedInPagesOfItsOwnLength() {
        let target: Swipeable = makeThreePagePager(clock: clock, log: CallbackLog())
        XCTAssertEqual(target.swipeAxis, .horizontal)
        XCTAssertEqual(target.swipeLimit, 360, "a page")
        XCTAssertEqual(page(of: target), 1)
        target.beginSwipe()
        target.updateSwipe(translation: -90)
        XCTAssertEqual(page(of: target), 1.25, accuracy: 1e-9, "a quarter page under the finger")
    }

    func testAFlingSettlesOnTheNextSnapPointAndACancelOnTheOneItStartedFrom() throws {
        let pager = makeThreePagePager(clock: clock, log: CallbackLog())
        let target: Swipeable = pager
        target.beginSwipe()
        target.updateSwipe(translation: -60)
        target.endSwipe(velocity: -900)
        settle(pager, clock: clock)
        XCTAssertEqual(page(of: target), 2)

        target.beginSwipe()
        target.updateSwipe(translation: 300)
        XCTAssertLessThan(page(of: target), 2)
        target.cancelSwipe()
        settle(pager, clock: clock)
        XCTAssertEqual(page(of: target), 2, "a cancelled swipe changes nothing")
    }

    func testAPagersLimitIsAPageItsAreaItsBoundsAndItSettlesAfterAFling() {
        let pager = makeThreePagePager(clock: clock, log: CallbackLog())
        let target: Swipeable = pager
        XCTAssertEqual(target.swipeLimit, 360)
        XCTAssertEqual(target.swipeArea, Rect(x: 0, y: 0, width: 360, height: 640))
        XCTAssertFalse(target.isSettling)
        target.beginSwipe()
        target.updateSwipe(translation: -60)
        target.endSwipe(velocity: -900)
        XCTAssertTrue(target.isSettling)
        settle(pager, clock: clock)
        XCTAssertFalse(target.isSettling)
    }

    func testAPagerAcceptsSwipesWhileThePanelOnScreenDoes() {
        let log = CallbackLog()
        let column = PagingScrollController.make(
            identifier: "column", axis: .vertical, with: ["up", "home", "down"].map { RecordingPanel($0, log: log) },
            viewport: Size(width: 360, height: 640), clock: clock)
        let row = PagingScrollController.make(
            axis: .horizontal, with: [RecordingPanel("left", log: log), column, RecordingPanel("right", log: log)],
            viewport: Size(width: 360, height: 640), clock: clock)
        XCTAssertTrue(row.acceptsSwipes)
        column.pages[0].isSwipeEnabled = false
        row.pages[2].isSwipeEnabled = false
        XCTAssertTrue(row.acceptsSwipes, "locks on panels off screen change nothing")
        column.pages[1].isSwipeEnabled = false
        XCTAssertFalse(row.acceptsSwipes, "the lock of the panel on screen, through the column")
        XCTAssertFalse(column.acceptsSwipes)
    }

    // MARK: The tracker drives the target

    /// Offers one target on every axis and records what the tracker says it took.
    final class OneTarget: SwipeTrackerDelegate {
        let target: Swipeable
        var taken: [Bool] = []
        init(_ target: Swipeable) { self.target = target }
        func swipeTrackerDidPress(_ tracker: SwipeTracker) {}
        func swipeTracker(_ tracker: SwipeTracker, targetOn axis: Axis) -> Swipeable? { target }
        func swipeTracker(_ tracker: SwipeTracker, didTake target: Swipeable?) { taken.append(target != nil) }
        func swipeTrackerDidEndWithoutSwipe(_ tracker: SwipeTracker, tapLocation: Point?) {}
    }

    func testTheTrackerHoldsADragWithinTheTargetsLimit() {
        let pager = makeThreePagePager(clock: clock, log: CallbackLog())
        let delegate = OneTarget(pager)
        let tracker = SwipeTracker(clock: clock)
        tracker.delegate = delegate
        tracker.begin(at: Point(x: 300, y: 300))
        for x in stride(from: -20.0, through: -510, by: -70) {
            clock.advance(by: 0.016)
            tracker.update(translation: Point(x: x, y: 0))
        }
        XCTAssertEqual(tracker.target === pager, true)
        XCTAssertEqual(page(of: pager), 2, accuracy: 1e-9, "510 pt of finger move the pager one page")
        clock.advance(by: 0.016)
        tracker.update(translation: Point(x: -300, y: 0))
        XCTAssertEqual(page(of: pager), 1 + 290.0 / 360, accuracy: 1e-9, "under the finger again")
        tracker.end()
        XCTAssertNil(tracker.target)
        XCTAssertTrue(pager.isSettling)
    }

    func testTheTrackerRefusesALockedTargetAndAPressOutsideItsArea() {
        let pager = makeThreePagePager(clock: clock, log: CallbackLog())
        let delegate = OneTarget(pager)
        let tracker = SwipeTracker(clock: clock)
        tracker.delegate = delegate
        pager.pages[1].isSwipeEnabled = false
        tracker.begin(at: Point(x: 300, y: 300))
        tracker.update(translation: Point(x: -100, y: 0))
        XCTAssertEqual(tracker.state, .refused)
        XCTAssertEqual(page(of: pager), 1)
        tracker.end()

        pager.pages[1].isSwipeEnabled = true
        tracker.begin(at: Point(x: 400, y: 300))
        tracker.update(translation: Point(x: -100, y: 0))
        XCTAssertEqual(tracker.state, .refused, "the press was outside the pager")
        tracker.end()

        tracker.begin(at: Point(x: 300, y: 300))
        tracker.update(translation: Point(x: -100, y: 0))
        XCTAssertEqual(tracker.state, .swiping(.horizontal))
        XCTAssertEqual(delegate.taken, [false, false, true])
    }
}
