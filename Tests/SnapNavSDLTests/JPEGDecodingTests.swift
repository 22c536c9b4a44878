import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// JPEGs are decoded by libjpeg-turbo straight into the app's pixels, with their colour profile
/// in the same pass, on any thread, without a word on standard error: real files written by
/// ImageMagick, decoded to exactly what SDL_image makes of them.
final class JPEGDecodingTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures").standardizedFileURL.path
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "snapnav-jpegs-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    /// A JPEG of ImageMagick's built-in photograph, `arguments` saying how it is written.
    func jpeg(_ name: String, _ arguments: [String] = []) throws -> String {
        let path = directory + "/" + name
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["convert", "rose:", "-resize", "70x46!"] + arguments + [path]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "convert \(arguments.joined(separator: " "))")
        return path
    }

    func reason(_ path: String) -> String {
        guard case .failure(let failure) = DecodedImage.decode(path) else { return "decoded" }
        return failure.reason
    }

    func testEveryKindOfJPEGDecodesAsSDLImageDecodesIt() throws {
        let kinds: [(String, [String])] = [
            ("baseline.jpg", []), ("progressive.jpg", ["-interlace", "Plane"]),
            ("full-chroma.jpg", ["-sampling-factor", "1x1"]), ("grey.jpg", ["-colorspace", "Gray"]),
        ]
        for (name, arguments) in kinds {
            let path = try jpeg(name, arguments)
            let image = try DecodedImage.decode(path).get()
            XCTAssertEqual([image.width, image.height], [70, 46], name)
            XCTAssertEqual(image.pixels, try pixelsDecodedBySDLImage(path), name)
            XCTAssertNil(image.notice, name)
        }
        let grey = try DecodedImage.decode(directory + "/grey.jpg").get()
        XCTAssertTrue(grey.pixels.allSatisfy { $0 >> 16 & 0xFF == $0 & 0xFF && $0 >> 24 == 0xFF }, "grey and opaque")
    }

    /// Nothing says a profile's parts come in order: the second before the first is put back.
    func testAProfileSplitOverSegmentsOutOfOrderIsPutBackTogether() throws {
        let plainPath = try jpeg("plain.jpg")
        let plain = try bytes(plainPath)
        let profile = try bytes(Self.fixtures + "/DisplayP3.icc")
        func segment(_ sequence: UInt8, _ part: ArraySlice<UInt8>) -> [UInt8] {
            let body = Array("ICC_PROFILE".utf8) + [0, sequence, 2] + part
            return [0xFF, 0xE2, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        }
        let half = profile.count / 2
        let tagged = Array(plain[..<2]) + segment(2, profile[half...]) + segment(1, profile[..<half]) + plain[2...]
        let path = directory + "/split.jpg"
        try Data(tagged).write(to: URL(fileURLWithPath: path))
        let image = try DecodedImage.decode(path).get()
        var expected = try DecodedImage.decode(plainPath).get().pixels
        try SRGBTransform(profile: profile).convert(&expected)
        XCTAssertNil(image.notice)
        XCTAssertEqual(image.pixels, expected)
    }

    func testDamagedJPEGsSayWhy() throws {
        let whole = try bytes(try jpeg("whole.jpg"))
        let cut = directory + "/cut.jpg"
        try Data(whole.prefix(whole.count / 2)).write(to: URL(fileURLWithPath: cut))
        XCTAssertEqual(reason(cut), "the file ends before the image does")
        // The frame header's precision, 8, made 3.
        var damaged = whole
        let frame = try XCTUnwrap((0..<damaged.count - 1).first { damaged[$0] == 0xFF && damaged[$0 + 1] == 0xC0 })
        damaged[frame + 4] = 3
        let damagedPath = directory + "/damaged.jpg"
        try Data(damaged).write(to: URL(fileURLWithPath: damagedPath))
        XCTAssertEqual(reason(damagedPath), "the JPEG data is damaged (Unsupported JPEG data precision 3)")
        XCTAssertEqual(
            reason(try jpeg("print.jpg", ["-colorspace", "CMYK"])),
            "it is a CMYK JPEG, made for printing; export it in RGB to show it")
        XCTAssertEqual(reason(directory + "/missing.jpg"), "the file cannot be opened (No such file or directory)")
    }

    func testDecodingOnManyThreadsAtOnceGivesEachTheSameImage() throws {
        let path = try jpeg("shared.jpg", ["-profile", Self.fixtures + "/DisplayP3.icc"])
        let whole = try bytes(path)
        let cut = directory + "/cut.jpg"
        try Data(whole.prefix(whole.count / 2)).write(to: URL(fileURLWithPath: cut))
        let expected = try DecodedImage.decode(path).get().pixels
        let results = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 8)
        defer { results.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let damaged = DecodedImage.decode(cut)
            let good = DecodedImage.decode(path)
            results[index] = (try? good.get().pixels) == expected && (try? damaged.get()) == nil
        }
        XCTAssertEqual(Array(results), Array(repeating: true, count: 8))
    }
}
