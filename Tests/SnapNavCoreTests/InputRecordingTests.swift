import Foundation
import SnapNavCore
import XCTest

final class InputRecordingTests: XCTestCase {
    let everyKind: [InputEvent] = [
        .pointerDown(.mouse, Point(x: 300, y: 320.5)),
        .pointerMove(.mouse, Point(x: 0.1 + 0.2, y: -3)),
        .pointerUp(.mouse, Point(x: 12, y: 1e-7)),
        .pointerDown(.finger(Int64.max), Point(x: 1, y: 2)),
        .pointerMove(.finger(-4), Point(x: 3, y: 4)),
        .pointerUp(.finger(0), Point(x: 5, y: 6)),
        .wheel(delta: Point(x: -0.75, y: 1.5), isPrecise: true),
        .wheel(delta: Point(x: 0, y: -1), isPrecise: false),
        .key(.left, []),
        .key(.q, [.control, .shift, .alt]),
        .key(.other, [.alt]),
        .resize(Size(width: 800, height: 600.5)),
        .focusLost,
        .wheelEnded,
    ]

    func testEveryEventKindRoundTripsExactly() throws {
        var recording = InputRecording(
            header: InputRecording.Header(
                viewport: Size(width: 360, height: 640), start: "chat", slowMotionFactor: 2.5))
        for (index, event) in everyKind.enumerated() {
            recording.entries.append(InputRecording.Entry(time: Double(index) / 3, event: event))
        }
        let text = recording.jsonLines
        XCTAssertEqual(text.split(separator: "\n").count, everyKind.count + 1, "one line per event after the header")
        XCTAssertEqual(try InputRecording.parse(text, file: "r.jsonl"), recording)
    }

    func testToolActionsAndTheConfigurationsCopyRoundTripExactly() throws {
        var header = InputRecording.Header(
            viewport: Size(width: 360, height: 640), start: "camera",
            configuration: InputRecording.RecordedConfiguration(
                text: "{\n  \"start\": \"camera\" // \"quoted\"\n}", source: "/p/snapnav.json", directory: "/p"))
        header.overlayVisible = true
        header.selectedParameter = 2
        let recording = InputRecording(
            header: header,
            entries: [
                InputRecording.Entry(time: 0, action: .overlay(visible: true)),
                InputRecording.Entry(time: 0.1, action: .select(1)),
                InputRecording.Entry(time: 0.2, action: .tune(parameter: "physics.spring.stiffness", value: 550)),
                InputRecording.Entry(time: 0.3, action: .slowMotion(10)),
                InputRecording.Entry(time: 0.4, event: .key(.left, [])),
                InputRecording.Entry(time: 0.5, action: .stop),
            ])
        XCTAssertEqual(try InputRecording.parse(recording.jsonLines, file: "r.jsonl"), recording)
        XCTAssertEqual(recording.entries.compactMap(\.event), [.key(.left, [])], "only the last is an input")
    }

    func testAToolActionThatCannotBeReplayedIsRefused() {
        let header = #"{"recording":"snapnav","version":2,"width":10,"height":20}"#
        for (line, problem) in [
            (#"{"t":0,"event":"tool","action":"tune","parameter":"window.width","value":3}"#, "cannot be tuned"),
            (#"{"t":0,"event":"tool","action":"select","index":99}"#, "index: expected 0 to 9"),
            (#"{"t":0,"event":"tool","action":"dance"}"#, "unknown tool action \"dance\""),
        ] {
            XCTAssertThrowsError(try InputRecording.parse(header + "\n" + line, file: "r.jsonl")) { error in
                XCTAssertTrue("\(error)".hasPrefix("r.jsonl:2: "), "\(error)")
                XCTAssertTrue("\(error)".contains(problem), "\(error)")
            }
        }
    }

    func testHeaderWithoutStartOrSlowReadsAsRealTime() throws {
        let recording = try InputRecording.parse(
            #"{"recording":"snapnav","version":1,"width":10,"height":20}"#, file: "r.jsonl")
        XCTAssertEqual(recording.header, InputRecording.Header(viewport: Size(width: 10, height: 20), start: nil))
        XCTAssertEqual(recording.entries, [])
        XCTAssertEqual(recording.duration, 0)
    }

    func testBlankLinesCarriageReturnsAndUnknownFieldsAreAccepted() throws {
        let text =
            "{\"recording\":\"snapnav\",\"version\":1,\"width\":10,\"height\":20,\"note\":\"x\"}\r\n\r\n"
            + "{\"t\":0.5,\"event\":\"focusLost\",\"extra\":[1,2]}\r\n"
        let recording = try InputRecording.parse(text, file: "r.jsonl")
        XCTAssertEqual(recording.entries, [InputRecording.Entry(time: 0.5, event: .focusLost)])
    }

    func testBadLinesAreRefusedWithTheirLineNumber() {
        let header = #"{"recording":"snapnav","version":1,"width":10,"height":20}"#
        for (text, fragment) in [
            ("", "r.jsonl: empty"),
            (#"{"t":0,"event":"focusLost"}"#, "r.jsonl:1: expected the header"),
            (#"{"recording":"snapnav","version":3,"width":10,"height":20}"#, "r.jsonl:1: version 3"),
            (#"{"recording":"snapnav","version":1,"width":0,"height":20}"#, "r.jsonl:1: width and height"),
            (header + "\n{\"t\":1,\n", "r.jsonl:2: invalid JSON"),
            (header + "\n[1]", "r.jsonl:2: expected a JSON object"),
            (header + "\n\n{\"t\":1,\"event\":\"teleport\"}", "r.jsonl:3: unknown event \"teleport\""),
            (header + "\n{\"event\":\"focusLost\"}", "r.jsonl:2: t: missing"),
            (header + "\n{\"t\":-1,\"event\":\"focusLost\"}", "r.jsonl:2: t must not be negative"),
            (header + "\n{\"t\":2,\"event\":\"focusLost\"}\n{\"t\":1,\"event\":\"focusLost\"}", "r.jsonl:3: time 1"),
            (header + "\n{\"t\":1,\"event\":\"key\",\"key\":\"f13\"}", "r.jsonl:2: unknown key \"f13\""),
            (header + "\n{\"t\":1,\"event\":\"key\",\"key\":\"a\",\"modifiers\":[\"meta\"]}", "r.jsonl:2: modifiers"),
            (header + "\n{\"t\":1,\"event\":\"pointerUp\",\"pointer\":\"pen\",\"x\":1,\"y\":1}", "r.jsonl:2: pointer"),
            (header + "\n{\"t\":1,\"event\":\"pointerUp\",\"pointer\":\"mouse\",\"x\":\"1\",\"y\":1}", "r.jsonl:2: x"),
            (header + "\n{\"t\":1,\"event\":\"wheel\",\"dx\":1,\"dy\":1}", "r.jsonl:2: precise"),
        ] {
            XCTAssertThrowsError(try InputRecording.parse(text, file: "r.jsonl")) { error in
                XCTAssertTrue("\(error)".hasPrefix(fragment) || "\(error)".contains(fragment), "\(text): \(error)")
            }
        }
    }

    /// Values a tester's upload could hold that would trap or hang a replay are refused where
    /// the take is read, naming the line.
    func testHostileTimesSizesAndPlacesAreRefusedNamingTheLine() {
        let header = #"{"recording":"snapnav","version":2,"width":360,"height":640}"#
        func touch(t: String = "1", x: String = "10", y: String = "20") -> String {
            #"{"t":\#(t),"event":"pointerDown","pointer":"finger:1","x":\#(x),"y":\#(y)}"#
        }
        for (text, fragment) in [
            (header + "\n" + touch(t: "1e300"), "r.jsonl:2: t 1e+300 is beyond the longest take"),
            (header + "\n" + touch(t: "1e9"), "r.jsonl:2: t 1000000000 is beyond the longest take"),
            (header + "\n" + touch(t: "86400.5"), "r.jsonl:2: t 86400.5 is beyond"),
            (#"{"recording":"snapnav","version":2,"width":1e12,"height":640}"#, "r.jsonl:1: width and height must be"),
            (#"{"recording":"snapnav","version":2,"width":360,"height":16385}"#, "r.jsonl:1: width and height"),
            (#"{"recording":"snapnav","version":2,"width":0.5,"height":640}"#, "r.jsonl:1: width and height"),
            (header + "\n" + #"{"t":1,"event":"resize","width":360,"height":1e7}"#, "r.jsonl:2: width and height"),
            (header + "\n" + touch(x: "1e20"), "r.jsonl:2: x: 1e+20 is far outside any window"),
            (header + "\n" + touch(y: "-1e7"), "r.jsonl:2: y: -10000000 is far outside any window"),
            (header + "\n" + #"{"t":1,"event":"wheel","dx":0,"dy":-1e300,"precise":true}"#, "r.jsonl:2: dy:"),
        ] {
            XCTAssertThrowsError(try InputRecording.parse(text, file: "r.jsonl")) { error in
                XCTAssertTrue("\(error)".hasPrefix(fragment), "\(text): \(error)")
            }
        }
        // The bounds themselves are fine: a day-long take in the largest window, dragged far off it.
        let edge =
            #"{"recording":"snapnav","version":2,"width":16384,"height":1}"# + "\n"
            + touch(t: "86400", x: "-1000000", y: "1000000")
        XCTAssertEqual(try InputRecording.parse(edge, file: "r.jsonl").duration, 86400)
    }

    func testRecorderWritesTheHeaderThenEachEventWithItsTime() throws {
        let path = NSTemporaryDirectory() + "/snapnav-recorder-\(getpid()).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let clock = ManualClock(now: 50)
        let header = InputRecording.Header(viewport: Size(width: 360, height: 640), start: "camera")
        let recorder = try InputRecorder(path: path, header: header, clock: clock)
        recorder.record(.pointerDown(.mouse, Point(x: 1, y: 2)))
        clock.advance(by: 0.25)
        recorder.record(.pointerUp(.mouse, Point(x: 3, y: 2)))
        // Lines are on disk before the recorder is closed, so an abrupt end loses nothing.
        let written = try String(contentsOfFile: path, encoding: .utf8)
        recorder.close()
        XCTAssertFalse(recorder.isRecording)
        let recording = try InputRecording.parse(written, file: path)
        XCTAssertEqual(recording.header, header)
        XCTAssertEqual(
            recording.entries,
            [
                InputRecording.Entry(time: 0, event: .pointerDown(.mouse, Point(x: 1, y: 2))),
                InputRecording.Entry(time: 0.25, event: .pointerUp(.mouse, Point(x: 3, y: 2))),
            ])
        XCTAssertNil(recorder.failure)
    }

    func testALastLineCutOffAsItWasWrittenIsLeftOutAndTold() throws {
        let header = #"{"recording":"snapnav","version":2,"width":360,"height":640}"#
        let whole = #"{"t":0,"event":"pointerDown","pointer":"mouse","x":300,"y":320}"#
        let line = #"{"t":0.016,"event":"pointerMove","pointer":"mouse","x":280,"y":320}"#
        // Cut anywhere inside the last line, the take keeps every whole line before it.
        for cut in 1..<line.count {
            let text = header + "\n" + whole + "\n" + line.prefix(cut)
            let recording = try InputRecording.parse(text, file: "r.jsonl")
            XCTAssertEqual(recording.entries.count, 1, "cut at \(cut)")
            XCTAssertEqual(recording.unfinishedLine, 3)
        }
        XCTAssertNil(try InputRecording.parse(header + "\n" + whole + "\n", file: "r.jsonl").unfinishedLine)
        // A broken line that was finished (it has its newline) is a mistake, and is named.
        XCTAssertThrowsError(try InputRecording.parse(header + "\n" + line.prefix(20) + "\n", file: "r.jsonl")) {
            XCTAssertTrue("\($0)".hasPrefix("r.jsonl:2: invalid JSON"), "\($0)")
        }
    }

    /// Runs `body` with this process allowed to write files up to `bytes` long, as a full disk
    /// would allow; a write past it fails with EFBIG ("File too large") rather than a signal.
    func withFileSizeLimit(_ bytes: Int, _ body: () throws -> Void) rethrows {
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        let fileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        var previous = rlimit()
        getrlimit(fileSize, &previous)
        var limited = rlimit(rlim_cur: rlim_t(bytes), rlim_max: previous.rlim_max)
        XCTAssertEqual(setrlimit(fileSize, &limited), 0)
        defer {
            setrlimit(fileSize, &previous)
            signal(SIGXFSZ, previousHandler)
        }
        try body()
    }

    func testAFileThatStopsTakingLinesEndsTheRecordingSayingWhyAndKeepsWhatItHas() throws {
        let path = NSTemporaryDirectory() + "/snapnav-recorder-full-\(getpid()).jsonl"
        defer { try? FileManager.default.removeItem(atPath: path) }
        let clock = ManualClock()
        let recorder = try InputRecorder(
            path: path, header: InputRecording.Header(viewport: Size(width: 360, height: 640), start: "camera"),
            clock: clock)
        let headerBytes = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        try withFileSizeLimit(headerBytes + 500) {
            for step in 0..<100 {
                clock.advance(by: 0.016)
                recorder.record(.pointerMove(.mouse, Point(x: Double(step), y: 320)))
            }
        }
        // It had recursed between closing and writing the stop line until the stack ran out.
        XCTAssertFalse(recorder.isRecording)
        XCTAssertEqual(recorder.failure, "\(path): the recording stopped, as it could not be written (File too large)")
        recorder.close()

        let text = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertLessThanOrEqual(text.utf8.count, headerBytes + 500)
        let recording = try InputRecording.parse(text, file: path)
        XCTAssertGreaterThan(recording.entries.count, 3, "the moves written before the file filled up")
        XCTAssertEqual(
            recording.entries.last?.event, .pointerMove(.mouse, Point(x: Double(recording.entries.count - 1), y: 320)))

        XCTAssertThrowsError(
            try withFileSizeLimit(20) {
                _ = try InputRecorder(
                    path: path, header: InputRecording.Header(viewport: Size(width: 360, height: 640), start: nil),
                    clock: clock)
            }
        ) { error in
            XCTAssertEqual("\(error)", "\(path): cannot be written (File too large)")
        }
    }

    func testRecorderRefusesADirectoryNamingAFileInIt() throws {
        let directory = NSTemporaryDirectory() + "snapnav-recorder-folder-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        XCTAssertThrowsError(
            try InputRecorder(
                path: directory, header: InputRecording.Header(viewport: Size(width: 1, height: 1), start: nil),
                clock: ManualClock())
        ) { error in
            XCTAssertEqual(
                "\(error)", "\(directory): is a directory; name a file in it, such as \(directory)/take.jsonl")
        }
    }

    func testRecorderRefusesAPathItCannotCreate() {
        XCTAssertThrowsError(
            try InputRecorder(
                path: "/nonexistent-directory/r.jsonl",
                header: InputRecording.Header(viewport: Size(width: 1, height: 1), start: nil), clock: ManualClock())
        ) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent-directory/r.jsonl"), "\(error)")
        }
    }
}

extension InputRecordingTests {
    /// A take keeps a fingerprint of each image, so a replay can say which were exported again.
    func testImageFingerprintsRoundTripAndTellAChangedImage() throws {
        let directory = NSTemporaryDirectory() + "snapnav-fingerprints-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let kept = directory + "/kept.png"
        let changed = directory + "/changed.png"
        try Data("kept".utf8).write(to: URL(fileURLWithPath: kept))
        try Data("before".utf8).write(to: URL(fileURLWithPath: changed))
        var header = InputRecording.Header(viewport: Size(width: 10, height: 20), start: "a")
        header.configuration = InputRecording.RecordedConfiguration(
            text: "{}", source: "a.json", directory: directory,
            imageFingerprints: [
                kept: try XCTUnwrap(ContentFingerprint.of(path: kept)),
                changed: try XCTUnwrap(ContentFingerprint.of(path: changed)),
            ])
        let parsed = try InputRecording.parse(InputRecording(header: header).jsonLines, file: "r.jsonl")
        XCTAssertEqual(parsed.header, header)
        XCTAssertEqual(parsed.header.configuration?.changedImages(), [String]())
        try Data("after".utf8).write(to: URL(fileURLWithPath: changed))
        XCTAssertEqual(parsed.header.configuration?.changedImages(), [changed])
        try FileManager.default.removeItem(atPath: kept)
        XCTAssertEqual(parsed.header.configuration?.changedImages(), [changed, kept], "a deleted image counts too")
        XCTAssertNotEqual(ContentFingerprint.of(path: changed), ContentFingerprint.of(path: kept))
    }
}
