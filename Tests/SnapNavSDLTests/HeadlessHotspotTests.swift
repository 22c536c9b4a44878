import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// Hotspots in the app, with real SDL mouse events: a click on one navigates, a click beside
/// it flashes them over the screen, and T shows them all the time.
final class HeadlessHotspotTests: XCTestCase {
    let chat = Color(hex: "#3CB2E2")!
    let stories = Color(hex: "#9B55A0")!

    /// The folder the last harness's snapnav.json is in.
    var directory = ""

    func makeHarness() throws -> HeadlessApp {
        directory = try temporaryDirectory(for: self)
        try """
        { "start": "camera", "horizontal": ["chat", "camera", "stories"], "bars": true,
          "panels": { "chat": { "background": "#3CB2E2",
                                "hotspots": [{ "frame": [20, 200, 320, 80], "tap": { "go": "stories" } }] },
                      "camera": { "background": "#1E1E1E" }, "stories": { "background": "#9B55A0" } } }
        """.write(toFile: directory + "/snapnav.json", atomically: false, encoding: .utf8)
        return try HeadlessApp(configPath: directory, start: "chat")
    }

    func click(_ harness: HeadlessApp, x: Int32, y: Int32) {
        harness.pressMouse(x: x, y: y)
        harness.clock.advance(by: 0.05)
        harness.drag(from: (x, y), to: (x, y), steps: 1)
    }

    func testAClickOnAHotspotGoesToItsPanel() throws {
        let harness = try makeHarness()
        XCTAssertEqual(try harness.color(atX: 180, y: 240), chat)
        click(harness, x: 180, y: 240)
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories")
        XCTAssertEqual(try harness.color(atX: 180, y: 240), stories)
    }

    func testAClickBesideThemFlashesThemInPlaceThenLeavesTheScreenAsItWas() throws {
        let harness = try makeHarness()
        click(harness, x: 180, y: 450)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "chat")
        let inside = try harness.color(atX: 180, y: 240)
        XCTAssertNotEqual(inside, chat, "the hotspot is tinted")
        XCTAssertGreaterThan(Int(inside.blue), Int(inside.red), "in blue")
        XCTAssertEqual(try harness.color(atX: 180, y: 450), chat, "and only the hotspot")
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.hotspotOpacity, 0)
        XCTAssertEqual(try harness.color(atX: 180, y: 240), chat, "the flash is gone")
        XCTAssertFalse(harness.app.navigator.isAnimating)

    }

    func testTShowsThemAllTheTimeAndAgainHidesThem() throws {
        let harness = try makeHarness()
        harness.press(SDLK_t)
        XCTAssertTrue(harness.app.navigator.showsHotspots)
        harness.run(seconds: 2)
        XCTAssertNotEqual(try harness.color(atX: 180, y: 240), chat)
        harness.press(SDLK_t)
        XCTAssertEqual(try harness.color(atX: 180, y: 240), chat)
    }

    func testABrokenHotspotOnReloadIsNamedAndTheLastGoodPrototypeKeepsRunning() throws {
        let harness = try makeHarness()
        let path = directory + "/snapnav.json"
        harness.watchPrototype(.file(path))
        let text = try String(contentsOfFile: path, encoding: .utf8)
        try text.replacingOccurrences(of: #"{ "go": "stories" }"#, with: #"{ "go": "stroies" }"#)
            .write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertTrue(harness.waitForWallClock(seconds: 10) { harness.app.tools.messages.banner != nil })
        let banner = try XCTUnwrap(harness.app.tools.messages.banner).text
        XCTAssertTrue(
            banner.contains(
                #":3:78: panels.chat.hotspots[0].tap.go: "stroies" is not a panel; did you mean "stories"?"#),
            banner)
        click(harness, x: 180, y: 240)
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories", "the last good hotspot still works")
    }

    /// Fractional wheel events, as SDL makes them from a touchpad on Wayland (and macOS), take a
    /// pushed screen back as a two-finger swipe: held, it sits where the fingers scrolled it.
    func testAPreciseTouchpadSwipeTakesAPushedScreenBack() throws {
        directory = try temporaryDirectory(for: self)
        try """
        { "start": "camera", "horizontal": ["chat", "camera"],
          "panels": { "chat": { "background": "#3CB2E2",
                                "hotspots": [{ "frame": [20, 200, 320, 80], "tap": { "push": "detail" } }] },
                      "detail": { "background": "#F2F2F2" }, "camera": { "background": "#1E1E1E" } } }
        """.write(toFile: directory + "/snapnav.json", atomically: false, encoding: .utf8)
        let harness = try HeadlessApp(configPath: directory, start: "chat")
        let detail = Color(hex: "#F2F2F2")!
        click(harness, x: 180, y: 240)
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.screens.top?.identifier, "detail")
        harness.scroll(preciseX: -0.75, count: 8)
        XCTAssertNotEqual(
            try harness.color(atX: 238, y: 560), detail, "240 points scrolled: the chat, darkened, shows to their left")
        XCTAssertEqual(try harness.color(atX: 242, y: 560), detail, "and the pushed screen from there")
        harness.run(seconds: 1)
        XCTAssertTrue(harness.app.navigator.screens.isEmpty, "past half way, it went back once the fingers lifted")
        XCTAssertEqual(try harness.color(atX: 180, y: 560), chat)
    }
}
