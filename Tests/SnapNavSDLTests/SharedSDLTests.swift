import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// Apps in one process share SDL: closing one leaves the others running, and the last one out
/// shuts SDL down.
final class SharedSDLTests: XCTestCase {
    /// Opens an app, draws a frame and frees it again, all inside this call.
    private func openDrawAndClose() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        _ = try harness.app.renderPixels()
    }

    func testClosingOneAppLeavesAnotherOneRunning() throws {
        let before = SDLResources.live
        let harness = try HeadlessApp()
        let camera = try harness.color(atX: 20, y: 20)
        try openDrawAndClose()
        XCTAssertEqual(SDLResources.live.sessions, before.sessions + 1)
        XCTAssertNotEqual(SDL_WasInit(SDL_INIT_VIDEO), 0, "SDL still runs for the app left open")
        guard SDL_GetWindowFromID(harness.app.window.id) != nil else {
            // Its window, and the renderer with it, went with SDL: freeing the app now would
            // destroy them again.
            XCTFail("closing the other app closed this app's window")
            withExtendedLifetime(Unmanaged.passRetained(harness)) {}
            return
        }
        XCTAssertEqual(try harness.color(atX: 20, y: 20), camera, "it still draws the camera")
        harness.drag(from: (300, 320), to: (60, 320))
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories", "and still swipes")
        XCTAssertNotEqual(try harness.color(atX: 20, y: 20), camera)
    }

    func testTheLastAppOutShutsSDLDown() throws {
        let before = SDLResources.live
        XCTAssertEqual(before.sessions, 0, "no other test holds SDL open")
        do {
            let first = try SDLSession(headless: true)
            let second = try SDLSession(headless: true)
            XCTAssertEqual(second.videoDriver, first.videoDriver)
            XCTAssertEqual(SDLResources.live.sessions, 2)
        }
        XCTAssertEqual(SDLResources.live, before)
        XCTAssertEqual(SDL_WasInit(0), 0, "SDL was shut down")
        XCTAssertEqual(TTF_WasInit(), 0, "SDL_ttf was shut down")
    }

    func testAHeadlessAppCannotJoinAWindowedOne() throws {
        XCTAssertEqual(SDLResources.live.sessions, 0, "no other test holds SDL open")
        let saved = getenv("SDL_VIDEODRIVER").map { String(cString: $0) }
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        defer {
            if let saved { setenv("SDL_VIDEODRIVER", saved, 1) } else { unsetenv("SDL_VIDEODRIVER") }
        }
        let windowed = try SDLSession(headless: false)
        XCTAssertEqual(windowed.videoDriver, "offscreen")
        XCTAssertThrowsError(try SDLSession(headless: true)) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("offscreen"), message)
            XCTAssertTrue(message.contains("dummy"), message)
        }
        XCTAssertEqual(SDLResources.live.sessions, 1)
        XCTAssertNotEqual(SDL_WasInit(SDL_INIT_VIDEO), 0, "the refused session left SDL running")
    }
}
