import CSDL2
import Foundation
import SnapNavCore
import SnapNavSDL
import SnapNavTesting
import XCTest

/// The cross in a real headless window: pushed SDL mouse and key events, pixels read back.
final class HeadlessCrossTests: XCTestCase {
    let backgrounds = ["#1E1E1E", "#3CB2E2", "#9B55A0", "#FFFC00", "#F23C57"].compactMap { Color(hex: $0) }
    let camera = Color(hex: "#1E1E1E")!
    let chat = Color(hex: "#3CB2E2")!
    let stories = Color(hex: "#9B55A0")!
    let profile = Color(hex: "#FFFC00")!
    let memories = Color(hex: "#F23C57")!

    /// The plain configuration with every arm's transition set to `push`, in a temporary file.
    func pushConfigurationPath() throws -> String {
        let demo = try String(contentsOfFile: plainConfigPath, encoding: .utf8)
        let transitions = #""transitions": { "left": "push", "right": "push", "above": "push", "below": "push" },"#
        let text = demo.replacingOccurrences(of: "\"start\":", with: transitions + " \"start\":")
        let path = NSTemporaryDirectory() + "/snapnav-push-\(getpid()).json"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    /// Presses the mouse in the middle of the window and holds it where the content has moved
    /// exactly (`dx`, `dy`) points: the first 10 points only choose the axis.
    func holdDrag(_ harness: HeadlessApp, dx: Int32, dy: Int32) {
        let slopX: Int32 = dx == 0 ? 0 : (dx > 0 ? 10 : -10)
        let slopY: Int32 = dy == 0 ? 0 : (dy > 0 ? 10 : -10)
        harness.pushMouseButton(down: true, x: 180, y: 320)
        harness.pushMouseMotion(x: 180 + slopX, y: 320 + slopY)
        harness.pushMouseMotion(x: 180 + slopX + dx, y: 320 + slopY + dy)
        harness.app.processEvents()
    }

    /// The rendered frame's pixels of title text (any colour but a panel's background) inside
    /// the given columns and rows, in points.
    func titlePixels(_ harness: HeadlessApp, columns: Range<Int>, rows: Range<Int>) throws -> Int {
        let frame = try harness.app.renderPixels()
        let scale = frame.width / max(harness.app.window.size.width, 1)
        let backgroundPixels = Set(
            backgrounds.map { 0xFF00_0000 | UInt32($0.red) << 16 | UInt32($0.green) << 8 | UInt32($0.blue) })
        var count = 0
        for y in rows.lowerBound * scale..<rows.upperBound * scale {
            for x in columns.lowerBound * scale..<columns.upperBound * scale
            where !backgroundPixels.contains(frame.pixels[y * frame.width + x] | 0xFF00_0000) {
                count += 1
            }
        }
        return count
    }

    func pushKey(_ harness: HeadlessApp, _ symbol: SDL_KeyCode) {
        harness.push(harness.events.key(symbol))
    }

    // MARK: Reaching the arms

    func testDragsReachThePanelsAboveAndBelowTheCamera() throws {
        let harness = try HeadlessApp()
        harness.drag(from: (180, 500), to: (180, 150))
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "memories", "finger up shows the panel below")
        XCTAssertEqual(try harness.color(atX: 20, y: 20), memories)
        harness.drag(from: (180, 150), to: (180, 500))
        harness.run(seconds: 1)
        XCTAssertEqual(try harness.color(atX: 20, y: 20), camera)
        harness.drag(from: (180, 150), to: (180, 500))
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "profile", "finger down shows the panel above")
        XCTAssertEqual(try harness.color(atX: 340, y: 620), profile)
    }

    func testDiagonalDragFromTheCameraEndsOnAHorizontalNeighbour() throws {
        let harness = try HeadlessApp()
        let navigator = harness.app.navigator
        harness.pushMouseButton(down: true, x: 120, y: 300)
        harness.app.processEvents()
        for step: Int32 in 1...12 {
            harness.clock.advance(by: 0.016)
            harness.pushMouseMotion(x: 120 + 10 * step, y: 300 + 5 * step)
            harness.app.processEvents()
            XCTAssertEqual(navigator.vertical?.offset, 640, "the vertical axis never moves")
        }
        harness.pushMouseButton(down: false, x: 240, y: 360)
        harness.run(seconds: 1)
        XCTAssertEqual(navigator.vertical?.offset, 640)
        XCTAssertEqual(navigator.currentPanel.identifier, "chat")
        XCTAssertEqual(try harness.color(atX: 180, y: 100), chat)
    }

    func testVerticalDragFromASidePanelDoesNothing() throws {
        let harness = try HeadlessApp(start: "stories")
        harness.drag(from: (180, 500), to: (180, 150))
        harness.run(seconds: 1)
        XCTAssertEqual(try harness.color(atX: 180, y: 100), stories)
        XCTAssertEqual(try harness.color(atX: 180, y: 600), stories)
    }

    func testUpAndDownKeysPageVertically() throws {
        let harness = try HeadlessApp()
        pushKey(harness, SDLK_UP)
        harness.run(seconds: 1)
        XCTAssertEqual(try harness.color(atX: 180, y: 100), profile, "Up shows the panel above")
        pushKey(harness, SDLK_DOWN)
        harness.run(seconds: 1)
        pushKey(harness, SDLK_DOWN)
        harness.run(seconds: 1)
        XCTAssertEqual(try harness.color(atX: 180, y: 100), memories)
        pushKey(harness, SDLK_LEFT)
        harness.run(seconds: 1)
        XCTAssertEqual(try harness.color(atX: 180, y: 100), memories, "no sideways paging below the camera")
    }

    // MARK: Start

    func testStartsOnAnyPanelOfEitherArm() throws {
        let expected = ["chat": chat, "camera": camera, "stories": stories, "profile": profile, "memories": memories]
        for (panel, colour) in expected {
            let harness = try HeadlessApp(start: panel)
            XCTAssertEqual(harness.app.navigator.currentPanel.identifier, panel)
            XCTAssertEqual(try harness.color(atX: 20, y: 20), colour, panel)
            XCTAssertEqual(try harness.color(atX: 340, y: 620), colour, panel)
        }
    }

    func testStartOutsideTheArmsIsRefused() {
        XCTAssertThrowsError(try HeadlessApp(start: "settings")) { error in
            XCTAssertTrue("\(error)".contains("\"settings\" is not a panel of either arm"), "\(error)")
        }
    }

    // MARK: Layering half way

    func testHalfWaySidePanelSlidesOverTheFixedCamera() throws {
        let harness = try HeadlessApp()
        holdDrag(harness, dx: -180, dy: 0)
        XCTAssertEqual(try harness.color(atX: 170, y: 100), camera)
        XCTAssertEqual(try harness.color(atX: 190, y: 100), stories)
        XCTAssertGreaterThan(
            try titlePixels(harness, columns: 100..<178, rows: 290..<350), 20, "the camera's title stays put")
        XCTAssertEqual(try titlePixels(harness, columns: 0..<60, rows: 290..<350), 0)
    }

    func testHalfWayPanelBelowSlidesOverTheFixedCamera() throws {
        let harness = try HeadlessApp()
        holdDrag(harness, dx: 0, dy: -320)
        XCTAssertEqual(try harness.color(atX: 20, y: 310), camera)
        XCTAssertEqual(try harness.color(atX: 20, y: 330), memories)
        XCTAssertGreaterThan(
            try titlePixels(harness, columns: 0..<360, rows: 280..<320), 20, "the camera's title stays put")
        XCTAssertEqual(try titlePixels(harness, columns: 0..<360, rows: 0..<40), 0)
    }

    func testHalfWayPanelAboveIsRevealedUnderTheCameraSlidingDown() throws {
        let harness = try HeadlessApp()
        holdDrag(harness, dx: 0, dy: 320)
        XCTAssertEqual(try harness.color(atX: 20, y: 310), profile)
        XCTAssertEqual(try harness.color(atX: 20, y: 330), camera)
        XCTAssertGreaterThan(
            try titlePixels(harness, columns: 0..<360, rows: 280..<320), 20, "the profile's title is still underneath")
        XCTAssertEqual(try titlePixels(harness, columns: 0..<360, rows: 0..<40), 0)
        XCTAssertGreaterThan(
            try titlePixels(harness, columns: 0..<360, rows: 600..<640), 20, "the camera's title moved down with it")
    }

    func testHalfWayPushMovesBothPanelsOnEveryArm() throws {
        let path = try pushConfigurationPath()
        let side = try HeadlessApp(configPath: path)
        holdDrag(side, dx: -180, dy: 0)
        XCTAssertEqual(try side.color(atX: 170, y: 100), camera)
        XCTAssertEqual(try side.color(atX: 190, y: 100), stories)
        XCTAssertGreaterThan(
            try titlePixels(side, columns: 0..<60, rows: 290..<350), 20, "the camera's title moved left")
        XCTAssertEqual(try titlePixels(side, columns: 100..<178, rows: 290..<350), 0)
        for (dy, under) in [(Int32(-320), memories), (320, profile)] {
            let vertical = try HeadlessApp(configPath: path)
            holdDrag(vertical, dx: 0, dy: dy)
            XCTAssertEqual(try vertical.color(atX: 20, y: dy < 0 ? 330 : 310), under)
            XCTAssertGreaterThan(
                try titlePixels(vertical, columns: 0..<360, rows: 0..<40), 20, "the top panel's title moved up")
            XCTAssertEqual(try titlePixels(vertical, columns: 0..<360, rows: 280..<320), 0, "\(dy)")
        }
    }
}
