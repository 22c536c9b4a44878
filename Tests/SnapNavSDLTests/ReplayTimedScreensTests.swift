import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// A take of a prototype whose screens answer: it starts over the launch screen, a click
/// presents a sheet that goes back by itself, and the recording stops a while after. The
/// replay shows the same screens at the same times, and plays on to where the recording stopped.
final class ReplayTimedScreensTests: XCTestCase {
    func writeConfiguration(in directory: String) throws -> String {
        let path = directory + "/snapnav.json"
        try """
        { "start": "camera", "horizontal": ["chat", "camera", "stories"], "launch": "splash",
          "panels": {
            "chat": { "background": "#3CB2E2" }, "stories": { "background": "#9B55A0" },
            "camera": { "background": "#1E1E1E",
                        "hotspots": [{ "frame": [0, 0, 360, 100], "tap": { "present": "toast" } }] },
            "toast": { "background": "#FFB000", "after": { "seconds": 1, "back": true } },
            "splash": { "background": "#FFFC00", "after": { "seconds": 0.5, "go": "camera" } } } }
        """.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// The screen on top at each change, "-" for none, with the time it changed, from frames
    /// 1/60 s apart.
    final class ScreenLog {
        var changes: [(time: Double, screen: String)] = []
        func note(_ screen: String?, at time: Double) {
            let name = screen ?? "-"
            if changes.last?.screen != name { changes.append((time, name)) }
        }
    }

    func testTimedScreensAndTapsReplayAtTheirTimesAndTheTakeRunsToTheStop() throws {
        let directory = try temporaryDirectory(for: self)
        let configPath = try writeConfiguration(in: directory)
        let recordingPath = directory + "/take.jsonl"

        let live = try HeadlessApp(configPath: configPath)
        let liveLog = ScreenLog()
        let origin = live.clock.now
        try live.startRecording(to: recordingPath)
        func run(seconds: Double) {
            for _ in 0..<Int((seconds * 60).rounded()) {
                live.app.processEvents()
                live.clock.advance(by: 1.0 / 60)
                live.app.navigator.step()
                liveLog.note(live.app.navigator.screens.top?.identifier, at: live.clock.now - origin)
            }
        }
        liveLog.note(live.app.navigator.screens.top?.identifier, at: 0)
        run(seconds: 1)
        live.pressMouse(x: 180, y: 50)
        live.clock.advance(by: 0.05)
        live.drag(from: (180, 50), to: (180, 50), steps: 1)
        run(seconds: 2.5)
        XCTAssertNil(live.app.tools.recording.stop())
        XCTAssertEqual(liveLog.changes.map(\.screen), ["splash", "-", "toast", "-"])

        let text = try String(contentsOfFile: recordingPath, encoding: .utf8)
        let recording = try InputRecording.parse(text, file: recordingPath)
        XCTAssertEqual(recording.header.start, "camera/splash", "it began over the launch screen")
        XCTAssertEqual(recording.entries.last?.content, .tool(.stop))
        XCTAssertEqual(recording.duration, 3.55, accuracy: 0.02, "up to the stop, not the last click")

        let replayingClock = ManualClock()

        let replaying = try SnapNavApp(
            configuration: try Configuration.load(path: configPath), size: recording.header.viewport,
            start: recording.header.start, headless: true, assetsDirectory: assetsDirectory, clock: replayingClock)
        let replayLog = ScreenLog()
        let frames = try TakeReplay(app: replaying, clock: replayingClock).play(recording) { time, _ in
            replayLog.note(replaying.navigator.screens.top?.identifier, at: time)
        }
        XCTAssertEqual(replayLog.changes.map(\.screen), liveLog.changes.map(\.screen))
        for (replayed, recorded) in zip(replayLog.changes, liveLog.changes) {
            XCTAssertEqual(replayed.time, recorded.time, accuracy: 2.5 / 60, "\(recorded.screen) changes on time")
        }
        XCTAssertGreaterThanOrEqual(frames, Int(3.5 * 60), "the take runs on to the stop")
    }

    func testTouchesShowInTheWindowAndInTheReplaysFrames() throws {
        let directory = try temporaryDirectory(for: self)
        let configPath = try writeConfiguration(in: directory)
        let camera = Color(hex: "#1E1E1E")!
        let live = try HeadlessApp(configPath: configPath, start: "camera")
        live.app.tools.touches = TouchIndicator()
        let recordingPath = directory + "/touch.jsonl"
        try live.startRecording(to: recordingPath)
        live.pressMouse(x: 180, y: 400)
        let pressed = try live.color(atX: 180, y: 400)
        XCTAssertGreaterThan(Int(pressed.red), Int(camera.red) + 60, "a light circle where the mouse presses")
        XCTAssertEqual(try live.color(atX: 180, y: 400 + 40), camera, "a fingertip's size, no more")
        live.clock.advance(by: 0.1)
        live.drag(from: (180, 400), to: (180, 400), steps: 1)
        XCTAssertTrue(live.app.isMovingWithoutInput, "the released circle fades, frame by frame")
        live.run(seconds: 0.5)
        XCTAssertEqual(try live.color(atX: 180, y: 400), camera, "and is gone")
        XCTAssertNil(live.app.tools.recording.stop())

        let recording = try InputRecording.parse(
            try String(contentsOfFile: recordingPath, encoding: .utf8), file: recordingPath)
        func brightestFrame(touches: Bool) throws -> UInt8 {
            let appClock = ManualClock()
            let app = try SnapNavApp(
                configuration: try Configuration.load(path: configPath), size: recording.header.viewport,
                start: recording.header.start, headless: true, assetsDirectory: assetsDirectory, clock: appClock)
            if touches { app.tools.touches = TouchIndicator() }
            var brightest: UInt8 = 0
            _ = try TakeReplay(app: app, clock: appClock).play(recording) { _, frame in
                let argb = frame.pixels[400 * frame.width + 180]
                brightest = max(brightest, UInt8((argb >> 16) & 0xFF))
            }
            return brightest
        }
        XCTAssertGreaterThan(Int(try brightestFrame(touches: true)), Int(camera.red) + 60, "the take shows the touch")
        XCTAssertEqual(try brightestFrame(touches: false), camera.red, "and only when asked")
    }
}
