import CSDL2
import SnapNavCore
import SnapNavSDL
import SnapNavTesting
import XCTest

/// Every way out of the app frees what it took from SDL.
final class HeadlessCleanExitTests: XCTestCase {
    func pushQuit(_ harness: HeadlessApp) {
        harness.push(SDLEventFactory.quit())
    }

    func pushWindowClose(_ harness: HeadlessApp) {
        harness.push(harness.events.window(SDL_WINDOWEVENT_CLOSE))
    }

    func pushKey(_ harness: HeadlessApp, _ symbol: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE) {
        harness.push(harness.events.key(symbol, modifiers: modifiers))
    }

    /// Opens the showcase, swipes and draws (so there are textures and fonts), asks to quit with
    /// `quit` mid-settle, runs the real loop until it returns, and checks that everything SDL
    /// gave is back once the app is gone.
    func assertQuitFreesEverything(_ name: String, _ quit: (HeadlessApp) -> Void) throws {
        let before = SDLResources.live
        try runAndQuit(name, quit, before: before)
        XCTAssertEqual(SDLResources.live, before, name)
        if before.sessions == 0 { XCTAssertEqual(SDL_WasInit(0), 0, "\(name): SDL was shut down") }
    }

    /// The app lives only inside this call, so it is gone when the call returns.
    private func runAndQuit(_ name: String, _ quit: (HeadlessApp) -> Void, before: SDLResources.Counts) throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        harness.drag(from: (300, 320), to: (100, 320))
        try harness.app.run(frameLimit: harness.app.scheduler.framesPresented + 3)
        XCTAssertTrue(harness.app.navigator.isAnimating, name)
        let open = SDLResources.live
        XCTAssertEqual(open.windows, before.windows + 1, name)
        XCTAssertEqual(open.renderers, before.renderers + 1, name)
        XCTAssertGreaterThan(open.textures, before.textures, name)
        XCTAssertGreaterThan(open.fonts, before.fonts, name)
        quit(harness)
        try harness.app.run()
        XCTAssertTrue(harness.app.quitRequested, name)
    }

    func testEscFreesEverySDLObject() throws {
        try assertQuitFreesEverything("Esc") { pushKey($0, SDLK_ESCAPE) }
    }

    func testControlQFreesEverySDLObject() throws {
        try assertQuitFreesEverything("Ctrl+Q") { pushKey($0, SDLK_q, modifiers: KMOD_LCTRL) }
    }

    func testClosingTheWindowFreesEverySDLObject() throws {
        try assertQuitFreesEverything("window close") { pushWindowClose($0) }
    }

    func testAQuitEventFromASignalFreesEverySDLObject() throws {
        // SDL turns SIGINT and SIGTERM into SDL_QUIT; the signals themselves are sent to the
        // real binary in the end-to-end tests.
        try assertQuitFreesEverything("SDL_QUIT") { pushQuit($0) }
    }
}
