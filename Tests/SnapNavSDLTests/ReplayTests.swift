import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

final class ReplayTests: XCTestCase {
    /// Records real SDL events: the overlay opened with H, then a mouse drag to the left.
    func recordDrag(to path: String, configPath: String) throws -> String {
        let harness = try HeadlessApp(configPath: configPath)
        try harness.startRecording(to: path)
        harness.press(SDLK_h)
        harness.clock.advance(by: 0.1)
        harness.drag(from: (300, 320), to: (120, 320))
        harness.run(seconds: 1)
        XCTAssertNil(harness.app.tools.recording.stop())
        return harness.app.navigator.currentPanel.identifier
    }

    /// Replays `path` headless with `configPath`, writing frames into `directory`.
    func replay(_ path: String, configPath: String, framesDirectory: String?, slowMotionFactor: Double? = nil) throws
        -> (frames: Int, panel: String, pixels: [UInt32])
    {
        let recording = try InputRecording.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
        let appClock = ManualClock()
        let app = try SnapNavApp(
            configuration: try Configuration.load(path: configPath), size: recording.header.viewport,
            start: recording.header.start, headless: true, assetsDirectory: assetsDirectory, clock: appClock)
        let frames = try TakeReplay(app: app, clock: appClock).play(
            recording, framesDirectory: framesDirectory, slowMotionFactor: slowMotionFactor)
        return (frames, app.navigator.currentPanel.identifier, try app.renderPixels().pixels)
    }

    func testARecordedDragReplaysToIdenticalFramesEveryTime() throws {
        let directory = try temporaryDirectory(for: self)
        let configPath = directory + "/config.json"
        try toolTestConfiguration().write(toFile: configPath, atomically: true, encoding: .utf8)
        let recordingPath = directory + "/drag.jsonl"
        let livePanel = try recordDrag(to: recordingPath, configPath: configPath)
        XCTAssertEqual(livePanel, "stories")

        let first = try replay(recordingPath, configPath: configPath, framesDirectory: directory + "/a")
        let second = try replay(recordingPath, configPath: configPath, framesDirectory: directory + "/b")
        XCTAssertEqual(first.panel, livePanel, "the replay ends where the live session did")
        XCTAssertEqual(second.panel, livePanel)
        XCTAssertGreaterThan(first.frames, 20)
        XCTAssertEqual(first.frames, second.frames)
        XCTAssertTrue(first.pixels == second.pixels, "the final frames are identical pixel for pixel")

        let names = try FileManager.default.contentsOfDirectory(atPath: directory + "/a").sorted()
        XCTAssertEqual(names.count, first.frames)
        XCTAssertEqual(names.first, "frame-00001.png")
        var distinct = Set<Data>()
        for name in names {
            let a = try XCTUnwrap(FileManager.default.contents(atPath: directory + "/a/" + name))
            let b = try XCTUnwrap(FileManager.default.contents(atPath: directory + "/b/" + name))
            XCTAssertEqual(Array(a.prefix(4)), [0x89, 0x50, 0x4E, 0x47], "\(name) is a PNG")
            XCTAssertTrue(a == b, "\(name) differs between replays")
            distinct.insert(a)
        }
        XCTAssertGreaterThan(distinct.count, 10, "the frames show the motion, not one still picture")
    }

    func testTheRecordingHoldsEveryPushedEventAndRoundTrips() throws {
        let directory = try temporaryDirectory(for: self)
        let configPath = directory + "/config.json"
        try toolTestConfiguration().write(toFile: configPath, atomically: true, encoding: .utf8)
        let recordingPath = directory + "/drag.jsonl"
        _ = try recordDrag(to: recordingPath, configPath: configPath)

        let text = try String(contentsOfFile: recordingPath, encoding: .utf8)
        let recording = try InputRecording.parse(text, file: recordingPath)
        XCTAssertEqual(recording.jsonLines, text, "what is written is exactly what the format writes")
        XCTAssertEqual(recording.header.viewport, Size(width: 360, height: 640))
        XCTAssertEqual(recording.header.start, "camera")
        XCTAssertEqual(recording.header.slowMotionFactor, 1)
        XCTAssertEqual(recording.entries.first?.content, .tool(.overlay(visible: true)), "H, as what it did")
        let events = recording.entries.compactMap(\.event)
        XCTAssertEqual(events.count, 1 + 12 + 1)
        XCTAssertEqual(events[0], .pointerDown(.mouse, Point(x: 300, y: 320)))
        XCTAssertEqual(events[1], .pointerMove(.mouse, Point(x: 285, y: 320)))
        XCTAssertEqual(events.last, .pointerUp(.mouse, Point(x: 120, y: 320)))
        XCTAssertEqual(recording.entries[1].time, 0.1, accuracy: 1e-9)
        XCTAssertEqual(recording.entries.last?.content, .tool(.stop), "the recording ends where it stopped")
        XCTAssertEqual(recording.duration, 0.1 + 12 * 0.016 + 1, accuracy: 1e-9, "a second after the release")
    }

    func testAReplayRecordedInSlowMotionPlaysInSlowMotion() throws {
        let directory = try temporaryDirectory(for: self)
        let configPath = directory + "/config.json"
        try toolTestConfiguration().write(toFile: configPath, atomically: true, encoding: .utf8)
        let lines = [
            #"{"t":0,"event":"pointerDown","pointer":"mouse","x":300,"y":320}"#,
            #"{"t":0.05,"event":"pointerMove","pointer":"mouse","x":200,"y":320}"#,
            #"{"t":0.1,"event":"pointerUp","pointer":"mouse","x":100,"y":320}"#,
        ]
        var frames: [Double: Int] = [:]
        for slow in [1.0, 4.0] {
            let path = directory + "/slow-\(slow).jsonl"
            let header = InputRecording.line(
                for: InputRecording.Header(
                    viewport: Size(width: 360, height: 640), start: "camera", slowMotionFactor: slow))
            try ([header] + lines).joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
            let result = try replay(path, configPath: configPath, framesDirectory: nil)
            XCTAssertEqual(result.panel, "stories")
            frames[slow] = result.frames
        }
        // The release comes at frame 6 or 7; after it only the settle runs, 4 times as long.
        let settleFrames = try XCTUnwrap(frames[1]) - 6
        let slowSettleFrames = try XCTUnwrap(frames[4]) - 6
        XCTAssertGreaterThan(settleFrames, 10)
        XCTAssertEqual(Double(slowSettleFrames), Double(4 * settleFrames), accuracy: 8)
    }

    func testARecordedResizeResizesTheWindowItReplaysIn() throws {
        let directory = try temporaryDirectory(for: self)
        let configPath = directory + "/config.json"
        try toolTestConfiguration().write(toFile: configPath, atomically: true, encoding: .utf8)
        let path = directory + "/resize.jsonl"
        try """
        {"recording":"snapnav","version":1,"width":360,"height":640,"start":"camera"}
        {"t":0.05,"event":"resize","width":500,"height":400}
        {"t":0.1,"event":"key","key":"d","modifiers":[]}

        """.write(toFile: path, atomically: true, encoding: .utf8)
        let result = try replay(path, configPath: configPath, framesDirectory: nil)
        XCTAssertEqual(result.panel, "stories")
        XCTAssertEqual(result.pixels.count, 500 * 400, "the last frame has the recorded size")
        XCTAssertEqual(result.pixels[10 * 500 + 10], 0xFF9B_55A0)
    }

    func testAHeaderOnlyRecordingReplaysOneFrame() throws {
        let directory = try temporaryDirectory(for: self)
        let configPath = directory + "/config.json"
        try toolTestConfiguration().write(toFile: configPath, atomically: true, encoding: .utf8)
        let path = directory + "/empty.jsonl"
        try InputRecording.line(for: InputRecording.Header(viewport: Size(width: 200, height: 300), start: "chat"))
            .write(toFile: path, atomically: true, encoding: .utf8)
        let result = try replay(path, configPath: configPath, framesDirectory: directory + "/frames")
        XCTAssertEqual(result.frames, 1)
        XCTAssertEqual(result.panel, "chat")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/frames"), ["frame-00001.png"])
    }

    func testAReplayRunsOnlyOnTheAppsOwnClock() throws {
        let app = try SnapNavApp(
            configuration: try Configuration.parse(toolTestConfiguration(), file: "config.json"), headless: true,
            assetsDirectory: assetsDirectory, clock: ManualClock())
        XCTAssertThrowsError(
            try TakeReplay(app: app, clock: ManualClock()).play(
                InputRecording(header: InputRecording.Header(viewport: Size(width: 1, height: 1), start: nil)))
        ) { error in
            XCTAssertTrue("\(error)".contains("the app's own clock"), "\(error)")
        }
    }

    func testSlowMotionPlaysEveryRecordedSwipeOnBothAxesAndLetsEverySettleFinish() throws {
        let directory = try temporaryDirectory(for: self)
        let configPath = directory + "/config.json"
        try toolTestConfiguration().write(toFile: configPath, atomically: true, encoding: .utf8)
        // Five quick drags 0.6 s apart, each after the last one's settle: to stories, back,
        // up to memories, back, and to chat.
        let drags: [(from: (Double, Double), to: (Double, Double))] = [
            ((300, 320), (100, 320)), ((100, 320), (300, 320)), ((180, 500), (180, 200)),
            ((180, 200), (180, 500)), ((60, 320), (260, 320)),
        ]
        var lines = [
            InputRecording.line(
                for: InputRecording.Header(viewport: Size(width: 360, height: 640), start: "camera"))
        ]
        for (index, drag) in drags.enumerated() {
            let start = Double(index) * 0.6
            lines.append(
                #"{"t":\#(start),"event":"pointerDown","pointer":"mouse","x":\#(drag.from.0),"y":\#(drag.from.1)}"#)
            lines.append(
                #"{"t":\#(start + 0.05),"event":"pointerMove","pointer":"mouse","x":\#((drag.from.0 + drag.to.0) / 2),"y":\#((drag.from.1 + drag.to.1) / 2)}"#
            )
            lines.append(
                #"{"t":\#(start + 0.1),"event":"pointerUp","pointer":"mouse","x":\#(drag.to.0),"y":\#(drag.to.1)}"#)
        }
        let path = directory + "/swipes.jsonl"
        try lines.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        let recording = try InputRecording.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)

        func play(slow: Double?) throws -> (frames: Int, visited: [String]) {
            let appClock = ManualClock()
            let app = try SnapNavApp(
                configuration: try Configuration.load(path: configPath), start: "camera", headless: true,
                assetsDirectory: assetsDirectory, clock: appClock)
            var visited: [String] = []
            let frames = try TakeReplay(app: app, clock: appClock).play(recording, slowMotionFactor: slow) { _, _ in
                let panel = app.navigator.isAnimating ? nil : app.navigator.currentPanel.identifier
                if let panel, panel != visited.last { visited.append(panel) }
            }
            XCTAssertFalse(app.navigator.isAnimating, "the last settle finished")
            return (frames, visited)
        }
        let normal = try play(slow: nil)
        let slow = try play(slow: 4)
        XCTAssertEqual(normal.visited, ["stories", "camera", "memories", "camera", "chat"])
        XCTAssertEqual(slow.visited, normal.visited, "every swipe, in order, in slow motion")
        // Each settle ends on the first frame after it rests, a 60th of a second late at most:
        // up to four slow-motion frames apart from four times the normal ones, per drag.
        XCTAssertEqual(
            Double(slow.frames), Double(normal.frames) * 4, accuracy: Double(4 * drags.count), "four times the frames")
    }

    func testAReplayUsesTheRecordedConfigurationAndRepeatsWhatTheToolsDid() throws {
        let directory = try temporaryDirectory(for: self)
        let configPath = directory + "/config.json"
        try toolTestConfiguration().write(toFile: configPath, atomically: true, encoding: .utf8)
        let recordingPath = directory + "/take.jsonl"
        let live = try HeadlessApp(configPath: configPath)
        live.watchConfiguration(at: configPath)
        try live.startRecording(to: recordingPath)
        live.press(SDLK_h)
        live.press(SDLK_RIGHT)
        live.press(SDLK_RIGHT)
        live.press(SDLK_h)
        live.clock.advance(by: 0.1)
        live.drag(from: (300, 320), to: (120, 320))
        live.run(seconds: 1)
        XCTAssertNil(live.app.tools.recording.stop())
        XCTAssertEqual(live.app.configuration.physics.flingVelocity, 350)

        // The file changes after the take; the replay still shows the take.
        try toolTestConfiguration(stories: "#00C040").write(toFile: configPath, atomically: true, encoding: .utf8)
        let recording = try InputRecording.parse(
            try String(contentsOfFile: recordingPath, encoding: .utf8), file: recordingPath)
        let copy = try XCTUnwrap(recording.header.configuration)
        XCTAssertEqual(copy.source, configPath)
        func play(_ configuration: Configuration) throws -> (app: SnapNavApp, overlayFrames: Int) {
            let appClock = ManualClock()
            let app = try SnapNavApp(
                configuration: configuration, start: recording.header.start, headless: true,
                assetsDirectory: assetsDirectory, clock: appClock)
            var overlayFrames = 0
            try TakeReplay(app: app, clock: appClock).play(recording) { _, _ in
                if app.tools.tuning.session.isOverlayVisible { overlayFrames += 1 }
            }
            return (app, overlayFrames)
        }
        let faithful = try play(try copy.load(recording: recordingPath))
        XCTAssertEqual(faithful.app.configuration.physics.flingVelocity, 350, "the tuning, as it was done")
        XCTAssertEqual(faithful.app.navigator.currentPanel.identifier, "stories", "the arrows tuned, never paged")
        XCTAssertEqual(try faithful.app.renderPixels().pixels[10 * 360 + 10], 0xFF9B_55A0, "the recorded colour")
        XCTAssertFalse(faithful.app.tools.tuning.session.isOverlayVisible)
        XCTAssertEqual(faithful.overlayFrames, 0, "opened and closed before the first frame: never drawn")

        let today = try play(try Configuration.load(path: configPath))
        XCTAssertEqual(try today.app.renderPixels().pixels[10 * 360 + 10], 0xFF00_C040, "today's colour, when asked")

        // Open for 0.2 s of the take: in 12 of its frames at 60 per second.
        let shown = try InputRecording.parse(
            """
            {"recording":"snapnav","version":2,"width":360,"height":640,"start":"camera"}
            {"t":0.1,"event":"tool","action":"overlay","visible":true}
            {"t":0.3,"event":"tool","action":"overlay","visible":false}
            """, file: "shown.jsonl")
        let appClock = ManualClock()
        let app = try SnapNavApp(
            configuration: try Configuration.load(path: configPath), headless: true, assetsDirectory: assetsDirectory,
            clock: appClock)
        var overlayFrames = 0
        try TakeReplay(app: app, clock: appClock).play(shown) { _, _ in
            if app.tools.tuning.session.isOverlayVisible { overlayFrames += 1 }
        }
        XCTAssertEqual(overlayFrames, 12)
    }
}
