import CSDL2
import SnapNavCore
import SnapNavSDL
import XCTest

final class SDLCanvasTests: XCTestCase {
    func testTextThatDoesNotFitIsEllipsised() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        let style = TextStyle(size: 16)
        XCTAssertEqual(canvas.fittedText("Chat", style: style, width: 200), "Chat")
        let long = canvas.fittedText("A very long subtitle that cannot possibly fit", style: style, width: 120)
        XCTAssertTrue(long.hasSuffix("…"), long)
        XCTAssertTrue("A very long subtitle".hasPrefix(long.dropLast()), long)
        XCTAssertEqual(canvas.fittedText("Wide", style: style, width: 1), "")
    }

    func testDrawnTextStaysInsideItsBox() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        canvas.fill(Rect(x: 0, y: 0, width: 360, height: 640), color: .black)
        canvas.drawText(
            "Ellipsised text that runs far past the box", in: Rect(x: 20, y: 100, width: 150, height: 30),
            style: TextStyle(size: 18, alignment: .leading))
        let frame = try harness.app.renderer.readPixels()
        let lit = (0..<frame.width).filter { x in
            (100..<130).contains { y in frame.pixels[y * frame.width + x] & 0xFF > 0x40 }
        }
        XCTAssertGreaterThan(lit.count, 50)
        XCTAssertLessThan(lit.max() ?? 999, 170)
        XCTAssertGreaterThan(lit.max() ?? 0, 150, "the ellipsis reaches close to the box's end")
    }

    func testTextRendersOnceWhateverItsColourOrOpacity() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        let before = canvas.textRenderCount
        for step in 0..<10 {
            let color = Color.white.blended(with: Color(hex: "#3CB2E2")!, fraction: Double(step) / 10)
            canvas.drawText(
                "Fading", in: Rect(x: 0, y: 0, width: 200, height: 40),
                style: TextStyle(size: 20, color: color.withOpacity(0.5)))
        }
        XCTAssertEqual(canvas.textRenderCount, before + 1)
    }

    /// Drawing a 180×320-point window into the 360×640-pixel output is drawing at 2×: shapes
    /// and text are laid out in pixels, not scaled up from a 1× picture.
    func testAtTwoPixelsPerPointShapesAndTextUseEveryPixel() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 180, height: 320))
        XCTAssertEqual(canvas.scale, 2)
        canvas.fill(Rect(x: 0, y: 0, width: 180, height: 320), color: .black)
        canvas.fillCircle(center: Point(x: 50, y: 50), radius: 10, color: .white)
        canvas.drawText("Hg", in: Rect(x: 0, y: 150, width: 180, height: 40), style: TextStyle(size: 20))
        let frame = try harness.app.renderer.readPixels()
        func lit(_ x: Int, _ y: Int) -> Bool { frame.pixels[y * frame.width + x] & 0xFF > 0x80 }
        let span = (60..<140).filter { lit($0, 100) }
        XCTAssertEqual(Double(span.count), 40, accuracy: 1, "a 10-point radius is 20 pixels")
        // Edge pixels are partly covered at pixel resolution, not in 2×2 blocks.
        let edge = (70...130).map { frame.pixels[100 * frame.width + $0] & 0xFF }
        XCTAssertTrue(edge.contains { $0 > 0x10 && $0 < 0xF0 })
        let rows = (300..<380).filter { y in (0..<360).contains { lit($0, y) } }
        XCTAssertGreaterThan(rows.count, 30, "20-point text is rendered about 40 pixels tall")
    }

    func testAGradientRunsFromItsTopColourToItsBottomColourAndIsMadeOnce() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        let before = canvas.gradientRenderCount
        let red = Color(red: 255, green: 0, blue: 0)
        let blue = Color(red: 0, green: 0, blue: 255)
        for _ in 0..<3 { canvas.fillGradient(Rect(x: 0, y: 100, width: 360, height: 200), top: red, bottom: blue) }
        XCTAssertEqual(canvas.gradientRenderCount, before + 1)
        let frame = try harness.app.renderer.readPixels()
        func rgb(_ y: Int) -> (Int, Int) {
            let argb = frame.pixels[y * frame.width + 180]
            return (Int(argb >> 16 & 0xFF), Int(argb & 0xFF))
        }
        XCTAssertGreaterThan(rgb(101).0, 250)
        XCTAssertLessThan(rgb(298).0, 5)
        XCTAssertEqual(Double(rgb(200).0), 127.5, accuracy: 3, "half way down, half way between")
        XCTAssertEqual(rgb(99).0, 0, "nothing above the rectangle")
    }
}
