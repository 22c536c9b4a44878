import CSDL2
import SnapNavCore
import SnapNavSDL
import XCTest

/// Layer contents are drawn once and composited as groups: faded as one, tinted by colour
/// modulation, scaled rather than drawn again at each size.
final class LayerCompositingTests: XCTestCase {
    private func pixel(_ frame: (width: Int, height: Int, pixels: [UInt32]), _ x: Int, _ y: Int) -> Color {
        let argb = frame.pixels[y * frame.width + x]
        return Color(red: UInt8(argb >> 16 & 0xFF), green: UInt8(argb >> 8 & 0xFF), blue: UInt8(argb & 0xFF))
    }

    /// Two overlapping white squares in one layer.
    private static let overlapping = LayerContent(name: "overlapping", size: Size(width: 30, height: 20)) {
        canvas, _, _ in
        canvas.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: .white)
        canvas.fill(Rect(x: 10, y: 0, width: 20, height: 20), color: .white)
    }

    func testAFadedLayerFadesAsOneSoItsOverlapsDoNotShowThrough() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        canvas.drawLayer(
            Self.overlapping, in: Rect(x: 100, y: 100, width: 30, height: 20), tint: Color.white.withOpacity(0.5))
        // The same parts drawn one by one at half opacity, for contrast.
        canvas.fill(Rect(x: 100, y: 200, width: 20, height: 20), color: Color.white.withOpacity(0.5))
        canvas.fill(Rect(x: 110, y: 200, width: 20, height: 20), color: Color.white.withOpacity(0.5))
        let frame = try harness.app.renderer.readPixels()
        XCTAssertEqual(pixel(frame, 115, 110), pixel(frame, 105, 110), "the overlap is as faded as the rest")
        XCTAssertEqual(pixel(frame, 105, 110).red, 128)
        XCTAssertEqual(pixel(frame, 115, 210).red, 192, "parts faded one by one show through each other")
    }

    func testAWhiteLayerTakesItsTintAndIsDrawnOnce() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        let before = canvas.contentLayerRenderCount
        let blue = Color(hex: "#3CB2E2")!
        canvas.drawLayer(Self.overlapping, in: Rect(x: 10, y: 10, width: 30, height: 20), tint: blue)
        canvas.drawLayer(Self.overlapping, in: Rect(x: 10, y: 50, width: 30, height: 20), tint: .white)
        canvas.drawLayer(Self.overlapping, in: Rect(x: 10, y: 90, width: 60, height: 40), tint: blue)
        let frame = try harness.app.renderer.readPixels()
        XCTAssertEqual(pixel(frame, 20, 20), blue)
        XCTAssertEqual(pixel(frame, 20, 60), .white)
        XCTAssertEqual(pixel(frame, 40, 110), blue, "scaled to twice its size")
        XCTAssertEqual(pixel(frame, 75, 110), .black, "and no further")
        XCTAssertEqual(canvas.contentLayerRenderCount - before, 1, "one layer for every tint and size")
    }

    func testASwipeThroughEveryRingSizeDrawsNoNewShapeOrLayer() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        harness.app.canvas.usesLayers = false
        // Both ends first, so that the panels' own shapes are made before the ring's sizes run.
        for pages in [-0.05, -0.95] {
            harness.app.navigator.holdSwipe(Point(x: pages, y: 0))
            _ = try harness.app.renderPixels()
        }
        let shapes = harness.app.canvas.shapeRenderCount
        let layers = harness.app.canvas.contentLayerRenderCount
        for step in 2...19 {
            harness.app.navigator.holdSwipe(Point(x: -0.05 * Double(step), y: 0))
            _ = try harness.app.renderPixels()
        }
        XCTAssertEqual(harness.app.canvas.shapeRenderCount, shapes, "the ring is one layer, scaled")
        XCTAssertEqual(harness.app.canvas.contentLayerRenderCount, layers)
    }
}
