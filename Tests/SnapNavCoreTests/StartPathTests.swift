import SnapNavCore
import XCTest

/// `--start inbox/chat`: the cross's panel with screens opened over it in place, each as the
/// configuration opens it, and `--swipe` holding the top screen's way back.
final class StartPathTests: XCTestCase {
    let json = """
        { "start": "home", "horizontal": ["inbox", "home"], "launch": "splash",
          "panels": {
            "inbox": { "hotspots": [{ "frame": [0, 0, 360, 70], "tap": { "push": "chat" } }] },
            "home": { "hotspots": [{ "frame": [0, 0, 360, 70], "tap": { "present": "sheet" } }] },
            "chat": { "after": { "seconds": 60, "present": "sheet" } },
            "sheet": {},
            "splash": { "after": { "seconds": 1, "go": "home" } } } }
        """

    func testAPathNamesAnArmsPanelThenScreensTheConfigurationOpens() throws {
        let configuration = try Configuration.parse(json, file: "s.json")
        XCTAssertNil(configuration.problem(startingOn: "inbox"))
        XCTAssertNil(configuration.problem(startingOn: "inbox/chat/sheet"))
        XCTAssertEqual(
            configuration.problem(startingOn: "chat"),
            #""chat" is not a panel of either arm; expected one of inbox, home"#)
        XCTAssertEqual(
            configuration.problem(startingOn: "inbox/home"),
            #""home" is not a screen a hotspot, an after or the launch opens; expected one of chat, sheet, splash"#)
        XCTAssertNil(configuration.problem(startingOn: "home/splash"), "a recording may start on the launch screen")
        XCTAssertEqual(configuration.openedScreens.map(\.id), ["chat", "sheet", "splash"])
    }

    func testScreensOpenInPlaceAsTheConfigurationOpensThem() throws {
        let driver = try CrossDriver(json: json, start: "inbox")
        driver.navigator.openInPlace(["chat", "sheet"])
        let screens = driver.navigator.screens.screens
        XCTAssertEqual(screens.map(\.panel.identifier), ["chat", "sheet"])
        XCTAssertEqual(screens.map(\.style), [.push, .present])
        XCTAssertFalse(driver.navigator.isAnimating, "in place at once")
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "inbox", "over the cross's panel")
    }

    func testASwipeHeldOnAScreenHoldsItsWayBack() throws {
        let driver = try CrossDriver(json: json, start: "inbox")
        driver.navigator.openInPlace(["chat"])
        driver.navigator.holdSwipe(Point(x: 0.4, y: 0))
        XCTAssertEqual(driver.navigator.screens.topScreenDismissal, 0, "away from the way back, nothing moves")
        driver.navigator.holdSwipe(Point(x: -0.4, y: 0))
        XCTAssertEqual(driver.navigator.screens.topScreenDismissal, 0.4, accuracy: 1e-9)
        XCTAssertEqual(driver.navigator.horizontalProgress, -1, "the cross stays where it is")

        let sheet = try CrossDriver(json: json, start: "home")
        sheet.navigator.openInPlace(["sheet"])
        sheet.navigator.holdSwipe(Point(x: 0, y: -0.3))
        XCTAssertEqual(sheet.navigator.screens.topScreenDismissal, 0.3, accuracy: 1e-9)
    }
}
