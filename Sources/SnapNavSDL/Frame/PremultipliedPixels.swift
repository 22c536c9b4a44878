import CPixelBlending

/// A texture's pixels kept in main memory as 0xAARRGGBB with the colours multiplied by their
/// alpha, row by row, for `WindowSurfaceCompositor` to blend from.
final class PremultipliedPixels {
    let width: Int
    let height: Int
    let values: [UInt32]

    /// Copies scaled to whole-pixel sizes, kept while they take at most `scaledBytesKept`: a
    /// ring that shrinks through a swipe passes through a few dozen sizes, each scaled once
    /// (about 0.5 MB at 1×).
    private var scaledCopies: [Int: PremultipliedPixels] = [:]
    private var scaledBytes = 0
    /// The bytes of scaled copies one layer keeps.
    static let scaledBytesKept = 1 << 20

    init(width: Int, height: Int, values: [UInt32]) {
        precondition(values.count == width * height, "a pixel for every place")
        self.width = width
        self.height = height
        self.values = values
    }

    /// The bytes the pixels take.
    var byteCount: Int { values.count * 4 }

    /// How many scaled copies are kept.
    var scaledCopyCount: Int { scaledCopies.count }

    /// These pixels scaled with linear filtering to `width` × `height`, kept once made; nil when
    /// the size is empty or there is no room left to keep it (`scaledBytesKept`), so that a
    /// layer scaled through many sizes never makes and drops copies frame after frame.
    func scaled(toWidth width: Int, height: Int) -> PremultipliedPixels? {
        if width == self.width && height == self.height { return self }
        let key = width << 32 | height
        if let copy = scaledCopies[key] { return copy }
        guard width > 0, height > 0, scaledBytes + width * height * 4 <= Self.scaledBytesKept,
            let copy = scaledCopy(toWidth: width, height: height)
        else { return nil }
        scaledCopies[key] = copy
        scaledBytes += copy.byteCount
        return copy
    }

    /// These pixels scaled with linear filtering to `width` × `height`, not kept; nil for an
    /// empty size or one past 16,384 pixels a side.
    func scaledCopy(toWidth width: Int, height: Int) -> PremultipliedPixels? {
        guard width > 0, height > 0, width <= 16_384, height <= 16_384 else { return nil }
        var scaled = [UInt32](repeating: 0, count: width * height)
        scaled.withUnsafeMutableBufferPointer { target in
            values.withUnsafeBufferPointer { source in
                snapnav_blend_scaled(
                    target.baseAddress, width, 0, 0, Int32(width), Int32(height), source.baseAddress, self.width,
                    Int32(self.width), Int32(self.height), 0, 0, Double(width), Double(height), 0xFFFF_FFFF)
            }
        }
        return PremultipliedPixels(width: width, height: height, values: scaled)
    }

    /// `value` ÷ 255 rounded to the nearest, exact for every product of two bytes.
    static func divideBy255(_ value: UInt32) -> UInt32 {
        ((value + 128) * 257) >> 16
    }
}
