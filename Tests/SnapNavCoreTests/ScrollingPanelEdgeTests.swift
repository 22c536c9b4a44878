import SnapNavCore
import XCTest

/// Scrolling content pulled or left far past its end: drawing it must not trap. Found by the
/// soak, where a window resize left a grid scrolled past its new, shorter end.
final class ScrollingPanelEdgeTests: XCTestCase {
    let clock = ManualClock()

    func makeList(rows: Int) -> ListPanelController {
        ListPanelController(
            identifier: "chat", title: "Chat", background: .white,
            rows: (0..<rows).map { PanelContent.Row(title: "Row \($0)", avatar: .black) }, clock: clock)
    }

    func makeGrid(tiles: Int) -> GridPanelController {
        GridPanelController(
            identifier: "stories", title: "Stories", background: .white,
            tiles: (0..<tiles).map { PanelContent.Tile(title: "Tile \($0)", color: .black) }, clock: clock)
    }

    /// Pulls the content up by `distance` points with a finger and draws it mid-pull.
    func drawPulled(_ panel: ScrollingPanelController, by distance: Double, size: Size) -> DisplayList {
        panel.view.frame = Rect(origin: .zero, size: size)
        panel.beginNestedDragging()
        for _ in 0..<20 { panel.updateNestedDragging(by: -distance / 20) }
        let canvas = DisplayList(size: size)
        panel.draw(in: canvas, frame: panel.view.frame)
        return canvas
    }

    func testAShortListPulledFarPastItsEndDraws() {
        let list = makeList(rows: 2)
        let canvas = drawPulled(list, by: 5000, size: Size(width: 360, height: 640))
        XCTAssertGreaterThan(list.nestedContentOffset, 2 * ListPanelController.rowHeight)
        XCTAssertTrue(canvas.texts.contains("Chat"))
        XCTAssertFalse(canvas.texts.contains("Row 0"), "the rows are pulled out of sight")
    }

    func testAShortGridPulledFarPastItsEndDraws() {
        let grid = makeGrid(tiles: 3)
        let canvas = drawPulled(grid, by: 5000, size: Size(width: 360, height: 640))
        XCTAssertTrue(canvas.texts.contains("Stories"))
        XCTAssertFalse(canvas.texts.contains("Tile 0"), "the tiles are pulled out of sight")
    }

    func testAGridScrolledToItsEndThenNarrowedDraws() {
        let grid = makeGrid(tiles: 40)
        let wide = Size(width: 1200, height: 800)
        grid.view.frame = Rect(origin: .zero, size: wide)
        grid.beginNestedDragging()
        grid.updateNestedDragging(by: -grid.nestedMaximumOffset)
        grid.endNestedDragging(velocity: 0)
        XCTAssertEqual(grid.nestedContentOffset, grid.nestedMaximumOffset, accuracy: 1)
        // Narrower tiles make the content shorter than the offset it was left at.
        let narrow = Size(width: 320, height: 480)
        grid.view.frame = Rect(origin: .zero, size: narrow)
        let canvas = DisplayList(size: narrow)
        grid.draw(in: canvas, frame: grid.view.frame)
        XCTAssertTrue(canvas.texts.contains("Stories"))
    }
}

extension ScrollingPanelEdgeTests {
    func testAResizeKeepsContentScrolledToItsEndWithinTheNewEnd() {
        let grid = makeGrid(tiles: 40)
        let pager = PagingScrollController.make(
            axis: .horizontal, with: [grid], viewport: Size(width: 1200, height: 800), clock: clock)
        grid.beginNestedDragging()
        grid.updateNestedDragging(by: -grid.nestedMaximumOffset)
        grid.endNestedDragging(velocity: 0)
        let wideEnd = grid.scroller.offset
        XCTAssertGreaterThan(wideEnd, 0)
        pager.fit(to: Size(width: 320, height: 480))
        let narrowEnd =
            grid.contentHeight(forWidth: 320) + ScrollingPanelController.bottomInset
            - (480 - ScrollingPanelController.headerHeight)
        XCTAssertLessThan(narrowEnd, wideEnd, "narrower tiles make a shorter grid")
        XCTAssertEqual(grid.scroller.maximumOffset, narrowEnd)
        XCTAssertEqual(grid.scroller.offset, narrowEnd, "the content ends at its new end, not past it")
    }
}

extension ScrollingPanelEdgeTests {
    func testABounceUnderWayWhenTheContentShrinksLandsOnTheNewEnd() {
        var scroller = ContentScroller(contentLength: 1000, viewportLength: 100)
        scroller.beginDragging()
        scroller.drag(by: -1100)
        scroller.endDragging(velocity: 0, at: 0)
        XCTAssertTrue(scroller.isMoving, "bouncing back from past the end")
        scroller.step(at: 0.05)
        scroller.setLengths(content: 500, viewport: 100)
        var time = 0.05
        while scroller.isMoving && time < 5 {
            time += 1.0 / 60
            scroller.step(at: time)
        }
        XCTAssertFalse(scroller.isMoving)
        XCTAssertEqual(scroller.offset, 400, "the bounce lands on the end the content has now")
    }
}
