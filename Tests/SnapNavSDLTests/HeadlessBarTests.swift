import CSDL2
import SnapNavCore
import SnapNavSDL
import XCTest

/// The demo's bars as SDL draws them, checked at chosen pixels rather than against a whole
/// image, so a font or antialiasing change elsewhere does not break them.
final class HeadlessBarTests: XCTestCase {
    let camera = Color(hex: "#1E1E1E")!
    let chat = Color(hex: "#3CB2E2")!

    /// Holds a real mouse drag (pushed through SDL) half way from the camera to chat.
    func dragHalfWayToChat(_ harness: HeadlessApp) {
        harness.pushMouseButton(down: true, x: 60, y: 320)
        harness.pushMouseMotion(x: 75, y: 320)
        harness.pushMouseMotion(x: 250, y: 320)
        harness.app.processEvents()
    }

    func assertClose(_ actual: Color, _ expected: Color, tolerance: Int = 3, _ message: String, line: UInt = #line) {
        let close =
            abs(Int(actual.red) - Int(expected.red)) <= tolerance
            && abs(Int(actual.green) - Int(expected.green)) <= tolerance
            && abs(Int(actual.blue) - Int(expected.blue)) <= tolerance
        XCTAssertTrue(close, "\(message): \(actual), expected about \(expected)", line: line)
    }

    func testAtRestTheRingIsALargeWhiteCircleOverTheCamera() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        XCTAssertEqual(try harness.color(atX: 180, y: 538), .white, "top of the 70 pt ring")
        XCTAssertEqual(try harness.color(atX: 180, y: 602), .white, "bottom of the ring")
        XCTAssertNotEqual(try harness.color(atX: 180, y: 528), .white, "nothing above the ring")
        XCTAssertNotEqual(try harness.color(atX: 180, y: 570), .white, "the ring is hollow")
        XCTAssertEqual(try harness.color(atX: 70, y: 572), .white, "the chat icon is white on the camera")
        XCTAssertEqual(try harness.color(atX: 180, y: 100), camera)
    }

    func testHalfWayToChatTheBarIsHalfWayInSizeAndColour() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        dragHalfWayToChat(harness)
        XCTAssertEqual(harness.app.navigator.horizontalProgress, -0.5)
        XCTAssertEqual(try harness.color(atX: 180, y: 562), .white, "top of the 57.5 pt ring")
        XCTAssertNotEqual(try harness.color(atX: 180, y: 545), .white, "the ring has shrunk below 70 pt")
        XCTAssertEqual(try harness.color(atX: 51, y: 588), Color(hex: "#BFDDF1"), "the icon's tint, linear blend")
        // The bar, #3084A7 at half opacity, over chat's white sheet.
        assertClose(try harness.color(atX: 90, y: 634), Color(hex: "#97C1D3")!, "bar tint over chat")
        XCTAssertEqual(try harness.color(atX: 90, y: 100), chat, "chat has covered the left half")
    }

    func testOnChatTheBarSitsOnChatsColourWithAWhiteBadge() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath, start: "chat")
        XCTAssertEqual(try harness.color(atX: 180, y: 608), chat, "ring centre")
        // The ring is its 70 pt layer scaled, so its narrower line is filtered, a little soft.
        assertClose(try harness.color(atX: 180, y: 587), .white, tolerance: 16, "top of the 45 pt ring")
        XCTAssertEqual(try harness.color(atX: 32, y: 592), .white, "the chat icon's badge")
        XCTAssertEqual(try harness.color(atX: 32, y: 604), chat, "the chat glyph takes chat's colour")
        XCTAssertEqual(try harness.color(atX: 180, y: 100), chat)
    }

    func testClickingTheChatIconScrollsToChat() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        harness.pushMouseButton(down: true, x: 70, y: 576)
        harness.pushMouseButton(down: false, x: 70, y: 576)
        harness.app.processEvents()
        harness.run(seconds: 0.05)
        XCTAssertEqual(harness.app.navigator.horizontal.phase, .settling)
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "chat")
        XCTAssertEqual(try harness.color(atX: 180, y: 100), chat)
    }

    func testShapesAreAntialiased() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        let frame = try harness.app.renderPixels()
        let scale = frame.width / 360
        // Along a row through the ring's upper arc, some pixels are between the camera's grey and white.
        let row = 545 * scale
        let greys = (100 * scale..<260 * scale).map { frame.pixels[row * frame.width + $0] & 0xFF }
        XCTAssertTrue(greys.contains { $0 > 0x30 && $0 < 0xF0 }, "partly covered edge pixels")
    }

    func testSteadyFramesOfTheShowcaseRenderNoNewText() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        dragHalfWayToChat(harness)
        _ = try harness.app.renderPixels()
        let before = harness.app.canvas.textRenderCount
        for _ in 0..<5 { _ = try harness.app.renderPixels() }
        XCTAssertEqual(harness.app.canvas.textRenderCount, before)
    }
}
