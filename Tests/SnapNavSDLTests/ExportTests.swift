import CSDL2
import Foundation
import SnapNavCommandLine
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// A recorded take exported through ffmpeg: trimmed to its input and settles, still stretches
/// as long frames in a GIF, and real GIF and MP4 files as ffprobe reads them.
final class ExportTests: XCTestCase {
    /// Records 1.5 s of nothing, a drag to stories, 2 s of nothing, and a drag back.
    func recordTake(in directory: String) throws -> InputRecording {
        let path = directory + "/take.jsonl"
        let harness = try HeadlessApp()
        try harness.startRecording(to: path)
        harness.run(seconds: 1.5)
        harness.drag(from: (300, 320), to: (60, 320))
        harness.run(seconds: 2)
        harness.drag(from: (60, 320), to: (300, 320))
        harness.run(seconds: 1)
        XCTAssertNil(harness.app.tools.recording.stop())
        return try InputRecording.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
    }

    func export(
        _ recording: InputRecording, to path: String, framesPerSecond: Double, scale: Double? = nil,
        encodedWidth: Int? = nil, keepIdle: Bool = false
    ) throws -> ExportSummary {
        let appClock = ManualClock()
        let app = try SnapNavApp(
            configuration: try Configuration.load(path: plainConfigPath), size: recording.header.viewport,
            scale: scale, start: recording.header.start, headless: true, assetsDirectory: assetsDirectory,
            clock: appClock)
        return try TakeExport(app: app).export(
            recording, on: appClock, to: path, framesPerSecond: framesPerSecond, encodedWidth: encodedWidth,
            keepIdle: keepIdle)
    }

    /// What ffprobe says about `path`: each frame's duration, and the container's duration.
    func probe(_ path: String) throws -> (frames: [Double], duration: Double) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "ffprobe", "-v", "error", "-select_streams", "v", "-show_entries", "packet=duration_time",
            "-show_entries", "format=duration", "-of", "json", path,
        ]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let packets = (json["packets"] as? [[String: Any]] ?? []).compactMap {
            ($0["duration_time"] as? String).flatMap(Double.init)
        }
        let duration = ((json["format"] as? [String: Any])?["duration"] as? String).flatMap(Double.init) ?? 0
        return (packets, duration)
    }

    func testAGIFIsTrimmedToTheTakeWithStillStretchesAsLongFrames() throws {
        let directory = try temporaryDirectory(for: self)
        let recording = try recordTake(in: directory)
        let trimmed = try export(recording, to: directory + "/take.gif", framesPerSecond: 50)
        let whole = try export(recording, to: directory + "/whole.gif", framesPerSecond: 50, keepIdle: true)

        // 1.5 s of nothing before the first input is cut to the lead-in, and the final picture
        // is held for the tail only.
        XCTAssertGreaterThan(whole.duration - trimmed.duration, 1.5 - TakeTrim.leadIn - TakeTrim.tail)
        let gifFrames = try probe(directory + "/take.gif").frames
        XCTAssertEqual(gifFrames.first ?? 0, TakeTrim.leadIn, accuracy: 0.021, "the still lead-in is one frame")
        XCTAssertEqual(gifFrames.suffix(2).reduce(0, +), TakeTrim.tail, accuracy: 0.001, "the held end")
        XCTAssertLessThan(trimmed.frames, trimmed.replayedFrames / 3, "the still stretches are single frames")

        let gif = try probe(directory + "/take.gif")
        XCTAssertEqual(gif.frames.count, trimmed.frames)
        XCTAssertEqual(gif.frames.reduce(0, +), trimmed.duration, accuracy: 0.03, "the delays add up to the take")
        XCTAssertGreaterThanOrEqual(gif.frames.min() ?? 0, 0.02, "no delay a browser would slow down")
        XCTAssertGreaterThanOrEqual(gif.frames.max() ?? 0, 1.5, "the 2 s pause, less the settle, is one long frame")
    }

    func testAGIFStoresOnlyWhatChangedWithUnchangedPixelsTransparent() throws {
        let directory = try temporaryDirectory(for: self)
        let recording = try recordTake(in: directory)
        let summary = try export(recording, to: directory + "/take.gif", framesPerSecond: 25)
        let gif = try XCTUnwrap(GIFFrames(path: directory + "/take.gif"))
        XCTAssertEqual(gif.frames.count, summary.frames)
        let first = try XCTUnwrap(gif.frames.first)
        XCTAssertEqual([first.x, first.y, first.width, first.height], [0, 0, 360, 640])
        let later = gif.frames.dropFirst()
        // A swipe's frame changes the columns the panels' edge has passed, not the whole screen.
        let stored = later.reduce(0) { $0 + $1.width * $1.height }
        XCTAssertLessThan(stored, later.count * 360 * 640 / 2, "\(later)")
        XCTAssertTrue(later.allSatisfy(\.hasTransparency), "pixels left as they were are transparent")
    }

    func testAnExportScaledByTheEncoderHasTheWidthAsked() throws {
        let directory = try temporaryDirectory(for: self)
        let recording = try recordTake(in: directory)
        let summary = try export(recording, to: directory + "/take.mp4", framesPerSecond: 60, encodedWidth: 200)
        XCTAssertEqual(summary.width, 200)
        XCTAssertEqual(summary.height, 356, "640 × 200/360, the take's shape kept, and even")
        let gif = try export(recording, to: directory + "/take.gif", framesPerSecond: 25, scale: 2)
        XCTAssertEqual(GIFFrames(path: directory + "/take.gif")?.width, 720)
        XCTAssertEqual(gif.width, 720)
        XCTAssertTrue(gif.description.contains("720×1280, 0."), gif.description)
    }

    func testAnMP4PlaysTheTrimmedTakeAtSixtyFramesASecond() throws {
        let directory = try temporaryDirectory(for: self)
        let recording = try recordTake(in: directory)
        let summary = try export(recording, to: directory + "/take.mp4", framesPerSecond: 60)
        let video = try probe(directory + "/take.mp4")
        XCTAssertEqual(video.duration, summary.duration, accuracy: 0.05)
        XCTAssertEqual(Double(video.frames.count), summary.duration * 60, accuracy: 2)
        XCTAssertEqual(summary.frames, video.frames.count, accuracy: 2)
    }

    func testAnExtensionThatCannotBeExportedIsRefused() throws {
        XCTAssertThrowsError(try LaunchOptions.parse(["--replay", "t.jsonl", "--export", "take.avi"])) { error in
            XCTAssertEqual(
                "\(error)", "--export: take.avi: a take is exported as .gif, .mp4 or .webm, by its extension")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["--export", "take.gif"])) { error in
            XCTAssertTrue("\(error)".contains("--export needs --replay FILE"))
        }
    }
}
