import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// A panel of the app's own, `test.swatch`: its `color` key fills the panel, a square of
/// `inset` points left in its background.
private final class SwatchPanel: PanelController {
    let color: Color
    let background: Color

    init(panel: Configuration.Panel) throws {
        guard case .string(let hex)? = panel.content?["color"], let color = Color(hex: hex) else {
            throw PanelContentError(key: "color", "expected a colour such as \"#123456\"")
        }
        self.color = color
        background = panel.background
        super.init(identifier: panel.id)
    }

    override var isOpaque: Bool { true }

    override func draw(in canvas: Canvas, frame: Rect) {
        canvas.fill(frame, color: background)
        canvas.fill(frame.insetBy(dx: 40, dy: 40), color: color)
    }
}

final class CustomPanelTests: XCTestCase {
    private let factory = PanelFactory.standard.adding("test.swatch") { panel, _ in try SwatchPanel(panel: panel) }

    func testAPanelOfTheAppsOwnKindIsMadeByItsMakerWithTheKeysItWasGiven() throws {
        let path = try writeToolTestConfiguration(
            cameraContent: ##"{ "kind": "test.swatch", "color": "#123456" }"##, for: self)
        let harness = try HeadlessApp(configPath: path, panelFactory: factory)
        XCTAssertTrue(harness.app.navigator.home is SwatchPanel)
        XCTAssertEqual(try harness.color(atX: 180, y: 320), Color(hex: "#123456"))
        XCTAssertEqual(try harness.color(atX: 20, y: 320), Color(hex: "#1E1E1E"))
        XCTAssertEqual(harness.app.panelFactory.addedKinds, ["test.swatch"])
    }

    func testAKindNoMakerMakesIsRefusedBeforeAWindowOpensNamingTheFileAndKey() throws {
        let path = try writeToolTestConfiguration(cameraContent: ##"{ "kind": "test.unknown" }"##, for: self)
        XCTAssertThrowsError(try HeadlessApp(configPath: path, panelFactory: factory)) { error in
            XCTAssertEqual(
                "\(error)",
                "\(path):9:74: panels.camera.content.kind: \"test.unknown\" is not a kind this app makes (the kinds it "
                    + "adds: \"test.swatch\"); a Swift app adds its own with PanelFactory.adding")
        }
    }

    func testContentTheMakerRefusesIsReportedWithItsKeyPath() throws {
        let path = try writeToolTestConfiguration(
            cameraContent: ##"{ "kind": "test.swatch", "color": "teal" }"##, for: self)
        XCTAssertThrowsError(try HeadlessApp(configPath: path, panelFactory: factory)) { error in
            XCTAssertEqual(
                "\(error)", "\(path):9:97: panels.camera.content.color: expected a colour such as \"#123456\"")
        }
    }

    func testTheFactoryIsKeptAcrossAHotReload() throws {
        let path = try writeToolTestConfiguration(
            cameraContent: ##"{ "kind": "test.swatch", "color": "#123456" }"##, for: self)
        let harness = try HeadlessApp(configPath: path, panelFactory: factory)
        harness.watchConfiguration(at: path)
        try toolTestConfiguration(cameraContent: ##"{ "kind": "test.swatch", "color": "#00C040" }"##)
            .write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertTrue(
            try harness.waitForWallClock(seconds: 10) { try harness.color(atX: 180, y: 320) == Color(hex: "#00C040") },
            "the reloaded panel is the app's own kind again, with the new colour")
        XCTAssertNil(harness.app.tools.messages.banner)

        // A reload the factory cannot make keeps the last good panels and says why.
        try toolTestConfiguration(cameraContent: ##"{ "kind": "test.swatch", "color": 7 }"##)
            .write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertTrue(harness.waitForWallClock(seconds: 10) { harness.app.tools.messages.banner != nil })
        let banner = try XCTUnwrap(harness.app.tools.messages.banner)
        XCTAssertTrue(banner.text.contains("panels.camera.content.color: expected a colour"), banner.text)
        XCTAssertTrue(banner.text.contains("still running the last good configuration"), banner.text)
        XCTAssertEqual(try harness.color(atX: 180, y: 320), Color(hex: "#00C040"))
    }

    func testWithoutTheFactoryTheSameFileIsRefusedNotShownBlank() throws {
        let path = try writeToolTestConfiguration(
            cameraContent: ##"{ "kind": "test.swatch", "color": "#123456" }"##, for: self)
        XCTAssertThrowsError(try HeadlessApp(configPath: path)) { error in
            XCTAssertTrue("\(error)".contains("(the kinds it adds: none)"), "\(error)")
        }
    }
}
