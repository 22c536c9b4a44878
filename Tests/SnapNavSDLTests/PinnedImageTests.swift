import CSDL2
import Foundation
import SnapNavCore
import XCTest

/// A tall export with its header and tab bar pinned, scrolled with a real SDL drag: the bands'
/// pixels stay where they are while the stripes between them move.
final class PinnedImageTests: XCTestCase {
    let header = Color(hex: "#E02020")!
    let tabBar = Color(hex: "#2040E0")!
    let stripes = [Color(hex: "#20A040")!, Color(hex: "#E0C020")!]

    /// Writes a 360 × 1600 export: an 80-row header, 120-row stripes, an 80-row tab bar.
    func writeExport(to path: String) throws {
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 360, 1600, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
        defer { SDL_FreeSurface(surface) }
        func fill(_ top: Int32, _ rows: Int32, _ color: Color) {
            var rect = SDL_Rect(x: 0, y: top, w: 360, h: rows)
            let argb = 0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
            XCTAssertEqual(SDL_FillRect(surface, &rect, argb), 0)
        }
        for index in 0..<12 { fill(80 + Int32(index) * 120, 120, stripes[index % 2]) }
        fill(0, 80, header)
        fill(1520, 80, tabBar)
        XCTAssertEqual(IMG_SavePNG(surface, path), 0, String(cString: SDL_GetError()))
    }

    /// The stripe's colour at content row `row`.
    func stripe(atRow row: Double) -> Color { stripes[Int((row - 80) / 120) % 2] }

    func testTheBandsStayInPlaceWhileTheMiddleScrollsAndTheTabBarsButtonAnswers() throws {
        let directory = try temporaryDirectory(for: self)
        try writeExport(to: directory + "/feed.png")
        try """
        { "start": "home", "horizontal": ["home", "feed"],
          "panels": { "home": { "background": "#202020" },
                      "feed": { "content": { "kind": "image", "file": "feed.png", "pin": { "top": 80, "bottom": 80 } },
                                "hotspots": [{ "frame": [120, 1530, 120, 60], "tap": { "go": "home" } }] } } }
        """.write(toFile: directory + "/snapnav.json", atomically: false, encoding: .utf8)
        let harness = try HeadlessApp(configPath: directory, start: "feed")
        XCTAssertEqual(try harness.color(atX: 180, y: 40), header)
        XCTAssertEqual(try harness.color(atX: 180, y: 600), tabBar, "the export's bottom, pinned to the panel's")
        XCTAssertEqual(try harness.color(atX: 180, y: 300), stripe(atRow: 300))

        harness.drag(from: (180, 500), to: (180, 150), steps: 10)
        harness.run(seconds: 2)
        let feed = try XCTUnwrap(harness.app.navigator.currentPanel as? ImagePanelController)
        let offset = feed.contentScrollOffset
        XCTAssertGreaterThan(offset, 300, "the drag scrolled the middle")
        XCTAssertEqual(try harness.color(atX: 180, y: 40), header, "the header stays")
        XCTAssertEqual(try harness.color(atX: 180, y: 600), tabBar, "the tab bar stays")
        // A row of the window away from any stripe's edge.
        let y = stride(from: 100.0, through: 540, by: 10).first {
            Int(($0 + offset - 80)) % 120 > 10 && Int(($0 + offset - 80)) % 120 < 110
        }!
        XCTAssertEqual(try harness.color(atX: 180, y: y), stripe(atRow: y + offset), "the middle scrolled")

        harness.pressMouse(x: 180, y: 600)
        harness.clock.advance(by: 0.05)
        harness.drag(from: (180, 600), to: (180, 600), steps: 1)
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "home", "the tab bar's button answers")
    }
}
