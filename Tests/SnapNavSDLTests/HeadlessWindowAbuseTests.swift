import CSDL2
import SnapNavCore
import SnapNavSDL
import SnapNavTesting
import XCTest

/// What a window manager can do to the window while the content moves: resize it a hundred
/// times in a second, minimize it, squeeze it to nothing. Each time the app ends on a page,
/// laid out for the window it has.
final class HeadlessWindowAbuseTests: XCTestCase {
    func sdlWindow(_ harness: HeadlessApp) throws -> OpaquePointer {
        try XCTUnwrap(SDL_GetWindowFromID(harness.app.window.id), String(cString: SDL_GetError()))
    }

    func pushWindowEvent(_ harness: HeadlessApp, _ kind: SDL_WindowEventID, _ data1: Int32 = 0, _ data2: Int32 = 0) {
        harness.push(harness.events.window(kind, data1, data2))
    }

    /// One frame of the app's loop: events, animation, drawing.
    func frame(_ harness: HeadlessApp, seconds: Double = 0.01) {
        harness.app.processEvents()
        harness.clock.advance(by: seconds)
        harness.app.navigator.step()
        harness.app.drawFrame()
    }

    /// At rest exactly on a page, every pager sized to the window, and the whole window
    /// showing the current panel.
    func assertRestsOnAPageLaidOutForTheWindow(
        _ harness: HeadlessApp, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let navigator = harness.app.navigator
        let size = harness.app.window.size
        let bounds = Size(width: Double(size.width), height: Double(size.height))
        XCTAssertFalse(navigator.isAnimating, file: file, line: line)
        for pager in [navigator.horizontal, navigator.vertical].compactMap({ $0 }) {
            XCTAssertEqual(pager.bounds, bounds, "\(pager.identifier) is sized to the window", file: file, line: line)
            XCTAssertTrue(pager.isAtRest, "\(pager.identifier) at \(pager.offset)", file: file, line: line)
            XCTAssertEqual(pager.offset, Double(pager.restingPage) * pager.pageLength, file: file, line: line)
            for index in 0..<pager.pageCount {
                XCTAssertEqual(pager.pages[index].view.frame, pager.frame(ofPage: index), file: file, line: line)
            }
        }
        let current = try XCTUnwrap(navigator.currentPanel as? ColorPanelController, file: file, line: line)
        XCTAssertEqual(current.visibleFraction, 1, file: file, line: line)
        let w = Double(size.width)
        let h = Double(size.height)
        let samples = [(2.0, 2.0), (w - 3, 2), (2, h - 3), (w - 3, h - 3), (w / 2, 12)].map { x, y in
            (min(max(x, 0), w - 1), min(max(y, 0), h - 1))
        }
        for (x, y) in samples {
            XCTAssertEqual(
                try harness.color(atX: x, y: y), current.background, "\(current.identifier) at (\(x), \(y))",
                file: file, line: line)
        }
    }

    func testAStormOfAHundredResizesInASecondMidDragEndsOnAPage() throws {
        let harness = try HeadlessApp()
        let window = try sdlWindow(harness)
        harness.pushMouseButton(down: true, x: 300, y: 320)
        frame(harness)
        var x: Int32 = 300
        for step: Int32 in 0..<100 {
            // Sizes all over the place, from 100 to 1199 points a side.
            SDL_SetWindowSize(window, 100 + step * 379 % 1100, 100 + step * 617 % 1100)
            x -= 2
            harness.pushMouseMotion(x: x, y: 320)
            frame(harness)
            if x <= 290 { XCTAssertTrue(harness.app.navigator.horizontal.isDragging, "the drag survives the resize") }
        }
        SDL_SetWindowSize(window, 400, 700)
        for _ in 0..<5 {
            x -= 30
            harness.pushMouseMotion(x: x, y: 320)
            frame(harness, seconds: 0.016)
        }
        harness.pushMouseButton(down: false, x: x, y: 320)
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.window.size.width, 400)
        XCTAssertEqual(harness.app.window.size.height, 700)
        try assertRestsOnAPageLaidOutForTheWindow(harness)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories", "the flick at the end pages on")
    }

    func testAResizeStormDuringTheSettleEndsOnThePageItWasHeadingFor() throws {
        let harness = try HeadlessApp()
        let window = try sdlWindow(harness)
        harness.drag(from: (60, 320), to: (300, 320))
        XCTAssertTrue(harness.app.navigator.horizontal.isAnimating)
        for step: Int32 in 0..<100 {
            SDL_SetWindowSize(window, 200 + step * 7, 900 - step * 5)
            frame(harness, seconds: 0.002)
        }
        harness.run(seconds: 1)
        try assertRestsOnAPageLaidOutForTheWindow(harness)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "chat")
    }

    func testMinimizeAndRestoreMidSettleEndsOnAPage() throws {
        let harness = try HeadlessApp()
        let window = try sdlWindow(harness)
        harness.drag(from: (180, 500), to: (180, 200))
        XCTAssertTrue(harness.app.navigator.isAnimating)
        frame(harness)
        pushWindowEvent(harness, SDL_WINDOWEVENT_FOCUS_LOST)
        pushWindowEvent(harness, SDL_WINDOWEVENT_HIDDEN)
        pushWindowEvent(harness, SDL_WINDOWEVENT_MINIMIZED)
        SDL_MinimizeWindow(window)
        for _ in 0..<5 { frame(harness) }
        SDL_RestoreWindow(window)
        pushWindowEvent(harness, SDL_WINDOWEVENT_SHOWN)
        pushWindowEvent(harness, SDL_WINDOWEVENT_RESTORED)
        pushWindowEvent(harness, SDL_WINDOWEVENT_FOCUS_GAINED)
        pushWindowEvent(harness, SDL_WINDOWEVENT_EXPOSED)
        harness.run(seconds: 1)
        try assertRestsOnAPageLaidOutForTheWindow(harness)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "memories")
    }

    func testMinimizeMidDragLetsGoAndSettles() throws {
        let harness = try HeadlessApp()
        harness.pushMouseButton(down: true, x: 300, y: 320)
        for step: Int32 in 1...10 {
            harness.pushMouseMotion(x: 300 - step * 25, y: 320)
            frame(harness, seconds: 0.016)
        }
        pushWindowEvent(harness, SDL_WINDOWEVENT_FOCUS_LOST)
        pushWindowEvent(harness, SDL_WINDOWEVENT_MINIMIZED)
        harness.run(seconds: 1)
        XCTAssertFalse(harness.app.navigator.swipeTracker.isActive)
        pushWindowEvent(harness, SDL_WINDOWEVENT_RESTORED)
        harness.pushMouseMotion(x: 20, y: 320)
        harness.pushMouseButton(down: false, x: 20, y: 320)
        harness.run(seconds: 1)
        try assertRestsOnAPageLaidOutForTheWindow(harness)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories")
    }

    func testAZeroSizeWindowDrawsNothingAndRecovers() throws {
        let harness = try HeadlessApp()
        let window = try sdlWindow(harness)
        harness.pushMouseButton(down: true, x: 300, y: 320)
        harness.pushMouseMotion(x: 200, y: 320)
        frame(harness)
        // A window manager squeezing the window to nothing mid-drag.
        pushWindowEvent(harness, SDL_WINDOWEVENT_SIZE_CHANGED, 0, 0)
        for step: Int32 in 1...5 {
            harness.pushMouseMotion(x: 200 - step * 20, y: 320)
            frame(harness)
        }
        XCTAssertEqual(harness.app.navigator.horizontal.bounds, .zero)
        XCTAssertTrue(harness.app.navigator.horizontal.offset.isFinite)
        _ = try harness.app.renderPixels()
        harness.pushMouseButton(down: false, x: 100, y: 320)
        harness.run(seconds: 1)
        SDL_SetWindowSize(window, 1, 1)
        harness.run(seconds: 0.1)
        harness.drag(from: (0, 0), to: (1, 0))
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.window.size.width, 1)
        try assertRestsOnAPageLaidOutForTheWindow(harness)
        SDL_SetWindowSize(window, 360, 640)
        harness.run(seconds: 0.1)
        try assertRestsOnAPageLaidOutForTheWindow(harness)
        harness.drag(from: (300, 320), to: (60, 320))
        harness.run(seconds: 1)
        try assertRestsOnAPageLaidOutForTheWindow(harness)
    }
}
