import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// Screens carrying a colour profile are shown in sRGB, as the phone or a browser shows them:
/// real PNGs (decoded by libpng, the profile in an iCCP chunk) and JPEGs (written by ImageMagick,
/// decoded by SDL_image, the profile in APP2 segments), converted by Little CMS. A profile that cannot be used leaves
/// the colours as stored and says so.
final class ColorProfileDecodingTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures").standardizedFileURL.path
    static let pngKinds = fixtures + "/png-kinds"
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "snapnav-profiles-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// `png` with an iCCP chunk holding `profile` after its header, as design tools write it.
    func png(_ png: [UInt8], embedding profile: [UInt8]) -> [UInt8] {
        let body = Array("ICC Profile".utf8) + [0, 0] + Self.zlibStored(profile)
        let chunk = Self.chunk("iCCP", body)
        // The signature (8 bytes) and IHDR (4 + 4 + 13 + 4) come first.
        return Array(png[..<33]) + chunk + Array(png[33...])
    }

    func write(_ bytes: [UInt8], _ name: String) throws -> String {
        let path = directory + "/" + name
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        return path
    }

    func testAPNGInDisplayP3IsShownInSRGB() throws {
        let plainPath = Self.pngKinds + "/rgba.png"
        let plain = try DecodedImage.decode(plainPath).get()
        let p3 = try bytes(Self.fixtures + "/DisplayP3.icc")
        let tagged = try DecodedImage.decode(try write(png(try bytes(plainPath), embedding: p3), "p3.png")).get()
        XCTAssertNil(tagged.notice)
        var expected = plain.pixels
        try SRGBTransform(profile: p3).convert(&expected)
        XCTAssertNotEqual(expected, plain.pixels, "the picture has colours P3 and sRGB tell apart")
        XCTAssertEqual(tagged.pixels, expected)
        XCTAssertNotEqual(tagged.colors, plain.colors, "the bars take the converted colours")
    }

    func testAPNGInSRGBIsLeftAsItIs() throws {
        let plainPath = Self.pngKinds + "/rgba.png"
        let sRGB = try bytes("/usr/share/color/icc/colord/sRGB.icc")
        let tagged = try DecodedImage.decode(try write(png(try bytes(plainPath), embedding: sRGB), "srgb.png")).get()
        XCTAssertEqual(tagged.pixels, try DecodedImage.decode(plainPath).get().pixels)
        XCTAssertNil(tagged.notice)
    }

    func testAProfileThatDoesNotFitThePNGIsNamedAndTheColoursKept() throws {
        let plainPath = Self.pngKinds + "/rgba.png"
        let grey = try bytes("/usr/share/color/icc/Gray.icc")
        let tagged = try DecodedImage.decode(try write(png(try bytes(plainPath), embedding: grey), "grey.png")).get()
        XCTAssertEqual(tagged.pixels, try DecodedImage.decode(plainPath).get().pixels)
        let notice = try XCTUnwrap(tagged.notice, "libpng's refusal is told")
        XCTAssertTrue(notice.hasPrefix("its colour profile does not fit the image (libpng: iCCP: "), notice)
        XCTAssertTrue(notice.hasSuffix("its colours are shown as stored, as sRGB"), notice)
    }

    func testAProfileBesideAnSRGBChunkIsNamedAndTheColoursKept() throws {
        let plainPath = Self.pngKinds + "/rgba.png"
        let grey = try bytes("/usr/share/color/icc/Gray.icc")
        let withGrey = png(try bytes(plainPath), embedding: grey)
        // An sRGB chunk (perceptual intent) after the header, before the profile.
        let tagged = Array(withGrey[..<33]) + Self.chunk("sRGB", [0]) + Array(withGrey[33...])
        let image = try DecodedImage.decode(try write(tagged, "srgb-and-grey.png")).get()
        XCTAssertEqual(image.pixels, try DecodedImage.decode(plainPath).get().pixels)
        XCTAssertEqual(
            image.notice,
            "it holds more than one colour profile (libpng: iCCP: too many profiles); its colours are shown as stored, as sRGB"
        )
    }

    func testAJPEGInDisplayP3IsShownInSRGB() throws {
        let p3Path = Self.fixtures + "/DisplayP3.icc"
        let taggedPath = directory + "/p3.jpg"
        let plainPath = directory + "/plain.jpg"
        try imageMagick(["-size", "16x16", "xc:rgb(200,100,50)", "-quality", "100", plainPath])
        try imageMagick(["-size", "16x16", "xc:rgb(200,100,50)", "-quality", "100", "-profile", p3Path, taggedPath])
        let plain = try DecodedImage.decode(plainPath).get()
        let tagged = try DecodedImage.decode(taggedPath).get()
        XCTAssertNil(tagged.notice)
        var expected = plain.pixels
        try SRGBTransform(profile: try bytes(p3Path)).convert(&expected)
        XCTAssertEqual(tagged.pixels, expected)
        // Little CMS makes P3's (200, 100, 50) sRGB's (214.9, 92.6, 31.0); the JPEG holds the
        // colour within a level or two.
        let pixel = tagged.pixels[8 * 16 + 8]
        XCTAssertEqual(Double(pixel >> 16 & 0xFF), 215, accuracy: 2)
        XCTAssertEqual(Double(pixel >> 8 & 0xFF), 93, accuracy: 2)
        XCTAssertEqual(Double(pixel & 0xFF), 31, accuracy: 2)
    }

    /// A profile built from lookup tables (`A2B0`), as printers' and some cameras' are, opens
    /// converted as Little CMS's own converter converts it: here colord's Adobe RGB sampled into
    /// tables by `linkicc`, which ImageMagick splits over several APP2 segments.
    func testAJPEGWithAProfileOfLookupTablesOpensConvertedAsTransiccConvertsIt() throws {
        let tables = directory + "/adobe-tables.icc"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/linkicc")
        process.arguments = ["-x", "-o", tables, "/usr/share/color/icc/colord/AdobeRGB1998.icc", "*Lab"]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertGreaterThan(try bytes(tables).count, 65_519, "more than one APP2 segment holds")
        let taggedPath = directory + "/tables.jpg"
        try imageMagick(["-size", "16x16", "xc:rgb(200,100,50)", "-quality", "100", "-profile", tables, taggedPath])
        let image = try DecodedImage.decode(taggedPath).get()
        XCTAssertNil(image.notice)
        // transicc -i adobe-tables.icc -o *sRGB -t0 turns (200, 100, 50) into (226.95, 98.98, 38.83).
        let pixel = image.pixels[8 * 16 + 8]
        XCTAssertEqual(Double(pixel >> 16 & 0xFF), 227, accuracy: 2)
        XCTAssertEqual(Double(pixel >> 8 & 0xFF), 99, accuracy: 2)
        XCTAssertEqual(Double(pixel & 0xFF), 39, accuracy: 2)
    }

    /// Photoshop writes its XMP, which can run to megabytes, before the profile: the JPEG still
    /// opens, in its profile's colours.
    func testAJPEGWhoseProfileFollowsMegabytesOfMetadataOpensConverted() throws {
        let p3Path = Self.fixtures + "/DisplayP3.icc"
        let taggedPath = directory + "/p3.jpg"
        try imageMagick(["-size", "360x640", "xc:rgb(200,100,50)", "-quality", "100", "-profile", p3Path, taggedPath])
        let tagged = try bytes(taggedPath)
        let xmp = Array("http://ns.adobe.com/xap/1.0/\0".utf8) + Array(repeating: UInt8(ascii: "x"), count: 65_000)
        let segment: [UInt8] = [0xFF, 0xE1, UInt8((xmp.count + 2) >> 8), UInt8((xmp.count + 2) & 0xFF)] + xmp
        let bloated = Array(tagged[..<2]) + Array((0..<32).map { _ in segment }.joined()) + Array(tagged[2...])
        let path = try write(bloated, "photoshop.jpg")
        let file = try ImageFile.inspect(path: path)
        XCTAssertEqual([file.width, file.height], [360, 640])
        let image = try DecodedImage.decode(path).get()
        XCTAssertEqual(image.pixels, try DecodedImage.decode(taggedPath).get().pixels)
        XCTAssertNotEqual(image.pixels[320 * 360 + 180] & 0xFF_FFFF, 0xC8_6432, "converted from P3")
    }

    func testAGreyProfileOnAColourJPEGIsNamedAndTheColoursKept() throws {
        let plainPath = directory + "/plain.jpg"
        try imageMagick(["-size", "16x16", "xc:rgb(200,100,50)", "-quality", "100", plainPath])
        let plain = try bytes(plainPath)
        // The profile's segment after the file's SOI marker, as an editor that tags it writes it.
        let grey = try bytes("/usr/share/color/icc/Gray.icc")
        let body = Array("ICC_PROFILE".utf8) + [0, 1, 1] + grey
        let segment: [UInt8] = [0xFF, 0xE2, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        let tagged = try DecodedImage.decode(try write(Array(plain[..<2]) + segment + Array(plain[2...]), "grey.jpg"))
            .get()
        XCTAssertEqual(tagged.pixels, try DecodedImage.decode(plainPath).get().pixels)
        XCTAssertEqual(
            tagged.notice, "\"Gray\" is for grey images, and the image is not; its colours are shown as stored, as sRGB"
        )
    }

    func testTheImageCacheHandsTheNoticeOnOnce() throws {
        let grey = try bytes("/usr/share/color/icc/Gray.icc")
        let path = try write(png(try bytes(Self.pngKinds + "/rgba.png"), embedding: grey), "grey.png")
        let cache = ImageCache()
        XCTAssertNotNil(cache.image(named: path))
        let findings = cache.takeFindings()
        XCTAssertEqual(findings.count, 1)
        XCTAssertEqual(findings.first?.notice?.text.contains("libpng: iCCP"), true)
        cache.removeAll()
        XCTAssertNotNil(cache.image(named: path))
        XCTAssertEqual(cache.takeFindings().compactMap(\.notice).count, 1, "a file decoded anew is told of anew")
    }

    /// In the window, as `snapnav FOLDER` opens it: the P3 screen shows its sRGB colour, and the
    /// screen whose profile cannot be used is named by its file, across the bottom.
    func testAFolderShowsP3InSRGBAndNamesTheProfileItCannotUse() throws {
        let orange = Color(red: 200, green: 100, blue: 50)
        try writeSolidPNG(orange, to: directory + "/1 home.png")
        try writeSolidPNG(orange, to: directory + "/2 chat.png")
        let p3 = try bytes(Self.fixtures + "/DisplayP3.icc")
        let grey = try bytes("/usr/share/color/icc/Gray.icc")
        _ = try write(png(try bytes(directory + "/1 home.png"), embedding: p3), "1 home.png")
        _ = try write(png(try bytes(directory + "/2 chat.png"), embedding: grey), "2 chat.png")
        let harness = try HeadlessApp(configPath: directory, decodesImagesInBackground: true)
        harness.watchPrototype(try PrototypeSource.resolve(directory))
        // The folder opens on its middle screen, the second of two.
        harness.app.runFrame()
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "2 chat")
        XCTAssertEqual(try harness.color(atX: 180, y: 320), orange, "its colours as stored")
        let toast = try XCTUnwrap(harness.app.tools.messages.toast?.banner.text)
        XCTAssertTrue(toast.hasPrefix("2 chat.png: its colour profile does not fit the image (libpng: iCCP: "), toast)
        XCTAssertEqual(harness.app.images.errors, [], "a profile it cannot use is no error: the screen shows")
        harness.drag(from: (60, 320), to: (300, 320))
        harness.run(seconds: 1)
        harness.app.runFrame()
        let shown = try harness.color(atX: 180, y: 320)
        var expected = [0xFF00_0000 | UInt32(orange.red) << 16 | UInt32(orange.green) << 8 | UInt32(orange.blue)]
        try SRGBTransform(profile: p3).convert(&expected)
        XCTAssertEqual(
            shown,
            Color(
                red: UInt8(expected[0] >> 16 & 0xFF), green: UInt8(expected[0] >> 8 & 0xFF),
                blue: UInt8(expected[0] & 0xFF)))
        XCTAssertNotEqual(shown, orange)
    }

    func imageMagick(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["convert"] + arguments
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "convert \(arguments.joined(separator: " "))")
    }

    /// `data` as a zlib stream of stored (uncompressed) blocks: what an iCCP chunk holds.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let length = min(65535, data.count - offset)
            let final: UInt8 = offset + length == data.count ? 1 : 0
            out += [
                final, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF),
            ]
            out += data[offset..<offset + length]
            offset += length
        } while offset < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let adler = b << 16 | a
        return out + [UInt8(adler >> 24), UInt8(adler >> 16 & 0xFF), UInt8(adler >> 8 & 0xFF), UInt8(adler & 0xFF)]
    }

    /// A PNG chunk of `type` holding `body`, with its length and CRC.
    static func chunk(_ type: String, _ body: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + body
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in typed {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
        }
        crc = ~crc
        func bigEndian(_ value: UInt32) -> [UInt8] {
            [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
        }
        return bigEndian(UInt32(body.count)) + typed + bigEndian(crc)
    }
}
