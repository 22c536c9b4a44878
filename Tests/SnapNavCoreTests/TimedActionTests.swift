import SnapNavCore
import XCTest

/// Panels that move on by themselves with `after`: on the animation clock, once the panel is at
/// rest on screen, cancelled when it leaves and started again when it rests anew; and the launch
/// screen a prototype opens on.
final class TimedActionTests: XCTestCase {
    /// A cross of chat, camera and stories, where `chat` does `chatAfter` and `toast`, a screen
    /// the camera's hotspot presents, does `toastAfter`.
    func json(chatAfter: String = "null", toastAfter: String = "null", launch: String? = nil) -> String {
        let launchKey = launch.map { #""launch": "\#($0)","# } ?? ""
        return """
            { "start": "camera", "horizontal": ["chat", "camera", "stories"], \(launchKey)
              "panels": {
                "chat": { "background": "#3CB2E2", "after": \(chatAfter) },
                "camera": { "background": "#1E1E1E",
                            "hotspots": [{ "frame": [0, 0, 360, 100], "tap": { "present": "toast" } }] },
                "stories": { "background": "#9B55A0" },
                "toast": { "background": "#FFFC00", "after": \(toastAfter) },
                "splash": { "background": "#FFFFFF", "after": { "seconds": 1, "go": "camera" } } } }
            """.replacingOccurrences(of: #", "after": null"#, with: "")
    }

    func driver(_ json: String, start: String? = nil, clock: ManualClock = ManualClock()) throws -> CrossDriver {
        let driver = try CrossDriver(json: json, start: start, clock: clock)
        let navigator = driver.navigator
        navigator.onTap = { [unowned navigator] in navigator.handleHotspotTap(at: $0) }
        return driver
    }

    func testAPanelAtRestMovesOnOnceItsSecondsHavePassed() throws {
        let driver = try self.driver(json(chatAfter: #"{ "seconds": 1.5, "go": "stories" }"#), start: "chat")
        driver.run(seconds: 1.4)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "chat", "not before its time")
        driver.run(seconds: 0.2)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "stories")
        XCTAssertTrue(driver.navigator.isAnimating, "it moves on with the settle spring")
        driver.settle()
        driver.run(seconds: 3)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "stories", "it fires once")
    }

    func testTheWaitIsToldAsADeadlineSoAnIdleAppWakesForIt() throws {
        let driver = try self.driver(json(chatAfter: #"{ "seconds": 1.5, "go": "stories" }"#), start: "chat")
        driver.frames(1)
        let deadline = try XCTUnwrap(driver.navigator.nextDeadline)
        XCTAssertEqual(deadline - driver.clock.now, 1.5, accuracy: 1e-9)
        XCTAssertFalse(driver.navigator.isMovingWithoutInput, "waiting draws no frames")
        driver.clock.advance(by: deadline - driver.clock.now)
        XCTAssertTrue(driver.navigator.isMovingWithoutInput, "come due, it asks for the frame that shows it")
        driver.navigator.step()
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "stories")
    }

    func testLeavingThePanelCancelsItsTimerAndComingBackStartsItAgain() throws {
        let driver = try self.driver(json(chatAfter: #"{ "seconds": 1.5, "go": "stories" }"#), start: "chat")
        driver.run(seconds: 1)
        driver.press(.right, thenRun: 1)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "camera")
        XCTAssertNil(driver.navigator.nextDeadline, "the camera waits for nothing")
        driver.press(.left, thenRun: 1.2)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "chat", "a new wait of 1.5 s from its rest")
        driver.run(seconds: 1)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "stories")
    }

    func testADragThatSpringsBackStartsTheWaitAgain() throws {
        let driver = try self.driver(json(chatAfter: #"{ "seconds": 1.5, "go": "stories" }"#), start: "chat")
        driver.run(seconds: 1)
        driver.press(at: Point(x: 300, y: 320))
        driver.move(by: Point(x: -60, y: 0))
        driver.holdStill(for: 1)
        driver.release()
        driver.settle()
        driver.run(seconds: 1)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "chat", "1 s of rest since the drag")
        driver.run(seconds: 0.6)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "stories")
    }

    func testItRunsOnTheAnimationClockSoSlowMotionSlowsIt() throws {
        let real = ManualClock()
        let slow = SlowMotionClock(base: real)
        slow.factor = 4
        let configuration = try Configuration.parse(
            json(chatAfter: #"{ "seconds": 1, "go": "stories" }"#), file: "t.json")
        let navigator = SwipeNavigator(
            configuration: configuration, viewport: Size(width: 360, height: 640), clock: real, animationClock: slow,
            start: "chat")
        let driver = CrossDriver(navigator, clock: real)
        driver.run(seconds: 3.9)
        XCTAssertEqual(navigator.currentPanel.identifier, "chat")
        let deadline = try XCTUnwrap(navigator.nextDeadline)
        XCTAssertEqual(deadline, 4 + 1.0 / 60, accuracy: 1e-9, "four times the second in real time, from its rest")
        real.advance(by: deadline - real.now)
        navigator.step()
        XCTAssertEqual(navigator.currentPanel.identifier, "stories")
    }

    func testAScreenOpenedOverTheCrossGoesBackByItself() throws {
        let driver = try self.driver(json(toastAfter: #"{ "seconds": 2, "back": true }"#))
        driver.tap(at: Point(x: 180, y: 50))
        driver.settle()
        XCTAssertEqual(driver.navigator.screens.top?.identifier, "toast")
        driver.run(seconds: 1.9)
        XCTAssertEqual(driver.navigator.screens.top?.identifier, "toast", "timed from the sheet's arrival")
        driver.run(seconds: 0.2)
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "camera")
    }

    func testAScreenTakenBackBeforeItsTimeCancelsIt() throws {
        let driver = try self.driver(json(toastAfter: #"{ "seconds": 1, "push": "splash" }"#))
        driver.tap(at: Point(x: 180, y: 50))
        driver.settle()
        driver.run(seconds: 0.5)
        driver.navigator.perform(.back)
        driver.settle()
        driver.run(seconds: 2)
        XCTAssertTrue(driver.navigator.screens.isEmpty, "nothing opened from a screen that had gone")
    }

    func testTheLaunchScreenShowsInPlaceAndMovesOn() throws {
        let driver = try self.driver(json(launch: "splash"))
        driver.navigator.showLaunchScreen()
        XCTAssertEqual(driver.navigator.screens.top?.identifier, "splash")
        XCTAssertFalse(driver.navigator.isAnimating, "in place at once, as an app opens")
        XCTAssertEqual(driver.navigator.placementsOnScreen.count, 1, "the cross under it is covered")
        driver.run(seconds: 1.05)
        XCTAssertTrue(driver.navigator.screens.isEmpty, "go closes it at once")
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "camera")
    }

    func testMistakesAreRefusedWithTheKeyPathAndTheLine() {
        func assertRefused(_ json: String, saying expected: String, line: UInt = #line) {
            XCTAssertThrowsError(try Configuration.parse(json, file: "t.json"), line: line) { error in
                XCTAssertEqual("\(error)", expected, line: line)
            }
        }
        assertRefused(
            json(chatAfter: #"{ "seconds": 0, "go": "stories" }"#),
            saying: "t.json:3:51: panels.chat.after.seconds: expected a number greater than 0, found 0")
        assertRefused(
            json(chatAfter: #"{ "seconds": -1, "go": "stories" }"#),
            saying: "t.json:3:51: panels.chat.after.seconds: expected a number greater than 0, found -1")
        assertRefused(
            json(chatAfter: #"{ "go": "stories" }"#),
            saying:
                "t.json:3:40: panels.chat.after.seconds: missing; expected how long the panel rests before it moves on, such as 1.5"
        )
        assertRefused(
            json(chatAfter: #"{ "seconds": 1, "go": "stroies" }"#),
            saying: #"t.json:3:65: panels.chat.after.go: "stroies" is not a panel; did you mean "stories"?"#)
        assertRefused(
            json(chatAfter: #"{ "seconds": 1, "push": "camera" }"#),
            saying:
                #"t.json:3:65: panels.chat.after.push: "camera" is in an arm, which only go reaches; push opens a panel that is in neither arm"#
        )
        assertRefused(
            json(chatAfter: #"{ "seconds": 1, "go": "camera", "back": true }"#),
            saying: #"t.json:3:40: panels.chat.after: expected one action beside seconds, found "go", "back""#)
        assertRefused(
            json(chatAfter: #"{ "seconds": 1, "back": false }"#),
            saying: "t.json:3:65: panels.chat.after.back: expected true; leave back out for a panel that stays")
        assertRefused(
            json(launch: "camera"),
            saying:
                #"t.json:1:67: launch: "camera" is in an arm; the launch screen is a panel in neither, shown over the cross at first"#
        )
        assertRefused(
            json(launch: "splsh"), saying: #"t.json:1:67: launch: "splsh" is not a panel; did you mean "splash"?"#)
    }
}
