import Foundation
import XCTest

@testable import SnapNavCore

final class UnreadableFileTests: XCTestCase {
    func testAFolderAMissingFileAndANearNameAreEachSaid() throws {
        let directory = NSTemporaryDirectory() + "snapnav-unreadable-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/takes", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try Data("{}\n".utf8).write(to: URL(fileURLWithPath: directory + "/take.jsonl"))

        XCTAssertEqual(
            UnreadableFile.reason(directory + "/takes", expected: "a recording"), "is a directory, not a recording")
        XCTAssertEqual(
            UnreadableFile.reason(directory + "/tkae.jsonl", expected: "a recording"),
            #"the file does not exist; did you mean "take.jsonl"?"#)
        XCTAssertEqual(
            UnreadableFile.reason(directory + "/nothing-like-it.txt", expected: "a recording"),
            "the file does not exist")
        XCTAssertThrowsError(try Configuration.load(path: directory + "/takes")) {
            XCTAssertEqual("\($0)", "\(directory)/takes: is a directory, not a configuration file")
        }
    }
}
