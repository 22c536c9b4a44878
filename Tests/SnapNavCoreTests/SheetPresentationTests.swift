import SnapNavCore
import XCTest

/// Presented screens as partial sheets and overlays: decoded with their position, height or
/// detents, dim and `closeOnOutsideTap`; resting at a detent, dragged between them following
/// the finger, closed past the lowest or by a tap outside.
final class SheetPresentationTests: XCTestCase {
    func json(_ sheet: String) -> String {
        """
        { "start": "camera", "horizontal": ["chat", "camera"],
          "panels": {
            "chat": { "hotspots": [{ "frame": [20, 100, 320, 80], "tap": { "present": "sheet", "sheet": \(sheet) } },
                                   { "frame": [20, 500, 320, 80], "tap": { "go": "camera" } }] },
            "sheet": {}, "camera": {} } }
        """
    }

    func parse(_ text: String) throws -> Configuration { try Configuration.parse(text, file: "s.json") }

    func makeDriver(_ sheet: String) throws -> CrossDriver {
        let clock = ManualClock()
        let navigator = SwipeNavigator(
            configuration: try parse(json(sheet)), viewport: Size(width: 360, height: 640), clock: clock,
            start: "chat")
        navigator.onTap = { [unowned navigator] in navigator.handleHotspotTap(at: $0) }
        return CrossDriver(navigator, clock: clock)
    }

    func frame(_ driver: CrossDriver) throws -> Rect {
        try XCTUnwrap(driver.navigator.screens.placements().last).placement.frame
    }

    func testEachPartIsRead() throws {
        let text =
            ##"{ "position": "bottom", "detents": ["medium", "large", 200], "dim": { "color": "#102030", "opacity": 0.5 }, "closeOnOutsideTap": false }"##
        let sheet = try XCTUnwrap(try parse(json(text)).panels.first { $0.id == "chat" }?.hotspots.first?.sheet)
        XCTAssertEqual(sheet.detents, [.medium, .large, .points(200)])
        XCTAssertEqual(sheet.restingHeights(in: 640), [200, 320, 596])
        XCTAssertEqual(sheet.dim, Color(hex: "#102030")!.withOpacity(0.5))
        XCTAssertFalse(sheet.closeOnOutsideTap)
        let overlay = try XCTUnwrap(
            try parse(json(#"{ "position": [40, 200, 280, 240] }"#)).panels.first { $0.id == "chat" }?.hotspots.first?
                .sheet)
        XCTAssertEqual(overlay.frame(in: Size(width: 360, height: 640)), Rect(x: 40, y: 200, width: 280, height: 240))
    }

    func testMistakesAreRefusedAtTheirLineAndColumn() {
        for (sheet, expected) in [
            (#"{ "height": 300, "detents": ["medium"] }"#, "height and detents both given"),
            (#"{ "detents": ["small"] }"#, #"detents[0]: expected "medium", "large" or a height in points"#),
            (#"{ "position": "left" }"#, #"position: expected "bottom", "top", "center""#),
            (#"{ "dim": { "opacity": 2 } }"#, "dim.opacity"),
        ] {
            do {
                _ = try parse(json(sheet))
                XCTFail("accepted \(sheet)")
            } catch {
                XCTAssertTrue("\(error)".contains("s.json:3:"), "\(error)")
                XCTAssertTrue("\(error)".contains(expected), "\(error)")
            }
        }
    }

    func testASheetOfAHeightRestsAtTheBottomDimsAndATapOutsideClosesIt() throws {
        let driver = try makeDriver(##"{ "height": 400, "dim": { "color": "#000000", "opacity": 0.4 } }"##)
        driver.tap(at: Point(x: 180, y: 140))
        driver.settle()
        XCTAssertEqual(try frame(driver), Rect(x: 0, y: 240, width: 360, height: 400))
        XCTAssertEqual(driver.navigator.screens.crossDim, Color.black.withOpacity(0.4))
        XCTAssertEqual(driver.navigator.screens.crossOffset, .zero)
        driver.tap(at: Point(x: 180, y: 540))
        XCTAssertEqual(driver.navigator.screens.top?.identifier, "sheet", "a tap on the sheet keeps it")
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "chat", "and reaches nothing under it")
        driver.tap(at: Point(x: 180, y: 140))
        XCTAssertEqual(driver.navigator.screens.screens.count, 1, "a tap above it opens nothing under it")
        driver.frames(6)
        let dim = driver.navigator.screens.crossDim.alpha
        XCTAssertLessThan(dim, 102, "the dim follows the sheet down")
        XCTAssertGreaterThan(dim, 0)
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty, "it closed")
    }

    func testADragMovesItBetweenDetentsAndPastTheLowestClosesIt() throws {
        let driver = try makeDriver(#"{ "detents": ["medium", "large"] }"#)
        driver.tap(at: Point(x: 180, y: 140))
        driver.settle()
        XCTAssertEqual(try frame(driver).minY, 320, "it opens at medium")
        driver.press(at: Point(x: 180, y: 400))
        for _ in 0..<10 { driver.move(by: Point(x: 0, y: -25)) }
        XCTAssertEqual(try frame(driver).minY, 320 - 250 + 10, accuracy: 12, "following the finger")
        driver.holdStill()
        driver.release()
        driver.settle()
        XCTAssertEqual(try frame(driver).minY, 44, "to large")
        driver.press(at: Point(x: 180, y: 300))
        for _ in 0..<10 { driver.move(by: Point(x: 0, y: 30)) }
        driver.holdStill()
        driver.release()
        driver.settle()
        XCTAssertEqual(try frame(driver).minY, 320, "back to medium")
        driver.press(at: Point(x: 180, y: 400))
        for _ in 0..<10 { driver.move(by: Point(x: 0, y: 20)) }
        driver.holdStill()
        driver.release()
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty, "past half the lowest, it closes")
    }

    func testAnOverlayInTheMiddleOrAtAFrameFadesInWhereItRestsAndOutAgain() throws {
        let middle = Rect(x: 0, y: 170, width: 360, height: 300)
        let atFrame = Rect(x: 40, y: 200, width: 280, height: 240)
        for (position, rest) in [(#""center""#, middle), ("[40, 200, 280, 240]", atFrame)] {
            let driver = try makeDriver(
                ##"{ "position": \##(position), "height": 300, "dim": { "color": "#000000", "opacity": 0.5 } }"##)
            driver.tap(at: Point(x: 180, y: 140))
            driver.frames(3)
            let coming = try XCTUnwrap(driver.navigator.screens.placements().last)
            XCTAssertEqual(coming.placement.frame, rest, "\(position): it does not slide")
            XCTAssertGreaterThan(coming.opacity, 0.05, position)
            XCTAssertLessThan(coming.opacity, 0.95, position)
            let dim = Double(driver.navigator.screens.crossDim.alpha) / 255
            XCTAssertEqual(dim, coming.opacity * 0.5, accuracy: 0.01, "\(position): the dim follows it")
            driver.settle()
            XCTAssertEqual(try XCTUnwrap(driver.navigator.screens.placements().last).opacity, 1)
            driver.navigator.screens.back()
            driver.frames(3)
            let going = try XCTUnwrap(driver.navigator.screens.placements().last)
            XCTAssertEqual(going.placement.frame, rest, "\(position): it fades out where it is")
            XCTAssertLessThan(going.opacity, 0.95, position)
            driver.settle()
            XCTAssertTrue(driver.navigator.screens.isEmpty, position)
        }
    }

    func testASheetAtAnEdgeStillSlidesAndAnOverlaysOwnTransitionWins() throws {
        let bottom = try makeDriver(#"{ "height": 300 }"#)
        bottom.tap(at: Point(x: 180, y: 140))
        bottom.frames(3)
        let sliding = try XCTUnwrap(bottom.navigator.screens.placements().last)
        XCTAssertGreaterThan(sliding.placement.frame.minY, 340, "a bottom sheet comes up from below")
        XCTAssertEqual(sliding.opacity, 1)
        let clock = ManualClock()
        let text = """
            { "start": "camera", "horizontal": ["chat", "camera"],
              "panels": {
                "chat": { "hotspots": [{ "frame": [20, 100, 320, 80],
                                         "tap": { "present": "sheet", "sheet": { "position": "center", "height": 300 },
                                                  "transition": { "type": "move-in", "duration": 0.4, "easing": "linear" } } }] },
                "sheet": {}, "camera": {} } }
            """
        let navigator = SwipeNavigator(
            configuration: try parse(text), viewport: Size(width: 360, height: 640), clock: clock, start: "chat")
        navigator.onTap = { [unowned navigator] in navigator.handleHotspotTap(at: $0) }
        let driver = CrossDriver(navigator, clock: clock)
        driver.tap(at: Point(x: 180, y: 140))
        clock.advance(by: 0.2)
        navigator.step()
        let moving = try XCTUnwrap(navigator.screens.placements().last)
        XCTAssertEqual(moving.placement.frame.minX, 180, accuracy: 1, "it moves in from the right, half way")
        XCTAssertEqual(moving.placement.frame.minY, 170, "at its own height")
        XCTAssertEqual(moving.opacity, 1)
        XCTAssertEqual(navigator.screens.crossOffset, .zero, "the screen under it stays")
        XCTAssertEqual(Double(navigator.screens.crossDim.alpha) / 255, 0.1, accuracy: 0.01, "dimmed half way")
    }

    func testOpenedByNameItIsTheSheetItsLinkMakesIt() throws {
        let driver = try makeDriver(#"{ "height": 300 }"#)
        driver.navigator.openInPlace(["sheet"])
        XCTAssertEqual(try frame(driver), Rect(x: 0, y: 340, width: 360, height: 300), "as --start chat/sheet opens it")
    }
}
