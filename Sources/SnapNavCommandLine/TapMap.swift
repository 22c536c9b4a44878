import SnapNavCore

/// Taps drawn over a picture of a screen: a dot where each landed, green when something
/// answered it and red when nothing did, ringed in white so that either shows on any screen.
struct TapMap {
    /// A tap that hit, as the page's legend names it.
    static let hit = Color(red: 0x1F, green: 0xAD, blue: 0x5B)
    /// A misclick, as the page's legend names it.
    static let miss = Color(red: 0xE5, green: 0x38, blue: 0x3B)
    /// The dot's radius and its ring's width, in points.
    static let radius = 10.0
    static let ring = 2.0

    /// The picture's pixels, ARGB8888, `width` × `height`.
    var pixels: [UInt32]
    var width: Int
    var height: Int

    /// Draws a dot at `center` (pixels) in the colour of a hit or a miss, `scale` pixels to a
    /// point, three quarters opaque so that what is under it still shows.
    mutating func dot(at center: Point, hit: Bool, scale: Double) {
        let outer = (Self.radius + Self.ring) * scale
        let inner = Self.radius * scale
        let color = hit ? Self.hit : Self.miss
        guard center.x.isFinite, center.y.isFinite else { return }
        let top = max(0, Int((center.y - outer).rounded(.down)))
        let bottom = min(height - 1, Int((center.y + outer).rounded(.up)))
        let left = max(0, Int((center.x - outer).rounded(.down)))
        let right = min(width - 1, Int((center.x + outer).rounded(.up)))
        // A tap outside the picture (a take from a larger device) draws nothing.
        guard top <= bottom, left <= right else { return }
        for y in top...bottom {
            for x in left...right {
                let dx = Double(x) + 0.5 - center.x
                let dy = Double(y) + 0.5 - center.y
                let distance = (dx * dx + dy * dy).squareRoot()
                guard distance <= outer else { continue }
                let paint = distance <= inner ? color : Color(red: 0xFF, green: 0xFF, blue: 0xFF)
                blend(paint, opacity: 0.8, at: y * width + x)
            }
        }
    }

    private mutating func blend(_ color: Color, opacity: Double, at index: Int) {
        let under = pixels[index]
        func channel(_ shift: UInt32, _ over: Double) -> UInt32 {
            let below = Double((under >> shift) & 0xFF)
            return UInt32((below + (over - below) * opacity).rounded()) << shift
        }
        pixels[index] =
            0xFF00_0000 | channel(16, Double(color.red)) | channel(8, Double(color.green))
            | channel(0, Double(color.blue))
    }
}
