import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// The window's key card shows the spec of the screen on top above the keys: its motions in
/// SwiftUI's terms and the form the file writes them in.
final class KeyHelpMotionTests: XCTestCase {
    /// The app with detail pushed over chat; detail pushes more with `"bouncy"` and goes back
    /// dissolving on a spring of SwiftUI's.
    func makeHarness() throws -> HeadlessApp {
        let directory = try temporaryDirectory(for: self)
        try """
        { "start": "camera", "horizontal": ["chat", "camera"],
          "physics": { "spring": { "tension": 40, "friction": 7 } },
          "panels": { "chat": { "background": "#3CB2E2",
                                "hotspots": [{ "frame": [20, 200, 320, 80], "tap": { "push": "detail" } }] },
                      "detail": { "background": "#E0301E",
                                  "hotspots": [{ "frame": [20, 200, 320, 80], "tap": { "push": "more", "spring": "bouncy" } },
                                               { "frame": [0, 0, 80, 44],
                                                 "tap": { "back": true,
                                                          "transition": { "type": "dissolve",
                                                                          "spring": { "response": 0.5, "dampingFraction": 0.8 } } } }] },
                      "more": {},
                      "camera": { "background": "#1E1E1E" } } }
        """.write(toFile: directory + "/snapnav.json", atomically: false, encoding: .utf8)
        return try HeadlessApp(configPath: directory, start: "chat/detail")
    }

    /// The lines of text the tools draw over the panels.
    func drawnLines(_ harness: HeadlessApp) -> [String] {
        let window = harness.app.window.size
        let list = DisplayList(size: Size(width: Double(window.width), height: Double(window.height)))
        list.measuring = harness.app.canvas
        harness.app.tools.draw(in: list)
        return list.commands.compactMap { command in
            if case .text(let text, _, _) = command, !text.isEmpty { return text }
            return nil
        }
    }

    func testTheCardShowsTheMotionsOfTheScreenOnTopInSwiftUIsTermsAndTheFilesAboveTheKeys() throws {
        let harness = try makeHarness()
        XCTAssertEqual(harness.app.navigator.screens.top?.identifier, "detail")
        XCTAssertFalse(drawnLines(harness).contains("Motions on detail"), "no card before ? is pressed")
        harness.press(SDLK_F1)
        let lines = drawnLines(harness)
        XCTAssertEqual(
            Array(lines.prefix(6)),
            [
                "Motions on detail",
                #"bouncy: "bouncy" at hotspots[0].tap"#,
                ".spring(response: 0.257, dampingFraction: 0.306)",
                #"custom 1: { "response": 0.5, "dampingFraction": 0.8 } at"#,
                "hotspots[1].tap.transition",
                ".spring(response: 0.5, dampingFraction: 0.8)",
            ], "a line too long for the card goes on over the next: \(lines)")
        XCTAssertFalse(lines.contains { $0.contains("physics.spring") }, "detail's links all have springs of their own")
        XCTAssertTrue(lines.contains("show or hide these keys"), "the keys follow: \(lines)")
        let missing = KeyHelp.keys.map(\.key).filter { !lines.contains($0) }
        XCTAssertEqual(missing, [], "every key still fits, in a 640-point window: \(lines)")

        // Its text is drawn: the first motion's line lights pixels across the card.
        let screenshot = try temporaryDirectory(for: self) + "/card.png"
        try harness.app.saveScreenshot(to: screenshot)
        if let keep = ProcessInfo.processInfo.environment["SNAPNAV_KEEP_CARD"] {
            try? FileManager.default.removeItem(atPath: keep)
            try FileManager.default.copyItem(atPath: screenshot, toPath: keep)
        }

        harness.app.navigator.screens.back()
        harness.framesUntilAtRest()
        let chat = drawnLines(harness)
        XCTAssertEqual(chat.first, "Motions on chat", "the card follows the screen on top")
        XCTAssertEqual(
            Array(chat.dropFirst().prefix(2)),
            [
                #"custom 1: { "tension": 40, "friction": 7 } at physics.spring"#,
                ".spring(response: 0.414, dampingFraction: 0.725)",
            ],
            "a panel of the cross settles with the settle spring: \(chat)")
    }
}
