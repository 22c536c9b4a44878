import Foundation
import XCTest

@testable import SnapNavCore

/// A JPEG's size is in its frame header, after whatever metadata an editor wrote: Photoshop's
/// XMP alone can run to megabytes. The header pass walks the segments to it, reading only their
/// headers, however far it lies.
final class JPEGHeaderTests: XCTestCase {
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "snapnav-jpeg-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// `count` APP1 segments of XMP, each as long as a segment can be.
    static func metadata(segments count: Int) -> [UInt8] {
        let body = Array("http://ns.adobe.com/xap/1.0/\0".utf8) + Array(repeating: UInt8(ascii: "x"), count: 65_000)
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        return Array((0..<count).map { _ in segment }.joined())
    }

    /// A JPEG's segments up to its data: `before`, then a baseline frame header of
    /// `width` × `height` with three channels, then the start of the data.
    static func jpeg(before: [UInt8], width: Int, height: Int) -> [UInt8] {
        let frame: [UInt8] =
            [
                0xFF, 0xC0, 0x00, 0x11, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8),
                UInt8(width & 0xFF), 3,
            ]
            + [1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]
        return [0xFF, 0xD8] + before + frame + [0xFF, 0xDA, 0x00, 0x02, 0xFF, 0xD9]
    }

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testASizeAfterMegabytesOfMetadataIsFound() throws {
        // 32 segments: about 2 MB of XMP before the frame header.
        let path = try write(Self.jpeg(before: Self.metadata(segments: 32), width: 1170, height: 2532), "ps.jpg")
        let file = try ImageFile.inspect(path: path)
        XCTAssertEqual(file.format, .jpeg)
        XCTAssertEqual(file.width, 1170)
        XCTAssertEqual(file.height, 2532)
    }

    func testASizeRightAfterTheStartIsFoundAsBefore() throws {
        let path = try write(Self.jpeg(before: [], width: 360, height: 640), "plain.jpg")
        let file = try ImageFile.inspect(path: path)
        XCTAssertEqual([file.width, file.height], [360, 640])
    }

    func testAJPEGWithNoFrameHeaderBeforeItsDataSaysSo() throws {
        let data: [UInt8] =
            [0xFF, 0xD8] + Self.metadata(segments: 2) + [0xFF, 0xDA, 0x00, 0x02] + Array(repeating: 0, count: 64)
        XCTAssertThrowsError(try ImageFile.inspect(path: try write(data, "headless.jpg"))) { error in
            XCTAssertEqual(
                (error as? ImageFileError)?.reason,
                "is a JPEG image with no frame header (its size) before its image data")
        }
        // Cut short in the middle of the metadata.
        let cut = Array(Self.jpeg(before: Self.metadata(segments: 3), width: 360, height: 640).prefix(100_000))
        XCTAssertThrowsError(try ImageFile.inspect(path: try write(cut, "cut.jpg"))) { error in
            XCTAssertEqual(
                (error as? ImageFileError)?.reason,
                "is a JPEG image with no frame header (its size) before its image data")
        }
    }

    /// A hostile file of a million empty segments before its size is walked a window of the file
    /// at a time, not a read per segment.
    func testAMillionTinySegmentsAreWalkedAWindowAtATime() throws {
        let empty: [UInt8] = [0xFF, 0xFE, 0x00, 0x02]
        let bytes = Self.jpeg(before: Array(repeating: empty, count: 1_000_000).flatMap { $0 }, width: 360, height: 640)
        let path = try write(bytes, "hostile.jpg")
        let file = try ImageFile.inspect(path: path)
        XCTAssertEqual([file.width, file.height], [360, 640])
        let handle = try XCTUnwrap(FileHandle(forReadingAtPath: path))
        defer { try? handle.close() }
        let reader = WindowedFileReader(handle)
        let head = reader.read(at: 0, count: WindowedFileReader.windowSize)
        let (_, width, height) = try ImageFile.header(of: head, readAt: reader.read)
        XCTAssertEqual([width, height], [360, 640])
        let windows = bytes.count / WindowedFileReader.windowSize + 2
        XCTAssertLessThanOrEqual(reader.fileReads, windows, "4 MB in 64 KiB windows")
    }
}
