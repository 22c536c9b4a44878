import Foundation
import XCTest

@testable import SnapNavCore

/// Real colour profiles (Debian's colord-data and icc-profiles-free, and a Display P3 profile
/// made by Little CMS), read and converted to sRGB, every conversion checked against Little
/// CMS's own (`transicc`, relative colorimetric, clipped to sRGB).
final class ColorProfileTests: XCTestCase {
    static let colord = "/usr/share/color/icc/colord/"
    static let iccFree = "/usr/share/color/icc/"
    static let displayP3 = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/DisplayP3.icc").standardizedFileURL.path

    /// Channel values that reach the dark end, where curves differ most, and both ends.
    static let levels: [UInt8] = [0, 3, 17, 64, 128, 200, 255]
    static var grid: [Color] {
        levels.flatMap { r in levels.flatMap { g in levels.map { b in Color(red: r, green: g, blue: b) } } }
    }

    func profile(_ path: String) throws -> ColorProfile {
        try ColorProfile(icc: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))))
    }

    /// Little CMS's sRGB for each of `colors` in the profile at `path`; a grey profile's
    /// input is each colour's red.
    func reference(_ path: String, _ colors: [Color], grey: Bool = false) throws -> [Color] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/transicc")
        process.arguments = ["-i", path, "-o", "*sRGB", "-t1", "-s"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let lines = colors.map { grey ? "\($0.red)\n" : "\($0.red) \($0.green) \($0.blue)\n" }.joined()
        input.fileHandleForWriting.write(Data(lines.utf8))
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let results = text.split(separator: "\n").filter { $0.hasPrefix("R=") }.map { line -> Color in
            let values = line.split(separator: " ").map { Double($0.split(separator: "=")[1])! }
            func channel(_ value: Double) -> UInt8 { UInt8(min(max(value.rounded(), 0), 255)) }
            return Color(red: channel(values[0]), green: channel(values[1]), blue: channel(values[2]))
        }
        XCTAssertEqual(results.count, colors.count, "transicc answered every colour")
        return results
    }

    /// Converts the grid with the profile at `path` and compares it with Little CMS's, to
    /// within `tolerance` levels of 255 on each channel.
    func assertConvertsLikeLittleCMS(
        _ path: String, tolerance: Int = 1, file: StaticString = #filePath, line: UInt = #line
    )
        throws
    {
        let colors = Self.grid
        let conversion = try XCTUnwrap(SRGBConversion(from: try profile(path)), "\(path) is not sRGB")
        let expected = try reference(path, colors)
        var worst = 0
        for (color, want) in zip(colors, expected) {
            let got = conversion.convert(color)
            let difference = max(
                abs(Int(got.red) - Int(want.red)), abs(Int(got.green) - Int(want.green)),
                abs(Int(got.blue) - Int(want.blue)))
            worst = max(worst, difference)
            if difference > tolerance {
                XCTFail("\(path): \(color) became \(got), Little CMS says \(want)", file: file, line: line)
                return
            }
        }
        XCTAssertLessThanOrEqual(worst, tolerance, file: file, line: line)
    }

    func testDisplayP3ConvertsAsLittleCMSDoes() throws {
        try assertConvertsLikeLittleCMS(Self.displayP3)
        let p3 = try profile(Self.displayP3)
        XCTAssertEqual(p3.name, "Display P3")
        // P3's pure red lies outside sRGB: the nearest sRGB shows is its own pure red, and a
        // P3 orange is more saturated than the same numbers read as sRGB.
        let conversion = try XCTUnwrap(SRGBConversion(from: p3))
        XCTAssertEqual(conversion.convert(Color(red: 255, green: 0, blue: 0)), Color(red: 255, green: 0, blue: 0))
        let orange = conversion.convert(Color(red: 200, green: 100, blue: 50))
        XCTAssertGreaterThan(orange.red, 200)
        XCTAssertLessThan(orange.blue, 50)
    }

    func testWorkingSpaceProfilesConvertAsLittleCMSDoes() throws {
        // Adobe RGB (gamma 563/256), ProPhoto (gamma 1.8 and a D50 white), Apple RGB (gamma
        // 1.8), Rec. 709 (its own parametric curve), and Wide Gamut RGB.
        for name in ["AdobeRGB1998", "ProPhotoRGB", "AppleRGB", "Rec709", "WideGamutRGB", "ECI-RGBv2"] {
            try assertConvertsLikeLittleCMS(Self.colord + name + ".icc")
        }
        try assertConvertsLikeLittleCMS(Self.iccFree + "compatibleWithAdobeRGB1998.icc")
    }

    func testGreyProfilesConvertAsLittleCMSDoes() throws {
        // Gamma 2.2 over XYZ, and a curve of lightness over Lab.
        for name in ["Gray.icc", "Gray-CIE_L.icc"] {
            let path = Self.iccFree + name
            let conversion = try XCTUnwrap(SRGBConversion(from: try profile(path)))
            let greys = Self.levels.map { Color(red: $0, green: $0, blue: $0) }
            let expected = try reference(path, greys, grey: true)
            for (grey, want) in zip(greys, expected) {
                let got = conversion.convert(grey)
                XCTAssertEqual(got.red, got.blue, "\(name): grey stays grey")
                XCTAssertLessThanOrEqual(
                    abs(Int(got.red) - Int(want.red)), 1, "\(name): \(grey) became \(got), Little CMS says \(want)")
            }
        }
    }

    func testSRGBProfilesAskForNoConversion() throws {
        for path in [Self.colord + "sRGB.icc", Self.iccFree + "sRGB.icc"] {
            let sRGB = try profile(path)
            XCTAssertTrue(sRGB.isSRGB, path)
            XCTAssertNil(SRGBConversion(from: sRGB), path)
        }
        XCTAssertFalse(try profile(Self.colord + "Rec709.icc").isSRGB, "Rec. 709 has sRGB's primaries, not its curve")
    }

    func testConversionKeepsAlphaAndConvertsEveryPixel() throws {
        let conversion = try XCTUnwrap(SRGBConversion(from: try profile(Self.colord + "AdobeRGB1998.icc")))
        var pixels: [UInt32] = [0x8000_FF00, 0x0000_FF00, 0xFF12_3456]
        pixels.withUnsafeMutableBufferPointer { conversion.convert($0) }
        XCTAssertEqual(pixels.map { $0 >> 24 }, [0x80, 0x00, 0xFF])
        let green = conversion.convert(Color(red: 0, green: 255, blue: 0))
        XCTAssertEqual(pixels[0] & 0xFF_FFFF, UInt32(green.red) << 16 | UInt32(green.green) << 8 | UInt32(green.blue))
        XCTAssertEqual(pixels[0] & 0xFF_FFFF, pixels[1] & 0xFF_FFFF)
        XCTAssertNotEqual(pixels[2] & 0xFF_FFFF, 0x12_3456)
    }

    func testProfilesItCannotUseAreRefusedWithTheReason() throws {
        func reason(_ bytes: [UInt8]) -> String? {
            do {
                _ = try ColorProfile(icc: bytes)
                return nil
            } catch {
                return error.reason
            }
        }
        let lab = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.iccFree + "ITULab.icc")))
        XCTAssertEqual(reason(lab)?.hasSuffix("is for Lab colours, not RGB"), true, reason(lab) ?? "")

        let adobe = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.colord + "AdobeRGB1998.icc")))
        let cut = Array(adobe.prefix(4000))
        XCTAssertEqual(reason(cut), "its colour profile is cut short (4000 of \(adobe.count) bytes)")
        XCTAssertEqual(
            reason(Array(repeating: 7, count: 300)), "its colour profile is damaged (it does not start as ICC's do)")

        // The same profile with its red colorant's tag renamed to a lookup table's.
        var tables = adobe
        let count = Int(adobe[128]) << 24 | Int(adobe[129]) << 16 | Int(adobe[130]) << 8 | Int(adobe[131])
        let entry = try XCTUnwrap(
            (0..<count).map { 132 + $0 * 12 }.first { Array(adobe[$0..<$0 + 4]) == Array("rXYZ".utf8) })
        tables.replaceSubrange(entry..<entry + 4, with: Array("A2B0".utf8))
        XCTAssertEqual(
            reason(tables),
            "\"Compatible with Adobe RGB (1998)\" is built from lookup tables, which SnapNav does not convert")
    }

    /// Real profiles with bytes flipped, cut or spliced, as a damaged download might leave them:
    /// each is read and converts every colour, or is refused with a reason; none crashes.
    func testDamagedProfilesAreReadOrRefusedWithoutACrash() throws {
        let sources = try [
            Self.displayP3, Self.colord + "AdobeRGB1998.icc", Self.colord + "Rec709.icc",
            Self.iccFree + "Gray-CIE_L.icc",
        ].map { [UInt8](try Data(contentsOf: URL(fileURLWithPath: $0))) }
        var random = SplitMix64(seed: 24)
        var read = 0
        var refused = 0
        for round in 0..<3000 {
            var bytes = sources[round % sources.count]
            for _ in 0..<(1 + Int(random.next() % 8)) {
                let index = Int(random.next() % UInt64(bytes.count))
                switch random.next() % 3 {
                case 0: bytes[index] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes.removeSubrange(index...)
                default: bytes[index] = 0xFF
                }
                if bytes.isEmpty { break }
            }
            do {
                let profile = try ColorProfile(icc: bytes)
                let colors = [Color.black, .white, Color(red: 200, green: 100, blue: 50)]
                if let conversion = SRGBConversion(from: profile) { _ = colors.map(conversion.convert) }
                read += 1
            } catch {
                XCTAssertFalse(error.reason.isEmpty)
                refused += 1
            }
        }
        XCTAssertGreaterThan(read, 100, "flips in unused bytes leave a profile that reads")
        XCTAssertGreaterThan(refused, 100, "cuts leave profiles that are refused")
    }

    func testAProfileSplitOverJPEGSegmentsIsPutBackInOrder() throws {
        let profile = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.displayP3)))
        func segment(_ sequence: UInt8, of total: UInt8, _ part: ArraySlice<UInt8>) -> [UInt8] {
            let body = Array("ICC_PROFILE".utf8) + [0, sequence, total] + part
            let length = body.count + 2
            return [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + body
        }
        let half = profile.count / 2
        let app0: [UInt8] = [0xFF, 0xE0, 0x00, 0x07] + Array("JFIF\0".utf8)
        // A baseline frame header: 8 bits, 2 × 2 pixels, 3 channels of 3 bytes each.
        let frame: [UInt8] = [0xFF, 0xC0, 0x00, 0x11, 8, 0, 2, 0, 2, 3] + Array(repeating: 0, count: 9)
        // The second part first, as nothing says the parts come in order.
        let jpeg: [UInt8] =
            [0xFF, 0xD8] + app0 + segment(2, of: 2, profile[half...]) + segment(1, of: 2, profile[..<half])
            + frame + [0xFF, 0xDA, 0x00, 0x02, 0x12, 0x34]
        XCTAssertEqual(JPEGColorProfile.find(inJPEG: jpeg), JPEGColorProfile(bytes: profile, channels: 3))
        XCTAssertNil(JPEGColorProfile.find(inJPEG: [0xFF, 0xD8] + app0 + [0xFF, 0xDA, 0x00, 0x02]))
        XCTAssertNil(JPEGColorProfile.find(inJPEG: Array("not a jpeg".utf8)))
        // A segment whose length runs past the file ends the search without a crash.
        XCTAssertNil(JPEGColorProfile.find(inJPEG: [0xFF, 0xD8, 0xFF, 0xE2, 0xFF, 0xFF, 0x00]))
    }
}
