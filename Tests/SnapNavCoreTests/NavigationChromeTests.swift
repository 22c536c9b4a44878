import SnapNavCore
import XCTest

final class NavigationChromeTests: XCTestCase {
    let clock = ManualClock()
    static let cross = """
        { "start": "camera", "horizontal": ["chat", "camera", "stories"],
          "vertical": ["profile", "camera", "memories"], "bars": true,
          "panels": { "chat": { "title": "Chat", "background": "#3CB2E2" },
                      "camera": { "title": "Camera", "background": "#1E1E1E" },
                      "stories": { "title": "Stories", "background": "#9B55A0" },
                      "profile": { "title": "Profile", "background": "#FFFC00" },
                      "memories": { "title": "Memories", "background": "#F23C57" } } }
        """

    final class Camera: ColorPanelController, CaptureResponder {
        var captures = 0
        func capture() { captures += 1 }
    }

    func makeChrome() throws -> NavigationChrome {
        let configuration = try Configuration.parse(Self.cross, file: "cross.json")
        let navigator = SwipeNavigator(
            configuration: configuration, viewport: Size(width: 360, height: 640), clock: clock
        ) { panel in
            panel.id == "camera"
                ? Camera(identifier: panel.id, title: panel.title, background: panel.background)
                : ColorPanelController(identifier: panel.id, title: panel.title, background: panel.background)
        }
        let chrome = NavigationChrome(navigator: navigator)
        // Kept by the closure, so a test holding only the navigator still has its bars.
        navigator.onTap = { [unowned navigator] in navigator.handleTap(at: $0, under: chrome) }
        return chrome
    }

    /// A navigator whose taps go to its bars, as the app and the web player route them, is
    /// freed with its bars when let go: a hot reload replaces both.
    func testANavigatorRoutingTapsToItsBarsIsFreedWithThem() throws {
        weak var freedNavigator: SwipeNavigator?
        weak var freedChrome: NavigationChrome?
        // Made in a function of its own, so that nothing of them is left on this one's stack.
        func makeAndLetGo() throws {
            let configuration = try Configuration.parse(Self.cross, file: "cross.json")
            let navigator = SwipeNavigator(
                configuration: configuration, viewport: Size(width: 360, height: 640), clock: clock
            ) { ColorPanelController(identifier: $0.id, title: $0.title, background: $0.background) }
            let chrome = try XCTUnwrap(NavigationChrome(configuration: configuration, navigator: navigator))
            navigator.routeTaps(to: chrome)
            freedNavigator = navigator
            freedChrome = chrome
        }
        try makeAndLetGo()
        XCTAssertNil(freedNavigator)
        XCTAssertNil(freedChrome)
    }

    /// The cross's test driver for `navigator`, on this test's clock.
    func drive(_ navigator: SwipeNavigator) -> CrossDriver { CrossDriver(navigator, clock: clock) }

    func testTappingTheChatIconScrollsToChatWithTheSpring() throws {
        let chrome = try makeChrome()
        let navigator = chrome.navigator
        drive(navigator).tap(at: chrome.barLayout.leftIconCenter)
        XCTAssertEqual(navigator.horizontal.phase, .settling, "animated, not a jump")
        clock.advance(by: 0.05)
        navigator.step()
        XCTAssertGreaterThan(navigator.horizontalProgress, -1)
        XCTAssertLessThan(navigator.horizontalProgress, 0)
        drive(navigator).settle()
        XCTAssertEqual(navigator.currentPanel.identifier, "chat")
        XCTAssertEqual(navigator.horizontalProgress, -1)
    }

    func testTappingTheStoriesIconFromChatGoesToStories() throws {
        let chrome = try makeChrome()
        let navigator = chrome.navigator
        navigator.navigate(to: "chat", animated: false)
        drive(navigator).tap(at: chrome.barLayout.rightIconCenter)
        drive(navigator).settle()
        XCTAssertEqual(navigator.currentPanel.identifier, "stories")
    }

    func testTappingTheRingCapturesOnTheCameraAndReturnsToItElsewhere() throws {
        let chrome = try makeChrome()
        let navigator = chrome.navigator
        let camera = try XCTUnwrap(navigator.home as? Camera)
        drive(navigator).tap(at: chrome.barLayout.ringCenter)
        XCTAssertEqual(camera.captures, 1)
        navigator.navigate(to: "stories", animated: false)
        drive(navigator).tap(at: chrome.barLayout.ringCenter)
        drive(navigator).settle()
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
        XCTAssertEqual(camera.captures, 1, "the ring on a side panel navigates instead of capturing")
    }

    func testTappingTheProfileBadgeGoesToThePanelAbove() throws {
        let chrome = try makeChrome()
        drive(chrome.navigator).tap(at: Point(x: 35, y: 35))
        drive(chrome.navigator).settle()
        XCTAssertEqual(chrome.navigator.currentPanel.identifier, "profile")
    }

    func testTapsAwayFromTheButtonsAreNotTaken() throws {
        let chrome = try makeChrome()
        XCTAssertNil(chrome.item(at: Point(x: 180, y: 300)))
        XCTAssertEqual(chrome.item(at: Point(x: 180, y: 570)), .capture)
    }

    /// Asking the bars which button is under a point moves nothing: the navigator does what the
    /// button does, after asking.
    func testTheBarsOnlySayWhichButtonATapHit() throws {
        let chrome = try makeChrome()
        let chat = chrome.barLayout.leftIconCenter
        XCTAssertEqual(chrome.item(at: chat), .left)
        XCTAssertFalse(chrome.navigator.isAnimating)
        chrome.navigator.handleTap(at: chat, under: chrome)
        drive(chrome.navigator).settle()
        XCTAssertEqual(chrome.navigator.currentPanel.identifier, "chat")
    }

    func testHalfWayDragGivesTheHalfWayLayout() throws {
        let chrome = try makeChrome()
        chrome.navigator.holdSwipe(Point(x: -0.5, y: 0))
        XCTAssertEqual(chrome.navigator.horizontalProgress, -0.5)
        let expected = NavigationBarLayout(
            progress: -0.5, size: Size(width: 360, height: 640), home: Color(hex: "#1E1E1E")!,
            left: Color(hex: "#3CB2E2")!, right: Color(hex: "#9B55A0")!)
        XCTAssertEqual(chrome.barLayout, expected)
    }

    func testTheBarSlidesDownWithTheCameraWhenThePanelAboveIsRevealed() throws {
        let chrome = try makeChrome()
        chrome.navigator.holdSwipe(Point(x: 0, y: -0.5))
        XCTAssertEqual(chrome.navigator.verticalProgress, -0.5)
        XCTAssertEqual(chrome.barSlide.offset, 320)
        XCTAssertEqual(chrome.barSlide.opacity, 1)
    }

    func testTheBarFadesAsThePanelBelowCoversTheCamera() throws {
        let chrome = try makeChrome()
        chrome.navigator.holdSwipe(Point(x: 0, y: 0.25))
        XCTAssertEqual(chrome.barSlide.offset, 0)
        XCTAssertEqual(chrome.barSlide.opacity, 0.75)
    }

    func testATapIsTestedAgainstTheFrameThatWasDrawn() throws {
        let chrome = try makeChrome()
        let navigator = chrome.navigator
        // Toward profile: the camera is drawn 0.3 of a page lower, its badge with it.
        navigator.holdSwipe(Point(x: 0, y: -0.3))
        navigator.layOutFrame()
        let drawnBadge = Point(x: 16 + 19, y: 192 + 16 + 19)
        let topBar = navigator.placementsOnScreen.filter { TopBar().isShown(over: $0, chrome: chrome) }
        XCTAssertEqual(try XCTUnwrap(topBar.first?.frame.minY), 192, accuracy: 1e-9)
        // The camera moves back before the next frame is laid out: the tap still lands on what
        // the user saw.
        XCTAssertTrue(navigator.navigate(to: "camera", animated: false))
        XCTAssertEqual(chrome.item(at: drawnBadge), .profile)
        XCTAssertNil(chrome.item(at: Point(x: 35, y: 35)), "where the badge is only about to be drawn")
        navigator.layOutFrame()
        XCTAssertEqual(chrome.item(at: Point(x: 35, y: 35)), .profile)
        XCTAssertNil(chrome.item(at: drawnBadge))
    }

    func testTheBarsTakeNoLayoutSpace() throws {
        let chrome = try makeChrome()
        let placements = chrome.navigator.currentPlacements()
        XCTAssertEqual(placements.map(\.frame), [Rect(x: 0, y: 0, width: 360, height: 640)])
    }

    func testTheRingIsDrawnAtItsLayoutAndTheTopBarFadesWithTheCamera() throws {
        let chrome = try makeChrome()
        let canvas = DisplayList(size: Size(width: 360, height: 640))
        chrome.draw(in: canvas)
        let ring = canvas.operations.compactMap { operation -> Rect? in
            if case .strokedRoundedRect(let rect, _, let width, .white, _) = operation, width == 6 { return rect }
            return nil
        }
        XCTAssertEqual(ring.map(\.center), [Point(x: 180, y: 570)])
        XCTAssertEqual(canvas.texts, ["Search", "9:41"])

        canvas.reset()
        chrome.navigator.holdSwipe(Point(x: 1, y: 0))
        chrome.draw(in: canvas)
        XCTAssertEqual(canvas.texts, ["9:41"], "the top bar is gone with the camera; the status area stays")
    }

    func testBarsAreOffUnlessTheConfigurationAsksAndMustBeABoolean() throws {
        XCTAssertFalse(try Configuration.parse(ConfigurationTests.minimal, file: "min.json").bars)
        XCTAssertTrue(try Configuration.parse(Self.cross, file: "cross.json").bars)
        let bad = Self.cross.replacingOccurrences(of: "\"bars\": true", with: "\"bars\": \"yes\"")
        XCTAssertThrowsError(try Configuration.parse(bad, file: "bad.json")) { error in
            XCTAssertTrue(
                "\(error)".range(of: #"^bad\.json:\d+:\d+: bars: expected true or false"#, options: .regularExpression)
                    != nil,
                "\(error)")
        }
    }

    func testTheStatusAreaBlendsTheApproachedPanelsColourInLinearLight() throws {
        let chrome = try makeChrome()
        XCTAssertEqual(chrome.statusAreaBackground, Color(hex: "#1E1E1E"))
        chrome.navigator.holdSwipe(Point(x: -0.5, y: 0))
        XCTAssertEqual(chrome.statusAreaBackground, Color(hex: "#3084A7"))
        XCTAssertEqual(chrome.statusAreaForeground, Color.white, "white on both")
    }

    func testTheStatusAreaIsTwoSmallLayersThatDrawWhatOneAcrossTheWindowDid() throws {
        let chrome = try makeChrome()
        chrome.navigator.holdSwipe(Point(x: -0.4, y: 0))
        for width in [360.0, 361, 414] {
            let size = Size(width: width, height: 640)
            let drawn = DisplayList(size: size)
            StatusBar().draw(in: drawn, chrome: chrome, layout: chrome.navigator.layOutFrame())
            let layers = drawn.commands.compactMap { command -> Rect? in
                if case .layer(_, let rect, _) = command { return rect }
                return nil
            }
            XCTAssertEqual(layers.count, 2, "the time and the battery")
            let area = layers.reduce(0) { $0 + $1.width * $1.height }
            XCTAssertLessThan(area, width * 18 / 3, "at \(width): under a third of a strip across the window")
            // The area as it was drawn when it was one layer across the window.
            let acrossTheWindow = LayerContent(name: "across", size: Size(width: width, height: 18)) {
                canvas, size, _ in
                canvas.drawText(
                    "9:41", in: Rect(x: size.width / 2 - 40, y: 1, width: 80, height: 16),
                    style: TextStyle(size: 12, weight: .bold, color: .white))
                let battery = Rect(x: size.width - 36, y: 5, width: 21, height: 10)
                canvas.strokeRoundedRect(battery, radius: 3, lineWidth: 1, color: Color.white.withOpacity(0.6))
                canvas.fillRoundedRect(battery.insetBy(dx: 2, dy: 2), radius: 1.5, color: .white)
                canvas.fillRoundedRect(
                    Rect(x: battery.maxX + 1, y: 8, width: 1.5, height: 4), radius: 0.75, color: .white)
            }
            let before = DisplayList(size: size)
            before.drawLayer(
                acrossTheWindow, in: Rect(origin: .zero, size: acrossTheWindow.size),
                tint: chrome.statusAreaForeground.withOpacity(chrome.visibility(of: .statusBar)))
            XCTAssertEqual(drawn.operations, before.operations, "at \(width)")
        }
    }

    func testTheStatusTextTurnsDarkOnTheYellowProfile() throws {
        let chrome = try makeChrome()
        chrome.navigator.navigate(to: "profile", animated: false)
        XCTAssertEqual(chrome.statusAreaBackground, Color(hex: "#FFFC00"))
        XCTAssertEqual(chrome.statusAreaForeground, Color(hex: "#1A1A1A"))
    }
}
