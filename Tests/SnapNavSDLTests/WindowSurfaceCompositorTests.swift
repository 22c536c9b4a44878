import CPixelBlending
import CSDL2
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// Translucent fills and layer copies blended straight into the window's pixels: the same
/// arithmetic as a premultiplied blend worked one channel at a time, in the order drawn, inside
/// the clip, and within three levels of SDL's own blending.
final class WindowSurfaceCompositorTests: XCTestCase {
    // MARK: The blending arithmetic

    /// One channel of `source` (premultiplied, modulated by `factor`) over `destination`, worked
    /// out in floating point and rounded once per step, as the blend is specified.
    private static func expectedChannel(
        source: UInt32, factor: UInt32, sourceAlpha: UInt32, alphaFactor: UInt32, destination: UInt32
    ) -> UInt32 {
        let modulated = UInt32((Double(source * factor) / 255).rounded())
        let alpha = UInt32((Double(sourceAlpha * alphaFactor) / 255).rounded())
        let kept = UInt32((Double(destination * (255 - alpha)) / 255).rounded())
        return min(255, modulated + kept)
    }

    private static func expected(_ source: UInt32, over destination: UInt32, modulate: UInt32) -> UInt32 {
        var result: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let channel = expectedChannel(
                source: source >> shift & 0xFF, factor: modulate >> shift & 0xFF, sourceAlpha: source >> 24,
                alphaFactor: modulate >> 24, destination: destination >> shift & 0xFF)
            result |= channel << shift
        }
        return result
    }

    /// A premultiplied pixel: colours no brighter than its alpha, a quarter of them transparent.
    private static func randomPremultiplied(_ random: inout SystemRandomNumberGenerator) -> UInt32 {
        if Int.random(in: 0..<4, using: &random) == 0 { return 0 }
        let alpha = UInt32.random(in: 0...255, using: &random)
        func channel() -> UInt32 { UInt32.random(in: 0...alpha, using: &random) }
        return alpha << 24 | channel() << 16 | channel() << 8 | channel()
    }

    func testDividingBy255RoundsEveryProductOfTwoBytes() {
        for a in UInt32(0)...255 {
            for b in UInt32(0)...255 {
                let product = a * b
                XCTAssertEqual(
                    PremultipliedPixels.divideBy255(product), UInt32((Double(product) / 255).rounded()), "\(a) × \(b)")
            }
        }
    }

    func testABlendMatchesTheArithmeticAtEveryWidthStrideAndTint() {
        for allowed in [Int32(1), 0] {
            let previous = snapnav_blend_allow_avx2(allowed)
            defer { _ = snapnav_blend_allow_avx2(previous) }
            checkBlendsAgainstTheArithmetic()
        }
    }

    private func checkBlendsAgainstTheArithmetic() {
        var random = SystemRandomNumberGenerator()
        let tints: [UInt32] = [0xFFFF_FFFF, 0x8080_8080, 0xFF10_2030, 0x0000_0000, 0xAB9C_9C9C, 0x7F4E_4E4E]
        // Widths below, at and above the four or eight pixels blended at a time, with odd tails.
        for width in [1, 2, 3, 4, 5, 7, 8, 9, 13, 16, 17, 31] {
            for modulate in tints {
                let height = 3
                let sourceStride = width + 2
                let destinationStride = width + 5
                let source = (0..<sourceStride * height).map { _ in Self.randomPremultiplied(&random) }
                let original = (0..<destinationStride * height).map { _ in
                    UInt32.random(in: 0...UInt32.max, using: &random)
                }
                var destination = original
                source.withUnsafeBufferPointer { from in
                    destination.withUnsafeMutableBufferPointer { to in
                        snapnav_blend_over(
                            to.baseAddress, destinationStride, from.baseAddress, sourceStride, Int32(width),
                            Int32(height),
                            modulate)
                    }
                }
                for row in 0..<height {
                    for column in 0..<destinationStride {
                        let index = row * destinationStride + column
                        let want =
                            column < width
                            ? Self.expected(
                                source[row * sourceStride + column], over: original[index], modulate: modulate)
                            : original[index]
                        XCTAssertEqual(
                            destination[index], want,
                            "width \(width), tint \(String(modulate, radix: 16)), row \(row), column \(column)")
                    }
                }
            }
        }
    }

    func testAFillMatchesTheArithmeticAndLeavesTheRestOfTheRow() {
        for allowed in [Int32(1), 0] {
            let previous = snapnav_blend_allow_avx2(allowed)
            defer { _ = snapnav_blend_allow_avx2(previous) }
            checkFillsAgainstTheArithmetic()
        }
    }

    private func checkFillsAgainstTheArithmetic() {
        var random = SystemRandomNumberGenerator()
        for width in [1, 3, 4, 6, 8, 9, 17, 33] {
            let color = Self.randomPremultiplied(&random) | 0x0100_0000
            let stride = width + 3
            let original = (0..<stride * 2).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
            var destination = original
            destination.withUnsafeMutableBufferPointer { to in
                snapnav_blend_fill(to.baseAddress, stride, Int32(width), 2, color)
            }
            for index in original.indices {
                let want =
                    index % stride < width
                    ? Self.expected(color, over: original[index], modulate: 0xFFFF_FFFF) : original[index]
                XCTAssertEqual(destination[index], want, "width \(width), pixel \(index)")
            }
        }
    }

    func testAPremultipliedColourIsItsColourTimesItsAlpha() {
        XCTAssertEqual(
            WindowSurfaceCompositor.premultiplied(Color(red: 255, green: 128, blue: 0, alpha: 128)), 0x8080_4000)
        XCTAssertEqual(WindowSurfaceCompositor.premultiplied(.white), 0xFFFF_FFFF)
        XCTAssertEqual(WindowSurfaceCompositor.premultiplied(Color(red: 9, green: 9, blue: 9, alpha: 0)), 0)
    }

    func testAScaledCopyIsMadeOncePerSizeAndFiltersLinearly() throws {
        // An opaque white square of 4 × 4 inside a transparent margin of 2.
        let values = (0..<64).map { index -> UInt32 in
            let (row, column) = (index / 8, index % 8)
            return (2..<6).contains(row) && (2..<6).contains(column) ? 0xFFFF_FFFF : 0
        }
        let pixels = PremultipliedPixels(width: 8, height: 8, values: values)
        XCTAssertTrue(pixels.scaled(toWidth: 8, height: 8) === pixels, "its own size is itself")
        let double = try XCTUnwrap(pixels.scaled(toWidth: 16, height: 16))
        XCTAssertTrue(pixels.scaled(toWidth: 16, height: 16) === double, "kept once made")
        XCTAssertEqual(double.values[8 * 16 + 8], 0xFFFF_FFFF, "the middle is the square's")
        XCTAssertEqual(double.values[1 * 16 + 1], 0, "the margin stays transparent")
        let edge = double.values[8 * 16 + 4]
        XCTAssertEqual(edge >> 24, edge & 0xFF, "still premultiplied: white at any alpha")
        XCTAssertTrue((1..<255).contains(edge >> 24), "the square's edge is filtered, not stepped: \(edge >> 24)")
        XCTAssertNil(pixels.scaled(toWidth: 0, height: 4))
        XCTAssertNil(pixels.scaled(toWidth: 1 << 12, height: 1 << 12), "too big to keep")
        let big = try XCTUnwrap(pixels.scaledCopy(toWidth: 600, height: 600), "made all the same, not kept")
        XCTAssertEqual(big.values[300 * 600 + 300], 0xFFFF_FFFF)
    }

    /// Scaling samples four channels at a time where the four source pixels round a sample are
    /// all inside the source; the result must be, bit for bit, the one worked a channel at a
    /// time, at every scale, offset and tint, over any destination.
    func testScalingFourChannelsAtATimeGivesThePixelsOfOneAtATime() {
        var random = SystemRandomNumberGenerator()
        let (sourceWidth, sourceHeight) = (37, 29)
        let source = (0..<sourceWidth * sourceHeight).map { _ in Self.randomPremultiplied(&random) }
        let placements: [(x: Double, y: Double, width: Double, height: Double)] = [
            (0, 0, 37, 29), (0, 0, 24, 19), (1.5, 2.25, 50.5, 41), (-3.7, 0.4, 20, 60), (2, 1, 80, 80),
            (0.3, 0.6, 11, 7),
        ]
        let (columns, rows) = (64, 64)
        for placement in placements {
            for modulate: UInt32 in [0xFFFF_FFFF, 0x80FF_4020, 0xFF00_FF00] {
                let destination = (0..<columns * rows).map { _ in UInt32.random(in: 0...UInt32.max, using: &random) }
                func scaled(vectors: Bool) -> [UInt32] {
                    let previous = snapnav_blend_allow_vector_sampling(vectors ? 1 : 0)
                    defer { _ = snapnav_blend_allow_vector_sampling(previous) }
                    var result = destination
                    result.withUnsafeMutableBufferPointer { target in
                        source.withUnsafeBufferPointer { from in
                            snapnav_blend_scaled(
                                target.baseAddress, columns, 0, 0, Int32(columns), Int32(rows), from.baseAddress,
                                sourceWidth, Int32(sourceWidth), Int32(sourceHeight), placement.x, placement.y,
                                placement.width, placement.height, modulate)
                        }
                    }
                    return result
                }
                let oneAtATime = scaled(vectors: false)
                let fourAtATime = scaled(vectors: true)
                XCTAssertNotEqual(oneAtATime, destination, "\(placement): something was drawn")
                let differing = zip(oneAtATime, fourAtATime).filter { $0 != $1 }.count
                XCTAssertEqual(differing, 0, "\(placement), tint \(String(modulate, radix: 16)): pixels differ")
            }
        }
    }

    // MARK: In a frame

    private func color(_ frame: (width: Int, height: Int, pixels: [UInt32]), _ x: Int, _ y: Int) -> UInt32 {
        frame.pixels[y * frame.width + x] & 0x00FF_FFFF
    }

    func testFillsLandInTheOrderDrawnAndInsideTheClip() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        XCTAssertTrue(canvas.compositor.isEnabled, "the headless window is drawn by SDL's software renderer")
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        let before = canvas.compositor.blendCount
        canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), color: Color(red: 200, green: 0, blue: 0))
        canvas.pushClip(Rect(x: 0, y: 0, width: 50, height: 100))
        canvas.fill(Rect(x: 0, y: 0, width: 100, height: 100), color: Color.white.withOpacity(0.5))
        canvas.popClip()
        canvas.fill(Rect(x: 0, y: 0, width: 20, height: 20), color: Color(red: 0, green: 0, blue: 200))
        let frame = try harness.app.renderer.readPixels()
        XCTAssertEqual(canvas.compositor.blendCount - before, 1, "the translucent fill was blended here")
        XCTAssertEqual(color(frame, 30, 50), 0xE48080, "red under half white")
        XCTAssertEqual(color(frame, 70, 50), 0xC80000, "outside the clip the red is untouched")
        XCTAssertEqual(color(frame, 10, 10), 0x0000C8, "the fill drawn after it by SDL lands over it")
    }

    func testATintedLayerCopyIsCutToTheClipAndNotBlendedIntoATexture() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        let square = LayerContent(name: "square", size: Size(width: 40, height: 40)) { canvas, size, _ in
            canvas.fill(Rect(origin: .zero, size: size), color: .white)
        }
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        canvas.drawLayer(square, in: Rect(x: 300, y: 0, width: 40, height: 40), tint: .white)  // made here
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        let before = canvas.compositor.blendCount
        canvas.pushClip(Rect(x: 0, y: 0, width: 30, height: 640))
        canvas.drawLayer(
            square, in: Rect(x: 10, y: 10, width: 40, height: 40),
            tint: Color(red: 0, green: 100, blue: 200, alpha: 128))
        canvas.popClip()
        let frame = try harness.app.renderer.readPixels()
        XCTAssertEqual(canvas.compositor.blendCount - before, 1)
        XCTAssertEqual(color(frame, 20, 20), 0x003264, "tinted and half faded over black")
        XCTAssertEqual(color(frame, 40, 20), 0, "cut at the clip")

        let texture = try XCTUnwrap(
            SDL_CreateTexture(
                harness.app.renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue,
                Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 64, 64))
        defer { SDL_DestroyTexture(texture) }
        let intoTexture = harness.app.renderer.drawing(into: texture) { () -> Int in
            let count = canvas.compositor.blendCount
            canvas.fill(Rect(x: 0, y: 0, width: 10, height: 10), color: Color.white.withOpacity(0.5))
            return canvas.compositor.blendCount - count
        }
        XCTAssertEqual(intoTexture, 0, "a texture being drawn is left to SDL")
    }

    func testALayerScaledTooLargeToKeepIsScaledWhileBlended() throws {
        let harness = try HeadlessApp()
        let canvas = harness.app.canvas
        let square = LayerContent(name: "large square", size: Size(width: 300, height: 300)) { canvas, size, _ in
            canvas.fill(Rect(origin: .zero, size: size), color: .white)
        }
        canvas.beginFrame(windowSize: Size(width: 360, height: 640))
        let before = canvas.compositor.blendCount
        // Scaled past 1 MB of pixels (580 × 580 with its margin): no copy is kept.
        canvas.drawLayer(
            square, in: Rect(x: 10, y: 10, width: 560, height: 560), tint: Color(red: 0, green: 128, blue: 255))
        let frame = try harness.app.renderer.readPixels()
        XCTAssertEqual(canvas.compositor.blendCount - before, 1)
        XCTAssertEqual(color(frame, 200, 300), 0x0080FF, "tinted, inside the square")
        XCTAssertEqual(color(frame, 5, 300), 0, "nothing left of it")
    }

    /// The sizes the ring's layer is kept at, scaled.
    private func ringSizesKept(_ harness: HeadlessApp) throws -> Int {
        let ring = try XCTUnwrap(harness.app.scene.chrome?.layersScaledDuringSwipes.first, "the navigation bar's ring")
        let canvas = harness.app.canvas
        let pixels = try XCTUnwrap(canvas.contentLayers.entry(for: ring.content, on: canvas)?.texture.pixels)
        return pixels.scaledCopyCount
    }

    func testAScaledCopyIsPlacedOnWholePixelsCutTowardsZero() throws {
        func placed(_ x: Float, _ y: Float, _ w: Float, _ h: Float) -> [Int32]? {
            WindowSurfaceCompositor.placed(SDL_FRect(x: x, y: y, w: w, h: h)).map { [$0.x, $0.y, $0.w, $0.h] }
        }
        XCTAssertEqual(placed(10.9, -3.7, 44.99, 0.5), [10, -3, 44, 0])
        XCTAssertEqual(placed(-0.5, 0, 999_999.5, 1), [0, 0, 999_999, 1])
        XCTAssertNil(placed(.nan, 0, 10, 10), "not a number")
        XCTAssertNil(placed(0, .infinity, 10, 10), "infinite")
        XCTAssertNil(placed(0, 0, 1e6, 10), "a million pixels wide")
        XCTAssertNil(placed(0, 0, 10, -2e7), "far past any window")
    }

    func testAtRestTheRingIsScaledAheadToEverySizeASwipeGivesIt() throws {
        let unprepared = try HeadlessApp(configPath: demoConfigPath)
        _ = try unprepared.app.renderPixels()
        XCTAssertEqual(try ringSizesKept(unprepared), 0, "at rest the ring is drawn at its own size")
        try unprepared.swipeFromTheCameraToTheRight()
        let scaledBySwiping = try ringSizesKept(unprepared)
        XCTAssertGreaterThan(scaledBySwiping, 20, "a swipe scales the ring through its sizes")

        let prepared = try HeadlessApp(configPath: demoConfigPath)
        _ = try prepared.app.renderPixels()
        prepared.app.prepareNeighbours()
        let scaledAhead = try ringSizesKept(prepared)
        // Every whole-pixel size from the side panel's to the resting one (but that one, its
        // own), where a swipe's frames hit some of them.
        XCTAssertGreaterThanOrEqual(scaledAhead, scaledBySwiping, "every size a swipe gives it, scaled at rest")
        try prepared.swipeFromTheCameraToTheRight()
        XCTAssertEqual(try ringSizesKept(prepared), scaledAhead, "and the swipe scales none of its own")
        XCTAssertEqual(
            prepared.app.navigator.horizontal.currentPage, unprepared.app.navigator.horizontal.currentPage,
            "both swipes ended on the same panel")
    }

    /// The demo at rest and part way through swipes on both arms, drawn with the bars blended
    /// here and again by SDL: no channel differs by more than three levels. SDL rounds each
    /// step down and blends layers from colours divided back out of their alpha, where this
    /// rounds each step to the nearest from the premultiplied pixels.
    func testTheDemoLooksAsSDLBlendsItWithinThreeLevels() throws {
        let harness = try HeadlessApp(configPath: demoConfigPath)
        let canvas = harness.app.canvas
        for offset in [Point(x: 0, y: 0), Point(x: -0.4, y: 0), Point(x: 0.6, y: 0), Point(x: 0, y: 0.3)] {
            harness.app.navigator.holdSwipe(offset)
            for _ in 0..<5 { _ = try harness.app.renderPixels() }  // bars settle into layers or stay direct
            canvas.compositor.isEnabled = true
            let before = canvas.compositor.blendCount
            let ours = try harness.app.renderPixels()
            XCTAssertGreaterThan(canvas.compositor.blendCount, before, "blended here at \(offset)")
            canvas.compositor.isEnabled = false
            let sdl = try harness.app.renderPixels()
            canvas.compositor.isEnabled = true
            var worst: UInt32 = 0
            for (a, b) in zip(ours.pixels, sdl.pixels) {
                for shift: UInt32 in [0, 8, 16] {
                    let x = a >> shift & 0xFF
                    let y = b >> shift & 0xFF
                    worst = max(worst, x > y ? x - y : y - x)
                }
            }
            XCTAssertLessThanOrEqual(worst, 3, "at \(offset)")
        }
    }
}
