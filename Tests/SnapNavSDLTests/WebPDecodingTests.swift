import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// WebP screens are decoded by libwebp straight into the app's pixels, lossy or lossless, with
/// the colour profile in their ICCP chunk converted to sRGB, and refused by name when damaged:
/// real files written by ImageMagick.
final class WebPDecodingTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures").standardizedFileURL.path
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "snapnav-webps-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// The file `name` that ImageMagick writes from `arguments`.
    func convert(_ arguments: [String], _ name: String) throws -> String {
        let path = directory + "/" + name
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["convert"] + arguments + [path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "convert \(arguments.joined(separator: " "))")
        return path
    }

    /// The simple WebP `webp` (one VP8L or VP8 chunk) made an extended one carrying `profile` in
    /// an ICCP chunk, as an editor that keeps profiles writes it.
    func webp(_ webp: [UInt8], embedding profile: [UInt8], width: Int, height: Int) -> [UInt8] {
        func littleEndian(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(value >> (8 * $0) & 0xFF) } }
        func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
            Array(type.utf8) + littleEndian(body.count, 4) + body + (body.count % 2 == 1 ? [0] : [])
        }
        // Flags: an ICC profile (0x20); then the canvas's width and height less one.
        let header = chunk("VP8X", [0x20, 0, 0, 0] + littleEndian(width - 1, 3) + littleEndian(height - 1, 3))
        let body = Array("WEBP".utf8) + header + chunk("ICCP", profile) + Array(webp[12...])
        return Array("RIFF".utf8) + littleEndian(body.count, 4) + body
    }

    func reason(_ path: String) -> String {
        guard case .failure(let failure) = DecodedImage.decode(path) else { return "decoded" }
        return failure.reason
    }

    func testLosslessAndLossyWebPsDecode() throws {
        let png = try DecodedImage.decode(try convert(["rose:", "-resize", "70x46!"], "rose.png")).get()
        let losslessPath = try convert(
            ["rose:", "-resize", "70x46!", "-define", "webp:lossless=true"], "lossless.webp")
        XCTAssertEqual(try ImageFile.inspect(path: losslessPath).format, .webp)
        let lossless = try DecodedImage.decode(losslessPath).get()
        XCTAssertEqual([lossless.width, lossless.height], [70, 46])
        XCTAssertEqual(lossless.pixels, png.pixels, "lossless is every pixel as it was")
        let lossy = try DecodedImage.decode(
            try convert(["rose:", "-resize", "70x46!", "-quality", "90"], "lossy.webp")
        )
        .get()
        XCTAssertEqual([lossy.width, lossy.height], [70, 46])
        let worst = zip(lossy.pixels, png.pixels).map { pair in
            [16, 8, 0].map { abs(Int(pair.0 >> $0 & 0xFF) - Int(pair.1 >> $0 & 0xFF)) }.max()!
        }.max()!
        XCTAssertLessThan(worst, 64, "lossy is near")
        XCTAssertNotEqual(lossy.colors.mean, nil)
    }

    func testTransparencyComesThroughUnpremultiplied() throws {
        let path = try convert(
            [
                "-size", "40x30", "xc:none", "-fill", "rgba(255,136,0,0.5)", "-draw", "rectangle 0,0 19,29", "-define",
                "webp:lossless=true",
            ], "half.webp")
        let image = try DecodedImage.decode(path).get()
        XCTAssertEqual(image.pixels[0] & 0xFF_FFFF, 0xFF_8800, "the colour as it is, not darkened by its alpha")
        XCTAssertEqual(Double(image.pixels[0] >> 24), 128, accuracy: 1)
        XCTAssertEqual(image.pixels[29 * 40 + 39] >> 24, 0, "the right half is transparent")
    }

    func testAWebPInDisplayP3OpensConverted() throws {
        let plainPath = try convert(
            ["-size", "360x640", "xc:rgb(200,100,50)", "-define", "webp:lossless=true"], "plain.webp")
        let p3 = try bytes(Self.fixtures + "/DisplayP3.icc")
        let taggedPath = directory + "/p3.webp"
        try Data(webp(try bytes(plainPath), embedding: p3, width: 360, height: 640))
            .write(to: URL(fileURLWithPath: taggedPath))
        let file = try ImageFile.inspect(path: taggedPath)
        XCTAssertEqual([file.width, file.height], [360, 640], "the extended header's canvas")
        let plain = try DecodedImage.decode(plainPath).get()
        XCTAssertEqual(plain.pixels[0], 0xFFC8_6432)
        let tagged = try DecodedImage.decode(taggedPath).get()
        XCTAssertNil(tagged.notice)
        // Little CMS makes P3's (200, 100, 50) sRGB's (214.9, 92.6, 31.0).
        XCTAssertEqual(tagged.pixels[320 * 360 + 180], 0xFFD7_5D1F)
        // A grey profile on a colour image is named, and the colours kept.
        let greyPath = directory + "/grey.webp"
        let grey = try bytes("/usr/share/color/icc/Gray.icc")
        try Data(webp(try bytes(plainPath), embedding: grey, width: 360, height: 640))
            .write(to: URL(fileURLWithPath: greyPath))
        let greyTagged = try DecodedImage.decode(greyPath).get()
        XCTAssertEqual(greyTagged.pixels, plain.pixels)
        XCTAssertEqual(
            greyTagged.notice,
            "\"Gray\" is for grey images, and the image is not; its colours are shown as stored, as sRGB")
    }

    func testDamagedWebPsSayWhy() throws {
        let whole = try bytes(try convert(["rose:", "-resize", "70x46!", "-quality", "90"], "whole.webp"))
        let cut = directory + "/cut.webp"
        try Data(whole.prefix(whole.count / 2)).write(to: URL(fileURLWithPath: cut))
        XCTAssertEqual(reason(cut), "the file ends before the image does")
        var damaged = whole
        for index in stride(from: 40, to: damaged.count, by: 3) { damaged[index] ^= 0x5A }
        let damagedPath = directory + "/damaged.webp"
        try Data(damaged).write(to: URL(fileURLWithPath: damagedPath))
        XCTAssertTrue(reason(damagedPath).hasPrefix("the WebP data is damaged ("), reason(damagedPath))
    }

    /// In the window, as `snapnav FOLDER` opens it: a WebP export is a screen like a PNG.
    func testAFolderOfWebPExportsShowsThem() throws {
        _ = try convert(["-size", "360x640", "xc:rgb(60,178,226)", "-define", "webp:lossless=true"], "1 home.webp")
        _ = try convert(["-size", "360x640", "xc:rgb(242,60,87)", "-quality", "95"], "2 chat.webp")
        let harness = try HeadlessApp(configPath: directory, decodesImagesInBackground: true)
        harness.app.runFrame()
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "2 chat")
        XCTAssertEqual(harness.app.images.errors, [])
        let shown = try harness.color(atX: 180, y: 320)
        XCTAssertEqual(Double(shown.red), 242, accuracy: 3)
        XCTAssertEqual(Double(shown.green), 60, accuracy: 3)
        XCTAssertEqual(Double(shown.blue), 87, accuracy: 3)
        harness.drag(from: (60, 320), to: (300, 320))
        harness.run(seconds: 1)
        harness.app.runFrame()
        XCTAssertEqual(try harness.color(atX: 180, y: 320), Color(red: 60, green: 178, blue: 226))
    }
}
