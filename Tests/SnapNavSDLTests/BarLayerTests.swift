import CSDL2
import Foundation
import SnapNavCore
import SnapNavSDL
import XCTest

/// Bars held still are composited from layers of their own, with the pixels of bars drawn in
/// place within rounding; bars that change from frame to frame are drawn directly.
final class BarLayerTests: XCTestCase {
    /// The largest difference in any colour channel between two frames, and how many pixels
    /// differ at all.
    private func difference(_ a: [UInt32], _ b: [UInt32]) -> (largest: UInt32, pixels: Int) {
        var largest: UInt32 = 0
        var pixels = 0
        for index in a.indices where a[index] != b[index] {
            pixels += 1
            for shift: UInt32 in [0, 8, 16] {
                let x = (a[index] >> shift) & 0xFF
                let y = (b[index] >> shift) & 0xFF
                largest = max(largest, x > y ? x - y : y - x)
            }
        }
        return (largest, pixels)
    }

    /// Frames of the same state through layers until the bars come from them, then one drawn
    /// directly.
    private func heldAndDirect(_ harness: HeadlessApp) throws -> (held: [UInt32], direct: [UInt32]) {
        harness.app.canvas.usesLayers = true
        for _ in 0..<3 { _ = try harness.app.renderPixels() }
        let held = try harness.app.renderPixels().pixels
        harness.app.canvas.usesLayers = false
        let direct = try harness.app.renderPixels().pixels
        harness.app.canvas.usesLayers = true
        return (held, direct)
    }

    func testBarsHeldStillMatchBarsDrawnInPlaceAtEveryScale() throws {
        for scale in [1.0, 2.0, 3.0] {
            for hold in [
                Point.zero, Point(x: -0.35, y: 0), Point(x: 0.4, y: 0), Point(x: 0, y: -0.3), Point(x: 0, y: 0.45),
            ] {
                let harness = try HeadlessApp(configPath: demoConfigPath, scale: scale)
                harness.app.navigator.holdSwipe(hold)
                let before = harness.app.canvas.barLayerRenderCount
                let frames = try heldAndDirect(harness)
                XCTAssertGreaterThan(
                    harness.app.canvas.barLayerRenderCount, before, "×\(scale) \(hold): bars in layers")
                // A layer is drawn by SDL, which rounds each blend down, and divided by its alpha
                // to be kept; the window's blends round to the nearest. So translucent pixels may
                // differ by a few levels out of 255; anything more would be a misplaced or
                // missing bar.
                let found = difference(frames.held, frames.direct)
                XCTAssertLessThanOrEqual(found.largest, 4, "×\(scale) \(hold): \(found.pixels) pixels differ")
            }
        }
    }

    func testBarsThatChangeEveryFrameAreDrawnDirectlyAndStillOnesOnlyCopied() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        for _ in 0..<2 { _ = try harness.app.renderPixels() }
        XCTAssertEqual(harness.app.canvas.barLayerRenderCount, 0, "two frames alike are not yet held still")
        _ = try harness.app.renderPixels()
        let atRest = harness.app.canvas.barLayerRenderCount
        XCTAssertEqual(atRest, 3, "the third draws the top bar, the status area and the navigation bar, once each")
        harness.pressMouse(x: 300, y: 320)
        for step in 1...12 {
            harness.moveMouse(x: 300 - Int32(step) * 10, y: 320)
            _ = try harness.app.renderPixels()
        }
        XCTAssertEqual(harness.app.canvas.barLayerRenderCount, atRest, "a swipe changes the bars on every frame")
        for _ in 0..<4 { _ = try harness.app.renderPixels() }
        let held = harness.app.canvas.barLayerRenderCount
        XCTAssertGreaterThanOrEqual(held - atRest, 2, "held still, the bars the swipe changed are drawn into layers")
        XCTAssertLessThanOrEqual(held - atRest, 3, "once each")
        for _ in 0..<5 { _ = try harness.app.renderPixels() }
        XCTAssertEqual(harness.app.canvas.barLayerRenderCount, held, "and copied from then on")
    }

    func testWhileThePanelsMoveTheBarsAreDrawnWithoutBeingRecorded() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        for _ in 0..<4 { _ = try harness.app.renderPixels() }
        let atRest = harness.app.canvas.barRecordingCount
        XCTAssertEqual(atRest, 12, "at rest each of the three bars is recorded and compared with its layer")
        harness.pressMouse(x: 300, y: 320)
        _ = try harness.app.renderPixels()
        XCTAssertEqual(harness.app.canvas.barRecordingCount, atRest + 3, "the press moved nothing")
        for step in 1...12 {
            harness.moveMouse(x: 300 - Int32(step) * 10, y: 320)
            _ = try harness.app.renderPixels()
        }
        XCTAssertEqual(
            harness.app.canvas.barRecordingCount, atRest + 6,
            "only the first move, which uses up the touch slop, left the panels where they were")
        harness.pushMouseButton(down: false, x: 180, y: 320)
        harness.run(seconds: 1.5)
        let settledRecordings = harness.app.canvas.barRecordingCount
        let settledLayers = harness.app.canvas.barLayerRenderCount
        for _ in 0..<4 { _ = try harness.app.renderPixels() }
        // The first frame after the swipe is compared with the swipe's last, so it moved.
        XCTAssertEqual(harness.app.canvas.barRecordingCount, settledRecordings + 9, "at rest, recorded again")
        XCTAssertGreaterThan(harness.app.canvas.barLayerRenderCount, settledLayers, "and kept in layers again")
    }

    func testBarsOverAScrollingListAreCopiedWhileTheListIsDrawn() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath, start: "chat")
        for _ in 0..<4 { _ = try harness.app.renderPixels() }
        let before = harness.app.canvas.barLayerRenderCount
        harness.pressMouse(x: 180, y: 500)
        for step in 1...15 {
            harness.moveMouse(x: 180, y: 500 - Int32(step) * 15)
            _ = try harness.app.renderPixels()
        }
        let list = try XCTUnwrap(harness.app.navigator.panel(withID: "chat")?.scrollingContent)
        XCTAssertGreaterThan(list.nestedContentOffset, 100, "the list scrolled")
        XCTAssertEqual(harness.app.canvas.barLayerRenderCount, before, "the bars did not change, so none was drawn")
    }

    func testWithLayersOffBarsAreDrawnDirectly() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        harness.app.canvas.usesLayers = false
        for _ in 0..<4 { _ = try harness.app.renderPixels() }
        XCTAssertEqual(harness.app.canvas.barLayerRenderCount, 0)
    }
}
