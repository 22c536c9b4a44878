import CSDL2
import Foundation
import SnapNavCore
import SnapNavTesting
import XCTest

@testable import SnapNavSDL

/// Where a replay ends, and the last frame it saves: a take ends with the quit that closed
/// the live window, and `--screenshot` asks for the frame the replay ends on.
final class ReplayEndTests: XCTestCase {
    /// A take: `perform` done in a live headless app with the tool tests' configuration while
    /// it records, and a fresh app on its own manual clock to replay it in.
    struct Take {
        let recording: InputRecording
        let app: SnapNavApp
        let clock: ManualClock
        let directory: String
        /// The app the take was recorded in, kept until the replay is done: letting it go
        /// quits SDL for the whole process, the replaying app's window too.
        let live: HeadlessApp
    }

    func recordTake(_ perform: (HeadlessApp) throws -> Void) throws -> Take {
        let directory = try temporaryDirectory(for: self)
        let configPath = directory + "/config.json"
        try toolTestConfiguration().write(toFile: configPath, atomically: true, encoding: .utf8)
        let path = directory + "/take.jsonl"
        let live = try HeadlessApp(configPath: configPath)
        try live.startRecording(to: path)
        try perform(live)
        XCTAssertNil(live.app.tools.recording.stop())
        let recording = try InputRecording.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
        let clock = ManualClock()
        let app = try SnapNavApp(
            configuration: try Configuration.load(path: configPath), size: recording.header.viewport,
            start: recording.header.start, headless: true, assetsDirectory: assetsDirectory, clock: clock)
        return Take(recording: recording, app: app, clock: clock, directory: directory, live: live)
    }

    func testATakeClosedWithEscWhileASwipeSettlesReplaysTheSettleAndSavesItsLastFrame() throws {
        // Esc a few frames after the release, while the swipe still settles, and the stop line
        // a tenth of a second after that, as a loaded machine writes it.
        let take = try recordTake { live in
            live.drag(from: (300, 320), to: (120, 320))
            live.run(seconds: 0.05)
            XCTAssertTrue(live.app.navigator.isAnimating, "the swipe is still settling when Esc comes")
            live.press(SDLK_ESCAPE)
            XCTAssertTrue(live.app.quitRequested)
            live.clock.advance(by: 0.1)
        }
        let app = take.app
        let shot = take.directory + "/last.png"
        let frames = try TakeReplay(app: app, clock: take.clock).play(take.recording, finalFramePath: shot)

        XCTAssertFalse(app.quitRequested, "the recorded Esc did not stop the replay")
        XCTAssertFalse(app.navigator.isAnimating, "the replay ran until the settle ended")
        XCTAssertEqual(app.navigator.currentPanel.identifier, "stories")
        XCTAssertGreaterThan(Double(frames) / 60, take.recording.duration, "frames were drawn past the stop line")
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot), "the last frame was saved")
        XCTAssertTrue(
            try pixelsDecodedBySDLImage(shot) == app.renderPixels().pixels, "the saved frame is the one at rest")
    }

    func testAReplayStoppedInItsWindowSavesTheFrameItStoppedOn() throws {
        let take = try recordTake { live in
            live.drag(from: (300, 320), to: (120, 320))
            live.run(seconds: 1)
        }
        // The window closed during the first frame of a replay played at its real pace.
        var quit = SDLEventFactory.quit()
        XCTAssertEqual(SDL_PushEvent(&quit), 1)
        let app = take.app
        let shot = take.directory + "/stopped.png"
        let frames = try TakeReplay(app: app, clock: take.clock).play(
            take.recording, realTime: true, finalFramePath: shot)

        XCTAssertEqual(frames, 1, "closing the window stops the replay")
        XCTAssertEqual(app.navigator.currentPanel.identifier, "camera", "stopped before the drag")
        XCTAssertTrue(FileManager.default.fileExists(atPath: shot), "the frame on screen was saved")
        XCTAssertTrue(try pixelsDecodedBySDLImage(shot) == app.renderPixels().pixels)
    }

    func testATakeThatEndsWithThePressHeldEndsThereAndSavesThatFrame() throws {
        // As a take whose app was killed mid-drag: the press is never let go.
        var heldOffset = 0.0
        let take = try recordTake { live in
            live.pressMouse(x: 300, y: 320)
            for x in stride(from: Int32(280), through: 200, by: -20) { live.moveMouse(x: x, y: 320) }
            heldOffset = live.app.navigator.horizontal.offset
        }
        XCTAssertGreaterThan(heldOffset, 360)
        let app = take.app
        let shot = take.directory + "/held.png"
        let frames = try TakeReplay(app: app, clock: take.clock).play(take.recording, finalFramePath: shot)

        XCTAssertLessThanOrEqual(frames, Int(take.recording.duration * 60) + 2, "a press held still moves nothing more")
        XCTAssertEqual(app.navigator.horizontal.offset, heldOffset, "held where the drag left it")
        XCTAssertTrue(try pixelsDecodedBySDLImage(shot) == app.renderPixels().pixels)
    }

    func testATakeThatEndsMidTouchpadSwipeReplaysUntilTheSwipeHasSettled() throws {
        let take = try recordTake { live in
            live.scroll(preciseX: 0.75, count: 4)
            XCTAssertNotNil(live.app.navigator.wheel.deadline, "the fingers have not lifted yet")
        }
        let app = take.app
        try TakeReplay(app: app, clock: take.clock).play(take.recording)

        XCTAssertNil(app.navigator.wheel.deadline)
        XCTAssertFalse(app.navigator.isAnimating, "the swipe ended when its pause ran out, and settled")
        XCTAssertEqual(app.navigator.currentPanel.identifier, "stories")
        XCTAssertEqual(app.navigator.horizontal.offset, 720)
    }
}
