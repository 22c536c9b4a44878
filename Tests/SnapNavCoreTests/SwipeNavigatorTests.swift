import SnapNavCore
import XCTest

final class SwipeNavigatorTests: XCTestCase {
    let clock = ManualClock()

    func makeNavigator(_ configuration: String = ConfigurationTests.minimal) throws -> SwipeNavigator {
        let configuration = try Configuration.parse(configuration, file: "test.json")
        return SwipeNavigator(configuration: configuration, viewport: Size(width: 360, height: 640), clock: clock)
    }

    /// Drags the mouse from `start` by `delta` in `steps` moves, 16 ms apart, then releases.
    func mouseDrag(_ navigator: SwipeNavigator, from start: Point, by delta: Point, steps: Int = 12) {
        navigator.handle(.pointerDown(.mouse, start))
        for step in 1...steps {
            clock.advance(by: 0.016)
            let f = Double(step) / Double(steps)
            navigator.handle(.pointerMove(.mouse, Point(x: start.x + delta.x * f, y: start.y + delta.y * f)))
        }
        navigator.handle(.pointerUp(.mouse, start + delta))
    }

    func runUntilRest(_ navigator: SwipeNavigator) {
        for _ in 0..<600 where navigator.isAnimating {
            clock.advance(by: 1.0 / 60)
            navigator.step()
        }
    }

    func testStartsOnTheStartPanel() throws {
        let navigator = try makeNavigator()
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
        XCTAssertEqual(navigator.horizontal.offset, 360)
        XCTAssertEqual(navigator.currentPanel.appearanceState, .appeared)
    }

    func testMouseDragLeftShowsTheRightPanel() throws {
        let navigator = try makeNavigator()
        mouseDrag(navigator, from: Point(x: 300, y: 300), by: Point(x: -250, y: 0))
        runUntilRest(navigator)
        XCTAssertEqual(navigator.currentPanel.identifier, "stories")
        XCTAssertEqual(navigator.horizontal.offset, 720)
        mouseDrag(navigator, from: Point(x: 50, y: 300), by: Point(x: 250, y: 0))
        runUntilRest(navigator)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
    }

    func testTapDoesNotMoveAndIsReported() throws {
        let navigator = try makeNavigator()
        var taps: [Point] = []
        navigator.onTap = { taps.append($0) }
        navigator.handle(.pointerDown(.mouse, Point(x: 100, y: 100)))
        navigator.handle(.pointerMove(.mouse, Point(x: 104, y: 102)))
        navigator.handle(.pointerUp(.mouse, Point(x: 104, y: 102)))
        XCTAssertEqual(taps, [Point(x: 104, y: 102)])
        XCTAssertEqual(navigator.horizontal.offset, 360)
    }

    func testDrawingShowsTheVisiblePanelsInOrder() throws {
        let navigator = try makeNavigator()
        let canvas = RecordingCanvas(size: Size(width: 360, height: 640))
        navigator.draw(in: canvas)
        XCTAssertEqual(canvas.color(at: Point(x: 180, y: 100)), Color(hex: "#1E1E1E"))
        navigator.handle(.pointerDown(.mouse, Point(x: 300, y: 300)))
        navigator.handle(.pointerMove(.mouse, Point(x: 100, y: 300)))
        canvas.reset()
        navigator.draw(in: canvas)
        XCTAssertEqual(
            canvas.color(at: Point(x: 350, y: 100)), Color(hex: "#9B55A0"), "stories slides in from the right")
        XCTAssertEqual(canvas.color(at: Point(x: 10, y: 100)), Color(hex: "#1E1E1E"), "the camera stays put under it")
    }

    func testResizeMidGestureKeepsThePage() throws {
        let navigator = try makeNavigator()
        navigator.handle(.pointerDown(.mouse, Point(x: 300, y: 300)))
        navigator.handle(.pointerMove(.mouse, Point(x: 200, y: 300)))
        navigator.handle(.resize(Size(width: 720, height: 640)))
        navigator.handle(.pointerUp(.mouse, Point(x: 200, y: 300)))
        runUntilRest(navigator)
        XCTAssertEqual(navigator.horizontal.offset, 720)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
    }
}
