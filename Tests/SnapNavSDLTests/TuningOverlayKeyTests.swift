import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

final class TuningOverlayKeyTests: XCTestCase {
    func testHShowsTheOverlayOverThePanels() throws {
        let harness = try HeadlessApp(configPath: try writeConfiguration())
        let before = try harness.color(atX: 300, y: 40)
        harness.press(SDLK_h)
        XCTAssertTrue(harness.app.tools.tuning.session.isOverlayVisible)
        let dimmed = try harness.color(atX: 300, y: 40)
        XCTAssertLessThan(Int(dimmed.green), Int(before.green), "the card covers the top of the panel")
        XCTAssertEqual(try harness.color(atX: 300, y: 400), before, "and leaves the rest of it alone")
        let frame = try harness.app.renderPixels()
        let row = Int(6 + 8 + 7) * frame.width / 360
        let lit = (0..<frame.width).filter { frame.pixels[row * frame.width + $0] >> 16 & 0xFF > 0xA0 }
        XCTAssertGreaterThan(lit.count, 20, "the first line of text is drawn")
        harness.press(SDLK_h)
        XCTAssertEqual(try harness.color(atX: 300, y: 40), before)
    }

    func testKeysTuneTheSelectedParameterLive() throws {
        let harness = try HeadlessApp(configPath: try writeConfiguration())
        harness.press(SDLK_RIGHT)
        harness.framesUntilAtRest()
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories", "arrows navigate while it is closed")
        harness.press(SDLK_h)
        harness.press(SDLK_RIGHT)
        XCTAssertEqual(harness.app.configuration.physics.flingVelocity, 325)
        XCTAssertEqual(harness.app.navigator.horizontal.policy.flingVelocity, 325)
        harness.press(SDLK_DOWN)
        harness.press(SDLK_RIGHT, shift: true)
        XCTAssertEqual(harness.app.configuration.physics.spring.stiffness, 750)
        XCTAssertEqual(harness.app.navigator.horizontal.spring.stiffness, 750)
        XCTAssertEqual(harness.app.navigator.vertical?.spring.stiffness, 750)
        harness.press(SDLK_DOWN)
        harness.press(SDLK_DOWN)
        harness.press(SDLK_DOWN)
        harness.press(SDLK_RIGHT)
        XCTAssertTrue(harness.app.configuration.physics.bounces)
        XCTAssertTrue(harness.app.navigator.horizontal.bounces, "bounce, switched on live")
        harness.press(SDLK_DOWN)
        harness.press(SDLK_LEFT)
        XCTAssertEqual(harness.app.configuration.input.wheelEndPause, 0.09)
        XCTAssertEqual(harness.app.navigator.wheel.endPause, 0.09)
        harness.press(SDLK_DOWN)
        harness.press(SDLK_RIGHT)
        XCTAssertEqual(harness.app.configuration.transitions.left, .reveal)
        XCTAssertEqual(harness.app.navigator.horizontal.transitionBeforeHome, .reveal, "a transition, changed live")
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories", "arrows did not navigate")
    }

    func testWWritesTheTunedValuesBackKeepingTheRestOfTheFile() throws {
        let path = try writeConfiguration()
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let harness = try HeadlessApp(configPath: path)
        harness.watchConfiguration(at: path)
        harness.press(SDLK_h)
        harness.press(SDLK_DOWN)
        harness.press(SDLK_RIGHT)
        harness.press(SDLK_w)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(written, original.replacingOccurrences(of: "\"stiffness\": 500", with: "\"stiffness\": 525"))
        XCTAssertTrue(written.contains(#""//notes": { "keep": [1, 2.50] }"#), "notes stay")
        XCTAssertEqual(harness.app.tools.messages.status, "wrote the physics to \(path)")
        let navigator = harness.app.navigator
        usleep(200_000)
        harness.app.processEvents()
        XCTAssertTrue(harness.app.navigator === navigator, "its own write does not reload the file")
        XCTAssertEqual(try Configuration.load(path: path).physics.spring.stiffness, 525)
    }

    func testPSavesATimestampedPNG() throws {
        let directory = try temporaryDirectory(for: self)
        let harness = try HeadlessApp(configPath: try writeConfiguration())
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        harness.press(SDLK_p)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory)
        XCTAssertEqual(names.count, 1)
        let name = try XCTUnwrap(names.first)
        XCTAssertNotNil(name.range(of: #"^snapnav-\d{8}-\d{6}-\d{3}\.png$"#, options: .regularExpression), name)
        let data = try XCTUnwrap(FileManager.default.contents(atPath: directory + "/" + name))
        XCTAssertEqual(Array(data.prefix(8)), [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        XCTAssertEqual(harness.app.tools.messages.status, "saved \(name)")
        XCTAssertFalse(harness.app.navigator.isAnimating)
    }

    func testScreenshotFormatFollowsTheExtension() throws {
        let directory = try temporaryDirectory(for: self)
        let harness = try HeadlessApp(configPath: try writeConfiguration())
        try harness.app.saveScreenshot(to: directory + "/shot.png")
        try harness.app.saveScreenshot(to: directory + "/shot.BMP")
        let png = try XCTUnwrap(FileManager.default.contents(atPath: directory + "/shot.png"))
        let bmp = try XCTUnwrap(FileManager.default.contents(atPath: directory + "/shot.BMP"))
        XCTAssertEqual(Array(png.prefix(4)), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(Array(bmp.prefix(2)), [0x42, 0x4D])
        XCTAssertThrowsError(try harness.app.saveScreenshot(to: directory + "/missing/shot.png"))
    }

    func writeConfiguration() throws -> String {
        let path = try temporaryDirectory(for: self) + "/config.json"
        try toolTestConfiguration(extra: "\n  \"//notes\": { \"keep\": [1, 2.50] },")
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// `?` (Shift+/ on most layouts) and F1 show the keys on a card in the middle of the window,
    /// and hide it again; the navigation does not see them.
    func testQuestionMarkAndF1ShowTheKeys() throws {
        let harness = try HeadlessApp(configPath: try writeConfiguration())
        let before = try harness.color(atX: 180, y: 320)
        for show in [{ harness.press(SDLK_F1) }, { harness.press(SDLK_SLASH, shift: true) }] {
            show()
            XCTAssertTrue(harness.app.tools.tuning.session.isKeyHelpVisible)
            XCTAssertNotEqual(try harness.color(atX: 180, y: 320), before, "the card covers the middle")
            let frame = try harness.app.renderPixels()
            let lit = frame.pixels.filter { $0 >> 16 & 0xFF > 0xE0 && $0 >> 8 & 0xFF > 0xE0 && $0 & 0xFF > 0xE0 }
            XCTAssertGreaterThan(lit.count, 500, "its white text is drawn")
            show()
            XCTAssertFalse(harness.app.tools.tuning.session.isKeyHelpVisible)
            XCTAssertEqual(try harness.color(atX: 180, y: 320), before)
        }
        harness.press(SDLK_SLASH)
        XCTAssertFalse(harness.app.tools.tuning.session.isKeyHelpVisible, "/ alone is not ?")
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "camera")
    }
}
