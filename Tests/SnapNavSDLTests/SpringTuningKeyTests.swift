import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// The overlay's spring in the window: N steps it through Figma's presets live, the card shows
/// it in every form, and W writes it back in the form the file used.
final class SpringTuningKeyTests: XCTestCase {
    func writeConfiguration(spring: String) throws -> String {
        let path = try temporaryDirectory(for: self) + "/config.json"
        try toolTestConfiguration()
            .replacingOccurrences(of: #"{ "dampingRatio": 1.0, "stiffness": 500, "mass": 0.5 }"#, with: spring)
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    /// How many pixels across the row at `y` points are drawn in the heading's yellow.
    func yellowPixels(_ harness: HeadlessApp, y: Double) throws -> Int {
        let frame = try harness.app.renderPixels()
        let row = Int(y) * frame.height / 640
        return (0..<frame.width).filter { x in
            let pixel = frame.pixels[row * frame.width + x]
            return pixel >> 16 & 0xFF > 0xA0 && pixel >> 8 & 0xFF > 0xA0 && pixel & 0xFF < 0x60
        }.count
    }

    func testNStepsThroughThePresetsLiveAndTheCardShowsTheSpring() throws {
        let harness = try HeadlessApp(configPath: try writeConfiguration(spring: #""bouncy""#))
        XCTAssertEqual(harness.app.configuration.physics.spring, SpringPreset.bouncy.parameters)
        // The spring's heading comes after the two state lines and the five parameters that fit.
        let springHeading = 6 + 8 + 7 * 14 + 7.0
        let closed = try yellowPixels(harness, y: springHeading)
        harness.press(SDLK_h)
        XCTAssertGreaterThan(try yellowPixels(harness, y: springHeading), closed + 20, "the spring's line is drawn")
        harness.press(SDLK_n)
        XCTAssertEqual(harness.app.configuration.physics.spring, SpringPreset.slow.parameters)
        XCTAssertEqual(harness.app.navigator.horizontal.spring, SpringPreset.slow.parameters, "live")
        harness.press(SDLK_n)
        XCTAssertEqual(harness.app.navigator.vertical?.spring, SpringPreset.gentle.parameters)
    }

    func testWWritesThePresetBackAsTheFileWroteIt() throws {
        let path = try writeConfiguration(spring: #""bouncy""#)
        let original = try String(contentsOfFile: path, encoding: .utf8)
        let harness = try HeadlessApp(configPath: path)
        harness.watchConfiguration(at: path)
        harness.press(SDLK_h)
        harness.press(SDLK_n)
        harness.press(SDLK_w)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        XCTAssertEqual(written, original.replacingOccurrences(of: #""spring": "bouncy""#, with: #""spring": "slow""#))
    }

    func testWWritesOrigamisSpringAsTensionAndFriction() throws {
        let path = try writeConfiguration(spring: #"{ "tension": 40, "friction": 7 }"#)
        let harness = try HeadlessApp(configPath: path)
        harness.watchConfiguration(at: path)
        harness.press(SDLK_h)
        harness.press(SDLK_n)
        harness.press(SDLK_w)
        let written = try String(contentsOfFile: path, encoding: .utf8)
        // Gentle, k 100 and c 15: T = (100 − 194) / 3.62 + 30, F = (15 − 25) / 3 + 8.
        XCTAssertTrue(written.contains(#""spring": { "tension": 4.0331, "friction": 4.6667 }"#), written)
        let reread = try Configuration.load(path: path).physics.spring
        XCTAssertEqual(reread.stiffness, 100, accuracy: 0.001)
        XCTAssertEqual(SpringForms.damping(of: reread), 15, accuracy: 0.001)
    }
}
