import SnapNavCore
import XCTest

final class PagingScrollControllerTests: XCTestCase {
    let clock = ManualClock()
    let log = CallbackLog()

    func testFactoryLaysPagesOutOneViewportApartAndStartsInTheMiddle() {
        let pager = makeThreePagePager(clock: clock, log: log)
        XCTAssertEqual(pager.contentSize, Size(width: 1080, height: 640))
        XCTAssertEqual(pager.pages.map { $0.view.frame.minX }, [0, 360, 720])
        XCTAssertEqual(pager.currentPage, 1)
        XCTAssertEqual(pager.contentOffset, Point(x: 360, y: 0))
        XCTAssertTrue(pager.isPagingEnabled)
        XCTAssertFalse(pager.bounces)
    }

    func testSlowDragPastHalfSettlesOnNextPage() {
        let pager = makeThreePagePager(clock: clock, log: log)
        drag(pager, by: -200, duration: 1)
        clock.advance(by: 0.2)
        pager.endDragging(velocity: 0)
        settle(pager, clock: clock)
        XCTAssertEqual(pager.offset, 720)
        XCTAssertEqual(pager.currentPage, 2)
        XCTAssertTrue(pager.isAtRest)
    }

    func testSlowDragShortOfHalfSettlesBack() {
        let pager = makeThreePagePager(clock: clock, log: log)
        drag(pager, by: 150, duration: 1)
        pager.endDragging(velocity: 100)
        settle(pager, clock: clock)
        XCTAssertEqual(pager.offset, 360)
    }

    func testFlingOverThresholdMovesOnePage() {
        let pager = makeThreePagePager(clock: clock, log: log)
        drag(pager, by: 40, steps: 4, duration: 0.05)
        pager.endDragging(velocity: 800)
        settle(pager, clock: clock)
        XCTAssertEqual(pager.currentPage, 0)
        XCTAssertEqual(pager.offset, 0)
    }

    func testClampingWithBouncesOff() {
        let pager = makeThreePagePager(clock: clock, log: log)
        pager.scrollToPage(0, animated: false)
        drag(pager, by: 300)
        XCTAssertEqual(pager.offset, 0)
        pager.endDragging(velocity: 3000)
        XCTAssertFalse(pager.isAnimating, "an outward fling at the edge has nothing to settle")
        XCTAssertEqual(pager.offset, 0)
        pager.scrollToPage(2, animated: false)
        drag(pager, by: -500)
        XCTAssertEqual(pager.offset, 720)
    }

    func testRubberBandWithBouncesOn() {
        let pager = makeThreePagePager(clock: clock, log: log)
        pager.bounces = true
        pager.scrollToPage(0, animated: false)
        drag(pager, by: 100)
        XCTAssertEqual(pager.offset, -rubberBand(overshoot: 100, dimension: 360), accuracy: 1e-9)
        XCTAssertEqual(pager.offset, -47.7108, accuracy: 1e-3)
        pager.endDragging(velocity: 0)
        settle(pager, clock: clock)
        XCTAssertEqual(pager.offset, 0)
    }

    func testSettleLandsExactlyAndNeverOvershoots() {
        let pager = makeThreePagePager(clock: clock, log: log)
        drag(pager, by: -100, steps: 5, duration: 0.05)
        pager.endDragging(velocity: -2000)
        let offsets = settle(pager, clock: clock)
        XCTAssertEqual(offsets.last, 720)
        XCTAssertTrue(offsets.allSatisfy { $0 <= 720 })
        XCTAssertEqual(offsets, offsets.sorted(), "the settle moves one way only")
        XCTAssertFalse(pager.isAnimating)
    }

    func testASettleRestsWithinAThousandthOfAPageThenLandsExactly() {
        let pager = makeThreePagePager(clock: clock, log: log)
        drag(pager, by: -200, duration: 1)
        pager.endDragging(velocity: 0)
        let offsets = settle(pager, clock: clock)
        XCTAssertEqual(offsets.last, 720, "lands exactly on the page")
        XCTAssertTrue(pager.isAtRest)
        let beforeLanding = offsets.dropLast().last ?? 0
        let precision = 360 * SpringAnimation.pagePrecision
        XCTAssertGreaterThanOrEqual(720 - beforeLanding, precision, "it rests only once within the precision")
        XCTAssertLessThan(720 - beforeLanding, 1, "and the last step onto the page is under a point")
        // Held to a hundredth of a point, the same settle would draw the frames of its tail.
        let fine = SpringAnimation(
            from: 720 - 200, to: 720, initialVelocity: 0, startTime: 0, parameters: pager.spring)
        XCTAssertLessThanOrEqual(offsets.count, fine.framesUntilFinished() - 5)
    }

    func testSettleStartsAtReleaseVelocity() {
        let pager = makeThreePagePager(clock: clock, log: log)
        drag(pager, by: -100, steps: 5, duration: 0.05)
        let released = pager.offset
        pager.endDragging(velocity: -1200)
        clock.advance(by: 0.0001)
        pager.step()
        XCTAssertEqual((pager.offset - released) / 0.0001, 1200, accuracy: 20)
    }

    func testNewDragCatchesTheSettleWithoutAJump() {
        let pager = makeThreePagePager(clock: clock, log: log)
        drag(pager, by: -200)
        pager.endDragging(velocity: -500)
        clock.advance(by: 0.05)
        pager.step()
        let caughtAt = pager.offset
        clock.advance(by: 0.01)
        pager.beginDragging()
        let afterCatch = pager.offset
        XCTAssertFalse(pager.isAnimating)
        XCTAssertGreaterThan(afterCatch, caughtAt, "caught where the spring is now")
        XCTAssertLessThan(afterCatch - caughtAt, 20, "no jump")
        pager.updateDragging(translation: 0)
        XCTAssertEqual(pager.offset, afterCatch)
        pager.updateDragging(translation: 10)
        XCTAssertEqual(pager.offset, afterCatch - 10)
    }

    func testOneGestureMovesAtMostOnePage() {
        let panels = (0..<5).map { RecordingPanel("p\($0)", log: log) }
        let pager = PagingScrollController.make(
            axis: .horizontal, with: panels, viewport: Size(width: 100, height: 100), clock: clock)
        XCTAssertEqual(pager.currentPage, 2)
        drag(pager, by: -1000, steps: 20, duration: 0.1)
        pager.endDragging(velocity: -10_000)
        settle(pager, clock: clock)
        XCTAssertEqual(pager.currentPage, 3)
    }

    func testResizeKeepsThePage() {
        let pager = makeThreePagePager(clock: clock, log: log)
        pager.scrollToPage(2, animated: false)
        pager.fit(to: Size(width: 500, height: 700))
        XCTAssertEqual(pager.offset, 1000)
        XCTAssertEqual(pager.pages[2].view.frame, Rect(x: 1000, y: 0, width: 500, height: 700))
        pager.fit(to: .zero)
        pager.fit(to: Size(width: 200, height: 300))
        XCTAssertEqual(pager.offset, 400, "the page survives a zero-size window")
    }

    func testResizeMidDragKeepsTheFractionAndMidSettleTheTarget() {
        let pager = makeThreePagePager(clock: clock, log: log)
        drag(pager, by: -90)
        XCTAssertEqual(pager.offset, 450)
        pager.fit(to: Size(width: 720, height: 640))
        XCTAssertEqual(pager.offset, 900)
        pager.updateDragging(translation: -180)
        XCTAssertEqual(pager.offset, 900, "the drag's start was rescaled too")
        pager.updateDragging(translation: -400)
        pager.endDragging(velocity: 0)
        clock.advance(by: 0.05)
        pager.step()
        pager.fit(to: Size(width: 300, height: 640))
        settle(pager, clock: clock)
        XCTAssertEqual(pager.offset, 600)
    }

    func testDelegateCallbacksAndTargetOverride() {
        final class Delegate: PagingScrollControllerDelegate {
            var calls: [String] = []
            var override: Point?
            func scrollControllerWillBeginDragging(_ c: PagingScrollController) { calls.append("willBegin") }
            func scrollControllerDidScroll(_ c: PagingScrollController) {
                if calls.last != "didScroll" { calls.append("didScroll") }
            }
            func scrollControllerWillEndDragging(
                _ c: PagingScrollController, velocity: Point, targetContentOffset: inout Point
            ) {
                calls.append("willEnd(\(Int(velocity.x)), \(Int(targetContentOffset.x)))")
                if let override { targetContentOffset = override }
            }
            func scrollControllerDidEndDecelerating(_ c: PagingScrollController) { calls.append("didEndDecelerating") }
            func scrollController(_ c: PagingScrollController, didChangePageFrom old: Int, to new: Int) {
                calls.append("page \(old)->\(new)")
            }
        }
        let pager = makeThreePagePager(clock: clock, log: log)
        let delegate = Delegate()
        pager.delegate = delegate
        drag(pager, by: -50)
        pager.endDragging(velocity: -400)
        settle(pager, clock: clock)
        XCTAssertEqual(
            delegate.calls,
            ["willBegin", "didScroll", "willEnd(400, 720)", "didScroll", "didEndDecelerating", "page 1->2"])
        delegate.calls = []
        delegate.override = Point(x: 720, y: 0)
        drag(pager, by: 300)
        pager.endDragging(velocity: 0)
        settle(pager, clock: clock)
        XCTAssertEqual(pager.offset, 720, "the delegate kept it on page 2")
        XCTAssertFalse(delegate.calls.contains { $0.hasPrefix("page") })
    }

    func testAnimatedScrollToPageUsesTheSpring() {
        let pager = makeThreePagePager(clock: clock, log: log)
        pager.scrollToPage(0, animated: true)
        XCTAssertTrue(pager.isAnimating)
        let offsets = settle(pager, clock: clock)
        XCTAssertGreaterThan(offsets.count, 10)
        XCTAssertEqual(pager.offset, 0)
        XCTAssertEqual(pager.currentPage, 0)
    }

    func testZeroAndOnePagePagersAreHarmless() {
        let empty = PagingScrollController.make(
            axis: .horizontal, with: [], viewport: Size(width: 10, height: 10), clock: clock)
        drag(empty, by: 100)
        empty.endDragging(velocity: 1000)
        empty.scrollToPage(3, animated: true)
        settle(empty, clock: clock)
        XCTAssertEqual(empty.offset, 0)
        let single = PagingScrollController.make(
            axis: .horizontal, with: [RecordingPanel("only", log: log)], viewport: Size(width: 10, height: 10),
            clock: clock)
        drag(single, by: -100)
        single.endDragging(velocity: -1000)
        settle(single, clock: clock)
        XCTAssertEqual(single.offset, 0)
        XCTAssertEqual(single.currentPage, 0)
    }

    func testRelativePositionsDriveProgress() {
        let pager = makeThreePagePager(clock: clock, log: log)
        drag(pager, by: 180)
        XCTAssertEqual(pager.relativePosition(ofPage: 0), -0.5)
        XCTAssertEqual(pager.relativePosition(ofPage: 1), 0.5)
        XCTAssertEqual(pager.visibleFraction(ofPage: 0), 0.5)
        XCTAssertEqual(pager.visibleFraction(ofPage: 2), 0)
    }

    func testCancelledDragOfACaughtSettleCarriesOnToItsPage() {
        let pager = makeThreePagePager(clock: clock, log: log)
        pager.scrollToPage(2, animated: true)
        clock.advance(by: 0.02)
        pager.step()
        XCTAssertLessThan(pager.pagePosition, 1.5, "caught nearer the start than the target")
        pager.beginDragging()
        pager.cancelDragging()
        settle(pager, clock: clock)
        XCTAssertEqual(pager.currentPage, 2)
        XCTAssertEqual(pager.offset, 720)
    }
}
