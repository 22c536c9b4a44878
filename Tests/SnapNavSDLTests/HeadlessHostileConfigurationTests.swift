import CSDL2
import Foundation
import SnapNavCore
import SnapNavSDL
import XCTest

/// The hostile configurations that load (Tests/fixtures/hostile-configs) in a real headless
/// app: each opens, draws and swipes; titles in any script show glyphs or visible fallback
/// boxes; a missing font is refused by name.
final class HeadlessHostileConfigurationTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/hostile-configs").standardized

    /// How many pixels of the title box, between the title's margins, differ from the background.
    func titlePixels(_ harness: HeadlessApp, background: Color) throws -> Int {
        let frame = try harness.app.renderPixels()
        let scale = Double(frame.width) / Double(harness.app.window.size.width)
        let top = Int((Double(harness.app.window.size.height) / 2 - 24) * scale)
        let bottom = Int((Double(harness.app.window.size.height) / 2 + 24) * scale)
        var count = 0
        for y in top..<bottom {
            for x in Int(16 * scale)..<Int((Double(harness.app.window.size.width) - 16) * scale) {
                let argb = frame.pixels[y * frame.width + x]
                let color = Color(
                    red: UInt8(argb >> 16 & 0xFF), green: UInt8(argb >> 8 & 0xFF), blue: UInt8(argb & 0xFF))
                if color != background { count += 1 }
            }
        }
        return count
    }

    func testEveryLoadableHostileConfigurationOpensDrawsAndSwipes() throws {
        var opened = 0
        for file in try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).sorted() {
            let path = Self.directory.appendingPathComponent(file).path
            guard let configuration = try? Configuration.load(path: path) else { continue }
            let harness = try HeadlessApp(configPath: path)
            opened += 1
            let size = harness.app.window.size
            XCTAssertEqual(size.width, Int(configuration.window.width), file)
            let before = harness.app.navigator.horizontal.restingPage
            harness.drag(from: (Int32(size.width) - 20, 300), to: (20, 300))
            harness.run(seconds: 1)
            let navigator = harness.app.navigator
            XCTAssertTrue(navigator.horizontal.isAtRest, file)
            XCTAssertEqual(navigator.horizontal.restingPage, min(before + 1, navigator.horizontal.pageCount - 1), file)
            let frame = try harness.app.renderPixels()
            XCTAssertEqual(frame.pixels.count, frame.width * frame.height, file)
        }
        XCTAssertGreaterThanOrEqual(opened, 13)
    }

    func testTitlesInEveryScriptShowGlyphsOrVisibleFallbackBoxes() throws {
        let path = Self.directory.appendingPathComponent("non-latin-titles.json").path
        let configuration = try Configuration.load(path: path)
        for panel in configuration.panels {
            let harness = try HeadlessApp(configPath: path, start: panel.id)
            let pixels = try titlePixels(harness, background: panel.background)
            XCTAssertGreaterThan(pixels, 100, "\(panel.id): \"\(panel.title)\" shows nothing")
        }
    }

    func testAVeryLongTitleIsCutWithAnEllipsisInsideItsBox() throws {
        let path = Self.directory.appendingPathComponent("long-title.json").path
        let harness = try HeadlessApp(configPath: path)
        let camera = try XCTUnwrap(harness.app.configuration.panel("camera"))
        XCTAssertGreaterThan(camera.title.count, 10_000)
        let fitted = harness.app.canvas.fittedText(
            camera.title, style: TextStyle(size: 28, weight: .bold), width: 360 - 32)
        XCTAssertTrue(fitted.hasSuffix("…"), fitted)
        XCTAssertLessThan(fitted.count, 40)
        XCTAssertGreaterThan(try titlePixels(harness, background: camera.background), 100)
        XCTAssertEqual(try harness.color(atX: 8, y: 320), camera.background, "nothing spills past the margin")
    }

    func testAMissingFontIsRefusedNamingTheFile() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("snapnav-no-fonts-\(getpid())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let configuration = try Configuration.load(path: plainConfigPath)
        XCTAssertThrowsError(
            try SnapNavApp(configuration: configuration, headless: true, assetsDirectory: empty.path)
        ) { error in
            XCTAssertTrue("\(error)".contains("cannot open the font \(empty.path)/DejaVuSans"), "\(error)")
        }
        let harness = try HeadlessApp()
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "camera", "SDL starts again afterwards")
    }
}
