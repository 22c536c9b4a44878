import CSDL2
import SnapNavCore
import SnapNavSDL
import XCTest

/// The app's first frame makes no layer, so the window shows before any texture is drawn
/// into; it shows what the layered frames after it do, and the second frame makes the layers.
final class FirstFrameTests: XCTestCase {
    /// Two overlapping white squares in one layer, called `name`.
    private static func overlapping(_ name: String) -> LayerContent {
        LayerContent(name: name, size: Size(width: 30, height: 20)) { canvas, _, _ in
            canvas.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: .white)
            canvas.fill(Rect(x: 10, y: 0, width: 20, height: 20), color: .white)
        }
    }

    /// The pixels `harness` presents in its next frame.
    private func nextFrame(_ harness: HeadlessApp) throws -> [UInt32] {
        var pixels: [UInt32] = []
        try harness.app.runFrame { pixels = try harness.app.renderer.readPixels().pixels }
        return pixels
    }

    /// How many pixels differ by more than SDL's blend rounding (3 levels of 255 in a channel):
    /// a glyph's layer is its parts blended onto transparent black and divided back out, which
    /// may move a translucent edge pixel by a level or two.
    private func farApart(_ a: [UInt32], _ b: [UInt32]) -> Int {
        zip(a, b).filter { x, y in
            [0, 8, 16].contains { (shift: UInt32) in abs(Int((x >> shift) & 0xFF) - Int((y >> shift) & 0xFF)) > 3 }
        }.count
    }

    func testTheFirstFrameMakesNoLayerAndShowsWhatTheSecondDrawsThroughLayers() throws {
        for scale in [1.0, 2.0, 3.0] {
            let harness = try HeadlessApp(configPath: demoConfigPath, scale: scale)
            let canvas = harness.app.canvas
            XCTAssertTrue(canvas.usesLayers, "×\(scale): SDL's software renderer draws into textures")
            let first = try nextFrame(harness)
            XCTAssertEqual(canvas.layerRenderCount, 0, "×\(scale): the first frame draws the camera directly")
            XCTAssertEqual(canvas.contentLayerRenderCount, 0, "×\(scale): and the bars' glyphs part by part")
            let second = try nextFrame(harness)
            XCTAssertEqual(canvas.layerRenderCount, 1, "×\(scale): the second frame makes the camera's layer")
            XCTAssertGreaterThan(canvas.contentLayerRenderCount, 3, "×\(scale): and the glyphs' layers")
            XCTAssertEqual(first.count, second.count)
            XCTAssertNotEqual(Set(first).count, 1, "×\(scale): the frame shows something")
            XCTAssertEqual(farApart(first, second), 0, "×\(scale): the two frames show the same")
        }
    }

    func testWhileLayersArePostponedAFadedScaledOrUnevenGroupIsStillMadeAsOne() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        canvas.postponesNewLayers = true
        defer { canvas.postponesNewLayers = false }
        canvas.drawLayer(Self.overlapping("opaque"), in: Rect(x: 10, y: 10, width: 30, height: 20), tint: .white)
        XCTAssertEqual(canvas.contentLayerRenderCount, 0, "opaque, at its own size, on whole pixels: its parts")
        let disc = LayerContent(name: "disc", size: Size(width: 20, height: 20)) { canvas, _, _ in
            canvas.fillCircle(center: Point(x: 10, y: 10), radius: 10, color: .white)
        }
        canvas.drawLayer(disc, in: Rect(x: 10, y: 300, width: 20, height: 20), tint: Color.white.withOpacity(0.5))
        XCTAssertEqual(canvas.contentLayerRenderCount, 0, "faded, but a single part: that part, faded")
        let cases: [(Rect, Color, String)] = [
            (Rect(x: 10, y: 50, width: 30, height: 20), Color.white.withOpacity(0.5), "faded, as one"),
            (Rect(x: 10, y: 100, width: 60, height: 40), .white, "scaled, filtered as one"),
            (Rect(x: 10.25, y: 200, width: 30, height: 20), .white, "between pixels, on the nearest"),
        ]
        for (index, (rect, tint, how)) in cases.enumerated() {
            canvas.drawLayer(Self.overlapping(how), in: rect, tint: tint)
            XCTAssertEqual(canvas.contentLayerRenderCount, index + 1, "a layer is made for the group \(how)")
        }
        let frame = try harness.app.renderer.readPixels()
        let overlap = frame.pixels[60 * frame.width + 25]
        let alone = frame.pixels[60 * frame.width + 15]
        XCTAssertEqual(overlap, alone, "the faded group's overlap is as faded as the rest")
        XCTAssertEqual(Int(overlap & 0xFF), 128, "half way to white")
    }
}
