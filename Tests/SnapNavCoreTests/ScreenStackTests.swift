import Foundation
import SnapNavCore
import XCTest

/// Screens a hotspot opens over the cross: a pushed screen from the right and a sheet from the
/// bottom, each taken back by a tap, a key or a swipe that follows the finger.
final class ScreenStackTests: XCTestCase {
    let log = CallbackLog()

    static let json = """
        { "start": "camera", "horizontal": ["chat", "camera", "stories"],
          "panels": {
            "chat": { "hotspots": [{ "frame": [20, 200, 320, 80], "tap": { "push": "detail" } },
                                   { "frame": [20, 400, 320, 80], "tap": { "present": "sheet" } }] },
            "detail": { "hotspots": [{ "frame": [0, 44, 80, 44], "tap": "back" },
                                     { "frame": [20, 200, 320, 80], "tap": { "push": "more" } },
                                     { "frame": [20, 500, 320, 80], "tap": { "go": "stories" } }] },
            "more": {}, "sheet": {}, "camera": {}, "stories": {} } }
        """

    /// A driver on chat whose panels log their callbacks, taps routed to the hotspots.
    func makeDriver() throws -> CrossDriver {
        let clock = ManualClock()
        let log = self.log
        let navigator = SwipeNavigator(
            configuration: try Configuration.parse(Self.json, file: "s.json"), viewport: Size(width: 360, height: 640),
            clock: clock, start: "chat"
        ) { RecordingPanel($0.id, log: log) }
        navigator.onTap = { [unowned navigator] in navigator.handleHotspotTap(at: $0) }
        return CrossDriver(navigator, clock: clock)
    }

    func offset(_ driver: CrossDriver) throws -> Rect {
        try XCTUnwrap(driver.navigator.screens.placements().last).placement.frame
    }

    func testATapPushesTheScreenFromTheRightWithTheSpringAndItFollowsTheLifecycle() throws {
        let driver = try makeDriver()
        log.entries.removeAll()
        driver.tap(at: Point(x: 180, y: 240))
        let detail = try XCTUnwrap(driver.navigator.screens.top)
        XCTAssertEqual(detail.identifier, "detail")
        XCTAssertEqual(log.entries(of: "detail").prefix(2), ["willMove(screens)", "didMove(screens)"])
        XCTAssertEqual(try offset(driver).minX, 360, "it starts off the right edge")
        driver.frames(6)
        let halfway = try offset(driver).minX
        XCTAssertGreaterThan(halfway, 0)
        XCTAssertLessThan(halfway, 360)
        XCTAssertEqual(driver.navigator.screens.crossShift, -0.3 * (360 - halfway), accuracy: 0.5)
        driver.settle()
        XCTAssertEqual(try offset(driver).minX, 0)
        XCTAssertEqual(driver.navigator.screens.crossShift, -108, accuracy: 0.01, "the cross sits 30 % to the left")
        XCTAssertEqual(log.entries(of: "detail").suffix(2), ["willAppear", "didAppear"])
        XCTAssertEqual(log.entries(of: "chat"), ["willDisappear", "didDisappear"], "the screen under it is covered")
    }

    func testAScreenLandsOnceWithinAThousandthOfTheWidthItTravels() throws {
        let driver = try makeDriver()
        driver.tap(at: Point(x: 180, y: 240))
        var positions: [Double] = []
        driver.settle { positions.append((try? self.offset(driver).minX) ?? -1) }
        XCTAssertEqual(positions.last, 0, "it lands exactly in place")
        let beforeLanding = positions.dropLast().last ?? 0
        XCTAssertGreaterThanOrEqual(beforeLanding, 360 * SpringAnimation.pagePrecision)
        XCTAssertLessThan(beforeLanding, 1, "the last step into place is under a point")
        // Held to a hundredth of a point, the same push would draw the frames of its tail.
        let fine = SpringAnimation(from: 360, to: 0, initialVelocity: 0, startTime: 0, parameters: .default)
        XCTAssertLessThanOrEqual(positions.count, fine.framesUntilFinished() - 5)
    }

    func testBackTakesItAwayAndTheCrossReappearsBalanced() throws {
        let driver = try makeDriver()
        driver.tap(at: Point(x: 180, y: 240))
        driver.settle()
        let before = CallbackLog()
        before.entries = log.entries
        log.entries.removeAll()
        driver.tap(at: Point(x: 40, y: 60))
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty)
        XCTAssertEqual(
            log.entries(of: "detail"), ["willDisappear", "didDisappear", "willMove(nil)", "didMove(nil)"])
        XCTAssertEqual(log.entries(of: "chat"), ["willAppear", "didAppear"])
        for id in ["detail", "chat"] {
            XCTAssertTrue(appearanceIsBalanced(before.entries(of: id) + log.entries(of: id)), id)
        }
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "chat")
    }

    /// The held swipe shows both screens at exactly the finger's offset (less the slop), and a
    /// release decides by the pager's rule.
    func testASwipeRightFollowsTheFingerAndCompletesOrCancelsByThePagersRule() throws {
        let driver = try makeDriver()
        driver.tap(at: Point(x: 180, y: 240))
        driver.settle()
        driver.drag(by: Point(x: 150, y: 0), from: Point(x: 60, y: 320), release: false)
        XCTAssertEqual(try offset(driver).minX, 140, accuracy: 0.001, "1:1 once past the 10-point slop")
        XCTAssertEqual(driver.navigator.screens.crossShift, -0.3 * (360 - 140), accuracy: 0.001)
        driver.holdStill()
        driver.release()
        driver.settle()
        XCTAssertEqual(driver.navigator.screens.top?.identifier, "detail", "short of half way and slow: it stays")
        driver.drag(by: Point(x: 220, y: 0), from: Point(x: 60, y: 320), release: false)
        driver.holdStill()
        driver.release()
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty, "past half way: back")
        driver.tap(at: Point(x: 180, y: 240))
        driver.settle()
        driver.drag(by: Point(x: 80, y: 0), from: Point(x: 60, y: 320), steps: 4)
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty, "a fling: back")
    }

    func testWhileAScreenIsOpenTheCrossTakesNoSwipe() throws {
        let driver = try makeDriver()
        driver.tap(at: Point(x: 180, y: 240))
        driver.settle()
        let before = driver.navigator.horizontal.contentOffset
        driver.drag(by: Point(x: -250, y: 0), from: Point(x: 300, y: 320))
        driver.settle()
        driver.drag(by: Point(x: 0, y: -300), from: Point(x: 180, y: 500))
        driver.settle()
        XCTAssertEqual(driver.navigator.horizontal.contentOffset, before)
        XCTAssertEqual(driver.navigator.screens.top?.identifier, "detail")
        driver.press(.right)
        XCTAssertEqual(driver.navigator.screens.top?.identifier, "detail", "Right does not page under it")
        XCTAssertEqual(driver.navigator.horizontal.contentOffset, before)
    }

    func testScreensPushToAnyDepthAndKeysTakeThemBackOneAtATime() throws {
        let driver = try makeDriver()
        driver.tap(at: Point(x: 180, y: 240))
        driver.settle()
        driver.tap(at: Point(x: 180, y: 240))
        driver.settle()
        XCTAssertEqual(driver.navigator.screens.screens.map(\.panel.identifier), ["detail", "more"])
        let placements = driver.navigator.screens.placements()
        XCTAssertEqual(placements[0].placement.frame.minX, -108, accuracy: 0.01, "detail moved left under more")
        XCTAssertEqual(placements[0].dimming, ScreenStack.dimming, accuracy: 0.001)
        driver.navigator.handle(.key(.backspace, []))
        driver.settle()
        XCTAssertEqual(driver.navigator.screens.screens.map(\.panel.identifier), ["detail"])
        driver.navigator.handle(.key(.left, [.alt]))
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "chat", "Alt+Left went back, not a page left")
    }

    func testASheetComesUpFromTheBottomAndADragDownDismissesIt() throws {
        let driver = try makeDriver()
        driver.tap(at: Point(x: 180, y: 440))
        XCTAssertEqual(try offset(driver).minY, 640, "from below the window")
        driver.settle()
        XCTAssertEqual(try offset(driver), Rect(x: 0, y: 0, width: 360, height: 640))
        XCTAssertEqual(driver.navigator.screens.crossShift, 0, "nothing moves under a sheet")
        driver.drag(by: Point(x: 0, y: 200), from: Point(x: 180, y: 100), release: false)
        XCTAssertEqual(try offset(driver).minY, 190, accuracy: 0.001)
        driver.holdStill()
        driver.release()
        driver.settle()
        XCTAssertEqual(driver.navigator.screens.top?.identifier, "sheet")
        driver.drag(by: Point(x: 0, y: 400), from: Point(x: 180, y: 100))
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty)
    }

    func testGoClosesEveryScreenFirst() throws {
        let driver = try makeDriver()
        driver.tap(at: Point(x: 180, y: 240))
        driver.settle()
        driver.tap(at: Point(x: 180, y: 540))
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "stories")
        XCTAssertTrue(appearanceIsBalanced(log.entries(of: "detail")))
    }

    func testATouchpadSwipeTakesAScreenBackToo() throws {
        let driver = try makeDriver()
        driver.tap(at: Point(x: 180, y: 240))
        driver.settle()
        driver.scroll(Point(x: 12, y: 0), count: 20, interval: 0.016)
        driver.run(seconds: 1)
        XCTAssertTrue(driver.navigator.screens.isEmpty)
    }

    func testPushAndPresentReachOnlyPanelsOutsideTheArmsAndGoOnlyThoseIn() {
        func refusal(_ tap: String) -> String {
            let json = Self.json.replacingOccurrences(of: #"{ "push": "detail" }"#, with: tap)
            do {
                _ = try Configuration.parse(json, file: "s.json")
                return "loaded"
            } catch { return "\(error)" }
        }
        XCTAssertEqual(
            refusal(#"{ "push": "stories" }"#),
            #"s.json:3:68: panels.chat.hotspots[0].tap.push: "stories" is in an arm, which only go reaches; push opens a panel that is in neither arm"#
        )
        XCTAssertEqual(
            refusal(#"{ "go": "detail" }"#),
            #"s.json:3:68: panels.chat.hotspots[0].tap.go: "detail" is in neither arm; go reaches the panels of horizontal and vertical, push and present the others"#
        )
        XCTAssertEqual(
            refusal(#"{ "present": "shete" }"#),
            #"s.json:3:68: panels.chat.hotspots[0].tap.present: "shete" is not a panel; did you mean "sheet"?"#)
        XCTAssertEqual(
            refusal(#""forward""#),
            #"s.json:3:59: panels.chat.hotspots[0].tap: expected "back" or an object such as { "push": "detail" }, found "forward""#
        )
    }
}
