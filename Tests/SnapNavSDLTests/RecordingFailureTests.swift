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
        try harness.startRecording(to: path)
        let header = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0

        // The process may write files up to 300 bytes past the header, as a disk with that much
        // room left would.
        withFileSizeLimit(header + 300) {
            harness.drag(from: (300, 320), to: (60, 320))
            harness.run(seconds: 1)
        }

        let banner = try XCTUnwrap(harness.app.tools.messages.banner?.text)
        XCTAssertTrue(
            banner.contains("\(path): the recording stopped, as it could not be written (File too large)"), banner)
        XCTAssertNil(harness.app.tools.recording.stop(), "said once, when it stopped")
        XCTAssertNotEqual(harness.app.navigator.currentPanel.identifier, start, "the swipe went on")
        let recording = try InputRecording.parse(try String(contentsOfFile: path, encoding: .utf8), file: path)
        XCTAssertFalse(recording.entries.isEmpty, "what was written before the file filled up is kept")
    }
}
