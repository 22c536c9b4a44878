import Foundation

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
        let c = Double(channel) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// The sRGB transfer function: linear light 0…1 to an 8-bit channel.
    static func encode(_ linear: Double) -> UInt8 {
        let l = min(max(linear, 0), 1)
        let c = l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1 / 2.4) - 0.055
        return UInt8((c * 255).rounded())
    }
}
