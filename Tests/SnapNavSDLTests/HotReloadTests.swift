import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

final class HotReloadTests: XCTestCase {
    let green = Color(hex: "#00C040")!
    let camera = Color(hex: "#1E1E1E")!

    /// An app watching its own temporary configuration file.
    func makeWatchedApp() throws -> (harness: HeadlessApp, path: String) {
        let path = try temporaryDirectory(for: self) + "/config.json"
        try toolTestConfiguration().write(toFile: path, atomically: false, encoding: .utf8)
        let harness = try HeadlessApp(configPath: path)
        harness.watchConfiguration(at: path)
        return (harness, path)
    }

    func testANewColourInTheFileShowsOnScreen() throws {
        let (harness, path) = try makeWatchedApp()
        XCTAssertEqual(try harness.color(atX: 20, y: 20), camera)
        try toolTestConfiguration(camera: "#00C040").write(toFile: path, atomically: false, encoding: .utf8)
        let changed = try harness.waitForWallClock(seconds: 10) { try harness.color(atX: 20, y: 20) == green }
        XCTAssertTrue(changed, "the edited colour is on screen")
        XCTAssertEqual(harness.app.configuration.panel("camera")?.background, green)
        XCTAssertNil(harness.app.tools.messages.banner)
    }

    func testABrokenEditKeepsTheLastGoodConfigurationAndShowsWhy() throws {
        let (harness, path) = try makeWatchedApp()
        try "{\n  \"start\": \"camera\",\n  oops\n}\n".write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertTrue(harness.waitForWallClock(seconds: 10) { harness.app.tools.messages.banner != nil })
        let banner = try XCTUnwrap(harness.app.tools.messages.banner)
        XCTAssertTrue(banner.isError)
        XCTAssertTrue(banner.text.contains("config.json:3:3: invalid JSON"), banner.text)
        XCTAssertTrue(banner.text.contains("still running the last good configuration"))
        XCTAssertEqual(try harness.color(atX: 20, y: 20), camera, "the old colour stays")
        XCTAssertNotEqual(try harness.color(atX: 20, y: 635), camera, "the banner is drawn across the bottom")

        // The app keeps working, and the next good edit clears the banner.
        harness.drag(from: (300, 320), to: (60, 320))
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories")
        try toolTestConfiguration(stories: "#00C040").write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertTrue(harness.waitForWallClock(seconds: 10) { harness.app.tools.messages.banner == nil })
        XCTAssertEqual(try harness.color(atX: 20, y: 635), green)
    }

    func testTheCurrentPanelSurvivesAReload() throws {
        let (harness, path) = try makeWatchedApp()
        harness.drag(from: (300, 320), to: (60, 320))
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories")
        try toolTestConfiguration(stories: "#00C040").write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertTrue(try harness.waitForWallClock(seconds: 10) { try harness.color(atX: 20, y: 20) == green })
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories")
        XCTAssertFalse(harness.app.navigator.isAnimating, "it is shown in place, not animated to")
    }

    func testAReloadWithoutTheCurrentPanelGoesToTheStart() throws {
        let (harness, path) = try makeWatchedApp()
        harness.app.navigator.navigate(to: "memories", animated: false)
        let withoutMemories = toolTestConfiguration(camera: "#00C040")
            .replacingOccurrences(of: #"["profile", "camera", "memories"]"#, with: #"["profile", "camera"]"#)
        try withoutMemories.write(toFile: path, atomically: false, encoding: .utf8)
        XCTAssertTrue(try harness.waitForWallClock(seconds: 10) { try harness.color(atX: 20, y: 20) == green })
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "camera")
    }

    func testTouchingTheFileWithoutChangingItDoesNotReload() throws {
        let (harness, path) = try makeWatchedApp()
        let navigator = harness.app.navigator
        try toolTestConfiguration().write(toFile: path, atomically: true, encoding: .utf8)
        usleep(200_000)
        harness.app.processEvents()
        XCTAssertTrue(harness.app.navigator === navigator)
    }
}

extension HotReloadTests {
    /// A configuration kept elsewhere and linked into the prototype, as dotfile managers do: an
    /// edit to the file the link leads to reloads.
    func testAnEditToTheFileASymlinkedConfigurationLeadsToReloads() throws {
        let directory = try temporaryDirectory(for: self)
        try FileManager.default.createDirectory(atPath: directory + "/real", withIntermediateDirectories: true)
        let target = directory + "/real/snapnav.json"
        try toolTestConfiguration().write(toFile: target, atomically: false, encoding: .utf8)
        let link = directory + "/snapnav.json"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let harness = try HeadlessApp(configPath: link)
        harness.watchConfiguration(at: link)
        XCTAssertEqual(try harness.color(atX: 20, y: 20), camera)
        try toolTestConfiguration(camera: "#00C040").write(toFile: target, atomically: false, encoding: .utf8)
        let changed = try harness.waitForWallClock(seconds: 10) { try harness.color(atX: 20, y: 20) == green }
        XCTAssertTrue(changed, "the edit to the link's target is on screen")
        XCTAssertTrue(FileManager.default.fileExists(atPath: link), "the link is still there")
    }
}
