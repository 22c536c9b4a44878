import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// Panels drawn through layers look as panels drawn directly, and a swipe between panels whose
/// content is still copies their layers without drawing them again.
final class PanelLayerTests: XCTestCase {
    /// The demo with every arm's transition set to `transition`, in a folder of its own with the
    /// image it refers to.
    private func demo(transition: String) throws -> String {
        let directory = try temporaryDirectory(for: self)
        var text = try String(contentsOfFile: demoConfigPath, encoding: .utf8)
        let anchor = #""bars": true,"#
        XCTAssertTrue(text.contains(anchor), "the demo has its bars")
        text = text.replacingOccurrences(
            of: anchor,
            with: anchor
                + #" "transitions": { "left": "T", "right": "T", "above": "T", "below": "T" },"#
                .replacingOccurrences(of: "T", with: transition))
        try text.write(toFile: directory + "/demo.json", atomically: true, encoding: .utf8)
        for file in try FileManager.default.contentsOfDirectory(atPath: assetsDirectory) where file.hasSuffix(".png") {
            try FileManager.default.copyItem(atPath: assetsDirectory + "/" + file, toPath: directory + "/" + file)
        }
        return directory + "/demo.json"
    }

    /// Pixels of the frame as it is now, drawn through layers and then directly.
    private func layeredAndDirect(_ harness: HeadlessApp) throws -> (layered: [UInt32], direct: [UInt32]) {
        harness.app.canvas.usesLayers = true
        let layered = try harness.app.renderPixels().pixels
        harness.app.canvas.usesLayers = false
        let direct = try harness.app.renderPixels().pixels
        harness.app.canvas.usesLayers = true
        return (layered, direct)
    }

    /// How many pixels differ by more than SDL's blend rounding (3 levels of 255 in a channel),
    /// and where the first one is. Panels copied from layers show exactly the pixels drawn in
    /// place; the bars held still come from layers of their own, blended with SDL's integer
    /// rounding, which may move a translucent pixel by a few levels.
    private func differences(_ a: [UInt32], _ b: [UInt32], width: Int) -> (count: Int, first: String) {
        func far(_ x: UInt32, _ y: UInt32) -> Bool {
            [0, 8, 16].contains { (shift: UInt32) in
                let p = Int((x >> shift) & 0xFF)
                let q = Int((y >> shift) & 0xFF)
                return abs(p - q) > 3
            }
        }
        var count = 0
        var first = "none"
        for index in a.indices where a[index] != b[index] && far(a[index], b[index]) {
            if count == 0 {
                first =
                    "(\(index % width), \(index / width)): \(String(a[index], radix: 16)) against "
                    + String(b[index], radix: 16)
            }
            count += 1
        }
        return (count, first)
    }

    /// Drags from the middle of the window toward `direction` by `fraction` of the window,
    /// releases, and leaves the settle `frames` frames in, so the panels sit at uneven offsets.
    private func swipe(_ harness: HeadlessApp, dx: Double, dy: Double, settleFrames: Int) {
        let size = harness.app.window.size
        let scale = harness.app.window.pointScale
        let start = (Int32(Double(size.width) * scale / 2), Int32(Double(size.height) * scale / 2))
        let end = (start.0 + Int32(dx * Double(size.width) * scale), start.1 + Int32(dy * Double(size.height) * scale))
        harness.drag(from: start, to: end, steps: 7)
        for _ in 0..<settleFrames {
            harness.clock.advance(by: 1.0 / 60)
            harness.app.navigator.step()
        }
    }

    func testLayeredFramesMatchDirectFramesAtEveryTransitionOffsetAndScale() throws {
        let moves: [(dx: Double, dy: Double)] = [(-0.37, 0), (0.41, 0), (0, 0.33), (0, -0.29)]
        for transition in ["cover", "reveal", "push"] {
            let path = try demo(transition: transition)
            for scale in [1.0, 2.0, 3.0] {
                for (index, move) in moves.enumerated() {
                    let harness = try HeadlessApp(configPath: path, scale: scale)
                    XCTAssertTrue(harness.app.canvas.supportsLayers, "SDL's software renderer draws into textures")
                    swipe(harness, dx: move.dx, dy: move.dy, settleFrames: 2 + index)
                    let placements = harness.app.navigator.currentPlacements()
                    XCTAssertEqual(placements.count, 2, "\(transition) ×\(scale) move \(index): two panels in view")
                    let rendersBefore = harness.app.canvas.layerRenderCount
                    let frame = try layeredAndDirect(harness)
                    XCTAssertGreaterThan(
                        harness.app.canvas.layerRenderCount, rendersBefore, "the layered frame drew layers")
                    let width = Int(Double(harness.app.window.size.width) * scale)
                    let found = differences(frame.layered, frame.direct, width: width)
                    XCTAssertEqual(
                        found.count, 0,
                        "\(transition) ×\(scale) move \(index): \(found.count) pixels differ, first \(found.first)")
                }
            }
        }
    }

    func testASwipeBetweenStillPanelsCopiesLayersWithoutDrawingThemAgain() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        _ = try harness.app.renderPixels()
        let start = harness.app.canvas.layerRenderCount
        XCTAssertEqual(start, 1, "at rest only the camera is in view")
        harness.pressMouse(x: 300, y: 320)
        var rendersPerFrame: [Int] = []
        for step in 1...20 {
            harness.moveMouse(x: 300 - Int32(step) * 12, y: 320)
            let before = harness.app.canvas.layerRenderCount
            _ = try harness.app.renderPixels()
            rendersPerFrame.append(harness.app.canvas.layerRenderCount - before)
        }
        XCTAssertEqual(rendersPerFrame.first, 1, "stories' layer is drawn when it first comes into view")
        XCTAssertEqual(rendersPerFrame.dropFirst().reduce(0, +), 0, "every later frame only copies: \(rendersPerFrame)")
        XCTAssertEqual(harness.app.canvas.layerCount, 2)
    }

    /// SDL 2.26's software renderer copies an opaque texture onto the window with non-temporal
    /// stores, ten times as slow as an ordinary copy, when the rows of both start on 16 bytes
    /// alike. A layer there is one pixel wider than it shows, so its rows and the window's
    /// never line up that way, at any window width; its frames still show only what the panel
    /// drew, as the comparison with direct drawing above checks.
    func testOnTheSoftwareRendererALayersRowsNeverLineUpWithTheWindows() throws {
        for width: Int32 in [360, 361, 362, 363] {
            let harness = try HeadlessApp(configPath: demoConfigPath)
            let window = try XCTUnwrap(SDL_GetWindowFromID(harness.app.window.id))
            SDL_SetWindowSize(window, width, 640)
            harness.run(seconds: 0.1)
            XCTAssertTrue(harness.app.renderer.isSoftware, "headless frames are drawn by SDL's software renderer")
            harness.pressMouse(x: 300, y: 320)
            harness.moveMouse(x: 300 - 44, y: 320)
            let frame = try harness.app.renderPixels()
            XCTAssertEqual(frame.width, Int(width))
            let windowPitch = Int(SDL_GetWindowSurface(window).pointee.pitch)
            let placements = harness.app.navigator.currentPlacements()
            XCTAssertEqual(placements.count, 2, "two panels in view")
            for placement in placements {
                let texture = try XCTUnwrap(harness.app.canvas.layers.texture(of: placement.panel))
                var textureWidth: Int32 = 0
                SDL_QueryTexture(texture.handle, nil, nil, &textureWidth, nil)
                XCTAssertEqual(texture.width, Int(width), "the layer shows the panel's width")
                XCTAssertEqual(Int(textureWidth), texture.width + 1, "with one column more")
                XCTAssertNotEqual(Int(textureWidth) * 4 % 16, windowPitch % 16, "rows \(textureWidth * 4) bytes long")
            }
        }
    }

    /// Text rendered, gradients computed and images scaled so far. (Shapes are left out: the
    /// bars' change size as a swipe goes, and are no panel's.)
    private func contentMade(_ harness: HeadlessApp) -> [Int] {
        let canvas = harness.app.canvas
        return [canvas.textRenderCount, canvas.gradientRenderCount, canvas.scaledImageRenderCount]
    }

    func testPanelsPreparedAtRestHaveTheirLayersDrawnSoTheFirstSwipeDrawsNone() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        _ = try harness.app.renderPixels()
        let start = harness.app.canvas.layerRenderCount
        let before = contentMade(harness)
        harness.app.prepareNeighbours()
        XCTAssertEqual(harness.app.navigator.panelsOneSwipeAway.count, 4, "the demo's camera has four neighbours")
        XCTAssertEqual(harness.app.canvas.layerRenderCount, start + 4, "each neighbour's layer drawn once")
        XCTAssertEqual(harness.app.canvas.layerCount, 5, "and kept, with the camera's")
        XCTAssertEqual(harness.app.canvas.panelPreparationCount, 0, "none needed preparing without a layer")
        XCTAssertGreaterThan(contentMade(harness)[0], before[0], "the neighbours' text is rendered")
        XCTAssertGreaterThan(contentMade(harness)[2], before[2], "the profile's image is scaled")
        harness.app.prepareNeighbours()
        XCTAssertEqual(harness.app.canvas.layerRenderCount, start + 4, "preparing again draws nothing")
        let prepared = contentMade(harness)
        for (dx, dy) in [(-12, 0), (12, 0), (0, -12), (0, 12)] {
            harness.pressMouse(x: 180, y: 320)
            for step in 1...6 {
                harness.moveMouse(x: 180 + Int32(step * dx), y: 320 + Int32(step * dy))
                let (layered, direct) = try layeredAndDirect(harness)
                let difference = differences(layered, direct, width: Int(harness.app.window.size.width))
                XCTAssertEqual(difference.count, 0, "(\(dx), \(dy)) step \(step): first at \(difference.first)")
                XCTAssertEqual(contentMade(harness), prepared, "(\(dx), \(dy)) step \(step) made no new content")
            }
            harness.pushMouseButton(down: false, x: 180 + Int32(6 * dx), y: 320 + Int32(6 * dy))
            harness.app.processEvents()
            for _ in 0..<120 {
                harness.clock.advance(by: 1.0 / 60)
                harness.app.navigator.step()
            }
        }
        XCTAssertEqual(harness.app.canvas.layerRenderCount, start + 4, "the swipes drew no layer")
    }

    func testLayersAreDrawnAheadOnlyWithinAQuarterOfTheTextureBudget() throws {
        // At 3× a layer of the 360 × 640 window takes 8.3 MB: the camera's and one neighbour's
        // fit in 16 MiB, and the other three neighbours are prepared without a layer.
        let harness = try HeadlessApp(configPath: demoConfigPath, scale: 3)
        _ = try harness.app.renderPixels()
        XCTAssertEqual(harness.app.canvas.layerCount, 1)
        harness.app.prepareNeighbours()
        XCTAssertEqual(harness.app.canvas.layerCount, 2, "the camera's and the first neighbour's")
        XCTAssertEqual(harness.app.canvas.panelPreparationCount, 3, "the rest prepared without a layer")
        let first = try XCTUnwrap(harness.app.navigator.panelsOneSwipeAway.first)
        XCTAssertNotNil(harness.app.canvas.layers.texture(of: first), "the first neighbour is the one drawn ahead")
    }

    func testThroughAGPURendererTheNeighboursArePreparedWithoutLayers() throws {
        // SDL's offscreen driver makes a GL renderer (Mesa's llvmpipe through EGL), no display.
        let previous = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        defer {
            if let previous { setenv("SDL_VIDEODRIVER", previous, 1) } else { unsetenv("SDL_VIDEODRIVER") }
        }
        let app = try SnapNavApp(
            configuration: try Configuration.load(path: demoConfigPath), size: Size(width: 360, height: 640),
            scale: 1, headless: false, assetsDirectory: assetsDirectory)
        XCTAssertFalse(app.renderer.isSoftware)
        _ = try app.renderPixels()
        let layers = app.canvas.layerCount
        app.prepareNeighbours()
        XCTAssertEqual(app.canvas.layerCount, layers, "no layer drawn ahead")
        XCTAssertEqual(app.canvas.panelPreparationCount, 4, "each neighbour prepared instead")
    }

    func testAScrollingListIsDrawnDirectlyWhileItMovesAndIntoItsLayerOnceItHoldsStill() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath, start: "chat")
        _ = try harness.app.renderPixels()
        let before = harness.app.canvas.layerRenderCount
        harness.pressMouse(x: 180, y: 500)
        for step in 1...6 {
            harness.moveMouse(x: 180, y: 500 - Int32(step) * 23)
            let frame = try layeredAndDirect(harness)
            let found = differences(frame.layered, frame.direct, width: 360)
            XCTAssertEqual(found.count, 0, "list scrolled \(step) steps: first difference \(found.first)")
        }
        XCTAssertEqual(harness.app.canvas.layerRenderCount, before, "a moving list is drawn directly")
        harness.pushMouseButton(down: false, x: 180, y: 362)
        harness.app.processEvents()
        harness.run(seconds: 3)
        XCTAssertFalse(harness.app.navigator.isAnimating)
        _ = try harness.app.renderPixels()
        XCTAssertEqual(harness.app.canvas.layerRenderCount, before, "the first frame at rest is still drawn directly")
        let still = try layeredAndDirect(harness)
        XCTAssertEqual(
            harness.app.canvas.layerRenderCount, before + 1, "held still for a frame, the list is drawn into its layer")
        XCTAssertEqual(differences(still.layered, still.direct, width: 360).count, 0)
        for _ in 0..<3 { _ = try harness.app.renderPixels() }
        XCTAssertEqual(harness.app.canvas.layerRenderCount, before + 1, "and copied from then on")
    }

    func testWithLayersOffEveryPanelIsDrawnDirectly() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        harness.app.canvas.usesLayers = false
        _ = try harness.app.renderPixels()
        harness.drag(from: (300, 320), to: (100, 320), steps: 5)
        _ = try harness.app.renderPixels()
        XCTAssertEqual(harness.app.canvas.layerRenderCount, 0)
        XCTAssertEqual(harness.app.canvas.layerCount, 0)
    }

    func testACaptureFlashRedrawsTheCamerasLayerUntilItFades() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        let dark = try harness.color(atX: 180, y: 320)
        let camera = try XCTUnwrap(harness.app.navigator.home as? CameraPanelController)
        camera.capture()
        let flashing = try harness.color(atX: 180, y: 320)
        XCTAssertGreaterThan(Int(flashing.red), Int(dark.red) + 100, "the flash shows through the layer")
        harness.clock.advance(by: CameraPanelController.flashDuration + 0.01)
        harness.app.navigator.step()
        XCTAssertEqual(try harness.color(atX: 180, y: 320), dark, "and is gone once it has faded")
    }

    func testAResizeDrawsLayersAtTheNewSize() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        _ = try harness.app.renderPixels()
        let window = try XCTUnwrap(SDL_GetWindowFromID(harness.app.window.id))
        SDL_SetWindowSize(window, 300, 500)
        harness.run(seconds: 0.1)
        XCTAssertEqual(harness.app.window.size.width, 300)
        let before = harness.app.canvas.layerRenderCount
        let frame = try layeredAndDirect(harness)
        XCTAssertEqual(harness.app.canvas.layerRenderCount - before, 1)
        XCTAssertEqual(differences(frame.layered, frame.direct, width: 300).count, 0)
    }
}
