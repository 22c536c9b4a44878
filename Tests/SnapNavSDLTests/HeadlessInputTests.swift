import CSDL2
import SnapNavCore
import SnapNavSDL
import XCTest

/// Real SDL events from every device, pushed through SDL into the app, judged by the panel it
/// settles on and the pixels it draws.
final class HeadlessInputTests: XCTestCase {
    let camera = Color(hex: "#1E1E1E")!
    let chat = Color(hex: "#3CB2E2")!
    let stories = Color(hex: "#9B55A0")!
    let profile = Color(hex: "#FFFC00")!

    func settledPanel(_ harness: HeadlessApp) -> String {
        harness.run(seconds: 1)
        XCTAssertFalse(harness.app.navigator.isAnimating, "at rest")
        return harness.app.navigator.currentPanel.identifier
    }

    // MARK: Touchpad

    func testAPreciseTouchpadSwipeFollowsThenSettlesOnTheNextPanel() throws {
        let harness = try HeadlessApp()
        harness.scroll(preciseX: 0.75, count: 4)
        XCTAssertEqual(harness.app.navigator.horizontal.offset, 360 + 120, "4 × 30 pt, the content under the fingers")
        XCTAssertEqual(harness.app.navigator.horizontal.phase, .dragging)
        XCTAssertEqual(settledPanel(harness), "stories")
        XCTAssertEqual(try harness.color(atX: 20, y: 20), stories)
    }

    func testTouchpadScrollingLeftShowsTheLeftPanel() throws {
        let harness = try HeadlessApp()
        harness.scroll(preciseX: -0.75, count: 4)
        XCTAssertEqual(settledPanel(harness), "chat")
        XCTAssertEqual(try harness.color(atX: 340, y: 20), chat)
    }

    func testFlippedScrollingIsTakenAsTheSystemDeliversIt() throws {
        let harness = try HeadlessApp()
        harness.scroll(preciseX: -0.75, flipped: true, count: 4)
        XCTAssertEqual(settledPanel(harness), "chat", "the system has already applied natural scrolling")
        harness.scroll(preciseX: 0.75, flipped: true, count: 4)
        XCTAssertEqual(settledPanel(harness), "camera")
    }

    func testAPreciseVerticalSwipeReachesThePanelAbove() throws {
        let harness = try HeadlessApp()
        harness.scroll(preciseY: 0.75, count: 4)
        XCTAssertEqual(settledPanel(harness), "profile")
        XCTAssertEqual(try harness.color(atX: 180, y: 100), profile)
    }

    func testALongKineticTailAfterTheSwipeMovesOnlyOnePage() throws {
        let harness = try HeadlessApp(start: "chat")
        harness.scroll(preciseX: 1.5, count: 6)
        harness.run(seconds: 0.12)
        XCTAssertEqual(harness.app.navigator.horizontal.destinationPage, 1, "the pause ended the swipe")
        harness.scroll(preciseX: 0.25, count: 40, interval: 0.016)
        XCTAssertEqual(settledPanel(harness), "camera")
        XCTAssertEqual(try harness.color(atX: 180, y: 100), camera)
    }

    func testWheelEventsThatNeverPauseMoveOnlyOnePage() throws {
        let harness = try HeadlessApp(start: "chat")
        harness.scroll(preciseX: 1.5, count: 6)
        harness.scroll(preciseX: 0.25, count: 40, interval: 0.016)
        XCTAssertEqual(harness.app.navigator.horizontal.offset, 360, "held to one page from the start")
        XCTAssertEqual(settledPanel(harness), "camera")
    }

    // MARK: Clicky wheel

    func testEachBurstOfWholeNotchesMovesOnePage() throws {
        let harness = try HeadlessApp()
        harness.scroll(preciseX: 1, count: 5, interval: 0.02)
        XCTAssertEqual(settledPanel(harness), "stories")
        harness.scroll(preciseX: -1, count: 5, interval: 0.02)
        XCTAssertEqual(settledPanel(harness), "camera")
        harness.scroll(preciseX: -1, count: 1)
        XCTAssertEqual(settledPanel(harness), "chat")
        XCTAssertEqual(try harness.color(atX: 180, y: 100), chat)
    }

    func testAFlippedNotchBurstMovesOnePageTheWayItIsReported() throws {
        let harness = try HeadlessApp()
        harness.scroll(preciseX: -1, flipped: true, count: 3, interval: 0.02)
        XCTAssertEqual(settledPanel(harness), "chat")
    }

    func testAVerticalNotchBurstMovesOnePage() throws {
        let harness = try HeadlessApp()
        harness.scroll(preciseY: 1, count: 4, interval: 0.02)
        XCTAssertEqual(settledPanel(harness), "profile")
        harness.scroll(preciseY: -1, count: 4, interval: 0.02)
        harness.scroll(preciseY: -1, count: 4, interval: 0.02)
        harness.run(seconds: 0.1)
        harness.scroll(preciseY: -1, count: 4, interval: 0.02)
        XCTAssertEqual(settledPanel(harness), "memories")
    }

    func testWheelEventsSynthesisedFromTouchesAreIgnored() throws {
        let harness = try HeadlessApp()
        for _ in 0..<5 { harness.pushWheel(preciseX: 1, which: snapnav_touch_mouse_id) }
        XCTAssertEqual(settledPanel(harness), "camera")
    }

    // MARK: Touchscreen

    func testAFingerSwipeWithItsSyntheticMouseEventsMovesOnePage() throws {
        let harness = try HeadlessApp(start: "chat")
        let touchMouse = snapnav_touch_mouse_id
        harness.pushFinger(SDL_FINGERDOWN, finger: 3, x: 0.2, y: 0.5)
        harness.pushMouseButton(down: true, x: 72, y: 320, which: touchMouse)
        harness.app.processEvents()
        for step in 1...10 {
            harness.clock.advance(by: 0.016)
            let x = 0.2 + Float(step) * 0.06
            harness.pushFinger(SDL_FINGERMOTION, finger: 3, x: x, y: 0.5)
            harness.pushMouseMotion(x: Int32(x * 360), y: 320, which: touchMouse)
            harness.app.processEvents()
        }
        XCTAssertEqual(harness.app.navigator.pointer.activePointer, .finger(3))
        harness.pushMouseButton(down: false, x: 288, y: 320, which: touchMouse)
        harness.app.processEvents()
        XCTAssertEqual(harness.app.navigator.horizontal.phase, .dragging, "the synthetic release ends nothing")
        harness.pushFinger(SDL_FINGERUP, finger: 3, x: 0.8, y: 0.5)
        XCTAssertEqual(settledPanel(harness), "chat", "dragged right from chat: nothing further left")
        harness.pushFinger(SDL_FINGERDOWN, finger: 4, x: 0.8, y: 0.5)
        for step in 1...10 {
            harness.clock.advance(by: 0.016)
            harness.pushFinger(SDL_FINGERMOTION, finger: 4, x: 0.8 - Float(step) * 0.06, y: 0.5)
            harness.app.processEvents()
        }
        harness.pushFinger(SDL_FINGERUP, finger: 4, x: 0.2, y: 0.5)
        XCTAssertEqual(settledPanel(harness), "camera")
        XCTAssertEqual(try harness.color(atX: 180, y: 100), camera)
    }

    func testSyntheticMouseEventsAloneMoveNothing() throws {
        let harness = try HeadlessApp()
        harness.drag(from: (300, 320), to: (60, 320))
        XCTAssertEqual(settledPanel(harness), "stories", "a real mouse drag pages")
        let touchMouse = snapnav_touch_mouse_id
        harness.pushMouseButton(down: true, x: 60, y: 320, which: touchMouse)
        for x in stride(from: 80, through: 340, by: 20) {
            harness.pushMouseMotion(x: Int32(x), y: 320, which: touchMouse)
        }
        harness.pushMouseButton(down: false, x: 340, y: 320, which: touchMouse)
        XCTAssertEqual(settledPanel(harness), "stories")
    }

    func testTouchesSynthesisedFromTheMouseAreIgnored() throws {
        let harness = try HeadlessApp()
        let mouseTouch = snapnav_mouse_touch_id
        harness.pushFinger(SDL_FINGERDOWN, finger: 0, x: 0.8, y: 0.5, touch: mouseTouch)
        harness.pushFinger(SDL_FINGERMOTION, finger: 0, x: 0.2, y: 0.5, touch: mouseTouch)
        harness.pushFinger(SDL_FINGERUP, finger: 0, x: 0.2, y: 0.5, touch: mouseTouch)
        harness.app.processEvents()
        XCTAssertNil(harness.app.navigator.pointer.activePointer)
        XCTAssertEqual(settledPanel(harness), "camera")
    }

    func testASecondFingerIsIgnoredUntilTheFirstLifts() throws {
        let harness = try HeadlessApp()
        harness.pushFinger(SDL_FINGERDOWN, finger: 1, x: 0.8, y: 0.5)
        harness.pushFinger(SDL_FINGERDOWN, finger: 2, x: 0.1, y: 0.5)
        for step in 1...10 {
            harness.clock.advance(by: 0.016)
            harness.pushFinger(SDL_FINGERMOTION, finger: 2, x: 0.1 + Float(step) * 0.08, y: 0.5)
            harness.pushFinger(SDL_FINGERMOTION, finger: 1, x: 0.8 - Float(step) * 0.06, y: 0.5)
            harness.app.processEvents()
        }
        harness.pushFinger(SDL_FINGERUP, finger: 2, x: 0.9, y: 0.5)
        harness.app.processEvents()
        XCTAssertEqual(harness.app.navigator.pointer.activePointer, .finger(1))
        XCTAssertEqual(harness.app.navigator.horizontal.offset, 360 + 216 - 10, accuracy: 0.01)
        harness.pushFinger(SDL_FINGERUP, finger: 1, x: 0.2, y: 0.5)
        XCTAssertEqual(settledPanel(harness), "stories")
    }

    func testAFingerTapIsReportedInWindowPoints() throws {
        let harness = try HeadlessApp()
        var taps: [Point] = []
        harness.app.navigator.onTap = { taps.append($0) }
        harness.pushFinger(SDL_FINGERDOWN, finger: 5, x: 0.25, y: 0.75)
        harness.pushFinger(SDL_FINGERUP, finger: 5, x: 0.25, y: 0.75)
        harness.app.processEvents()
        XCTAssertEqual(taps, [Point(x: 90, y: 480)])
    }

    // MARK: Keyboard

    func testArrowKeysAndLettersMoveOnePage() throws {
        let harness = try HeadlessApp()
        harness.pushKey(SDLK_RIGHT)
        XCTAssertEqual(settledPanel(harness), "stories")
        XCTAssertEqual(try harness.color(atX: 20, y: 20), stories)
        harness.pushKey(SDLK_a)
        XCTAssertEqual(settledPanel(harness), "camera")
        harness.pushKey(SDLK_LEFT)
        XCTAssertEqual(settledPanel(harness), "chat")
        harness.pushKey(SDLK_d)
        harness.run(seconds: 1)
        harness.pushKey(SDLK_UP)
        XCTAssertEqual(settledPanel(harness), "profile")
        XCTAssertEqual(try harness.color(atX: 180, y: 100), profile)
        harness.pushKey(SDLK_s)
        harness.run(seconds: 1)
        harness.pushKey(SDLK_DOWN)
        XCTAssertEqual(settledPanel(harness), "memories")
        harness.pushKey(SDLK_w)
        XCTAssertEqual(settledPanel(harness), "camera")
    }

    func testAKeyMovesWithTheSettleSpringNotAJump() throws {
        let harness = try HeadlessApp()
        harness.pushKey(SDLK_RIGHT)
        harness.run(seconds: 0.05)
        let offset = harness.app.navigator.horizontal.offset
        XCTAssertGreaterThan(offset, 360)
        XCTAssertLessThan(offset, 720)
    }

    func testKeyRepeatsDoNotPageAgain() throws {
        let harness = try HeadlessApp(start: "chat")
        harness.pushKey(SDLK_RIGHT)
        for _ in 0..<5 { harness.pushKey(SDLK_RIGHT, isRepeat: true) }
        XCTAssertEqual(settledPanel(harness), "camera")
    }

    func testHomeReturnsToTheStartPanel() throws {
        let harness = try HeadlessApp(start: "memories")
        harness.pushKey(SDLK_HOME)
        XCTAssertEqual(settledPanel(harness), "camera")
    }

    func testEscapeQuits() throws {
        let harness = try HeadlessApp()
        harness.pushKey(SDLK_ESCAPE)
        try harness.app.run()
        XCTAssertTrue(harness.app.quitRequested)
    }

    func testControlQQuitsAndQAloneDoesNot() throws {
        let harness = try HeadlessApp()
        harness.pushKey(SDLK_q)
        harness.app.processEvents()
        XCTAssertFalse(harness.app.quitRequested)
        harness.pushKey(SDLK_q, modifiers: KMOD_LCTRL)
        harness.app.processEvents()
        XCTAssertTrue(harness.app.quitRequested)
    }

    // MARK: Robustness of a drag

    func testADragLeavingTheWindowKeepsGoing() throws {
        let harness = try HeadlessApp()
        harness.drag(from: (300, 320), to: (-80, 320))
        XCTAssertEqual(settledPanel(harness), "stories")
    }

    func testFocusLostMidDragEndsTheDragAndSettles() throws {
        let harness = try HeadlessApp()
        harness.pushMouseButton(down: true, x: 300, y: 320)
        harness.app.processEvents()
        for step in 1...8 {
            harness.clock.advance(by: 0.016)
            harness.pushMouseMotion(x: Int32(300 - step * 10), y: 320)
            harness.app.processEvents()
        }
        harness.pushWindowEvent(SDL_WINDOWEVENT_FOCUS_LOST)
        harness.app.processEvents()
        XCTAssertEqual(harness.app.navigator.horizontal.phase, .settling)
        harness.pushMouseMotion(x: 100, y: 320)
        harness.pushMouseButton(down: false, x: 100, y: 320)
        XCTAssertEqual(settledPanel(harness), "stories", "released at 625 pt/s: a fling")
    }

    func testStrayButtonsAndMotionsAreHarmless() throws {
        let harness = try HeadlessApp()
        harness.pushMouseButton(down: false, x: 100, y: 320)
        harness.pushMouseMotion(x: 20, y: 320)
        XCTAssertEqual(settledPanel(harness), "camera")
        harness.pushMouseButton(down: true, x: 300, y: 320)
        harness.pushMouseButton(down: true, x: 300, y: 320)
        harness.app.processEvents()
        harness.drag(from: (300, 320), to: (60, 320))
        harness.pushMouseButton(down: false, x: 60, y: 320)
        XCTAssertEqual(settledPanel(harness), "stories")
        XCTAssertEqual(try harness.color(atX: 20, y: 20), stories)
    }
}
