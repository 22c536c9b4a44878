import SnapNavCore
import XCTest

final class SwipeNavigatorTests: XCTestCase {
    let clock = ManualClock()

    func makeDriver(_ configuration: String = ConfigurationTests.minimal) throws -> CrossDriver {
        try CrossDriver(json: configuration, file: "test.json", clock: clock)
    }

    func testStartsOnTheStartPanel() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
        XCTAssertEqual(navigator.horizontal.offset, 360)
        XCTAssertEqual(navigator.currentPanel.appearanceState, .appeared)
    }

    func testMouseDragLeftShowsTheRightPanel() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        driver.drag(by: Point(x: -250, y: 0), from: Point(x: 300, y: 300))
        driver.settle()
        XCTAssertEqual(navigator.currentPanel.identifier, "stories")
        XCTAssertEqual(navigator.horizontal.offset, 720)
        driver.drag(by: Point(x: 250, y: 0), from: Point(x: 50, y: 300))
        driver.settle()
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
    }

    func testTapDoesNotMoveAndIsReported() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        var taps: [Point] = []
        navigator.onTap = { taps.append($0) }
        navigator.handle(.pointerDown(.mouse, Point(x: 100, y: 100)))
        navigator.handle(.pointerMove(.mouse, Point(x: 104, y: 102)))
        navigator.handle(.pointerUp(.mouse, Point(x: 104, y: 102)))
        XCTAssertEqual(taps, [Point(x: 104, y: 102)])
        XCTAssertEqual(navigator.horizontal.offset, 360)
    }

    func testDrawingShowsTheVisiblePanelsInOrder() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        let canvas = DisplayList(size: Size(width: 360, height: 640))
        FrameComposer().compose(navigator, layout: navigator.layOutFrame(), chrome: nil, on: canvas)
        XCTAssertEqual(canvas.color(at: Point(x: 180, y: 100)), Color(hex: "#1E1E1E"))
        navigator.handle(.pointerDown(.mouse, Point(x: 300, y: 300)))
        navigator.handle(.pointerMove(.mouse, Point(x: 100, y: 300)))
        canvas.reset()
        FrameComposer().compose(navigator, layout: navigator.layOutFrame(), chrome: nil, on: canvas)
        XCTAssertEqual(
            canvas.color(at: Point(x: 350, y: 100)), Color(hex: "#9B55A0"), "stories slides in from the right")
        XCTAssertEqual(canvas.color(at: Point(x: 10, y: 100)), Color(hex: "#1E1E1E"), "the camera stays put under it")
    }

    func testResizeMidGestureKeepsThePage() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        navigator.handle(.pointerDown(.mouse, Point(x: 300, y: 300)))
        navigator.handle(.pointerMove(.mouse, Point(x: 200, y: 300)))
        navigator.handle(.resize(Size(width: 720, height: 640)))
        navigator.handle(.pointerUp(.mouse, Point(x: 200, y: 300)))
        driver.settle()
        XCTAssertEqual(navigator.horizontal.offset, 720)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
    }
}
