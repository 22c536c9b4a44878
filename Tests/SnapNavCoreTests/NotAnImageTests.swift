import Foundation
import SnapNavCore
import XCTest

/// A file named as a screen that is no PNG, JPEG, WebP or SVG is refused for what it is: the kinds of file
/// a designer exports or saves by mistake are named, text is called text, and only a file that
/// nothing names is shown by its first bytes.
final class NotAnImageTests: XCTestCase {
    let path = NSTemporaryDirectory() + "snapnav-not-an-image-\(getpid())-\(UUID().uuidString).png"

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: path)
    }

    func refusal(_ bytes: [UInt8]) throws -> String {
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(bytes)))
        do {
            _ = try ImageFile.inspect(path: path)
            return "accepted"
        } catch { return error.reason }
    }

    func testAFileIsNamedForWhatItIs() throws {
        let png = "not a PNG, JPEG, WebP or SVG image; export PNG, JPEG, WebP or SVG to show it"
        XCTAssertEqual(
            try refusal(Array("not a png, a note\n".utf8)), "is a text file, not a PNG, JPEG, WebP or SVG image")
        XCTAssertEqual(
            try refusal(Array("Größe: 1170 × 2532 — ".utf8)), "is a text file, not a PNG, JPEG, WebP or SVG image")
        XCTAssertEqual(try refusal(Array("GIF89a".utf8) + [1, 0, 1, 0]), "is a GIF image, " + png)
        XCTAssertEqual(
            try refusal(Array("RIFF\u{10}\0\0\0WEBPVP8 ".utf8)), "is a WebP image cut short before its header")
        XCTAssertEqual(
            try refusal([0, 0, 0, 24] + Array("ftypheic".utf8)), "is a HEIC image, as an iPhone saves photos, " + png)
        XCTAssertEqual(try refusal(Array("%PDF-1.7\n".utf8)), "is a PDF document, " + png)
        XCTAssertEqual(
            try refusal(Array("PK\u{3}\u{4}".utf8) + [20, 0]),
            "is a ZIP archive (a Sketch or Figma file is one), " + png)
        XCTAssertEqual(
            try refusal(Array("<?xml version=\"1.0\"?>\n<svg width=\"390\">".utf8)),
            "is an SVG image that declares no size; give its svg element a width and height in pixels, or a viewBox")
        XCTAssertEqual(
            try refusal(Array("  <!DOCTYPE html><title>Not Found</title>".utf8)),
            "is a web page (HTML), not a PNG, JPEG, WebP or SVG image: a browser may have saved the page rather than the image"
        )
        XCTAssertEqual(
            try refusal([0, 1, 2, 3, 0xFE, 0xFF, 0x10, 0x20, 0x30]),
            "is not a PNG, JPEG, WebP or SVG image (it starts with 00 01 02 03 FE FF 10 20)")
    }
}
