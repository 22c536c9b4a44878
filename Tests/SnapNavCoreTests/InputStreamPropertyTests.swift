import Foundation
import SnapNavCore
import XCTest

/// Random input streams over random configurations, with the navigation's properties checked
/// after every event. A failure prints its seed and writes its stream to a file that replays it:
///
/// ```sh
/// SNAPNAV_REPLAY=/tmp/snapnav-stream-123.jsonl swift test --filter InputStreamPropertyTests
/// SNAPNAV_FUZZ_SEED=123 SNAPNAV_FUZZ_STREAMS=1 swift test --filter InputStreamPropertyTests
/// ```
final class InputStreamPropertyTests: XCTestCase {
    static let environment = ProcessInfo.processInfo.environment
    /// Streams saved because they once broke a property; each must hold them all now.
    static let savedStreams = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/input-streams").standardized

    /// How many random streams run: ten thousand, in two halves that `swift test --parallel`
    /// runs side by side.
    static var streamCount: Int { environment["SNAPNAV_FUZZ_STREAMS"].flatMap { Int($0) } ?? 10_000 }

    func testTheFirstHalfOfTheRandomStreamsHoldsEveryProperty() throws {
        try runRandomStreams(0..<(Self.streamCount + 1) / 2)
    }

    func testTheSecondHalfOfTheRandomStreamsHoldsEveryProperty() throws {
        try runRandomStreams((Self.streamCount + 1) / 2..<Self.streamCount)
    }

    /// Runs the random streams numbered `indices` (each seeded one after the first seed) and
    /// checks every property after every step.
    func runRandomStreams(_ indices: Range<Int>) throws {
        let count = indices.count
        let firstSeed = Self.environment["SNAPNAV_FUZZ_SEED"].flatMap { UInt64($0) } ?? 20_261_202
        var steps = 0
        var checks = 0
        var moved = 0
        var opened = 0
        var failures = 0
        for index in indices {
            let seed = firstSeed &+ UInt64(index)
            var generator = InputStreamGenerator(seed: seed)
            let stream = generator.makeStream()
            let runner = try InputStreamRunner(stream)
            steps += stream.steps.count
            if let failure = runner.run() {
                failures += 1
                report(failure, of: stream)
                if failures >= 3 { break }
            }
            checks += runner.checks
            if runner.navigator.currentPanel.identifier != (stream.start ?? "camera") { moved += 1 }
            if runner.openedScreen { opened += 1 }
        }
        print(
            "input streams: \(count) streams, \(steps) steps, \(checks) property checks, \(moved) ended elsewhere, "
                + "\(opened) opened a screen over the cross from a hotspot")
        guard count > 0 else { return }
        XCTAssertGreaterThan(moved, count / 10, "the streams should often leave the start panel")
        XCTAssertGreaterThan(opened, count / 40, "and often open screens from hotspots")
    }

    func testSavedStreamsHoldEveryProperty() throws {
        var files = try FileManager.default.contentsOfDirectory(at: Self.savedStreams, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "jsonl" }
        if let path = Self.environment["SNAPNAV_REPLAY"] { files.append(URL(fileURLWithPath: path)) }
        XCTAssertFalse(files.isEmpty)
        for file in files.sorted(by: { $0.path < $1.path }) {
            let stream = try InputStream(jsonLines: String(contentsOf: file, encoding: .utf8))
            let runner = try InputStreamRunner(stream)
            if let failure = runner.run() {
                XCTFail("\(file.lastPathComponent): \(failure)")
            }
            XCTAssertGreaterThan(runner.checks, 0)
        }
    }

    func testAStreamFileReplaysTheSameRun() throws {
        for seed in UInt64(1)...20 {
            var generator = InputStreamGenerator(seed: seed)
            let stream = generator.makeStream()
            let replayed = try InputStream(jsonLines: stream.jsonLines)
            XCTAssertEqual(replayed.steps.count, stream.steps.count)
            for (a, b) in zip(replayed.steps, stream.steps) {
                XCTAssertEqual(String(describing: a), String(describing: b), "seed \(seed)")
            }
            let original = try InputStreamRunner(stream)
            let again = try InputStreamRunner(replayed)
            XCTAssertEqual(original.run()?.description, again.run()?.description)
            XCTAssertEqual(original.checks, again.checks)
            XCTAssertEqual(original.navigator.horizontal.contentOffset, again.navigator.horizontal.contentOffset)
            XCTAssertEqual(original.navigator.currentPanel.identifier, again.navigator.currentPanel.identifier)
        }
    }

    func testTheSameSeedMakesTheSameStream() {
        var a = InputStreamGenerator(seed: 42)
        var b = InputStreamGenerator(seed: 42)
        XCTAssertEqual(a.makeStream().jsonLines, b.makeStream().jsonLines)
    }

    func testASpringTooSlowToSettleIsCaught() throws {
        var generator = InputStreamGenerator(seed: 7)
        var stream = generator.makeStream()
        stream.configuration = """
            { "start": "camera", "horizontal": ["camera", "h1"],
              "physics": { "spring": { "stiffness": 1, "mass": 1000 } },
              "panels": { "camera": {}, "h1": {} } }
            """
        stream.viewport = Size(width: 360, height: 640)
        stream.start = nil
        stream.steps = [.event(.key(.right, []))]
        let failure = try InputStreamRunner(stream).run()
        XCTAssertEqual(failure?.property, "at rest 2.0 s after input stops")
    }

    /// Prints the failure with its seed and writes the stream, cut down to the steps that
    /// still break the property, where it can be replayed.
    private func report(_ failure: InvariantFailure, of stream: InputStream) {
        let shrunk = InputStreamShrinker.shrink(stream, failing: failure)
        let shrunkFailure = (try? InputStreamRunner(shrunk))?.run() ?? failure
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("snapnav-stream-\(stream.seed).jsonl")
        let saved = (try? shrunk.jsonLines.write(to: file, atomically: true, encoding: .utf8)) != nil
        XCTFail(
            "seed \(stream.seed): \(failure); cut down to \(shrunk.steps.count) steps: \(shrunkFailure)\n"
                + (saved ? "replay: SNAPNAV_REPLAY=\(file.path) swift test --filter InputStreamPropertyTests" : ""))
    }
}
