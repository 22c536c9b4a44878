import Foundation
import SnapNavCore
import XCTest

/// Tap areas on a designer's screens: read from the configuration with loud mistakes, hit in
/// the panel's (or its scrolled content's) points, navigating with the spring, and flashing
/// when a tap hits none.
final class HotspotTests: XCTestCase {
    static let feed = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/screens/feed.png").standardizedFileURL.path

    /// The cross with `chat` holding `hotspots` (JSON), and `feed`, a 1080 × 4000 export that
    /// scrolls, holding `feedHotspots`.
    func json(hotspots: String, feedHotspots: String = "[]") -> String {
        """
        { "start": "camera", "horizontal": ["chat", "camera", "stories"], "vertical": ["camera", "feed"],
          "panels": {
            "chat": { "background": "#3CB2E2",
                      "hotspots": \(hotspots) },
            "camera": { "background": "#1E1E1E" },
            "stories": { "background": "#9B55A0" },
            "feed": { "content": { "kind": "image", "file": "\(Self.feed)" },
                      "hotspots": \(feedHotspots) } } }
        """
    }

    /// A driver whose taps go to the hotspots, as the app routes those the bars do not take.
    func driver(hotspots: String, feedHotspots: String = "[]", start: String = "chat") throws -> CrossDriver {
        let driver = try CrossDriver(
            json: json(hotspots: hotspots, feedHotspots: feedHotspots), start: start, standardPanels: true)
        let navigator = driver.navigator
        navigator.onTap = { [unowned navigator] in navigator.handleHotspotTap(at: $0) }
        return driver
    }

    func assertRefused(_ hotspots: String, saying expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try Configuration.parse(json(hotspots: hotspots), file: "h.json"), line: line) { error in
            XCTAssertEqual("\(error)", expected, line: line)
        }
    }

    func testHotspotsAreReadWithTheirFramesAndActions() throws {
        let configuration = try Configuration.parse(
            json(hotspots: ##"[{ "frame": [0, 120, 360, 72], "tap": { "go": "stories" } }]"##), file: "h.json")
        XCTAssertEqual(
            configuration.panel("chat")?.hotspots,
            [Hotspot(frame: Rect(x: 0, y: 120, width: 360, height: 72), action: .go("stories"))])
    }

    func testMistakesAreRefusedWithTheKeyPathAndTheLine() {
        assertRefused(
            ##"[{ "frame": [0, 0, 10, 10], "tap": { "go": "stroies" } }]"##,
            saying: #"h.json:4:64: panels.chat.hotspots[0].tap.go: "stroies" is not a panel; did you mean "stories"?"#)
        assertRefused(
            ##"[{ "frame": [0, 0, 10, 10], "tap": { "go": "camera" } }, { "frame": [300, 600, 90, 84], "tap": { "go": "camera" } }]"##,
            saying:
                "h.json:4:86: panels.chat.hotspots[1].frame: [300, 600, 90, 84] reaches past the panel's content, "
                + "360 × 640 points in the configuration's window")
        assertRefused(
            ##"[{ "frame": [0, 0, 10], "tap": { "go": "camera" } }]"##,
            saying:
                "h.json:4:30: panels.chat.hotspots[0].frame: expected [x, y, width, height], four numbers in the panel's points"
        )
        assertRefused(
            ##"[{ "frame": [0, 0, 0, 10], "tap": { "go": "camera" } }]"##,
            saying: "h.json:4:46: panels.chat.hotspots[0].frame[2]: expected a number greater than 0, found 0")
        assertRefused(
            ##"[{ "frame": [0, 0, 10, 10], "tap": { "goto": "camera" } }]"##,
            saying:
                #"h.json:4:64: panels.chat.hotspots[0].tap.goto: unknown key; expected one of "go", "push", "present", "back", "spring", "transition", "sheet""#
        )
        assertRefused(
            ##"[{ "frame": [0, 0, 10, 10] }]"##,
            saying:
                #"h.json:4:28: panels.chat.hotspots[0].tap: missing; expected what a tap does, such as { "go": "camera" }"#
        )
    }

    func testATallScreensFramesReachAsFarAsItsContent() throws {
        // 1080 × 4000 scaled to 360 points wide is 1333 points tall.
        XCTAssertNoThrow(
            try Configuration.parse(
                json(hotspots: "[]", feedHotspots: ##"[{ "frame": [0, 1250, 360, 80], "tap": { "go": "camera" } }]"##),
                file: "h.json"))
        XCTAssertThrowsError(
            try Configuration.parse(
                json(hotspots: "[]", feedHotspots: ##"[{ "frame": [0, 1300, 360, 80], "tap": { "go": "camera" } }]"##),
                file: "h.json"))
    }

    func testATapOnAHotspotGoesToItsPanelWithTheSpring() throws {
        let driver = try self.driver(hotspots: ##"[{ "frame": [0, 120, 360, 72], "tap": { "go": "stories" } }]"##)
        driver.tap(at: Point(x: 100, y: 150))
        driver.frames(3)
        XCTAssertTrue(driver.navigator.isAnimating, "it settles there, not jumps")
        driver.settle()
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "stories")
    }

    func testASwipeThatStartsOnAHotspotIsStillASwipe() throws {
        let driver = try self.driver(hotspots: ##"[{ "frame": [0, 120, 360, 72], "tap": { "go": "stories" } }]"##)
        driver.drag(by: Point(x: -250, y: 0), from: Point(x: 300, y: 150))
        driver.settle()
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "camera", "the swipe paged one page, to the right")
    }

    func testATapThatHitsNoneFlashesThemAndTheFlashEnds() throws {
        let driver = try self.driver(hotspots: ##"[{ "frame": [0, 120, 360, 72], "tap": { "go": "stories" } }]"##)
        XCTAssertEqual(driver.navigator.hotspotOpacity, 0)
        driver.tap(at: Point(x: 100, y: 400))
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "chat")
        XCTAssertEqual(driver.navigator.hotspotOpacity, 1)
        XCTAssertTrue(driver.navigator.isMovingWithoutInput, "frames come while it fades")
        driver.run(seconds: HotspotLayer.flashDuration * 0.75)
        XCTAssertEqual(driver.navigator.hotspotOpacity, 0.5, accuracy: 0.06, "half faded three quarters of the way")
        driver.run(seconds: HotspotLayer.flashDuration)
        XCTAssertEqual(driver.navigator.hotspotOpacity, 0)
        XCTAssertFalse(driver.navigator.isAnimating, "and then the app rests")
        // Drawn where they are, in the flash's blue.
        driver.tap(at: Point(x: 100, y: 400))
        let canvas = DisplayList(size: Size(width: 360, height: 640))
        driver.navigator.hotspotLayer.draw(in: canvas, placements: driver.navigator.layOutFrame().placements)
        XCTAssertTrue(
            canvas.operations.contains {
                if case .roundedRect(let rect, _, _, _) = $0 {
                    return rect == Rect(x: 0, y: 120, width: 360, height: 72)
                }
                return false
            }, "\(canvas.operations)")
    }

    func testATapOnAPanelWithoutHotspotsFlashesNothing() throws {
        let driver = try self.driver(hotspots: "[]", start: "camera")
        driver.tap(at: Point(x: 100, y: 400))
        XCTAssertEqual(driver.navigator.hotspotOpacity, 0)
        XCTAssertFalse(driver.navigator.isAnimating)
    }

    /// On a screen that scrolls, frames are in the content's points and move with it.
    func testOnAScrolledScreenTheHotspotMovesWithTheContent() throws {
        let driver = try self.driver(
            hotspots: "[]", feedHotspots: ##"[{ "frame": [0, 900, 360, 80], "tap": { "go": "stories" } }]"##,
            start: "feed")
        driver.tap(at: Point(x: 180, y: 600))
        XCTAssertEqual(driver.navigator.hotspotOpacity, 1, "900 points down is not on screen yet: a miss")
        driver.run(seconds: 1)
        // Scroll the feed 400 points: the hotspot's top is then 500 points down the window.
        driver.drag(by: Point(x: 0, y: -410), from: Point(x: 180, y: 600), release: false)
        driver.holdStill()
        driver.release()
        let feed = try XCTUnwrap(driver.navigator.currentPanel.scrollingContent)
        XCTAssertEqual(feed.nestedContentOffset, 400, accuracy: 0.5)
        driver.tap(at: Point(x: 180, y: 540))
        driver.settle()
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "stories")
    }

    func testTheHotspotsCanBeShownAllTheTime() throws {
        let driver = try self.driver(hotspots: ##"[{ "frame": [0, 120, 360, 72], "tap": { "go": "stories" } }]"##)
        driver.navigator.showsHotspots = true
        XCTAssertEqual(driver.navigator.hotspotOpacity, 1)
        XCTAssertFalse(driver.navigator.isAnimating, "showing them draws one frame, not a stream")
    }
}
