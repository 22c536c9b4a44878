import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// A panel of the app's own whose drawing is one colour, set from outside: `marks` says
/// whether it marks its changes (`PanelController.marksDisplayChanges`), and `draws` counts how
/// often it was asked to draw.
private final class PaintedPanel: PanelController {
    var color: Color
    let marks: Bool
    private(set) var draws = 0

    init(identifier: String, color: Color, marks: Bool) {
        self.color = color
        self.marks = marks
        super.init(identifier: identifier)
    }

    override var marksDisplayChanges: Bool { marks }
    override var isOpaque: Bool { true }

    override func draw(in canvas: Canvas, frame: Rect) {
        draws += 1
        canvas.fill(frame, color: color)
    }
}

/// Panels that mark their changes are not asked to draw while nothing changed them, and every
/// change the built-in panels go through is marked: a random stream of real input finds no
/// layer shown while its panel draws something else.
final class DisplayMarkTests: XCTestCase {
    private func paintedFactory(marks: Bool) -> PanelFactory {
        PanelFactory.standard.adding("test.painted") { panel, _ in
            PaintedPanel(identifier: panel.id, color: panel.background, marks: marks)
        }
    }

    func testASwipeOfPanelsThatMarkTheirChangesAsksNoneOfThemToDraw() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        harness.app.canvas.checksUnmarkedLayerCopies = true
        _ = try harness.app.renderPixels()
        harness.app.prepareNeighbours()
        let rendersBefore = harness.app.canvas.layerRenderCount
        let copiesBefore = harness.app.canvas.unmarkedLayerCopyCount
        try harness.swipeFromTheCameraToTheRight()
        // 20 drag frames and 90 settling ones, two panels in view in most: the camera's press,
        // its end and the first frame of each panel after them are the only ones drawn.
        let copies = harness.app.canvas.unmarkedLayerCopyCount - copiesBefore
        XCTAssertGreaterThan(copies, 100, "layers shown without asking their panels to draw")
        XCTAssertEqual(harness.app.canvas.layerRenderCount, rendersBefore, "no layer was drawn again")
        XCTAssertEqual(harness.app.canvas.unmarkedPanelChanges, [], "no panel drew anything else meanwhile")
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories", "the swipe reached stories")
    }

    func testAPanelThatDoesNotMarkItsChangesIsAskedToDrawOnEveryFrameAndShowsAChangeAtOnce() throws {
        let harness = try HeadlessApp(
            configPath: try writeToolTestConfiguration(cameraContent: ##"{ "kind": "test.painted" }"##, for: self),
            panelFactory: paintedFactory(marks: false))
        let panel = try XCTUnwrap(harness.app.navigator.home as? PaintedPanel)
        _ = try harness.app.renderPixels()
        _ = try harness.app.renderPixels()
        let drawsBefore = panel.draws
        for _ in 0..<5 { _ = try harness.app.renderPixels() }
        XCTAssertEqual(panel.draws - drawsBefore, 5, "asked once a frame")
        panel.color = Color(hex: "#2A9D8F")!
        XCTAssertEqual(try harness.color(atX: 180, y: 320), Color(hex: "#2A9D8F"), "the change shows unmarked")
    }

    func testAPanelThatMarksItsChangesIsAskedToDrawOnlyWhenMarked() throws {
        let harness = try HeadlessApp(
            configPath: try writeToolTestConfiguration(cameraContent: ##"{ "kind": "test.painted" }"##, for: self),
            panelFactory: paintedFactory(marks: true))
        let panel = try XCTUnwrap(harness.app.navigator.home as? PaintedPanel)
        _ = try harness.app.renderPixels()
        let drawsBefore = panel.draws
        for _ in 0..<5 { _ = try harness.app.renderPixels() }
        XCTAssertEqual(panel.draws, drawsBefore, "its layer is shown without asking it")
        panel.color = Color(hex: "#2A9D8F")!
        panel.setNeedsDisplay()
        XCTAssertEqual(try harness.color(atX: 180, y: 320), Color(hex: "#2A9D8F"), "the marked change shows")
        XCTAssertGreaterThan(panel.draws, drawsBefore, "asked for the marked change")
        // Until its layer holds the new drawing, then no more.
        for _ in 0..<3 { _ = try harness.app.renderPixels() }
        let drawsAfterChange = panel.draws
        for _ in 0..<5 { _ = try harness.app.renderPixels() }
        XCTAssertEqual(panel.draws, drawsAfterChange, "its new layer is shown without asking it")
        // Pressing it marks it too: a press may change what a panel shows.
        harness.pressMouse(x: 180, y: 320)
        _ = try harness.app.renderPixels()
        XCTAssertEqual(panel.draws, drawsAfterChange + 1, "asked once after the press, which changed nothing")
    }

    /// Every kind of built-in panel, pressed, tapped, dragged, scrolled, flung, paged by key and
    /// left to coast, at random: a layer shown without asking its panel to draw always holds
    /// what the panel draws.
    func testRandomInputNeverShowsALayerItsPanelNoLongerDraws() throws {
        let starter = assetsDirectory + "/starter/snapnav.json"
        for (index, path) in [demoConfigPath, starter].enumerated() {
            let seed = UInt64(0x5EED_0000 + index)
            var random = SplitMix64(seed: seed)
            let harness = try HeadlessApp(configPath: path, scale: 1)
            let canvas = harness.app.canvas
            canvas.checksUnmarkedLayerCopies = true
            let size = harness.app.window.size
            func point() -> (Int32, Int32) {
                (
                    Int32.random(in: 0..<Int32(size.width), using: &random),
                    Int32.random(in: 0..<Int32(size.height), using: &random)
                )
            }
            func frame() {
                harness.clock.advance(by: 1.0 / 60)
                harness.app.runFrame()
            }
            for _ in 0..<140 {
                // Drags are the commonest, then taps; scrolls, keys and pauses as often as each other.
                switch [0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4, 4].randomElement(using: &random)! {
                case 0:
                    // A drag, mostly along one axis, sometimes diagonal, released at speed or held.
                    var (x, y) = point()
                    harness.pushMouseButton(down: true, x: x, y: y)
                    frame()
                    let horizontal = Bool.random(using: &random)
                    let step = Int32.random(in: -40...40, using: &random)
                    let wobble = Int32.random(in: -6...6, using: &random)
                    for _ in 0..<Int.random(in: 1...12, using: &random) {
                        x += horizontal ? step : wobble
                        y += horizontal ? wobble : step
                        harness.pushMouseMotion(x: x, y: y)
                        frame()
                    }
                    harness.pushMouseButton(down: false, x: x, y: y)
                    frame()
                case 1:
                    // A tap: a row, a tile, a hotspot, the capture ring or a bar's button.
                    let (x, y) = point()
                    harness.pushMouseButton(down: true, x: x, y: y)
                    frame()
                    harness.pushMouseButton(down: false, x: x, y: y)
                    frame()
                case 2:
                    // A touchpad's scroll, along either axis.
                    let amount = Float.random(in: -3...3, using: &random)
                    if Bool.random(using: &random) {
                        harness.pushWheel(preciseY: amount)
                    } else {
                        harness.pushWheel(preciseX: amount)
                    }
                    frame()
                case 3:
                    let keys = [SDLK_LEFT, SDLK_RIGHT, SDLK_UP, SDLK_DOWN, SDLK_ESCAPE]
                    harness.pushKey(keys[Int.random(in: 0..<keys.count, using: &random)])
                    frame()
                default:
                    // Time passes: coasting, settling, a flash fading, a story running on.
                    for _ in 0..<Int.random(in: 1...40, using: &random) { frame() }
                    if Int.random(in: 0..<3, using: &random) == 0 { harness.app.prepareNeighbours() }
                }
            }
            XCTAssertGreaterThan(canvas.unmarkedLayerCopyCount, 500, "seed \(seed): layers were shown unasked")
            XCTAssertEqual(canvas.unmarkedPanelChanges, [], "seed \(seed): changed unmarked")
        }
    }
}
