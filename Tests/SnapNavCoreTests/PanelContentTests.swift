import SnapNavCore
import XCTest

final class PanelContentTests: XCTestCase {
    let clock = ManualClock()
    /// The test screens; a configuration there names them by their file names.
    static let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/screens").standardizedFileURL.path

    func configuration(chatContent: String) throws -> Configuration {
        try Configuration.parse(
            """
            { "start": "camera", "horizontal": ["chat", "camera"],
              "panels": { "chat": { "title": "Chat", "background": "#3CB2E2", "content": \(chatContent) },
                          "camera": { "title": "Camera", "background": "#1E1E1E" } } }
            """, file: Self.screens + "/content.json")
    }

    func assertRefused(_ content: String, saying expected: String, line: UInt = #line) {
        XCTAssertThrowsError(try configuration(chatContent: content), line: line) { error in
            XCTAssertTrue("\(error)".contains(expected), "\(error)", line: line)
        }
    }

    func testEachKindIsReadFromTheConfiguration() throws {
        let list = try configuration(
            chatContent:
                ##"{ "kind": "list", "rows": [{ "title": "Maya", "subtitle": "New Snap", "avatar": "#F23C57" }] }"##)
        XCTAssertEqual(
            list.panel("chat")?.kind,
            .list([PanelContent.Row(title: "Maya", subtitle: "New Snap", avatar: Color(hex: "#F23C57")!)]))
        let grid = try configuration(
            chatContent: ##"{ "kind": "grid", "tiles": [{ "title": "Lisbon", "color": "#FF8A00" }] }"##)
        XCTAssertEqual(
            grid.panel("chat")?.kind, .grid([PanelContent.Tile(title: "Lisbon", color: Color(hex: "#FF8A00")!)]))
        XCTAssertEqual(try configuration(chatContent: ##"{ "kind": "camera" }"##).panel("chat")?.kind, .camera)
        XCTAssertEqual(
            try configuration(chatContent: ##"{ "kind": "image", "file": "home.png", "fit": "fit" }"##)
                .panel("chat")?.kind,
            .image(
                PanelContent.Image(
                    file: ImageFile(path: Self.screens + "/home.png", format: .png, width: 1080, height: 1920),
                    fit: .fit)))
        XCTAssertNil(try configuration(chatContent: ##"{ "kind": "camera" }"##).panel("camera")?.kind)
    }

    func testAKindNamedWithADotIsTheAppsOwnAndItsKeysArePassedOn() throws {
        let content = ##"{ "kind": "myapp.map", "zoom": 12, "pins": [{ "x": 0.5 }] }"##
        let panel = try XCTUnwrap(try configuration(chatContent: content).panel("chat"))
        XCTAssertEqual(panel.kind, .custom("myapp.map"))
        XCTAssertEqual(panel.content?["zoom"], .number(12))
        XCTAssertEqual(panel.content?["pins"], .array([.object([(key: "x", value: .number(0.5))])]))
        XCTAssertThrowsError(try PanelFactory.standard.make(panel, clock: clock)) { error in
            XCTAssertEqual((error as? PanelContentError)?.key, "kind")
        }
        let made = try PanelFactory.standard.adding("myapp.map") { panel, _ in
            ColorPanelController(identifier: panel.id, title: "made", background: panel.background)
        }.make(panel, clock: clock)
        XCTAssertEqual((made as? ColorPanelController)?.title, "made")
    }

    func testBadContentIsRefusedWithItsKeyPath() {
        assertRefused(##"{ "kind": "maps" }"##, saying: #"or an app's own kind named with a dot such as "myapp.map""#)
        assertRefused(##"{ "rows": [] }"##, saying: "content.json:2:67: panels.chat.content.kind: missing")
        assertRefused(##"{ "kind": "video" }"##, saying: #"panels.chat.content.kind: expected one of "list", "grid""#)
        assertRefused(##"{ "kind": "list" }"##, saying: "panels.chat.content.rows: missing; expected an array")
        assertRefused(##"{ "kind": "list", "rows": {} }"##, saying: "panels.chat.content.rows: expected an array")
        assertRefused(
            ##"{ "kind": "list", "rows": [{ "title": "A" }, { "title": "B", "avatar": "red" }] }"##,
            saying: "panels.chat.content.rows[1].avatar: expected a colour")
        assertRefused(##"{ "kind": "grid", "tiles": [{ "color": "#000000" }] }"##, saying: "tiles[0].title: missing")
        assertRefused(##"{ "kind": "image" }"##, saying: "panels.chat.content.file: missing")
        assertRefused(
            ##"{ "kind": "image", "file": "../secret.png" }"##,
            saying: "content.json:2:97: panels.chat.content.file: \(Self.screens)/../secret.png does not exist")
        assertRefused(
            ##"{ "kind": "image", "file": "home.png", "fit": "stretch" }"##,
            saying: #"panels.chat.content.fit: expected "fill", "fit" or "width", found "stretch""#)
        assertRefused(##""list""##, saying: "panels.chat.content: expected an object")
    }

    func testAPanelWithoutContentDrawsExactlyItsBackgroundAndTitle() throws {
        let panel = try XCTUnwrap(try configuration(chatContent: ##"{ "kind": "camera" }"##).panel("camera"))
        let controller = try PanelFactory.standard.make(panel, clock: clock)
        XCTAssertTrue(type(of: controller) == ColorPanelController.self)
        let canvas = DisplayList(size: Size(width: 360, height: 640))
        let frame = Rect(x: 0, y: 0, width: 360, height: 640)
        controller.draw(in: canvas, frame: frame)
        XCTAssertEqual(canvas.operations.count, 2)
        XCTAssertEqual(canvas.operations.first, .fill(frame, Color(hex: "#1E1E1E")!, clip: frame))
        XCTAssertEqual(canvas.texts, ["Camera"])
    }

    func testTheFactoryMakesTheControllerEachKindNames() throws {
        func made(_ content: String) throws -> PanelController {
            try PanelFactory.standard.make(
                try XCTUnwrap(try configuration(chatContent: content).panel("chat")), clock: clock)
        }
        XCTAssertTrue(try made(##"{ "kind": "list", "rows": [] }"##) is ListPanelController)
        XCTAssertTrue(try made(##"{ "kind": "grid", "tiles": [] }"##) is GridPanelController)
        XCTAssertTrue(try made(##"{ "kind": "camera" }"##) is CameraPanelController)
        XCTAssertTrue(try made(##"{ "kind": "image", "file": "home.png" }"##) is ImagePanelController)
    }

    func testListRowsAreDrawnOnlyWhereTheSheetShows() {
        let rows = (0..<40).map { PanelContent.Row(title: "Row \($0)", subtitle: "Sub \($0)", avatar: .black) }
        let list = ListPanelController(identifier: "chat", title: "Chat", background: .white, rows: rows, clock: clock)
        list.view.frame = Rect(x: 0, y: 0, width: 360, height: 640)
        let canvas = DisplayList(size: Size(width: 360, height: 640))
        list.draw(in: canvas, frame: list.view.frame)
        let titles = canvas.texts.filter { $0.hasPrefix("Row ") }
        XCTAssertEqual(titles.first, "Row 0")
        XCTAssertLessThan(titles.count, 9, "rows below the window are not drawn")
    }

    func testTheCaptureFlashFadesOutOver150Milliseconds() {
        let camera = CameraPanelController(identifier: "camera", title: "Camera", background: .black, clock: clock)
        XCTAssertFalse(camera.isRunningAnimation)
        camera.capture()
        XCTAssertEqual(camera.flashOpacity, 1)
        XCTAssertTrue(camera.isRunningAnimation)
        clock.advance(by: 0.075)
        XCTAssertEqual(camera.flashOpacity, 0.5, accuracy: 1e-9)
        clock.advance(by: 0.075)
        XCTAssertEqual(camera.flashOpacity, 0)
        XCTAssertFalse(camera.isRunningAnimation)
    }
}

extension PanelContentTests {
    /// An export made for a phone of another shape is fitted to the panel's width unless the
    /// configuration says otherwise: its sides are never cropped.
    func testAnImageIsFittedToTheWidthWhateverItsShapeUnlessToldOtherwise() throws {
        let image = try XCTUnwrap(
            try configuration(chatContent: ##"{ "kind": "image", "file": "hairlines.png" }"##).panel("chat")?.kind)
        guard case .image(let fitted) = image else { return XCTFail("expected an image") }
        // 1080 × 1920 in panels shorter, as tall and taller in proportion.
        for size in [Size(width: 360, height: 500), Size(width: 360, height: 640), Size(width: 360, height: 779)] {
            XCTAssertEqual(fitted.fit(for: size), .width, "\(size)")
        }
        let panel = ImagePanelController(
            identifier: "chat", title: "", background: .black, image: fitted, showsTitle: false, clock: clock)
        panel.view.frame = Rect(x: 0, y: 0, width: 360, height: 779)
        XCTAssertEqual(panel.imageRect(in: panel.view.frame), Rect(x: 0, y: 0, width: 360, height: 640))
    }

    /// Without a `background`, an image panel shows its image's edge colour past the image's
    /// end (below a short export, or in a rubber band), not the default dark grey.
    func testAnImagePanelWithoutABackgroundTakesItsImagesEdgeColour() throws {
        let white = Color(hex: "#FFFFFF")!
        var configuration = try configuration(chatContent: ##"{ "kind": "image", "file": "home.png" }"##)
        let index = try XCTUnwrap(configuration.panels.firstIndex { $0.id == "chat" })
        guard case .image(let image) = configuration.panels[index].kind else { return XCTFail("not an image") }
        var colors = ImageEdgeColors()
        colors.take(white, ofImageAt: image.file.path)
        func background() throws -> Color? {
            let navigator = try SwipeNavigator(
                configuration: configuration, viewport: Size(width: 360, height: 640), clock: clock
            ) { try PanelFactory.standard.make($0, clock: self.clock) }
            _ = NavigationScene(configuration: configuration, navigator: navigator, edgeColors: colors)
            return navigator.panel(withID: "chat")?.view.backgroundColor
        }
        configuration.panels[index].backgroundGiven = false
        XCTAssertEqual(try background(), white)
        configuration.panels[index].backgroundGiven = true
        XCTAssertEqual(
            try background(), configuration.panels[index].background, "a background the configuration gives wins")
    }
}
