import CSDL2
import Foundation
import SnapNavCore
import SnapNavSDL
import SnapNavTesting
import XCTest

/// Render on demand through a drag: the frame loop draws when the pointer moves or the
/// content settles, never for a finger held still.
final class HeldDragTests: XCTestCase {
    /// Runs the app's own loop, with events pushed through SDL, until a quit arrives from
    /// another thread `seconds` of real time later. A settle takes about half a second and a
    /// coast about a second; the loop is given five, since a machine busy with other tests may
    /// hand it the processor only now and then. At rest the loop waits for events and draws nothing.
    func runLoop(_ harness: HeadlessApp, quitAfter seconds: Double) throws {
        let quitter = Thread {
            usleep(UInt32(seconds * 1_000_000))
            var quit = SDLEventFactory.quit()
            SDL_PushEvent(&quit)
        }
        quitter.start()
        try harness.app.run()
    }

    func testADragHeldStillDrawsNoMoreFrames() throws {
        let harness = try HeadlessApp()
        harness.pushMouseButton(down: true, x: 300, y: 320)
        harness.pushMouseMotion(x: 280, y: 320)
        harness.pushMouseMotion(x: 200, y: 320)
        try runLoop(harness, quitAfter: 0.3)
        XCTAssertTrue(harness.app.navigator.swipeTracker.isActive, "the drag is still held")
        XCTAssertEqual(harness.app.scheduler.framesPresented, 1, "one frame for the press and moves, none while held")
        XCTAssertGreaterThan(harness.app.navigator.horizontal.offset, 400, "the content follows the pointer")
    }

    func testAReleasedDragKeepsDrawingUntilItSettles() throws {
        let harness = try HeadlessApp()
        harness.pushMouseButton(down: true, x: 300, y: 320)
        harness.pushMouseMotion(x: 280, y: 320)
        harness.pushMouseMotion(x: 100, y: 320)
        harness.pushMouseButton(down: false, x: 100, y: 320)
        try runLoop(harness, quitAfter: 5)
        XCTAssertFalse(harness.app.navigator.isAnimating)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories")
        XCTAssertGreaterThan(harness.app.scheduler.framesPresented, 10, "the settle is drawn frame by frame")
    }

    func testAFlungListKeepsCoastingWithNoFurtherEvents() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath, start: "chat")
        let list = try XCTUnwrap(harness.app.navigator.currentPanel as? ScrollingPanelController)
        harness.drag(from: (180, 500), to: (180, 260), steps: 6)
        let released = list.nestedContentOffset
        try runLoop(harness, quitAfter: 5)
        XCTAssertGreaterThan(list.nestedContentOffset, released + 50, "the list coasted on past the drag")
        XCTAssertFalse(list.isRunningAnimation, "and came to rest")
        XCTAssertGreaterThan(harness.app.scheduler.framesPresented, 10, "the coast is drawn frame by frame")
    }
}
