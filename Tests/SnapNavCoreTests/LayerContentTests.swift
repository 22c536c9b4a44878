import SnapNavCore
import XCTest

/// A layer is recorded as one command and read back as its parts, placed, scaled and tinted
/// where it was composited.
final class LayerContentTests: XCTestCase {
    private static let square = LayerContent(name: "square", size: Size(width: 10, height: 10)) { canvas, size, _ in
        canvas.fill(Rect(origin: .zero, size: size), color: .white)
        canvas.strokeRoundedRect(
            Rect(x: 2, y: 2, width: 6, height: 6), radius: 3, lineWidth: 2, color: Color.white.withOpacity(0.5))
    }

    func testALayerIsOneCommandReadAsItsPartsPlacedScaledAndTinted() {
        let canvas = DisplayList(size: Size(width: 100, height: 100))
        let tint = Color(red: 255, green: 0, blue: 0, alpha: 128)
        canvas.drawLayer(Self.square, in: Rect(x: 20, y: 30, width: 20, height: 20), tint: tint)
        XCTAssertEqual(canvas.commands.count, 1)
        let whole = Rect(x: 0, y: 0, width: 100, height: 100)
        XCTAssertEqual(
            canvas.operations,
            [
                .fill(
                    Rect(x: 20, y: 30, width: 20, height: 20), Color(red: 255, green: 0, blue: 0, alpha: 128),
                    clip: whole),
                .strokedRoundedRect(
                    Rect(x: 24, y: 34, width: 12, height: 12), radius: 6, lineWidth: 4,
                    Color(red: 255, green: 0, blue: 0, alpha: 64), clip: whole),
            ])
    }

    func testTheSameContentDrawnAgainIsTheSameCommandSoAHeldLayerIsCopied() {
        let first = DisplayList(size: Size(width: 100, height: 100))
        let second = DisplayList(size: Size(width: 100, height: 100))
        first.drawLayer(Self.square, in: Rect(x: 0, y: 0, width: 10, height: 10), tint: .white)
        second.drawLayer(Self.square, in: Rect(x: 0, y: 0, width: 10, height: 10), tint: .white)
        XCTAssertTrue(first.draws(theSameAs: second))
        second.reset()
        second.drawLayer(Self.square, in: Rect(x: 0, y: 0, width: 10, height: 10), tint: .black)
        XCTAssertFalse(first.draws(theSameAs: second), "another tint draws something else")
        let other = LayerContent(name: "square", size: Size(width: 10, height: 10), color: .black) { _, _, _ in }
        XCTAssertNotEqual(other, Self.square, "contents differ by their colour too")
    }

    func testACanvasWithoutLayersDrawsThePartsOneByOne() {
        let canvas = CountingCanvas()
        canvas.drawLayer(Self.square, in: Rect(x: 0, y: 0, width: 5, height: 5), tint: .white)
        XCTAssertEqual(canvas.calls, ["fill (0.0, 0.0, 5.0, 5.0)", "stroke (1.0, 1.0, 3.0, 3.0) 1.0"])
    }

    func testTintingMultipliesEveryChannel() {
        XCTAssertEqual(Color.white.tinted(by: Color(hex: "#3CB2E280")!), Color(hex: "#3CB2E280"))
        XCTAssertEqual(Color(hex: "#808080")!.tinted(by: Color(hex: "#FF000080")!), Color(hex: "#80000080"))
        XCTAssertEqual(Color.black.withOpacity(0.5).tinted(by: .white), Color.black.withOpacity(0.5))
    }
}

/// A canvas with no layers of its own, which says what it was asked to draw.
private final class CountingCanvas: Canvas {
    let size = Size(width: 100, height: 100)
    private(set) var calls: [String] = []

    func fill(_ rect: Rect, color: Color) { calls.append("fill \(rect)") }
    func drawText(_ text: String, in rect: Rect, style: TextStyle) { calls.append("text \(text)") }
    func pushClip(_ rect: Rect) {}
    func popClip() {}
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) { calls.append("rounded \(rect)") }
    func strokeRoundedRect(_ rect: Rect, radius: Double, lineWidth: Double, color: Color) {
        calls.append("stroke \(rect) \(lineWidth)")
    }
    func fillGradient(_ rect: Rect, top: Color, bottom: Color) {}
    func drawImage(_ name: String, in rect: Rect, opacity: Double) {}
}
