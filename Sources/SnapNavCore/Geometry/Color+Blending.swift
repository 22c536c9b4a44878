extension Color {
    /// Blends from `self` (at 0) to `other` (at 1) in linear-light RGB, so a half-way blend
    /// of two saturated colours is as bright as the eye expects instead of muddy.
    public func blended(with other: Color, fraction: Double) -> Color {
        let t = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        func mix(_ a: UInt8, _ b: UInt8) -> UInt8 {
            let linear = Color.linear(a) * (1 - t) + Color.linear(b) * t
            return Color.encode(linear)
        }
        let alpha = Double(self.alpha) * (1 - t) + Double(other.alpha) * t
        return Color(
            red: mix(red, other.red), green: mix(green, other.green), blue: mix(blue, other.blue),
            alpha: UInt8(alpha.rounded()))
    }

    /// The sRGB transfer function, decoded: an 8-bit channel to linear light 0…1.
    static func linear(_ channel: UInt8) -> Double {
        linearLight[Int(channel)]
    }

    /// Every channel's linear light, worked out once: the bars blend and weigh colours on
    /// every frame of a swipe, and `pow` is most of what that costs.
    private static let linearLight: [Double] = (0...255).map { channel in
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer function: linear light 0…1 to an 8-bit channel, rounded to the nearest.
    ///
    /// Found among the linear light at which each channel rounds up to the next, which is a
    /// search of eight steps where `pow` costs more than the rest of a blend. Within a hair of
    /// such a boundary, the function itself decides, so every result is the rounded function's.
    static func encode(_ linear: Double) -> UInt8 {
        let l = min(max(linear, 0), 1)
        var low = 0
        var high = roundingBoundaries.count
        while low < high {
            let middle = (low + high) / 2
            if roundingBoundaries[middle] <= l { low = middle + 1 } else { high = middle }
        }
        let nearBelow = low > 0 && l - roundingBoundaries[low - 1] < 1e-9
        let nearAbove = low < roundingBoundaries.count && roundingBoundaries[low] - l < 1e-9
        return nearBelow || nearAbove ? encodedExactly(l) : UInt8(low)
    }

    /// `encode` worked out with the function itself.
    static func encodedExactly(_ l: Double) -> UInt8 {
        let c = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        return UInt8((c * 255).rounded())
    }

    /// For each channel n from 0 to 254, the linear light at which the encoded channel rounds
    /// from n up to n + 1: the transfer function's inverse at n + ½.
    private static let roundingBoundaries: [Double] = (0..<255).map { channel in
        let c = (Double(channel) + 0.5) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The colour's relative luminance (WCAG), 0 for black to 1 for white.
    public var relativeLuminance: Double {
        0.2126 * Self.linear(red) + 0.7152 * Self.linear(green) + 0.0722 * Self.linear(blue)
    }

    /// The contrast ratio (WCAG) between this colour and `other`, from 1 to 21.
    public func contrastRatio(with other: Color) -> Double {
        let (a, b) = (relativeLuminance, other.relativeLuminance)
        return (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Text and icon ink that stays legible on `background`: near-black on light colours, white
    /// on dark ones.
    public static func legibleInk(on background: Color) -> Color {
        background.relativeLuminance > 0.45 ? Color(red: 0x1A, green: 0x1A, blue: 0x1A) : .white
    }
}
