import CSDL2
import SnapNavCore
import SnapNavSDL
import SnapNavTesting
import XCTest

final class HeadlessSwipeTests: XCTestCase {
    let camera = Color(hex: "#1E1E1E")!
    let chat = Color(hex: "#3CB2E2")!
    let stories = Color(hex: "#9B55A0")!

    func testAtLaunchTheCameraFillsTheWindow() throws {
        let harness = try HeadlessApp()
        XCTAssertEqual(harness.app.window.size.width, 360)
        XCTAssertEqual(harness.app.window.size.height, 640)
        XCTAssertEqual(try harness.color(atX: 20, y: 20), camera)
        XCTAssertEqual(try harness.color(atX: 340, y: 620), camera)
    }

    func testPushedMouseDragShowsTheNextPanel() throws {
        let harness = try HeadlessApp()
        harness.drag(from: (300, 320), to: (60, 320))
        harness.run(seconds: 1)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories")
        XCTAssertEqual(try harness.color(atX: 20, y: 20), stories)
        harness.drag(from: (60, 320), to: (300, 320))
        harness.run(seconds: 1)
        XCTAssertEqual(try harness.color(atX: 20, y: 20), camera)
        harness.drag(from: (60, 320), to: (300, 320))
        harness.run(seconds: 1)
        XCTAssertEqual(try harness.color(atX: 340, y: 20), chat)
    }

    func testHalfWaySidePanelSlidesOverTheCamera() throws {
        let harness = try HeadlessApp()
        harness.pushMouseButton(down: true, x: 300, y: 320)
        harness.pushMouseMotion(x: 290, y: 320)
        harness.pushMouseMotion(x: 120, y: 320)
        harness.app.processEvents()
        XCTAssertEqual(try harness.color(atX: 350, y: 20), stories)
        XCTAssertEqual(try harness.color(atX: 10, y: 20), camera)
    }

    func testTitleIsRenderedWithTheShippedFont() throws {
        let harness = try HeadlessApp()
        let frame = try harness.app.renderPixels()
        let background: UInt32 = 0xFF1E_1E1E
        let row = frame.height / 2
        let lit = (0..<frame.width).filter { frame.pixels[row * frame.width + $0] != background }
        XCTAssertGreaterThan(lit.count, 10, "the title's glyphs cross the middle row")
        XCTAssertGreaterThan(lit.min() ?? 0, 60, "the title is centred")
        XCTAssertLessThan(lit.max() ?? 360, 300)
    }

    func testSteadyFramesRenderNoNewText() throws {
        let harness = try HeadlessApp()
        _ = try harness.app.renderPixels()
        let before = harness.app.canvas.textRenderCount
        for _ in 0..<10 { _ = try harness.app.renderPixels() }
        XCTAssertEqual(harness.app.canvas.textRenderCount, before)
        XCTAssertGreaterThan(before, 0)
    }

    func testScreenshotWritesABitmap() throws {
        let harness = try HeadlessApp()
        let path = NSTemporaryDirectory() + "/snapnav-shot-\(getpid()).bmp"
        try harness.app.saveScreenshot(to: path)
        let data = try XCTUnwrap(FileManager.default.contents(atPath: path))
        XCTAssertEqual(Array(data.prefix(2)), [0x42, 0x4D], "BM header")
        XCTAssertGreaterThan(data.count, 360 * 640 * 3)
        try FileManager.default.removeItem(atPath: path)
    }

    func testRunWithAFrameLimitPresentsThatManyFrames() throws {
        let harness = try HeadlessApp()
        try harness.app.run(frameLimit: 3)
        XCTAssertEqual(harness.app.scheduler.framesPresented, 3)
    }

    func testQuitEventEndsTheLoop() throws {
        let harness = try HeadlessApp()
        harness.push(SDLEventFactory.quit())
        try harness.app.run()
        XCTAssertTrue(harness.app.quitRequested)
    }
}
