import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// Real colour profiles (Debian's colord-data and icc-profiles-free, a Display P3 profile made
/// by Little CMS, and one of lookup tables that Little CMS's `linkicc` makes from Adobe RGB)
/// converted to sRGB: known pixels, and every conversion checked against Little CMS's own
/// converter (`transicc`, perceptual, clipped to sRGB).
final class SRGBTransformTests: XCTestCase {
    static let colord = "/usr/share/color/icc/colord/"
    static let iccFree = "/usr/share/color/icc/"
    static let displayP3 = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/DisplayP3.icc").standardizedFileURL.path

    /// Channel values that reach the dark end, where curves differ most, and both ends.
    static let levels: [UInt8] = [0, 3, 17, 64, 128, 200, 255]
    static var grid: [Color] {
        levels.flatMap { r in levels.flatMap { g in levels.map { b in Color(red: r, green: g, blue: b) } } }
    }

    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "snapnav-transforms-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

    func transform(_ path: String) throws -> SRGBTransform { try SRGBTransform(profile: try bytes(path)) }

    /// `colors` converted by `transform`, as pixels are.
    func converted(_ colors: [Color], _ transform: SRGBTransform) -> [Color] {
        var pixels = colors.map {
            UInt32($0.alpha) << 24 | UInt32($0.red) << 16 | UInt32($0.green) << 8 | UInt32($0.blue)
        }
        transform.convert(&pixels)
        return pixels.map {
            Color(
                red: UInt8($0 >> 16 & 0xFF), green: UInt8($0 >> 8 & 0xFF), blue: UInt8($0 & 0xFF),
                alpha: UInt8($0 >> 24))
        }
    }

    /// A profile of lookup tables (an `A2B0` tag, no curves or matrix), as printers' and some
    /// cameras' are: Little CMS's `linkicc` samples Adobe RGB (colord-data's) into one.
    func lookupTableProfile() throws -> String {
        let path = directory + "/adobe-tables.icc"
        try run(
            "/usr/bin/linkicc",
            ["-x", "-d", "Adobe RGB in tables", "-o", path, Self.colord + "AdobeRGB1998.icc", "*Lab"])
        return path
    }

    func run(_ executable: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, "\(executable) \(arguments.joined(separator: " "))")
    }

    /// Little CMS's sRGB for each of `colors` in the profile at `path`; a grey profile's
    /// input is each colour's red.
    func reference(_ path: String, _ colors: [Color], grey: Bool = false) throws -> [Color] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/transicc")
        process.arguments = ["-i", path, "-o", "*sRGB", "-t0", "-s"]
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

    /// Converts the grid with the profile at `path` and compares it with `transicc`'s, to
    /// within `tolerance` levels of 255 on each channel.
    func assertConvertsLikeTransicc(
        _ path: String, tolerance: Int = 1, file: StaticString = #filePath, line: UInt = #line
    )
        throws
    {
        let colors = Self.grid
        let got = converted(colors, try transform(path))
        let expected = try reference(path, colors)
        for (index, (have, want)) in zip(got, expected).enumerated() {
            let difference = max(
                abs(Int(have.red) - Int(want.red)), abs(Int(have.green) - Int(want.green)),
                abs(Int(have.blue) - Int(want.blue)))
            if difference > tolerance {
                XCTFail("\(path): \(colors[index]) became \(have), transicc says \(want)", file: file, line: line)
                return
            }
        }
    }

    func testDisplayP3GivesKnownPixels() throws {
        let p3 = try transform(Self.displayP3)
        // P3's pure red lies outside sRGB: the nearest sRGB shows is its own pure red. P3's
        // (200, 100, 50) is sRGB's (214.9, 92.6, 31.0).
        let colors = converted([Color(red: 255, green: 0, blue: 0), Color(red: 200, green: 100, blue: 50)], p3)
        XCTAssertEqual(colors[0], Color(red: 255, green: 0, blue: 0))
        XCTAssertEqual(colors[1], Color(red: 215, green: 93, blue: 31))
        XCTAssertEqual(converted([.black, .white], p3), [.black, .white])
    }

    func testDisplayP3ConvertsAsTransiccDoes() throws {
        try assertConvertsLikeTransicc(Self.displayP3)
    }

    func testWorkingSpaceProfilesConvertAsTransiccDoes() throws {
        // Adobe RGB (gamma 563/256), ProPhoto (gamma 1.8 and a D50 white), Apple RGB (gamma
        // 1.8), Rec. 709 (its own parametric curve), and Wide Gamut RGB.
        for name in ["AdobeRGB1998", "ProPhotoRGB", "AppleRGB", "Rec709", "WideGamutRGB", "ECI-RGBv2"] {
            try assertConvertsLikeTransicc(Self.colord + name + ".icc")
        }
        try assertConvertsLikeTransicc(Self.iccFree + "compatibleWithAdobeRGB1998.icc")
    }

    func testAProfileOfLookupTablesConvertsAsTransiccDoes() throws {
        let path = try lookupTableProfile()
        // Little CMS resamples the tables and sRGB into one table of its own for eight-bit
        // pixels; where Adobe RGB's colours leave sRGB's, that table is two levels from
        // transicc's unrounded one.
        try assertConvertsLikeTransicc(path, tolerance: 2)
        // Sampled from Adobe RGB: its green is sRGB's most saturated green.
        let green = converted([Color(red: 0, green: 255, blue: 0)], try transform(path))[0]
        XCTAssertLessThanOrEqual(Int(green.red), 2)
        XCTAssertGreaterThanOrEqual(Int(green.green), 253)
    }

    func testGreyProfilesConvertAsTransiccDoes() throws {
        // A straight line over XYZ, whose dark end is steepest in sRGB, and a curve of
        // lightness over Lab.
        for name in ["Gray.icc", "Gray-CIE_L.icc"] {
            let path = Self.iccFree + name
            let greys = Self.levels.map { Color(red: $0, green: $0, blue: $0) }
            let got = converted(greys, try transform(path))
            let expected = try reference(path, greys, grey: true)
            for (have, want) in zip(got, expected) {
                XCTAssertEqual(have.red, have.blue, "\(name): grey stays grey")
                XCTAssertLessThanOrEqual(
                    abs(Int(have.red) - Int(want.red)), 1, "\(name): \(have), transicc says \(want)")
            }
        }
    }

    func testSRGBProfilesLeaveThePixelsAsTheyAre() throws {
        for path in [Self.colord + "sRGB.icc", Self.iccFree + "sRGB.icc"] {
            XCTAssertEqual(converted(Self.grid, try transform(path)), Self.grid, path)
        }
    }

    func testConversionKeepsAlpha() throws {
        let adobe = try transform(Self.colord + "AdobeRGB1998.icc")
        var pixels: [UInt32] = [0x8033_6699, 0x0033_6699, 0xFF12_3456]
        adobe.convert(&pixels)
        XCTAssertEqual(pixels.map { $0 >> 24 }, [0x80, 0x00, 0xFF])
        XCTAssertEqual(pixels[0] & 0xFF_FFFF, pixels[1] & 0xFF_FFFF)
        XCTAssertNotEqual(pixels[0] & 0xFF_FFFF, 0x33_6699)
        XCTAssertNotEqual(pixels[2] & 0xFF_FFFF, 0x12_3456)
    }

    func testProfilesItCannotUseAreRefusedWithTheReason() throws {
        func reason(_ bytes: [UInt8], channels: Int? = nil) -> String? {
            do throws(ColorProfileRefusal) {
                _ = try SRGBTransform(profile: bytes, channels: channels)
                return nil
            } catch {
                return error.reason
            }
        }
        XCTAssertEqual(reason(try bytes(Self.iccFree + "ITULab.icc")), "\"ITULab\" is for Lab colours, not RGB")
        let adobe = try bytes(Self.colord + "AdobeRGB1998.icc")
        XCTAssertEqual(
            reason(Array(adobe.prefix(4000))), "its colour profile is cut short (4000 of \(adobe.count) bytes)")
        XCTAssertEqual(
            reason(Array(repeating: 7, count: 300)), "its colour profile is damaged (it does not start as ICC's do)")
        XCTAssertEqual(
            reason(try bytes(Self.iccFree + "Gray.icc"), channels: 3),
            "\"Gray\" is for grey images, and the image is not")
        XCTAssertEqual(
            reason(adobe, channels: 1),
            "\"Compatible with Adobe RGB (1998)\" is for colour images, and the image is not")
        // The tag table's count made larger than the profile holds.
        var damaged = adobe
        damaged[128...131] = [0, 0, 0x40, 0]
        let said = try XCTUnwrap(reason(damaged))
        XCTAssertTrue(said.hasPrefix("its colour profile is damaged (Little CMS: "), said)
    }

    /// Real profiles with bytes flipped, cut or spliced, as a damaged download might leave them:
    /// each converts every colour, or is refused with a reason; none crashes.
    func testDamagedProfilesConvertOrAreRefusedWithoutACrash() throws {
        let sources = try [
            Self.displayP3, Self.colord + "AdobeRGB1998.icc", Self.colord + "Rec709.icc",
            Self.iccFree + "Gray-CIE_L.icc",
        ].map(bytes)
        var random = SplitMix64(seed: 24)
        var read = 0
        var refused = 0
        for round in 0..<3000 {
            var profile = sources[round % sources.count]
            for _ in 0..<(1 + Int(random.next() % 8)) {
                let index = Int(random.next() % UInt64(profile.count))
                switch random.next() % 3 {
                case 0: profile[index] = UInt8(truncatingIfNeeded: random.next())
                case 1: profile.removeSubrange(index...)
                default: profile[index] = 0xFF
                }
                if profile.isEmpty { break }
            }
            do throws(ColorProfileRefusal) {
                let transform = try SRGBTransform(profile: profile)
                _ = converted([.black, .white, Color(red: 200, green: 100, blue: 50)], transform)
                read += 1
            } catch {
                XCTAssertFalse(error.reason.isEmpty)
                refused += 1
            }
        }
        XCTAssertGreaterThan(read, 100, "flips in unused bytes leave a profile that converts")
        XCTAssertGreaterThan(refused, 100, "cuts leave profiles that are refused")
    }
}
