import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// A small configuration of its own, so tool tests do not depend on the demo's content.
func toolTestConfiguration(camera: String = "#1E1E1E", stories: String = "#9B55A0", extra: String = "") -> String {
    """
    {
      "window": { "width": 360, "height": 640, "title": "SnapNav" },
      "start": "camera",
      "horizontal": ["chat", "camera", "stories"],
      "vertical": ["profile", "camera", "memories"],\(extra)
      "physics": { "flingVelocity": 300, "spring": { "dampingRatio": 1.0, "stiffness": 500, "mass": 0.5 } },
      "panels": {
        "chat": { "title": "Chat", "background": "#3CB2E2" },
        "camera": { "title": "Camera", "background": "\(camera)" },
        "stories": { "title": "Stories", "background": "\(stories)" },
        "profile": { "title": "Profile", "background": "#FFFC00" },
        "memories": { "title": "Memories", "background": "#F23C57" }
      }
    }

    """
}

/// `toolTestConfiguration()` with the camera's `content` object given as JSON text, for panels
/// of the app's own kinds.
func toolTestConfiguration(cameraContent: String) -> String {
    toolTestConfiguration().replacingOccurrences(
        of: ##""camera": { "title": "Camera", "background": "#1E1E1E" }"##,
        with: ##""camera": { "title": "Camera", "background": "#1E1E1E", "content": "## + cameraContent + " }")
}

/// `toolTestConfiguration(cameraContent:)` written into a temporary directory of `test`'s;
/// returns the file's path.
func writeToolTestConfiguration(cameraContent: String, for test: XCTestCase) throws -> String {
    let path = try temporaryDirectory(for: test) + "/config.json"
    let text = toolTestConfiguration(cameraContent: cameraContent)
    XCTAssertTrue(text.contains(cameraContent), "the camera's content was replaced")
    try text.write(toFile: path, atomically: true, encoding: .utf8)
    return path
}

/// A fresh temporary directory, removed when the test ends.
func temporaryDirectory(for test: XCTestCase) throws -> String {
    let path = NSTemporaryDirectory() + "/snapnav-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    return path
}

extension HeadlessApp {
    /// Watches `source` and reloads it when any of its files changes (see `HotReload`), as
    /// `snapnav` does for the prototype it opens.
    func watchPrototype(_ source: PrototypeSource) {
        app.tools.hotReload = HotReload(source: source, host: app, tools: app.tools)
    }

    /// Watches the configuration file at `path`, as `watchPrototype` does.
    func watchConfiguration(at path: String) { watchPrototype(.file(path)) }

    /// Starts recording every input event to `path` (see `RecordingTool`), as `--record` does.
    func startRecording(to path: String) throws {
        try app.tools.recording.start(to: path, tuning: app.tools.tuning.session)
    }

    /// A real key press (SDL_KEYDOWN) pushed through SDL.
    func pushKeyDown(_ symbol: SDL_KeyCode, shift: Bool = false) {
        push(events.key(symbol, modifiers: shift ? KMOD_LSHIFT : KMOD_NONE))
    }

    /// Presses `symbol` and handles it.
    func press(_ symbol: SDL_KeyCode, shift: Bool = false) {
        pushKeyDown(symbol, shift: shift)
        app.processEvents()
    }

    /// Steps 60 Hz frames until nothing moves; returns how many it took.
    @discardableResult
    func framesUntilAtRest(limit: Int = 100_000) -> Int {
        var frames = 0
        while app.navigator.isAnimating && frames < limit {
            app.processEvents()
            clock.advance(by: 1.0 / 60)
            app.navigator.step()
            frames += 1
        }
        return frames
    }

    /// Handles events as they arrive, for up to `seconds` of wall time, until `condition` holds.
    /// Returns whether it did. The tests give ten seconds: the wait ends as soon as the condition
    /// holds, and a machine busy with other tests must not fail it.
    func waitForWallClock(seconds: Double, until condition: () throws -> Bool) rethrows -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            app.processEvents()
            if try condition() { return true }
            usleep(10_000)
        } while Date() < deadline
        app.processEvents()
        return try condition()
    }
}
