import Foundation
import SnapNavCore
import XCTest

/// A tall export's header and tab bar held in place with `pin` while the middle scrolls between
/// them: read with loud mistakes, and hotspots in a band staying with it.
final class PinnedBandTests: XCTestCase {
    /// 1080 × 4000, so 1333 points tall in a 360-point panel.
    static let feed = HotspotTests.feed

    func json(pin: String = #"{ "top": 88, "bottom": 83 }"#, fit: String = "", hotspots: String = "[]") -> String {
        """
        { "start": "camera", "horizontal": ["camera", "stories"], "vertical": ["camera", "feed"],
          "panels": {
            "camera": { "background": "#1E1E1E" }, "stories": { "background": "#9B55A0" },
            "feed": { "content": { "kind": "image", "file": "\(Self.feed)", \(fit) "pin": \(pin) },
                      "hotspots": \(hotspots) } } }
        """
    }

    func feedPanel(_ driver: CrossDriver) throws -> ImagePanelController {
        try XCTUnwrap(driver.navigator.currentPanel as? ImagePanelController)
    }

    /// A driver on the feed, scrolled `by` points with a drag held still before its release.
    func scrolledFeed(by distance: Double, hotspots: String = "[]") throws -> CrossDriver {
        let driver = try CrossDriver(json: json(hotspots: hotspots), start: "feed", standardPanels: true)
        let navigator = driver.navigator
        navigator.onTap = { [unowned navigator] in navigator.handleHotspotTap(at: $0) }
        driver.drag(by: Point(x: 0, y: -distance), from: Point(x: 180, y: 500), release: false)
        driver.holdStill()
        driver.release()
        driver.settle()
        return driver
    }

    func testThePinIsReadAndMistakesAreRefusedWithTheKeyPathAndTheLine() throws {
        let configuration = try Configuration.parse(json(), file: "p.json")
        guard case .image(let image) = configuration.panel("feed")?.kind else { return XCTFail("an image panel") }
        XCTAssertEqual(image.pin, PanelContent.Pin(top: 88, bottom: 83))
        /// Asserts that `json` is refused saying `problem` about `keyPath`, at line 4 and the
        /// column where `key` stands on it (after the image's path, whose length varies).
        func assertRefused(
            _ json: String, at key: String, _ keyPath: String, saying problem: String, line: UInt = #line
        ) {
            let fourth = json.split(separator: "\n", omittingEmptySubsequences: false)[3]
            let column = fourth.distance(from: fourth.startIndex, to: fourth.range(of: key)!.lowerBound) + 1
            XCTAssertThrowsError(try Configuration.parse(json, file: "p.json"), line: line) { error in
                XCTAssertEqual("\(error)", "p.json:4:\(column): \(keyPath): \(problem)", line: line)
            }
        }
        assertRefused(
            json(fit: #""fit": "fill","#), at: #""pin""#, "panels.feed.content.pin",
            saying: #"pins bands of an image that scrolls; it needs "fit": "width", not "fill""#)
        assertRefused(
            json(pin: #"{ "top": 400, "bottom": 240 }"#), at: #""pin""#, "panels.feed.content.pin",
            saying:
                "top and bottom together are 640 points, which leaves nothing of the configuration's 640-point "
                + "window to scroll in")
        assertRefused(
            json(pin: #"{ "top": -1 }"#), at: #""top""#, "panels.feed.content.pin.top",
            saying: "expected a number from 0 to 16384, found -1")
        assertRefused(
            json(pin: #"{ "header": 88 }"#), at: #""header""#, "panels.feed.content.pin.header",
            saying: #"unknown key; expected one of "top", "bottom""#)
    }

    func testTheBandsStayWhileTheMiddleScrollsBetweenThem() throws {
        let driver = try scrolledFeed(by: 200)
        let feed = try feedPanel(driver)
        XCTAssertEqual(feed.contentScrollOffset, 190, accuracy: 1, "a held drag scrolls with the finger, less the slop")
        let offset = feed.contentScrollOffset
        XCTAssertEqual(feed.contentPoint(at: Point(x: 10, y: 40)).y, 40, "the header is the export's own top")
        XCTAssertEqual(feed.contentPoint(at: Point(x: 10, y: 300)).y, 300 + offset, accuracy: 1e-9)
        XCTAssertEqual(
            feed.contentPoint(at: Point(x: 10, y: 600)).y, 600 + 4000.0 / 3 - 640, accuracy: 1e-9,
            "the tab bar is the export's own bottom")
        let tabBar = feed.placement(ofContent: Rect(x: 0, y: 4000.0 / 3 - 83, width: 360, height: 83))
        XCTAssertEqual(tabBar.frame.minY, 640 - 83, accuracy: 1e-9)
        XCTAssertEqual(tabBar.clip, Rect(x: 0, y: 557, width: 360, height: 83))
        let row = feed.placement(ofContent: Rect(x: 0, y: 300, width: 360, height: 40))
        XCTAssertEqual(row.frame.minY, 300 - offset, accuracy: 1e-9)
        XCTAssertEqual(row.clip, Rect(x: 0, y: 88, width: 360, height: 640 - 88 - 83), "shown only between the bands")
    }

    func testAHotspotInABandStaysWithItAndOneScrolledUnderABandIsCovered() throws {
        let driver = try scrolledFeed(
            by: 200,
            hotspots: ##"""
                [{ "frame": [120, 1260, 120, 60], "tap": { "go": "stories" } },
                 { "frame": [0, 220, 360, 40], "tap": { "go": "stories" } }]
                """##)
        let navigator = driver.navigator
        // The row at 220…260 is scrolled to 30…70, under the header, which covers it.
        driver.tap(at: Point(x: 180, y: 40))
        driver.settle()
        XCTAssertEqual(navigator.currentPanel.identifier, "feed", "the header covers the scrolled row")
        driver.tap(at: Point(x: 180, y: 600))
        driver.settle()
        XCTAssertEqual(navigator.currentPanel.identifier, "stories", "the tab bar's button, wherever it is scrolled")
    }

    func testAPinnedImageDrawsTheBandsInPlaceAndTheMiddleBetweenThem() throws {
        let driver = try scrolledFeed(by: 200)
        let feed = try feedPanel(driver)
        let canvas = DisplayList(size: Size(width: 360, height: 640))
        feed.draw(in: canvas, frame: Rect(x: 0, y: 0, width: 360, height: 640))
        let images = canvas.operations.compactMap { operation -> (Rect, Rect)? in
            if case .image(_, let rect, _, let clip) = operation { return (rect, clip) }
            return nil
        }
        XCTAssertEqual(images.count, 3)
        XCTAssertEqual(images.map(\.0.minY), [-feed.contentScrollOffset, 0, 640 - 4000.0 / 3])
        XCTAssertEqual(
            images.map(\.1),
            [
                Rect(x: 0, y: 88, width: 360, height: 469), Rect(x: 0, y: 0, width: 360, height: 88),
                Rect(x: 0, y: 557, width: 360, height: 83),
            ])
    }
}
