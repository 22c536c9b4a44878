import CSDL2
import Foundation
import SnapNavCore
import XCTest

/// A 1080×4000 export on a 360×640 panel: scaled to the panel's width it is 1333 points tall,
/// and dragging scrolls it to its last pixel, where it stays across swipes to other panels.
final class TallImageTests: XCTestCase {
    let lastBand = Color(hex: "#0B7A75")!
    let firstBand = Color(hex: "#111111")!

    func makeHarness() throws -> HeadlessApp {
        let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../fixtures/screens").standardizedFileURL.path
        let directory = try temporaryDirectory(for: self)
        try """
        { "start": "home", "horizontal": ["home", "feed"],
          "panels": { "home": { "background": "#202020" },
                      "feed": { "content": { "kind": "image", "file": "\(screens)/feed.png" } } } }
        """.write(toFile: directory + "/snapnav.json", atomically: false, encoding: .utf8)
        return try HeadlessApp(configPath: directory, start: "feed")
    }

    func testATallExportScrollsToItsEndAndKeepsItsPlaceAcrossSwipes() throws {
        let harness = try makeHarness()
        let feed = try XCTUnwrap(harness.app.navigator.currentPanel as? ImagePanelController)
        XCTAssertEqual(feed.fit, .width, "taller than the panel: scaled to its width")
        XCTAssertEqual(try harness.color(atX: 180, y: 10), firstBand)
        XCTAssertEqual(feed.nestedMaximumOffset, 4000.0 / 3 - 640, accuracy: 1)
        for _ in 0..<6 {
            harness.drag(from: (180, 560), to: (180, 100), steps: 8)
            harness.run(seconds: 2)
        }
        XCTAssertEqual(feed.nestedContentOffset, feed.nestedMaximumOffset, accuracy: 0.5, "at its end")
        XCTAssertEqual(try harness.color(atX: 180, y: 635), lastBand, "its last pixels show")
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "feed", "vertical drags scroll, not page")

        harness.drag(from: (60, 320), to: (300, 320))
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "home")
        harness.drag(from: (300, 320), to: (60, 320))
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "feed")
        XCTAssertEqual(feed.nestedContentOffset, feed.nestedMaximumOffset, accuracy: 0.5, "its place is kept")
        XCTAssertEqual(try harness.color(atX: 180, y: 635), lastBand)
    }
}

/// An export taller than any texture can be: 1170 × 20000 (23.4 megapixels, within the budget)
/// at 3×, drawn in strips that meet without a gap.
extension TallImageTests {
    /// Writes a `width` × `height` PNG of horizontal bands `band` rows tall, alternating `colors`.
    func writeBands(_ colors: [Color], width: Int32, height: Int32, band: Int32, to path: String) throws {
        let surface = try XCTUnwrap(
            SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        var top: Int32 = 0
        var index = 0
        while top < height {
            let color = colors[index % colors.count]
            var rect = SDL_Rect(x: 0, y: top, w: width, h: min(band, height - top))
            let argb = 0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
            XCTAssertEqual(SDL_FillRect(surface, &rect, argb), 0)
            top += band
            index += 1
        }
        XCTAssertEqual(IMG_SavePNG(surface, path), 0, String(cString: SDL_GetError()))
    }

    func testAnExportTallerThanATextureScrollsWholeAtThreeTimes() throws {
        let directory = try temporaryDirectory(for: self)
        let red = Color(hex: "#E02020")!
        let blue = Color(hex: "#2040E0")!
        // 999-pixel bands: strip edges (every 4096 rows or so at 3×) never fall on a band's edge.
        try writeBands([red, blue], width: 1170, height: 20000, band: 999, to: directory + "/long.png")
        try """
        { "window": { "width": 390, "height": 844, "scale": 3 }, "start": "long", "horizontal": ["long"],
          "panels": { "long": { "background": "#00FF00", "content": { "kind": "image", "file": "long.png" } } } }
        """.write(toFile: directory + "/snapnav.json", atomically: false, encoding: .utf8)
        let harness = try HeadlessApp(configPath: directory)
        let long = try XCTUnwrap(harness.app.navigator.currentPanel as? ImagePanelController)
        XCTAssertEqual(long.nestedMaximumOffset, 20000.0 / 3 - 844, accuracy: 1)
        // The top, across the first strip's end (row 4096, point 1365), the middle, and the end.
        for offset in [0, 1100, 3000, long.nestedMaximumOffset] {
            long.beginNestedDragging()
            long.updateNestedDragging(by: long.nestedContentOffset - offset)
            long.endNestedDragging(velocity: 0)
            XCTAssertEqual(long.nestedContentOffset, offset, accuracy: 0.5)
            let frame = try harness.app.renderPixels()
            XCTAssertEqual(frame.width, 1170)
            // Down the middle column: only the image's two colours, never the panel's green
            // showing through a gap between strips, and each band exactly where it belongs.
            var wrong = 0
            for y in 0..<frame.height {
                let row = Int((offset * 3).rounded()) + y
                // Rows at a band's edge may be averaged with the next band.
                guard row % 999 > 1 && row % 999 < 998 else { continue }
                let expected = row / 999 % 2 == 0 ? red : blue
                let argb = UInt32(expected.red) << 16 | UInt32(expected.green) << 8 | UInt32(expected.blue)
                if frame.pixels[y * frame.width + 585] & 0xFFFFFF != argb { wrong += 1 }
            }
            XCTAssertEqual(wrong, 0, "rows out of place at offset \(offset)")
        }
    }
}
