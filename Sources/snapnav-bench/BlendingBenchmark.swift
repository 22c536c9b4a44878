import CPixelBlending
import CPixman

/// The two composites the app's software path spends its blending on, each done by the app's
/// own C (`CPixelBlending`: SSE2, and AVX2 where the processor has it) and by pixman, the
/// library under cairo and the X server, on the same pixels: a bar's layer blended, faded, over
/// a moving panel, and a tall export's layer scaled with linear filtering to the window's width.
enum BlendingBenchmark {
    /// Seconds of CPU time per composite, each the median of `batches` batches of `batchSize`.
    struct Result {
        var barsOwn: Double
        var barsPixman: Double
        var scaledOwn: Double
        var scaledPixman: Double
        /// The largest difference, in levels of 255, between the two blenders' pixels.
        var barsDifference: Int
        var scaledDifference: Int
    }

    /// The window in pixels (a 360 × 640 point window at 3×), its bottom bar's layer, and a
    /// 1170 × 2532 export fitted to its width.
    static let window = (width: 1080, height: 1920)
    static let bar = (width: 1080, height: 264)
    static let export = (width: 1170, height: 2532)
    /// A fade, as a bar takes while it hides during a swipe: 90 % opacity, each channel
    /// multiplied alike, which both blenders do with the same arithmetic (pixman's component
    /// alpha, which a coloured tint would need, blends each channel's destination by its own
    /// alpha, where the app's blends all three by the source's one).
    static let modulate: UInt32 = 0xE6E6_E6E6

    static func run(batches: Int, batchSize: Int) -> Result {
        let panel = pixels(window.width * window.height) { UInt32(0xFF00_0000) | UInt32($0 % 251) << 16 | 0x6080 }
        // A translucent premultiplied bar: alpha 0x99, its colours at most that.
        let barLayer = pixels(bar.width * bar.height) { index in
            let level = UInt32(index % 0x99)
            return 0x9900_0000 | level << 16 | (0x99 - level) << 8 | level / 2
        }
        let exportLayer = pixels(export.width * export.height) { index in
            0xFF00_0000 | UInt32(index % 256) << 16 | UInt32(index / export.width % 256) << 8 | 0x40
        }
        let barY = window.height - bar.height
        let scaledHeight = Double(export.height) * Double(window.width) / Double(export.width)

        var ownTarget = panel
        var pixmanTarget = panel
        let barsOwn = measure(batches: batches, batchSize: batchSize, reset: { ownTarget = panel }) {
            ownTarget.withUnsafeMutableBufferPointer { target in
                barLayer.withUnsafeBufferPointer { source in
                    snapnav_blend_over(
                        target.baseAddress! + barY * window.width, window.width, source.baseAddress, bar.width,
                        Int32(bar.width), Int32(bar.height), modulate)
                }
            }
        }
        let barsPixman = measure(batches: batches, batchSize: batchSize, reset: { pixmanTarget = panel }) {
            composite(into: &pixmanTarget, from: barLayer, width: bar.width, height: bar.height) {
                source, destination in
                var tint = color(modulate)
                let mask = pixman_image_create_solid_fill(&tint)
                defer { _ = pixman_image_unref(mask) }
                pixman_image_composite32(
                    PIXMAN_OP_OVER, source, mask, destination, 0, 0, 0, 0, 0, Int32(barY), Int32(bar.width),
                    Int32(bar.height))
            }
        }
        let barsDifference = difference(ownTarget, pixmanTarget)

        let scaledOwn = measure(batches: batches, batchSize: batchSize, reset: { ownTarget = panel }) {
            ownTarget.withUnsafeMutableBufferPointer { target in
                exportLayer.withUnsafeBufferPointer { source in
                    snapnav_blend_scaled(
                        target.baseAddress, window.width, 0, 0, Int32(window.width), Int32(window.height),
                        source.baseAddress, export.width, Int32(export.width), Int32(export.height), 0, 0,
                        Double(window.width), scaledHeight, 0xFFFF_FFFF)
                }
            }
        }
        let scaledPixman = measure(batches: batches, batchSize: batchSize, reset: { pixmanTarget = panel }) {
            composite(into: &pixmanTarget, from: exportLayer, width: export.width, height: export.height) {
                source, destination in
                // The destination's pixels map to the source's by the export's width over the
                // window's, sampled at their centres, with linear filtering.
                var transform = pixman_transform()
                // 16.16 fixed point, as pixman_double_to_fixed (a macro) makes it.
                let scale = pixman_fixed_t((Double(export.width) / Double(window.width) * 65536).rounded())
                pixman_transform_init_scale(&transform, scale, scale)
                _ = pixman_image_set_transform(source, &transform)
                _ = pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
                pixman_image_composite32(
                    PIXMAN_OP_OVER, source, nil, destination, 0, 0, 0, 0, 0, 0, Int32(window.width),
                    Int32(window.height))
            }
        }
        let scaledDifference = difference(ownTarget, pixmanTarget)
        return Result(
            barsOwn: barsOwn, barsPixman: barsPixman, scaledOwn: scaledOwn, scaledPixman: scaledPixman,
            barsDifference: barsDifference, scaledDifference: scaledDifference)
    }

    private static func pixels(_ count: Int, _ pixel: (Int) -> UInt32) -> [UInt32] { (0..<count).map(pixel) }

    /// The median CPU time of `work` over batches, the target reset before each batch, so every
    /// batch blends over the same pixels as often.
    private static func measure(batches: Int, batchSize: Int, reset: () -> Void, _ work: () -> Void) -> Double {
        var times = Sample()
        for _ in 0..<max(batches, 1) {
            reset()
            let start = Clocks.threadCPU()
            for _ in 0..<max(batchSize, 1) { work() }
            times.append((Clocks.threadCPU() - start) / Double(max(batchSize, 1)))
        }
        reset()
        work()
        return times.median
    }

    /// Runs `draw` with pixman images over `source` and `target` (both a8r8g8b8, premultiplied,
    /// as the app's pixels are).
    private static func composite(
        into target: inout [UInt32], from source: [UInt32], width: Int, height: Int,
        _ draw: (_ source: OpaquePointer?, _ destination: OpaquePointer?) -> Void
    ) {
        var source = source
        target.withUnsafeMutableBufferPointer { targetPixels in
            source.withUnsafeMutableBufferPointer { sourcePixels in
                let destination = pixman_image_create_bits(
                    PIXMAN_a8r8g8b8, Int32(window.width), Int32(window.height), targetPixels.baseAddress,
                    Int32(window.width * 4))
                let image = pixman_image_create_bits(
                    PIXMAN_a8r8g8b8, Int32(width), Int32(height), sourcePixels.baseAddress, Int32(width * 4))
                defer {
                    _ = pixman_image_unref(image)
                    _ = pixman_image_unref(destination)
                }
                draw(image, destination)
            }
        }
    }

    /// pixman's 16-bit colour of the 0xAARRGGBB `value`.
    private static func color(_ value: UInt32) -> pixman_color_t {
        func channel(_ shift: UInt32) -> UInt16 { UInt16(value >> shift & 0xFF) * 257 }
        return pixman_color_t(red: channel(16), green: channel(8), blue: channel(0), alpha: channel(24))
    }

    /// The largest difference of any channel between `a` and `b`.
    private static func difference(_ a: [UInt32], _ b: [UInt32]) -> Int {
        zip(a, b).reduce(0) { worst, pair in
            [24, 16, 8, 0].reduce(worst) {
                max($0, abs(Int(pair.0 >> UInt32($1) & 0xFF) - Int(pair.1 >> UInt32($1) & 0xFF)))
            }
        }
    }
}
