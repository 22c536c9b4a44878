import SnapNavCore
import XCTest

/// Each bar switched on or off globally and per panel, its colour, and icons that stay visible.
final class PanelChromeTests: XCTestCase {
    let clock = ManualClock()

    /// The cross with `settings` spliced into the top level and `stories` given `storiesSettings`.
    func configuration(_ settings: String = "\"bars\": true", stories storiesSettings: String = "") throws
        -> Configuration
    {
        try Configuration.parse(
            """
            { "start": "camera", "horizontal": ["chat", "camera", "stories"], \(settings),
              "panels": { "chat": { "background": "#3CB2E2" }, "camera": { "background": "#1E1E1E" },
                          "stories": { "background": "#FFFFFF" \(storiesSettings) } } }
            """, file: "chrome.json")
    }

    func makeChrome(_ configuration: Configuration) throws -> NavigationChrome {
        let navigator = try SwipeNavigator(
            configuration: configuration, viewport: Size(width: 360, height: 640), clock: clock
        ) { try PanelFactory.standard.make($0, clock: self.clock) }
        return try XCTUnwrap(NavigationChrome(configuration: configuration, navigator: navigator))
    }

    func testBarsSwitchesAllThreeAndTheTopBarIsTheStartPanels() throws {
        let configuration = try configuration()
        let camera = try XCTUnwrap(configuration.panel("camera"))
        let chat = try XCTUnwrap(configuration.panel("chat"))
        XCTAssertEqual(
            configuration.chrome(for: camera),
            PanelChrome(shown: [.statusBar, .topBar, .navigationBar], barColor: camera.background))
        XCTAssertEqual(
            configuration.chrome(for: chat),
            PanelChrome(shown: [.statusBar, .navigationBar], barColor: chat.background))
    }

    func testEachBarCanBeSwitchedGloballyAndPerPanel() throws {
        let configuration = try configuration(
            ##""bars": true, "statusBar": false, "barColor": "#101010""##,
            stories: ##", "statusBar": true, "topBar": true, "navigationBar": false, "barColor": "#202020""##)
        let stories = configuration.chrome(for: try XCTUnwrap(configuration.panel("stories")))
        let chat = configuration.chrome(for: try XCTUnwrap(configuration.panel("chat")))
        XCTAssertEqual(
            stories, PanelChrome(shown: [.statusBar, .topBar], barColor: Color(hex: "#202020")!))
        XCTAssertEqual(
            chat, PanelChrome(shown: [.navigationBar], barColor: Color(hex: "#101010")!))
        XCTAssertNil(
            NavigationChrome(
                configuration: try self.configuration("\"bars\": false"),
                navigator: try makeChrome(
                    configuration
                ).navigator), "no bar anywhere: no chrome")
    }

    func testAnImagePanelsBarsTakeTheColourOfItsBottomEdgeUnlessGivenOne() throws {
        var configuration = try configuration()
        var panel = try XCTUnwrap(configuration.panel("stories"))
        let file = ImageFile(path: "/p/stories.png", format: .png, width: 1080, height: 1920)
        panel.kind = .image(PanelContent.Image(file: file))
        var colors = ImageEdgeColors()
        colors.take(Color(hex: "#F4F4F6")!, ofImageAt: file.path)
        XCTAssertNotEqual(configuration.chrome(for: panel).barColor, Color(hex: "#F4F4F6")!, "not decoded yet")
        XCTAssertEqual(configuration.chrome(for: panel, edgeColors: colors).barColor, Color(hex: "#F4F4F6")!)
        configuration.chrome.barColor = Color(hex: "#000000")!
        XCTAssertEqual(configuration.chrome(for: panel, edgeColors: colors).barColor, .black)
    }

    func testABarSwitchedOffOnAPanelFadesOutByHowFarTheSwipeHasCome() throws {
        let chrome = try makeChrome(try configuration(stories: #", "statusBar": false, "navigationBar": false"#))
        XCTAssertEqual(chrome.visibility(of: .statusBar), 1)
        chrome.navigator.holdSwipe(Point(x: 0.25, y: 0))
        XCTAssertEqual(chrome.visibility(of: .statusBar), 0.75, accuracy: 1e-9)
        XCTAssertEqual(chrome.visibility(of: .navigationBar), 0.75, accuracy: 1e-9)
        chrome.navigator.holdSwipe(Point(x: 1, y: 0))
        let canvas = DisplayList(size: Size(width: 360, height: 640))
        chrome.draw(in: canvas)
        XCTAssertEqual(canvas.operations.count, 0, "nothing of the bars over stories")
        chrome.navigator.holdSwipe(Point(x: -1, y: 0))
        XCTAssertEqual(chrome.visibility(of: .navigationBar), 1, "chat keeps them")
    }

    func testATopBarAskedForOnAnotherPanelIsDrawnOverIt() throws {
        let chrome = try makeChrome(try configuration(stories: #", "topBar": true"#))
        chrome.navigator.holdSwipe(Point(x: 1, y: 0))
        let canvas = DisplayList(size: Size(width: 360, height: 640))
        chrome.draw(in: canvas)
        XCTAssertTrue(canvas.texts.contains("Search"))
    }

    func testIconsStayVisibleOnAWhiteScreen() throws {
        let white = Color.white
        let onWhite = NavigationBarLayout(
            progress: 1, size: Size(width: 360, height: 640), home: white, left: white, right: white)
        XCTAssertGreaterThanOrEqual(
            onWhite.iconTint.contrastRatio(with: onWhite.badgeColor), 4.5, "a dark glyph on the white badge")
        let resting = NavigationBarLayout(
            progress: 0, size: Size(width: 360, height: 640), home: white, left: white, right: white)
        // Blended as the renderer does, in sRGB.
        let shade = UInt8((255 * (1 - Double(resting.badgeColor.alpha) / 255)).rounded())
        let badgeOverWhite = Color(red: shade, green: shade, blue: shade)
        XCTAssertGreaterThanOrEqual(
            resting.iconTint.contrastRatio(with: badgeOverWhite), 3, "a white glyph on a dark enough shade")
        let chat = Color(hex: "#3CB2E2")!
        XCTAssertEqual(
            NavigationBarLayout(
                progress: -1, size: Size(width: 360, height: 640), home: white, left: chat, right: white
            ).iconTint,
            chat, "a colour that reads on white keeps it")
    }

    func testABarSwitchMustBeABooleanAndAColourAColour() throws {
        XCTAssertThrowsError(try configuration(stories: #", "statusBar": "no""#)) { error in
            XCTAssertTrue(
                "\(error)".contains("panels.stories.statusBar: expected true or false, found a string"), "\(error)")
        }
        XCTAssertThrowsError(try configuration(#""barColor": "white""#)) { error in
            XCTAssertTrue("\(error)".contains("barColor: expected a colour"), "\(error)")
        }
    }
}
