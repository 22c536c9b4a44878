import CSDL2
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// An opaque fill that covers the whole target, with no clip leaving part of it out, is made a
/// clear; every other fill is drawn as a fill. Either way the pixels are the fill's.
final class FillAsClearTests: XCTestCase {
    private let teal = Color(red: 0x20, green: 0x90, blue: 0x80)
    private let window = Size(width: 360, height: 640)

    func testAnOpaqueFillOverTheWholeWindowIsAClearOfItsColour() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: window)
        let before = canvas.fillsAsClears
        // Reaching past the window still covers it.
        canvas.fill(Rect(x: -10, y: -10, width: 400, height: 700), color: teal)
        XCTAssertEqual(canvas.fillsAsClears, before + 1)
        let frame = try harness.app.renderer.readPixels()
        XCTAssertTrue(frame.pixels.allSatisfy { $0 == 0xFF20_9080 }, "every pixel takes the fill's colour")
    }

    func testAClipKeepsTheFillAFillAndThePixelsOutsideTheClipAlone() throws {
        let (harness, canvas, before) = try blackFrame()
        canvas.pushClip(Rect(x: 100, y: 200, width: 50, height: 40))
        canvas.fill(Rect(origin: .zero, size: window), color: teal)
        canvas.popClip()
        XCTAssertEqual(canvas.fillsAsClears, before, "a clear would ignore the clip")
        let frame = try harness.app.renderer.readPixels()
        func pixel(_ x: Int, _ y: Int) -> UInt32 { frame.pixels[y * frame.width + x] }
        XCTAssertEqual(pixel(120, 220), 0xFF20_9080)
        XCTAssertEqual(pixel(99, 220), 0xFF00_0000)
        XCTAssertEqual(pixel(120, 240), 0xFF00_0000)
        XCTAssertEqual(frame.pixels.filter { $0 == 0xFF20_9080 }.count, 50 * 40)
    }

    func testATranslucentOrPartialFillIsDrawnAsAFill() throws {
        let (harness, canvas, before) = try blackFrame()
        canvas.fill(Rect(origin: .zero, size: window), color: Color.white.withOpacity(0.5))
        canvas.fill(Rect(x: 0, y: 0, width: 360, height: 639), color: teal)
        XCTAssertEqual(canvas.fillsAsClears, before)
        let frame = try harness.app.renderer.readPixels()
        let lastRow = frame.pixels[(639 * 360)...]
        XCTAssertTrue(lastRow.allSatisfy { ($0 & 0xFF) >= 0x7E && ($0 & 0xFF) <= 0x81 }, "the translucent white blends")
        XCTAssertEqual(frame.pixels[0], 0xFF20_9080)
    }

    /// Inside a texture the target is the texture: a fill covering it is a clear, a fill of
    /// part of it is not.
    func testInATextureTheTextureIsTheTarget() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: window)
        let before = canvas.fillsAsClears
        let drawn = try harness.app.renderer.readPixels(drawnAtWidth: 100, height: 50) {
            canvas.fill(Rect(x: 0, y: 0, width: 100, height: 50), color: .black)
            canvas.fill(Rect(x: 0, y: 0, width: 50, height: 50), color: teal)
        }
        XCTAssertEqual(canvas.fillsAsClears, before + 1)
        XCTAssertEqual(drawn.pixels[0], 0xFF20_9080)
        XCTAssertEqual(drawn.pixels[99], 0xFF00_0000)
        XCTAssertEqual(drawn.pixels.filter { $0 == 0xFF20_9080 }.count, 50 * 50)
    }

    /// A headless app whose frame is filled black, and its count of fills made clears after it.
    private func blackFrame() throws -> (HeadlessApp, SDLCanvas, Int) {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: window)
        canvas.fill(Rect(origin: .zero, size: window), color: .black)
        return (harness, canvas, canvas.fillsAsClears)
    }
}
