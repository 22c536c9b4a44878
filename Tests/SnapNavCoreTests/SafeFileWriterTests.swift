import Foundation
import SnapNavCore
import XCTest

final class SafeFileWriterTests: XCTestCase {
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "snapnav-writer-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func contents(_ path: String) -> String? {
        FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Nothing but the files the test made: no temporary file is left behind.
    func names() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
    }

    func testWritesANewFileAndReplacesAnOldOneWhole() throws {
        let path = directory + "/snapnav.json"
        try SafeFileWriter.write(Data("first".utf8), to: path)
        XCTAssertEqual(contents(path), "first")
        try SafeFileWriter.write(Data("second, longer".utf8), to: path)
        XCTAssertEqual(contents(path), "second, longer")
        try SafeFileWriter.write(Data("3".utf8), to: path)
        XCTAssertEqual(contents(path), "3", "nothing of the longer file is left")
        XCTAssertEqual(try names(), ["snapnav.json"])
    }

    func testAnEditMadeBetweenReadingAndWritingIsKept() throws {
        let path = directory + "/snapnav.json"
        try SafeFileWriter.write(Data("as read".utf8), to: path)
        let read = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertThrowsError(
            try SafeFileWriter.write(to: path, replacing: read) { temporary in
                // An editor saves while the new bytes are being written.
                try Data("the designer's edit".utf8).write(to: URL(fileURLWithPath: path))
                try Data("tuned".utf8).write(to: URL(fileURLWithPath: temporary))
            }
        ) { error in
            XCTAssertEqual("\(error)", "cannot write \(path): \(SafeFileWriter.changedSinceRead)")
        }
        XCTAssertEqual(contents(path), "the designer's edit")
        XCTAssertEqual(try names(), ["snapnav.json"], "no temporary file is left")
        try SafeFileWriter.write(Data("tuned".utf8), to: path, replacing: Data("the designer's edit".utf8))
        XCTAssertEqual(contents(path), "tuned", "written over the bytes it expected")
    }

    func testKeepsTheOldFilesPermissions() throws {
        let path = directory + "/snapnav.json"
        try SafeFileWriter.write(Data("a".utf8), to: path)
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: path)
        try SafeFileWriter.write(Data("b".utf8), to: path)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        XCTAssertEqual(mode, 0o640)
    }

    func testASymlinkStaysALinkAndItsTargetIsReplaced() throws {
        try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: true)
        let target = directory + "/real/snapnav.json"
        try SafeFileWriter.write(Data("old".utf8), to: target)
        let link = directory + "/snapnav.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/snapnav.json")
        try SafeFileWriter.write(Data("new".utf8), to: link)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: link), "real/snapnav.json")
        XCTAssertEqual(contents(target), "new")
    }

    func testAFailureNamesTheFileAndTheReasonAndLeavesTheOldFile() throws {
        let path = directory + "/snapnav.json"
        try SafeFileWriter.write(Data("old".utf8), to: path)
        struct EncoderFailed: Error, CustomStringConvertible { var description: String { "the encoder failed" } }
        XCTAssertThrowsError(try SafeFileWriter.write(to: path) { _ in throw EncoderFailed() }) { error in
            XCTAssertEqual("\(error)", "cannot write \(path): the encoder failed")
        }
        XCTAssertEqual(contents(path), "old")
        XCTAssertEqual(try names(), ["snapnav.json"], "the temporary file is removed")
        let missing = directory + "/no/such/folder/shot.png"
        XCTAssertThrowsError(try SafeFileWriter.write(Data("x".utf8), to: missing)) { error in
            XCTAssertEqual("\(error)", "cannot write \(missing): No such file or directory")
        }
    }

    func testARelativePathIsNamedInFull() throws {
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        XCTAssertThrowsError(try SafeFileWriter.write(Data("x".utf8), to: "gone/shot.png")) { error in
            XCTAssertTrue("\(error)".hasPrefix("cannot write \(directory)/gone/shot.png: "), "\(error)")
        }
    }
}
