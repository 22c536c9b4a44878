import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// A take whose file stops taking lines in the middle of a session, as on a full disk.
final class RecordingFailureTests: XCTestCase {
    func testAFileThatFillsUpStopsTheTakeWithABannerAtOnceAndTheSwipeGoesOn() throws {
        let path = try temporaryDirectory(for: self) + "/take.jsonl"
        let harness = try HeadlessApp()
        let start = harness.app.navigator.currentPanel.identifier
        try harness.app.startRecording(to: path)
        let header = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0

        // The process may write files up to 300 bytes past the header, as a disk with that much
        // room left would; a longer write fails with EFBIG rather than a signal.
        let previousHandler = signal(SIGXFSZ, SIG_IGN)
        let fileSize = __rlimit_resource_t(RLIMIT_FSIZE.rawValue)
        var previous = rlimit()
        getrlimit(fileSize, &previous)
        var limited = rlimit(rlim_cur: rlim_t(header + 300), rlim_max: previous.rlim_max)
        XCTAssertEqual(setrlimit(fileSize, &limited), 0)
        harness.drag(from: (300, 320), to: (60, 320))
        harness.run(seconds: 1)
        setrlimit(fileSize, &previous)
        signal(SIGXFSZ, previousHandler)

        let banner = try XCTUnwrap(harness.app.tools.messages.banner?.text)
        XCTAssertTrue(
            banner.contains("\(path): the recording stopped, as it could not be written (File too large)"), banner)
        XCTAssertNil(harness.app.stopRecording(), "said once, when it stopped")
        XCTAssertNotEqual(harness.app.navigator.currentPanel.identifier, start, "the swipe went on")
        let recording = try InputRecording.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
        XCTAssertFalse(recording.entries.isEmpty, "what was written before the file filled up is kept")
    }
}
