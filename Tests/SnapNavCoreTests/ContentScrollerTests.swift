import Foundation
import SnapNavCore
import XCTest

final class ContentScrollerTests: XCTestCase {
    func flung(from offset: Double, fingerVelocity: Double, content: Double = 10_000) -> ContentScroller {
        var scroller = ContentScroller(contentLength: content, viewportLength: 500)
        scroller.beginDragging()
        scroller.drag(by: -offset)
        XCTAssertEqual(scroller.offset, offset)
        scroller.endDragging(velocity: fingerVelocity, at: 0)
        return scroller
    }

    func run(_ scroller: inout ContentScroller, seconds: Double, from start: Double = 0) -> [Double] {
        var offsets: [Double] = []
        for frame in 1...Int(seconds * 1000) {
            scroller.step(at: start + Double(frame) / 1000)
            offsets.append(scroller.offset)
        }
        return offsets
    }

    func testCoastingLosesSpeedAtUIKitsRateEachMillisecond() {
        var scroller = flung(from: 100, fingerVelocity: -1000)
        let offsets = run(&scroller, seconds: 0.2)
        // Successive per-millisecond steps shrink by the deceleration rate.
        let early = offsets[10] - offsets[9]
        let later = offsets[110] - offsets[109]
        XCTAssertEqual(later / early, pow(0.998, 100), accuracy: 1e-9)
        XCTAssertEqual(offsets[99], 100 + (pow(0.998, 100) - 1) / log(0.998), accuracy: 1e-9)
    }

    func testCoastingComesToRestWhereTheDecelerationProjects() {
        var scroller = flung(from: 100, fingerVelocity: -1000)
        let expected = scroller.projectedOffset(from: 100, velocity: 1000)
        XCTAssertEqual(expected, 100 + 1 / -log(0.998), accuracy: 1e-9)
        _ = run(&scroller, seconds: 8)
        XCTAssertFalse(scroller.isMoving)
        XCTAssertEqual(scroller.offset, expected, accuracy: ContentScroller.restDistance)
    }

    func testAFlingPastTheEndBouncesAndStopsExactlyAtTheEnd() {
        var scroller = flung(from: 400, fingerVelocity: -3000, content: 1000)
        let offsets = run(&scroller, seconds: 3)
        XCTAssertGreaterThan(offsets.max() ?? 0, 500, "it carries a little past the end")
        XCTAssertLessThan(offsets.max() ?? 0, 560, "but only a little")
        XCTAssertFalse(scroller.isMoving)
        XCTAssertEqual(scroller.offset, 500)
    }

    func testAFlingTowardTheStartStopsExactlyAtTheStart() {
        var scroller = flung(from: 100, fingerVelocity: 4000, content: 1000)
        let offsets = run(&scroller, seconds: 3)
        XCTAssertLessThan(offsets.min() ?? 0, 0)
        XCTAssertEqual(scroller.offset, 0)
        XCTAssertFalse(scroller.isMoving)
    }

    func testDraggingPastAnEndRubberBandsAndReleaseReturnsToIt() {
        var scroller = ContentScroller(contentLength: 1000, viewportLength: 500)
        scroller.beginDragging()
        scroller.drag(by: 100)
        XCTAssertEqual(scroller.offset, -rubberBand(overshoot: 100, dimension: 500), accuracy: 1e-9)
        XCTAssertGreaterThan(scroller.offset, -100, "resists the finger")
        scroller.drag(by: -100)
        XCTAssertEqual(scroller.offset, 0, accuracy: 1e-9, "coming back follows the same band")
        scroller.drag(by: 60)
        scroller.endDragging(velocity: 0, at: 0)
        _ = run(&scroller, seconds: 2)
        XCTAssertEqual(scroller.offset, 0)
    }

    func testGrabbingCoastingContentStopsItWhereItIs() {
        var scroller = flung(from: 100, fingerVelocity: -2000)
        scroller.step(at: 0.1)
        let caught = scroller.offset
        scroller.beginDragging()
        XCTAssertEqual(scroller.offset, caught)
        scroller.step(at: 0.5)
        XCTAssertEqual(scroller.offset, caught)
    }

    func testContentShorterThanTheViewportNeverScrollsAtRest() {
        var scroller = ContentScroller(contentLength: 300, viewportLength: 500)
        XCTAssertEqual(scroller.maximumOffset, 0)
        scroller.beginDragging()
        scroller.drag(by: -50)
        scroller.endDragging(velocity: -500, at: 0)
        _ = run(&scroller, seconds: 2)
        XCTAssertEqual(scroller.offset, 0)
    }
}

final class ScrollIndicatorTests: XCTestCase {
    func testTheIndicatorShowsOnlyWhileTheListMovesAndTracksItsOffset() {
        let clock = ManualClock()
        let rows = (0..<40).map { PanelContent.Row(title: "Row \($0)", avatar: .black) }
        let list = ListPanelController(identifier: "chat", title: "Chat", background: .white, rows: rows, clock: clock)
        list.view.frame = Rect(x: 0, y: 0, width: 360, height: 640)
        let sheet = list.sheetFrame(in: list.view.frame)
        XCTAssertNil(list.scrollIndicator(in: sheet), "hidden at rest")
        list.beginNestedDragging()
        XCTAssertNil(list.scrollIndicator(in: sheet), "a finger that has not scrolled the list shows none")
        list.updateNestedDragging(by: 0)
        XCTAssertNil(list.scrollIndicator(in: sheet), "nor does one whose movement went to paging")
        list.updateNestedDragging(by: -1)
        let top = try? XCTUnwrap(list.scrollIndicator(in: sheet))
        XCTAssertEqual(top?.minY ?? 0, sheet.minY + 6, accuracy: 1)
        list.updateNestedDragging(by: -list.nestedMaximumOffset + 1)
        let bottom = list.scrollIndicator(in: sheet)
        XCTAssertEqual(bottom?.maxY ?? 0, sheet.maxY - 6, accuracy: 1e-9)
        XCTAssertEqual(bottom?.height, top?.height)
        list.endNestedDragging(velocity: 0)
        XCTAssertNil(list.scrollIndicator(in: sheet), "hidden again once still")
    }
}
