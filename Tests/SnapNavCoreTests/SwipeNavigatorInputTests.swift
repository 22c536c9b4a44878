import SnapNavCore
import XCTest

/// Every input device through the navigation: touchpad, wheel, touchscreen, keyboard, and
/// events in odd orders.
final class SwipeNavigatorInputTests: XCTestCase {
    static let cross = """
        { "start": "camera", "horizontal": ["chat", "camera", "stories"],
          "vertical": ["profile", "camera", "memories"],
          "panels": { "chat": { "title": "Chat", "background": "#3CB2E2" },
                      "camera": { "title": "Camera", "background": "#1E1E1E" },
                      "stories": { "title": "Stories", "background": "#9B55A0" },
                      "profile": { "title": "Profile", "background": "#FFFC00" },
                      "memories": { "title": "Memories", "background": "#F23C57" } } }
        """
    let clock = ManualClock(now: 10)

    func makeDriver(start: String? = nil) throws -> CrossDriver {
        try CrossDriver(json: Self.cross, start: start, clock: clock)
    }

    // MARK: Touchpad and wheel

    func testATouchpadSwipeFollowsThenSettlesOnePageAfterThePause() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        driver.scroll(Point(x: -0.5, y: 0), count: 5, interval: 0.02)
        XCTAssertEqual(navigator.horizontal.phase, .dragging)
        XCTAssertEqual(navigator.horizontal.offset, 360 + 100, "5 × 20 pt, the content under the fingers")
        driver.run(seconds: 0.05)
        XCTAssertEqual(navigator.horizontal.phase, .dragging, "no end before the pause")
        driver.run(seconds: 0.1)
        XCTAssertEqual(navigator.horizontal.phase, .settling)
        XCTAssertEqual(navigator.horizontal.destinationPage, 2, "1000 pt/s flings past the threshold")
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "stories")
        XCTAssertFalse(navigator.isAnimating)
    }

    func testASlowShortTouchpadSwipeSpringsBack() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        driver.scroll(Point(x: -0.05, y: 0), count: 40, interval: 0.02)
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera", "100 pt/s and 70 pt is neither fling nor half way")
    }

    func testAKineticTailOfFortyEventsMovesOnlyOnePage() throws {
        let driver = try makeDriver(start: "chat")
        let navigator = driver.navigator
        driver.scroll(Point(x: -1.5, y: 0), count: 6, interval: 0.01)
        driver.run(seconds: 0.15)
        XCTAssertEqual(navigator.horizontal.destinationPage, 1)
        driver.scroll(Point(x: -0.3, y: 0), count: 40, interval: 0.016)
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
    }

    func testAnUnbrokenStreamOfWheelEventsMovesOnlyOnePage() throws {
        let driver = try makeDriver(start: "chat")
        let navigator = driver.navigator
        driver.scroll(Point(x: -1.5, y: 0), count: 100, interval: 0.01)
        XCTAssertEqual(navigator.horizontal.offset, 360, "held at one page from the start")
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
    }

    func testEachNotchBurstMovesExactlyOnePage() throws {
        let driver = try makeDriver(start: "chat")
        let navigator = driver.navigator
        driver.scroll(Point(x: -1, y: 0), count: 5, interval: 0.02, isPrecise: false)
        XCTAssertEqual(navigator.horizontal.destinationPage, 1)
        XCTAssertEqual(navigator.horizontal.phase, .settling, "with the settle spring")
        driver.run(seconds: 0.5)
        driver.scroll(Point(x: -1, y: 0), count: 1, interval: 0.02, isPrecise: false)
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "stories")
        driver.scroll(Point(x: 1, y: 0), count: 5, interval: 0.02, isPrecise: false)
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
    }

    func testVerticalNotchesFollowTheCrossRules() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        driver.scroll(Point(x: 0, y: 1), count: 3, interval: 0.02, isPrecise: false)
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "profile", "wheel up shows the panel above")
        driver.scroll(Point(x: -1, y: 0), count: 3, interval: 0.02, isPrecise: false)
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "profile", "a panel above pages back vertically only")
        driver.scroll(Point(x: 0, y: -1), count: 3, interval: 0.02, isPrecise: false)
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
    }

    func testAPressTakesOverFromATouchpadSwipe() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        driver.scroll(Point(x: -0.5, y: 0), count: 3, interval: 0.01)
        navigator.handle(.pointerDown(.mouse, Point(x: 200, y: 300)))
        XCTAssertFalse(navigator.wheel.isActive)
        XCTAssertEqual(navigator.pointer.activePointer, .mouse)
        navigator.handle(.pointerMove(.mouse, Point(x: 300, y: 300)))
        navigator.handle(.pointerMove(.mouse, Point(x: 400, y: 300)))
        clock.advance(by: 0.3)
        driver.run(seconds: 0.2)
        XCTAssertEqual(navigator.horizontal.phase, .dragging, "the wheel's pause does not end the mouse drag")
        navigator.handle(.pointerUp(.mouse, Point(x: 400, y: 300)))
        driver.run(seconds: 1)
        XCTAssertEqual(
            navigator.currentPanel.identifier, "camera", "caught on its fling toward stories, one page back from there")
    }

    func testWheelEventsDuringAMouseDragAreIgnored() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        navigator.handle(.pointerDown(.mouse, Point(x: 300, y: 300)))
        navigator.handle(.pointerMove(.mouse, Point(x: 280, y: 300)))
        driver.scroll(Point(x: -3, y: 0), count: 3, interval: 0.01)
        XCTAssertEqual(navigator.horizontal.offset, 370)
        XCTAssertFalse(navigator.wheel.isActive)
    }

    // MARK: Keyboard

    func testArrowsAndLettersMoveOnePageWithTheSpring() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        navigator.handle(.key(.right, []))
        XCTAssertEqual(navigator.horizontal.phase, .settling)
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "stories")
        driver.press(.a)
        driver.press(.left)
        XCTAssertEqual(navigator.currentPanel.identifier, "chat")
        driver.press(.d)
        driver.press(.up)
        XCTAssertEqual(navigator.currentPanel.identifier, "profile")
        driver.press(.s)
        driver.press(.down)
        XCTAssertEqual(navigator.currentPanel.identifier, "memories")
        driver.press(.w)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
    }

    func testKeysRespectTheCrossRules() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        driver.press(.left)
        driver.press(.up)
        XCTAssertEqual(navigator.currentPanel.identifier, "chat", "side panels page horizontally only")
        driver.press(.right)
        driver.press(.down)
        driver.press(.right)
        XCTAssertEqual(navigator.currentPanel.identifier, "memories", "a panel below pages back vertically only")
    }

    func testHomeReturnsToTheStartPanelAcrossTheArms() throws {
        let driver = try makeDriver(start: "memories")
        let navigator = driver.navigator
        driver.press(.home)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
        driver.press(.left)
        driver.press(.home)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
    }

    func testQuitKeysAreLeftToTheApp() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        XCTAssertEqual(KeyCommand(key: .escape, modifiers: []), .quit)
        XCTAssertEqual(KeyCommand(key: .q, modifiers: .control), .quit)
        XCTAssertNil(KeyCommand(key: .q, modifiers: []))
        navigator.handle(.key(.escape, []))
        XCTAssertFalse(navigator.isAnimating)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
    }

    // MARK: Robustness

    func testFocusLostMidDragEndsTheDragAndSettles() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        navigator.handle(.pointerDown(.mouse, Point(x: 300, y: 300)))
        for x in stride(from: 290, through: 100, by: -10) {
            clock.advance(by: 0.016)
            navigator.handle(.pointerMove(.mouse, Point(x: Double(x), y: 300)))
        }
        navigator.handle(.focusLost)
        XCTAssertEqual(navigator.horizontal.phase, .settling)
        XCTAssertNil(navigator.pointer.activePointer)
        navigator.handle(.pointerMove(.mouse, Point(x: 300, y: 300)))
        navigator.handle(.pointerUp(.mouse, Point(x: 300, y: 300)))
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "stories")
    }

    func testFocusLostMidTouchpadSwipeSettles() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        driver.scroll(Point(x: -0.5, y: 0), count: 3, interval: 0.01)
        navigator.handle(.focusLost)
        XCTAssertFalse(navigator.wheel.isActive)
        driver.run(seconds: 1)
        XCTAssertFalse(navigator.isAnimating)
        XCTAssertEqual(navigator.horizontal.offset.truncatingRemainder(dividingBy: 360), 0)
    }

    func testOddPointerOrdersAreHarmless() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        navigator.handle(.pointerUp(.mouse, Point(x: 10, y: 10)))
        navigator.handle(.pointerMove(.mouse, Point(x: 300, y: 10)))
        XCTAssertFalse(navigator.isAnimating)
        XCTAssertEqual(navigator.horizontal.offset, 360)
        navigator.handle(.pointerDown(.mouse, Point(x: 300, y: 300)))
        navigator.handle(.pointerDown(.mouse, Point(x: 300, y: 300)))
        navigator.handle(.pointerMove(.mouse, Point(x: 100, y: 300)))
        navigator.handle(.pointerUp(.mouse, Point(x: 100, y: 300)))
        navigator.handle(.pointerUp(.mouse, Point(x: 100, y: 300)))
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "stories")
        XCTAssertFalse(navigator.isAnimating)
    }

    func testASecondFingerCannotSteerTheSwipe() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        navigator.handle(.pointerDown(.finger(7), Point(x: 300, y: 300)))
        navigator.handle(.pointerDown(.finger(8), Point(x: 100, y: 300)))
        for step in 1...10 {
            clock.advance(by: 0.016)
            navigator.handle(.pointerMove(.finger(7), Point(x: 300 - Double(step) * 20, y: 300)))
            navigator.handle(.pointerMove(.finger(8), Point(x: 100 + Double(step) * 25, y: 300)))
        }
        navigator.handle(.pointerUp(.finger(8), Point(x: 350, y: 300)))
        XCTAssertEqual(navigator.horizontal.offset, 360 + 190)
        navigator.handle(.pointerUp(.finger(7), Point(x: 100, y: 300)))
        driver.run(seconds: 1)
        XCTAssertEqual(navigator.currentPanel.identifier, "stories")
    }
}
