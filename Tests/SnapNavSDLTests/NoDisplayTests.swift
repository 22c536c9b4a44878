import CSDL2
import Foundation
import XCTest

@testable import SnapNavSDL

/// A window asked for where no display answers is refused at once, naming what was tried.
final class NoDisplayTests: XCTestCase {
    /// Runs `body` with the environment changed as `changes` says (nil unsets), then restores it.
    func withEnvironment(_ changes: [String: String?], _ body: () throws -> Void) rethrows {
        let saved = changes.keys.map { ($0, ProcessInfo.processInfo.environment[$0]) }
        for (key, value) in changes {
            if let value { setenv(key, value, 1) } else { unsetenv(key) }
        }
        defer {
            for (key, value) in saved {
                if let value { setenv(key, value, 1) } else { unsetenv(key) }
            }
        }
        try body()
    }

    func testADisplayNoServerAnswersIsRefusedInsteadOfFallingBackToOffscreen() throws {
        try withEnvironment(["SDL_VIDEODRIVER": nil, "DISPLAY": ":1999", "WAYLAND_DISPLAY": nil]) {
            XCTAssertThrowsError(try SDLSession(headless: false)) { error in
                let message = "\(error)"
                XCTAssertTrue(
                    message.contains("X11 could not be opened, with DISPLAY=:1999 and WAYLAND_DISPLAY not set"), message
                )
                XCTAssertTrue(message.contains("--headless"), message)
            }
            XCTAssertEqual(SDL_WasInit(SDL_INIT_VIDEO), 0, "SDL is shut down again")
        }
    }

    func testEachCaseNamesTheDriverAndBothVariables() {
        XCTAssertTrue(
            NoDisplayMessage.text(environment: [:]).hasPrefix(
                "no display to open a window on: DISPLAY and WAYLAND_DISPLAY are not set."))
        let wayland = NoDisplayMessage.text(
            environment: ["SDL_VIDEODRIVER": "wayland", "DISPLAY": ":0"], sdlSaid: "wayland not available")
        XCTAssertTrue(
            wayland.hasPrefix(
                "no display to open a window on: the wayland video driver (SDL_VIDEODRIVER) could not open one, "
                    + "with DISPLAY=:0 and WAYLAND_DISPLAY not set (SDL said: wayland not available)."), wayland)
        let both = NoDisplayMessage.text(environment: ["DISPLAY": ":5", "WAYLAND_DISPLAY": "wayland-1"])
        XCTAssertTrue(
            both.contains("neither X11 nor Wayland could be opened, with DISPLAY=:5 and WAYLAND_DISPLAY=wayland-1"))
        XCTAssertFalse(both.contains("is not set"))
        XCTAssertTrue(
            NoDisplayMessage.text(environment: ["WAYLAND_DISPLAY": "wayland-1"]).contains(
                "Wayland could not be opened, with DISPLAY not set and WAYLAND_DISPLAY=wayland-1"))
    }

    func testHeadlessNeedsNoDisplay() throws {
        try withEnvironment(["DISPLAY": ":1999", "WAYLAND_DISPLAY": nil]) {
            _ = try SDLSession(headless: true)
        }
    }
}
