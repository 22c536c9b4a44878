import CSDL2
import SnapNavCore
import SnapNavSDL
import XCTest

/// What the canvas does to keep frames cheap — opaque fills that replace, shapes rasterised
/// once, frames that skip the clear — checked by the pixels it leaves.
final class SDLCanvasCostTests: XCTestCase {
    func pixel(_ frame: (width: Int, height: Int, pixels: [UInt32]), _ x: Int, _ y: Int) -> (Int, Int, Int) {
        let argb = frame.pixels[y * frame.width + x]
        return (Int(argb >> 16 & 0xFF), Int(argb >> 8 & 0xFF), Int(argb & 0xFF))
    }

    func assertClose(_ actual: (Int, Int, Int), _ expected: (Int, Int, Int), line: UInt = #line) {
        let close =
            abs(actual.0 - expected.0) <= 2 && abs(actual.1 - expected.1) <= 2 && abs(actual.2 - expected.2) <= 2
        XCTAssertTrue(close, "\(actual), expected about \(expected)", line: line)
    }

    func testTranslucentDrawingStillBlendsAfterAnOpaqueFill() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        canvas.fill(Rect(x: 0, y: 0, width: 360, height: 640), color: Color(red: 255, green: 0, blue: 0))
        canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), color: Color.white.withOpacity(0.5))
        canvas.fill(Rect(x: 200, y: 0, width: 100, height: 100), color: Color(red: 0, green: 0, blue: 255))
        canvas.fillRoundedRect(
            Rect(x: 200, y: 0, width: 100, height: 100), radius: 10, color: Color.white.withOpacity(0.5))
        canvas.fill(Rect(x: 0, y: 200, width: 100, height: 100), color: Color.white.withOpacity(0))
        let frame = try harness.app.renderer.readPixels()
        assertClose(pixel(frame, 50, 50), (255, 128, 128))
        assertClose(pixel(frame, 250, 50), (128, 128, 255))
        XCTAssertTrue(pixel(frame, 150, 50) == (255, 0, 0), "the opaque fill replaced what was under it")
        XCTAssertTrue(pixel(frame, 50, 250) == (255, 0, 0), "a fully transparent fill changes nothing")
    }

    func testAShapeIsRasterisedOnceWhereverAndInWhateverColourItIsDrawn() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        canvas.fill(Rect(x: 0, y: 0, width: 360, height: 640), color: .black)
        let before = canvas.shapeRenderCount
        for step in 0..<5 {
            let center = Point(x: 40 + Double(step) * 60, y: 100)
            canvas.fillCircle(center: center, radius: 20, color: Color(red: 0, green: UInt8(50 * step), blue: 200))
        }
        XCTAssertEqual(canvas.shapeRenderCount, before + 1, "one circle at five places in five colours")
        canvas.fillCircle(center: Point(x: 40.5, y: 200), radius: 20, color: .white)
        XCTAssertEqual(canvas.shapeRenderCount, before + 2, "half a pixel over is rasterised apart")
        let frame = try harness.app.renderer.readPixels()
        XCTAssertTrue(pixel(frame, 220, 100) == (0, 150, 200), "the fourth circle's centre has its colour")
        XCTAssertTrue(pixel(frame, 222, 118) == (0, 150, 200), "inside the edge is fully covered")
        XCTAssertTrue(pixel(frame, 236, 116) == (0, 0, 0), "outside the circle, in its box's corner")
        let edge = pixel(frame, 234, 86)
        XCTAssertTrue(edge.2 > 20 && edge.2 < 190, "the edge is anti-aliased: \(edge)")
    }

    func testATranslucentPanelIsDrawnOverAClearedFrameEveryTime() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("translucent.json").path
        let json = """
            { "start": "camera", "horizontal": ["chat", "camera"],
              "panels": { "camera": { "title": "", "background": "#FF000080" },
                          "chat": { "title": "", "background": "#3CB2E2" } } }
            """
        try json.write(toFile: path, atomically: true, encoding: .utf8)
        let harness = try HeadlessApp(configPath: path)
        let first = try harness.app.renderPixels()
        let second = try harness.app.renderPixels()
        assertClose(pixel(first, 180, 320), (128, 0, 0))
        XCTAssertTrue(pixel(second, 180, 320) == pixel(first, 180, 320), "not blended over the last frame")
    }

    func testAGradientIsComputedOnceAndShadesFromTopToBottom() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        canvas.fill(Rect(x: 0, y: 0, width: 360, height: 640), color: Color(red: 0, green: 0, blue: 0))
        let before = canvas.gradientRenderCount
        let top = Color(red: 200, green: 0, blue: 0)
        let bottom = Color(red: 0, green: 0, blue: 200)
        for x in [0.0, 120, 240] {
            canvas.fillGradient(Rect(x: x, y: 100, width: 100, height: 100), top: top, bottom: bottom)
        }
        canvas.fillGradient(
            Rect(x: 0, y: 300, width: 100, height: 100), top: Color.white.withOpacity(0.5),
            bottom: Color.white.withOpacity(0))
        XCTAssertEqual(canvas.gradientRenderCount, before + 2, "one opaque and one translucent gradient")
        let frame = try harness.app.renderer.readPixels()
        assertClose(pixel(frame, 150, 100), (199, 0, 1))
        assertClose(pixel(frame, 150, 150), (99, 0, 101))
        assertClose(pixel(frame, 270, 199), (1, 0, 199))
        assertClose(pixel(frame, 50, 300), (127, 127, 127))
        XCTAssertTrue(pixel(frame, 50, 399) == (1, 1, 1) || pixel(frame, 50, 399) == (0, 0, 0), "fades out")
    }

    func testAnImageIsScaledOnceToTheSizeItIsDrawnAt() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        canvas.fill(Rect(x: 0, y: 0, width: 360, height: 640), color: .black)
        let before = canvas.scaledImageRenderCount
        let image = assetsDirectory + "/profile.png"
        canvas.drawImage(image, in: Rect(x: 0, y: 0, width: 120, height: 200), opacity: 1)
        canvas.drawImage(image, in: Rect(x: 200, y: 300, width: 120, height: 200), opacity: 1)
        XCTAssertEqual(canvas.scaledImageRenderCount, before + 1)
        let frame = try harness.app.renderer.readPixels()
        for (x, y) in [(10, 10), (60, 100), (110, 190)] {
            XCTAssertTrue(pixel(frame, x, y) == pixel(frame, x + 200, y + 300), "the same scaled pixels at \(x), \(y)")
        }
        XCTAssertFalse(pixel(frame, 60, 100) == (0, 0, 0), "the picture was drawn")
    }
}

extension UInt32 {
    fileprivate var isPartial: Bool { self > 0 && self < 0xFF }
}

/// Long capsules share the texture of the circle of their width.
final class StretchedCapsuleTests: XCTestCase {
    private func column(_ frame: (width: Int, height: Int, pixels: [UInt32]), x: Int, rows: Range<Int>) -> [UInt32] {
        rows.map { frame.pixels[$0 * frame.width + x] & 0xFF }
    }

    func testAScrollIndicatorOfEveryLengthSharesOneCircle() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        let before = canvas.shapeRenderCount
        for length in stride(from: 20.0, through: 400, by: 7.5) {
            canvas.fillRoundedRect(Rect(x: 100, y: 10, width: 3, height: length), radius: 1.5, color: .white)
        }
        XCTAssertLessThanOrEqual(canvas.shapeRenderCount - before, 2, "one circle for each half-pixel phase of its end")
    }

    func testAStretchedCapsuleHasTheEndsAndTheEdgesOfOneDrawnWhole() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        // 10 pixels wide: 14 long is drawn whole, 40 long is stretched.
        canvas.fillRoundedRect(Rect(x: 20, y: 20, width: 10, height: 14), radius: 5, color: .white)
        canvas.fillRoundedRect(Rect(x: 60, y: 20, width: 10, height: 40), radius: 5, color: .white)
        canvas.fillRoundedRect(Rect(x: 100, y: 20.5, width: 40, height: 10), radius: 5, color: .white)
        let frame = try harness.app.renderer.readPixels()
        // The ends as the short capsule drawn whole has them, within a level of rasterising.
        for x in 18..<32 {
            let whole = column(frame, x: x, rows: 18..<25) + column(frame, x: x, rows: 29..<36)
            let stretched = column(frame, x: x + 40, rows: 18..<25) + column(frame, x: x + 40, rows: 55..<62)
            for (a, b) in zip(whole, stretched) {
                XCTAssertLessThanOrEqual(
                    abs(Int(a) - Int(b)), 2, "the ends, column \(x): \(whole) against \(stretched)")
            }
        }
        XCTAssertEqual(column(frame, x: 65, rows: 25..<55), Array(repeating: 0xFF, count: 30), "solid down the middle")
        XCTAssertEqual(column(frame, x: 58, rows: 25..<55), Array(repeating: 0, count: 30), "nothing past its edge")
        XCTAssertEqual(Set(column(frame, x: 59, rows: 25..<55)).count, 1, "an even edge all down the middle")
        // The horizontal one: every row across its middle is even along it, its top edge half-covered.
        for y in 18..<33 {
            let row = (110..<130).map { frame.pixels[y * frame.width + $0] & 0xFF }
            XCTAssertEqual(Set(row).count, 1, "row \(y) is even along the middle")
        }
        XCTAssertTrue(
            (19..<22).contains { y in (frame.pixels[y * frame.width + 120] & 0xFF).isPartial },
            "the top edge on a half pixel is partly covered")
    }
}
