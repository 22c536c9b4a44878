import CSDL2
import Foundation
import SnapNavCore
import SnapNavSDL
import XCTest

/// The showcase's panel content as SDL draws it, driven by real SDL events.
final class HeadlessContentTests: XCTestCase {
    let chat = Color(hex: "#3CB2E2")!
    let profile = Color(hex: "#FFFC00")!
    let memories = Color(hex: "#F23C57")!

    func testDraggingTheChatListScrollsItsRowsUnderAFixedHeader() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath, start: "chat")
        let firstAvatar = Color(hex: "#FFFC00")!
        XCTAssertEqual(try harness.color(atX: 24, y: 172), firstAvatar, "the first row's avatar")
        harness.drag(from: (180, 500), to: (180, 380))
        XCTAssertNotEqual(try harness.color(atX: 24, y: 172), firstAvatar, "the rows moved up")
        XCTAssertEqual(try harness.color(atX: 180, y: 100), chat, "the header stays")
        harness.run(seconds: 6)
        XCTAssertFalse(harness.app.navigator.isAnimating, "the list comes to rest")
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "chat")
    }

    func testDraggingDownOnTheTopOfMemoriesPagesBackToTheCamera() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath, start: "memories")
        XCTAssertEqual(try harness.color(atX: 180, y: 100), memories)
        harness.drag(from: (180, 200), to: (180, 520))
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "camera")
    }

    func testTappingTheCaptureRingFlashesWhiteFor150Milliseconds() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        XCTAssertNotEqual(try harness.color(atX: 180, y: 300), .white)
        harness.pushMouseButton(down: true, x: 180, y: 570)
        harness.pushMouseButton(down: false, x: 180, y: 570)
        harness.app.processEvents()
        XCTAssertTrue(harness.app.navigator.isAnimating, "the flash needs frames")
        XCTAssertEqual(try harness.color(atX: 180, y: 300), .white)
        harness.clock.advance(by: 0.16)
        harness.app.navigator.step()
        XCTAssertNotEqual(try harness.color(atX: 180, y: 300), .white)
        XCTAssertFalse(harness.app.navigator.isAnimating)
    }

    func testTheProfileImageIsLoadedOnceAndFillsThePanel() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath, start: "profile")
        XCTAssertEqual(try harness.color(atX: 180, y: 100), profile)
        XCTAssertEqual(try harness.color(atX: 180, y: 222), .white, "the snapcode's white square")
        XCTAssertEqual(try harness.color(atX: 180, y: 490), .black, "the name badge under it")
        for _ in 0..<3 { _ = try harness.app.renderPixels() }
        XCTAssertEqual(harness.app.canvas.imageLoadCount, 1)
    }

    func testAnImageGoneAfterLoadingLeavesTheBackgroundAndIsNotRetriedEveryFrame() throws {
        let harness = try HeadlessApp(start: "profile")
        let canvas = harness.app.canvas
        let before = canvas.imageLoadCount
        for _ in 0..<3 {
            canvas.beginFrame(windowSize: Size(width: 360, height: 640))
            canvas.drawImage("/nonexistent/gone.png", in: Rect(x: 0, y: 0, width: 100, height: 100), opacity: 1)
        }
        XCTAssertEqual(canvas.imageLoadCount, before + 1, "a failed load is not retried every frame")
    }
}
