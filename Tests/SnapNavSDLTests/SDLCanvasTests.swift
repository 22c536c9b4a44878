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
}
