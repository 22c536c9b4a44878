import SnapNavCore
import XCTest

/// Releases at and past the ends of the pages, where the settle must not carry the content
/// out of bounds. Each case was once found by the random input streams.
final class PagingScrollControllerEdgeTests: XCTestCase {
    let clock = ManualClock()
    let log = CallbackLog()

    func makePager(startPage: Int, viewport: Size = Size(width: 360, height: 640)) -> PagingScrollController {
        let panels = ["left", "middle", "right"].map { RecordingPanel($0, log: log) }
        let pager = PagingScrollController.make(
            axis: .horizontal, with: panels, viewport: viewport, startPage: startPage, clock: clock)
        pager.setVisibleFraction(1)
        return pager
    }

    func testAFlingOnwardFromNearTheLastPageStopsAtTheEnd() {
        let pager = makePager(startPage: 0)
        // A drag of almost two pages (the mouse is captured, so it can go that far), then a
        // fling further on: the target is one page from the start, behind the content.
        drag(pager, by: -700, steps: 10, duration: 0.2)
        pager.endDragging(velocity: -10_000)
        XCTAssertEqual(pager.destinationPage, 1)
        let offsets = settle(pager, clock: clock)
        XCTAssertLessThanOrEqual(offsets.max() ?? 0, pager.maximumOffset)
        XCTAssertEqual(pager.offset, 360)
    }

    func testAFlingOnwardFromPastTheEndKeepsTheContentsSpeed() {
        let pager = makePager(startPage: 2)
        pager.bounces = true
        pager.beginDragging()
        var translation = 0.0
        var previous = pager.offset
        var dragSpeed = 0.0
        for _ in 0..<20 {
            clock.advance(by: 0.01)
            translation -= 30
            pager.updateDragging(translation: translation)
            dragSpeed = (pager.offset - previous) / 0.01
            previous = pager.offset
        }
        XCTAssertGreaterThan(pager.offset, pager.maximumOffset, "rubber-banded past the end")
        pager.endDragging(velocity: -3000)
        clock.advance(by: 0.002)
        pager.step()
        let releaseSpeed = (pager.offset - previous) / 0.002
        XCTAssertLessThan(releaseSpeed, dragSpeed * 1.5, "the content does not speed up when let go")
        let offsets = settle(pager, clock: clock)
        XCTAssertLessThan(offsets.max() ?? 0, pager.maximumOffset + pager.pageLength)
        XCTAssertEqual(pager.offset, pager.maximumOffset)
    }

    func testAFlingPastTheEndOfATinyViewportStaysWithinTheRubberBand() {
        let pager = makePager(startPage: 2, viewport: Size(width: 1, height: 1))
        pager.bounces = true
        pager.beginDragging()
        clock.advance(by: 0.016)
        pager.updateDragging(translation: -50)
        pager.endDragging(velocity: -3000)
        let offsets = settle(pager, clock: clock)
        XCTAssertLessThan(offsets.max() ?? 0, pager.maximumOffset + pager.pageLength)
        XCTAssertEqual(pager.offset, pager.maximumOffset)
    }
}

extension PagingScrollControllerEdgeTests {
    func testAPageThatLeavesTheScreenReadsExactlyZero() {
        let pager = makePager(startPage: 1)
        pager.beginDragging()
        // So little of the left page shows that it never counts as appearing.
        pager.updateDragging(translation: 3.6e-10)
        XCTAssertGreaterThan(pager.pages[0].visibleFraction, 0)
        XCTAssertEqual(pager.pages[0].appearanceState, .disappeared)
        pager.updateDragging(translation: 0)
        XCTAssertEqual(pager.pages[0].visibleFraction, 0, "no stale sliver of visibility is left behind")
        XCTAssertEqual(pager.pages[1].visibleFraction, 1)
    }
}

extension PagingScrollControllerEdgeTests {
    func testAResizeMidDragAtTheEndKeepsTheOffsetInBounds() {
        let pager = makePager(startPage: 2)
        pager.beginDragging()
        pager.updateDragging(translation: -100)
        XCTAssertEqual(pager.offset, 720)
        // 720 × (29 / 360) rounds to a hair more than 2 × 29.
        pager.fit(to: Size(width: 29, height: 640))
        XCTAssertLessThanOrEqual(pager.offset, pager.maximumOffset)
        XCTAssertEqual(pager.offset, 58)
    }

    func testAResizeMidSettleLandsExactlyOnThePage() {
        let pager = makePager(startPage: 1)
        drag(pager, by: -40, steps: 4, duration: 0.4)
        pager.endDragging(velocity: 0)
        clock.advance(by: 1.0 / 60)
        pager.step()
        XCTAssertTrue(pager.isAnimating)
        // 360 × (29 / 360) rounds to a hair more than 29.
        pager.fit(to: Size(width: 29, height: 640))
        settle(pager, clock: clock)
        XCTAssertTrue(pager.isAtRest)
        XCTAssertEqual(pager.offset, 29)
    }
}
