import CSDL2
import Foundation
import SnapNavCommandLine
import SnapNavCore
import SnapNavTesting
import XCTest

/// `--scale N`: the window has N pixels per point, every drawing is crisp at N, and input in
/// the window's pixels maps back to points.
final class HeadlessPixelDensityTests: XCTestCase {
    static let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/screens").standardizedFileURL.path
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "snapnav-density-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A configuration with one image panel showing `screen` from the fixtures.
    func imageConfiguration(_ screen: String, window: String = "") -> String {
        let config = directory + "/snapnav.json"
        let text = """
            { "window": { "width": 360, "height": 640 \(window) }, "start": "home", "horizontal": ["home"],
              "panels": { "home": { "content": { "kind": "image", "file": "\(Self.screens)/\(screen)" } } } }
            """
        _ = FileManager.default.createFile(atPath: config, contents: Data(text.utf8))
        return config
    }

    /// The blue channel down the column at pixel `x`, rows `rows`.
    func column(_ frame: (width: Int, height: Int, pixels: [UInt32]), x: Int, rows: Range<Int>) -> [UInt32] {
        rows.map { frame.pixels[$0 * frame.width + x] & 0xFF }
    }

    func testThreeTimesHairlinesComeOutAsAnEvenGreyAtOneTimes() throws {
        let harness = try HeadlessApp(configPath: imageConfiguration("hairlines.png"))
        let frame = try harness.app.renderPixels()
        XCTAssertEqual(frame.width, 360)
        let values = column(frame, x: 180, rows: 200..<440)
        let greys = values.filter { $0 < 0xF0 }
        // The lines are 9 export pixels apart: 3 points, so 80 of them in 240 rows.
        XCTAssertEqual(values.filter { $0 < 0x40 }.count, 0, "no hairline stays black")
        XCTAssertEqual(greys.count, 80, "every hairline shows")
        XCTAssertLessThanOrEqual((greys.max() ?? 0) - (greys.min() ?? 0), 2, "every hairline is the same grey")
        XCTAssertEqual(Double(greys.first ?? 0), 255 * 2 / 3, accuracy: 3, "a third of a point of black")
    }

    func testAtThreeTimesEveryHairlineIsOneCrispBlackPixel() throws {
        let harness = try HeadlessApp(configPath: imageConfiguration("hairlines.png"), scale: 3)
        XCTAssertEqual(harness.app.window.size.width, 360, "the window's size in points")
        let frame = try harness.app.renderPixels()
        XCTAssertEqual(frame.width, 1080)
        XCTAssertEqual(frame.height, 1920)
        let values = column(frame, x: 540, rows: 600..<1320)
        XCTAssertEqual(values.filter { $0 == 0 }.count, 80, "80 black lines")
        XCTAssertEqual(values.filter { $0 == 0xFF }.count, 640, "and ink between them, nothing grey")
    }

    func testTheWindowScaleComesFromTheConfigurationAndTheFlagWins() throws {
        let config = imageConfiguration("home.png", window: #", "scale": 2"#)
        XCTAssertEqual(try HeadlessApp(configPath: config).app.renderPixels().width, 720)
        XCTAssertEqual(try HeadlessApp(configPath: config, scale: 3).app.renderPixels().width, 1080)
    }

    func testTextIsDrawnWithThePixelsOfItsScale() throws {
        // The chat title, "Chat", white on blue between 50 and 90 points down.
        // Ink is the red channel above the background's 0x3C, so anti-aliased edges count in part.
        func title(scale: Int) throws -> (frame: (width: Int, height: Int, pixels: [UInt32]), ink: Int) {
            let harness = try HeadlessApp(configPath: demoConfigPath, scale: Double(scale), start: "chat")
            let frame = try harness.app.renderPixels()
            var ink = 0
            for y in 50 * scale..<90 * scale {
                for x in 0..<120 * scale { ink += max(0, Int(frame.pixels[y * frame.width + x] >> 16 & 0xFF) - 0x3C) }
            }
            return (frame, ink)
        }
        let one = try title(scale: 1)
        let two = try title(scale: 2)
        XCTAssertGreaterThan(one.ink, 100 * 0xC3)
        XCTAssertEqual(Double(two.ink) / Double(one.ink), 4, accuracy: 0.3, "the same text, four times the pixels")
        // A 1× frame stretched to 2× is made of uniform 2×2 blocks; text drawn at 2× is not.
        var splitBlocks = 0
        for y in stride(from: 100, to: 180, by: 2) {
            for x in stride(from: 0, to: 240, by: 2) {
                let row = y * two.frame.width
                let block = [row + x, row + x + 1, row + two.frame.width + x, row + two.frame.width + x + 1]
                if Set(block.map { two.frame.pixels[$0] }).count > 1 { splitBlocks += 1 }
            }
        }
        XCTAssertGreaterThan(splitBlocks, 100, "glyph edges fall inside 2×2 blocks")
    }

    func testAMouseDragInWindowPixelsMovesTheContentByPoints() throws {
        let harness = try HeadlessApp(scale: 2)
        // 240 window pixels at 2× are 120 points, of which the first 10 are the drag's slop.
        harness.pushMouseButton(down: true, x: 600, y: 640)
        for step in 1...12 { harness.pushMouseMotion(x: 600 - Int32(step) * 20, y: 640) }
        harness.app.processEvents()
        XCTAssertEqual(harness.app.navigator.horizontalProgress, 110.0 / 360.0, accuracy: 0.005)
    }

    func testAResizeInWindowPixelsIsAResizeInPoints() throws {
        let harness = try HeadlessApp(scale: 2)
        harness.push(harness.events.window(SDL_WINDOWEVENT_SIZE_CHANGED, 800, 1000))
        harness.app.processEvents()
        XCTAssertEqual(harness.app.navigator.horizontal.bounds, Size(width: 400, height: 500))
    }

    func testAScaleOutsideOneToFourIsRefusedNamingTheKey() throws {
        let config = imageConfiguration("home.png", window: #", "scale": 8"#)
        XCTAssertThrowsError(try Configuration.load(path: config)) { error in
            XCTAssertEqual("\(error)", "\(config):1:45: window.scale: expected a number from 1 to 4, found 8")
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["--scale", "0"])) { error in
            XCTAssertEqual("\(error)", #"--scale expects a number from 1 to 4 (pixels per point), found "0""#)
        }
    }
}
