import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// Under a GPU renderer a vertical gradient is one column stretched across its width; under
/// SDL's software renderer it is as wide as it is drawn. Either way every row is one colour,
/// the colour at the row's centre, and the two renderers show the same pixels.
final class GradientCacheTests: XCTestCase {
    private let window = Size(width: 360, height: 640)
    private let box = Rect(x: 20, y: 100, width: 300, height: 200)
    private let opaque = (top: Color(red: 250, green: 10, blue: 40), bottom: Color(red: 10, green: 40, blue: 250))
    private let shade = (top: Color.black.withOpacity(0), bottom: Color.black.withOpacity(0.8))

    func testUnderGLAGradientIsOneColumnStretchedAcrossItsWidth() throws {
        let gl = try Self.offscreenGLApp()
        XCTAssertFalse(gl.renderer.isSoftware, "SDL's offscreen driver draws with Mesa's GL")
        let frame = try draw(on: gl.canvas, gl.renderer)
        let made = gl.canvas.gradients
        XCTAssertEqual(made.textureWidth(drawnAt: 300), 1)
        XCTAssertEqual(made.renderCount, 2)
        try checkRows(of: frame)
    }

    func testUnderTheSoftwareRendererAGradientIsAsWideAsItIsDrawn() throws {
        let harness = try HeadlessApp()
        XCTAssertTrue(harness.app.renderer.isSoftware)
        XCTAssertEqual(harness.app.canvas.gradients.textureWidth(drawnAt: 300), 300)
        try checkRows(of: try draw(on: harness.app.canvas, harness.app.renderer))
    }

    /// The column shows what the software renderer's full-width texture shows, within the
    /// renderers' blend rounding.
    func testBothRenderersShowTheSamePixels() throws {
        // One app at a time: apps alive together share SDL and its video driver.
        let soft = try {
            let software = try HeadlessApp()
            XCTAssertTrue(software.app.renderer.isSoftware)
            return try draw(on: software.app.canvas, software.app.renderer)
        }()
        let gl = try Self.offscreenGLApp()
        XCTAssertFalse(gl.renderer.isSoftware, "SDL's offscreen driver draws with Mesa's GL")
        let hard = try draw(on: gl.canvas, gl.renderer)
        XCTAssertEqual(soft.width, hard.width)
        var worst = 0
        for (a, b) in zip(soft.pixels, hard.pixels) {
            for shift in [16, 8, 0] as [UInt32] {
                worst = max(worst, abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)))
            }
        }
        XCTAssertLessThanOrEqual(worst, 1)
    }

    /// An opaque gradient over the top half of `box` and a translucent shade over a grey
    /// background in the bottom half, read back.
    private func draw(on canvas: SDLCanvas, _ renderer: Renderer) throws -> (width: Int, height: Int, pixels: [UInt32])
    {
        canvas.beginFrame(windowSize: window)
        canvas.fill(Rect(origin: .zero, size: window), color: Color(red: 0x80, green: 0x80, blue: 0x80))
        let half = box.height / 2
        canvas.fillGradient(
            Rect(x: box.minX, y: box.minY, width: box.width, height: half), top: opaque.top, bottom: opaque.bottom)
        canvas.fillGradient(
            Rect(x: box.minX, y: box.minY + half, width: box.width, height: half), top: shade.top,
            bottom: shade.bottom)
        return try renderer.readPixels()
    }

    /// Every row of the box is one colour, that row's; the opaque half runs from its top colour
    /// to its bottom one, and the pixels either side of the box are the background's.
    private func checkRows(of frame: (width: Int, height: Int, pixels: [UInt32])) throws {
        func pixel(_ x: Int, _ y: Int) -> UInt32 { frame.pixels[y * frame.width + x] & 0xFF_FFFF }
        for y in 100..<300 {
            let first = pixel(20, y)
            XCTAssertTrue((20..<320).allSatisfy { pixel($0, y) == first }, "row \(y) is one colour")
            XCTAssertEqual(pixel(19, y), 0x80_8080)
            XCTAssertEqual(pixel(320, y), 0x80_8080)
        }
        // The opaque half's first and last rows take the colour at their centres.
        XCTAssertEqual(pixel(100, 100) >> 16, UInt32((250 - 240 * 0.5 / 100).rounded()))
        XCTAssertEqual(pixel(100, 199) & 0xFF, UInt32((40 + 210 * 99.5 / 100).rounded()))
        // The shade darkens the grey downward.
        XCTAssertGreaterThan(pixel(100, 200) & 0xFF, pixel(100, 299) & 0xFF)
    }

    /// The showcase's app on SDL's offscreen driver, which makes a GL renderer (Mesa's
    /// llvmpipe through EGL) with no display.
    private static func offscreenGLApp() throws -> SnapNavApp {
        let previous = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"]
        setenv("SDL_VIDEODRIVER", "offscreen", 1)
        defer {
            if let previous { setenv("SDL_VIDEODRIVER", previous, 1) } else { unsetenv("SDL_VIDEODRIVER") }
        }
        let configuration = try Configuration.load(path: plainConfigPath)
        return try SnapNavApp(
            configuration: configuration, size: Size(width: 360, height: 640), scale: 1, headless: false,
            assetsDirectory: assetsDirectory)
    }
}
