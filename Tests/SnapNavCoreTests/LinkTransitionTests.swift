import SnapNavCore
import XCTest

/// Figma's transitions on links: decoded with their direction, duration and easing, refused
/// with the choices there are, and played by the screen stack, in reverse on the way back,
/// while a back swipe still follows the finger.
final class LinkTransitionTests: XCTestCase {
    /// A prototype whose chat panel opens detail by a tap at (180, 240) with `transition`, and
    /// whose detail goes back by a tap at (40, 20) with `back`.
    func json(_ transition: String, action: String = "push", back: String = #""back""#) -> String {
        """
        { "start": "camera", "horizontal": ["chat", "camera"],
          "panels": {
            "chat": { "hotspots": [{ "frame": [20, 200, 320, 80],
                                     "tap": { "\(action)": "detail", "transition": \(transition) } }] },
            "detail": { "hotspots": [{ "frame": [0, 0, 80, 44], "tap": \(back) }] },
            "camera": {} } }
        """
    }

    func parse(_ text: String) throws -> Configuration { try Configuration.parse(text, file: "t.json") }

    func refusal(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        do {
            _ = try parse(text)
            XCTFail("accepted", file: file, line: line)
            return ""
        } catch {
            return "\(error)"
        }
    }

    func transition(_ text: String) throws -> LinkTransition? {
        try parse(json(text)).panels.first { $0.id == "chat" }?.hotspots.first?.transition
    }

    func makeDriver(_ transition: String, action: String = "push", back: String = #""back""#) throws -> CrossDriver {
        let clock = ManualClock()
        let navigator = SwipeNavigator(
            configuration: try parse(json(transition, action: action, back: back)),
            viewport: Size(width: 360, height: 640),
            clock: clock, start: "chat")
        navigator.onTap = { [unowned navigator] in navigator.handleHotspotTap(at: $0) }
        return CrossDriver(navigator, clock: clock)
    }

    func top(_ driver: CrossDriver) throws -> StackedScreen {
        try XCTUnwrap(driver.navigator.screens.placements().last)
    }

    func testEachPartIsReadWithFigmasDefaultsForWhatIsLeftOut() throws {
        let dissolve = try XCTUnwrap(try transition(#"{ "type": "dissolve", "duration": 0.3 }"#))
        XCTAssertEqual(dissolve.kind, .dissolve)
        XCTAssertEqual(dissolve.direction, .left)
        XCTAssertEqual(dissolve.easing, .curve(CubicBezier(0, 0, 0.58, 1)), "ease out")
        let push = try XCTUnwrap(
            try transition(#"{ "type": "slide-out", "direction": "top", "duration": 0.5, "easing": "ease-in-back" }"#))
        XCTAssertEqual(push.kind, .slideOut)
        XCTAssertEqual(push.direction, .top)
        XCTAssertEqual(push.duration, 0.5)
        XCTAssertEqual(push.easing, .curve(CubicBezier(0.3, -0.05, 0.7, -0.5)))
        let bezier = try XCTUnwrap(try transition(#"{ "type": "move-in", "easing": [0.2, 0.8, 0.4, 1] }"#))
        XCTAssertEqual(bezier.easing, .curve(CubicBezier(0.2, 0.8, 0.4, 1)))
        let spring = try XCTUnwrap(try transition(#"{ "type": "push", "spring": "bouncy" }"#))
        XCTAssertEqual(spring.easing, .spring(.preset(.bouncy)), "through the one spring decoder")
    }

    func testAnAfterTakesOneToo() throws {
        let text = """
            { "start": "camera", "horizontal": ["camera"],
              "panels": { "camera": { "after": { "seconds": 1, "present": "sheet",
                                                 "transition": { "type": "move-in", "direction": "top" } } },
                          "sheet": {} } }
            """
        let after = try XCTUnwrap(try parse(text).panels.first { $0.id == "camera" }?.after)
        XCTAssertEqual(after.transition?.kind, .moveIn)
        XCTAssertEqual(after.transition?.direction, .top)
    }

    func testRefusalsNameTheLineAndColumnAndTheChoices() {
        let type = refusal(json(#"{ "type": "disolve" }"#))
        XCTAssertTrue(
            type.contains(
                #"t.json:4:73: panels.chat.hotspots[0].tap.transition.type: "disolve" is not a transition; did you mean "dissolve"? a transition is one of "instant", "dissolve", "move-in", "move-out", "push", "slide-in", "slide-out""#
            ), type)
        let direction = refusal(json(#"{ "type": "push", "direction": "up" }"#))
        XCTAssertTrue(direction.contains(#"transition.direction: "up" is not a direction"#), direction)
        XCTAssertTrue(direction.contains(#""left", "right", "top", "bottom""#), direction)
        let duration = refusal(json(#"{ "type": "push", "duration": -0.2 }"#))
        XCTAssertTrue(duration.contains("t.json:4:"), duration)
        XCTAssertTrue(duration.contains("transition.duration:"), duration)
        let easing = refusal(json(#"{ "type": "push", "easing": "ease-inn" }"#))
        XCTAssertTrue(easing.contains(#""ease-inn" is not an easing; did you mean "ease-in"?"#), easing)
        XCTAssertTrue(refusal(json(#"{ "direction": "left" }"#)).contains("transition.type: missing"))
        XCTAssertTrue(refusal(json(#"{ "type": "push", "fade": 1 }"#)).contains("fade"))
    }

    func testALinkWritesItsTransitionBackAsItWasWritten() throws {
        let text = #"{ "type": "dissolve", "duration": 0.5, "easing": "linear" }"#
        let hotspot = try XCTUnwrap(try parse(json(text)).panels.first { $0.id == "chat" }?.hotspots.first)
        guard case .object(let tap) = hotspot.jsonValue["tap"] else { return XCTFail("no tap") }
        XCTAssertEqual(tap.first { $0.key == "transition" }?.value, try JSONParser.parse(text))
    }

    func testDissolveFadesInPlaceHalfWayAndPlaysInReverseOnTheWayBack() throws {
        let driver = try makeDriver(#"{ "type": "dissolve", "duration": 0.3, "easing": "linear" }"#)
        driver.tap(at: Point(x: 180, y: 240))
        driver.clock.advance(by: 0.15)
        driver.navigator.step()
        let halfway = try top(driver)
        XCTAssertEqual(halfway.placement.frame.origin, .zero, "a dissolve does not move")
        XCTAssertEqual(halfway.opacity, 0.5, accuracy: 0.06)
        XCTAssertEqual(driver.navigator.screens.crossOffset, .zero)
        XCTAssertEqual(driver.navigator.screens.crossDimming, 0, "nor darken what is under it")
        driver.settle()
        XCTAssertEqual(try top(driver).opacity, 1)
        driver.navigator.screens.back()
        driver.frames(9)
        XCTAssertEqual(try top(driver).opacity, 0.5, accuracy: 0.06, "back fades it out")
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty)
    }

    func testEachKindPlacesBothScreensAsFigmaDoesHalfWay() throws {
        // (kind, the new screen's x and the cross's x half way through a linear move to the left)
        let cases: [(String, Double, Double)] = [
            ("move-in", 180, 0), ("move-out", 0, -180), ("push", 180, -180), ("slide-in", 180, -54),
            ("slide-out", 54, -180),
        ]
        for (kind, screenX, crossX) in cases {
            let driver = try makeDriver(#"{ "type": "\#(kind)", "duration": 0.4, "easing": "linear" }"#)
            driver.tap(at: Point(x: 180, y: 240))
            driver.clock.advance(by: 0.2)
            driver.navigator.step()
            XCTAssertEqual(try top(driver).placement.frame.minX, screenX, accuracy: 1, kind)
            XCTAssertEqual(driver.navigator.screens.crossOffset.x, crossX, accuracy: 1, kind)
            driver.settle()
            XCTAssertEqual(try top(driver).placement.frame.minX, 0, kind)
        }
    }

    func testAnUpwardMoveComesFromTheBottomAndAnInstantOneIsThereAtOnce() throws {
        let up = try makeDriver(#"{ "type": "move-in", "direction": "top", "duration": 0.4, "easing": "linear" }"#)
        up.tap(at: Point(x: 180, y: 240))
        up.clock.advance(by: 0.2)
        up.navigator.step()
        XCTAssertEqual(try top(up).placement.frame.minY, 320, accuracy: 1)
        XCTAssertEqual(try top(up).placement.frame.minX, 0)
        let instant = try makeDriver(#"{ "type": "instant" }"#)
        instant.tap(at: Point(x: 180, y: 240))
        instant.frames(1)
        XCTAssertEqual(try top(instant).placement.frame.minX, 0)
        XCTAssertFalse(instant.navigator.isAnimating)
    }

    func testABackSwipeFollowsTheFingerWhateverBroughtTheScreenIn() throws {
        let driver = try makeDriver(#"{ "type": "dissolve" }"#)
        driver.tap(at: Point(x: 180, y: 240))
        driver.settle()
        driver.press(at: Point(x: 100, y: 320))
        driver.move(by: Point(x: 20, y: 0))
        driver.move(by: Point(x: 100, y: 0))
        let frame = try top(driver)
        XCTAssertEqual(frame.opacity, 1)
        XCTAssertGreaterThan(frame.placement.frame.minX, 60, "the screen moves with the finger, as a pushed one")
        driver.move(by: Point(x: 200, y: 0))
        driver.release()
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty)
    }

    func testABackLinksOwnTransitionPlaysThatTransitionRatherThanTheReverseOfTheOneThatCame() throws {
        // Chat dissolved detail in; detail's back link drops it down and away, uncovering chat in
        // place, as Figma plays a move-out to the bottom to the screen it goes to.
        let driver = try makeDriver(
            #"{ "type": "dissolve" }"#,
            back: #"""
                { "back": true,
                  "transition": { "type": "move-out", "direction": "bottom", "duration": 0.4, "easing": "linear" } }
                """#)
        driver.tap(at: Point(x: 180, y: 240))
        driver.settle()
        driver.tap(at: Point(x: 40, y: 20))
        driver.clock.advance(by: 0.2)
        driver.navigator.step()
        let halfway = try top(driver)
        XCTAssertEqual(halfway.opacity, 1, "it does not dissolve out")
        XCTAssertEqual(halfway.placement.frame.minY, 320, accuracy: 1, "it moves down, half way")
        XCTAssertEqual(halfway.placement.frame.minX, 0)
        XCTAssertEqual(driver.navigator.screens.crossOffset, .zero, "chat is uncovered where it is")
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty)
    }

    func testABackLinksPushBringsTheScreenUnderBackFromItsSide() throws {
        // A plain push in; a back link pushing to the right: chat comes in from the left and
        // detail goes off to the right, both half way.
        let driver = try makeDriver(
            #"{ "type": "instant" }"#,
            back: #"""
                { "back": true,
                  "transition": { "type": "push", "direction": "right", "duration": 0.4, "easing": "linear" } }
                """#)
        driver.tap(at: Point(x: 180, y: 240))
        driver.settle()
        driver.tap(at: Point(x: 40, y: 20))
        driver.clock.advance(by: 0.2)
        driver.navigator.step()
        XCTAssertEqual(try top(driver).placement.frame.minX, 180, accuracy: 1)
        XCTAssertEqual(driver.navigator.screens.crossOffset.x, -180, accuracy: 1)
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty)
    }

    func testABackLinkWithoutATransitionStillPlaysTheOneThatCameInReverse() throws {
        let driver = try makeDriver(#"{ "type": "dissolve", "duration": 0.3, "easing": "linear" }"#)
        driver.tap(at: Point(x: 180, y: 240))
        driver.settle()
        driver.tap(at: Point(x: 40, y: 20))
        driver.clock.advance(by: 0.15)
        driver.navigator.step()
        XCTAssertEqual(try top(driver).opacity, 0.5, accuracy: 0.06)
        XCTAssertEqual(try top(driver).placement.frame.origin, .zero)
    }

    func testABackSwipeFollowsTheFingerWhateverTheBackLinkSays() throws {
        let driver = try makeDriver(
            #"{ "type": "dissolve" }"#,
            back: #"{ "back": true, "transition": { "type": "move-out", "direction": "bottom", "duration": 0.4 } }"#)
        driver.tap(at: Point(x: 180, y: 240))
        driver.settle()
        driver.press(at: Point(x: 100, y: 500))
        driver.move(by: Point(x: 20, y: 0))
        driver.move(by: Point(x: 100, y: 0))
        let held = try top(driver)
        XCTAssertEqual(held.placement.frame.minY, 0, "it moves as a pushed screen, not down")
        XCTAssertEqual(held.opacity, 1)
        XCTAssertGreaterThan(held.placement.frame.minX, 60, "with the finger")
        driver.move(by: Point(x: 200, y: 0))
        driver.release()
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty)
    }

    func testOnASpringTheScreenOvershootsItsPlaceAsTheSpringDoes() throws {
        let driver = try makeDriver(#"{ "type": "move-in", "spring": "bouncy" }"#)
        driver.tap(at: Point(x: 180, y: 240))
        var leftmost = 360.0
        driver.settle { leftmost = min(leftmost, (try? self.top(driver).placement.frame.minX) ?? 360) }
        XCTAssertLessThan(leftmost, -20, "bouncy swings past its place")
        XCTAssertEqual(try top(driver).placement.frame.minX, 0, "and comes to rest there")
    }
}
