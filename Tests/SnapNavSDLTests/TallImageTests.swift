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
