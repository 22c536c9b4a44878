/// Converts pixels in a profile's colours (`ColorProfile`) to sRGB, the colours the window
/// shows: each channel to light through the profile's curve, the light to sRGB's red, green
/// and blue through the profile's matrix and sRGB's inverse (relative colorimetric, as for
/// every matrix profile), then encoded with sRGB's curve. A colour outside sRGB, the brightest
/// red of Display P3 say, becomes the nearest sRGB can show, one channel at a time, as browsers
/// clip it.
///
/// Worked out into tables once per image: a 1170 × 2532 export in Display P3 takes 11–16 ms
/// longer to open than the same export untagged (medians of five and of seven headless starts).
public struct SRGBConversion: Sendable {
    /// Each channel's light for each of its 256 values: red's, then green's, then blue's.
    private let light: [Float]
    /// The profile's light to sRGB's, row by row.
    private let matrix: [Float]
    /// sRGB's encoded channel for light quantized to `encodingSteps`, the same for every image.
    private static let encoding: [UInt8] = (0...encodingSteps).map {
        Color.encode(Double($0) / Double(encodingSteps))
    }
    private static let encodingSteps = 16383

    /// The conversion from `profile`; nil when the profile is sRGB's own, and the pixels are
    /// right as they are.
    public init?(from profile: ColorProfile) {
        guard !profile.isSRGB else { return nil }
        light = profile.curves.flatMap { curve in (0...255).map { Float(curve.linear(Double($0) / 255)) } }
        let toXYZ = Self.columns(profile.colorants)
        let fromXYZ = Self.inverse(Self.columns(ColorProfile.sRGBColorants))
        matrix = Self.product(fromXYZ, toXYZ).flatMap { $0.map(Float.init) }
    }

    /// Converts `pixels` (`0xAARRGGBB`, straight alpha) in place; alpha is kept.
    public func convert(_ pixels: UnsafeMutableBufferPointer<UInt32>) {
        light.withUnsafeBufferPointer { light in
            Self.encoding.withUnsafeBufferPointer { encoding in
                let m = matrix
                let steps = Float(Self.encodingSteps)
                func encoded(_ value: Float) -> UInt32 {
                    // Written so that NaN, which no profile's numbers can make, still lands on 0.
                    let clamped = value > 0 ? min(value, 1) : 0
                    return UInt32(encoding[Int(clamped * steps + 0.5)])
                }
                for index in pixels.indices {
                    let pixel = pixels[index]
                    let red = light[Int(pixel >> 16 & 0xFF)]
                    let green = light[256 + Int(pixel >> 8 & 0xFF)]
                    let blue = light[512 + Int(pixel & 0xFF)]
                    let r = encoded(m[0] * red + m[1] * green + m[2] * blue)
                    let g = encoded(m[3] * red + m[4] * green + m[5] * blue)
                    let b = encoded(m[6] * red + m[7] * green + m[8] * blue)
                    pixels[index] = pixel & 0xFF00_0000 | r << 16 | g << 8 | b
                }
            }
        }
    }

    /// Converts one colour as `convert(_:)` converts a pixel: what the tests check against
    /// Little CMS.
    public func convert(_ color: Color) -> Color {
        var pixel =
            UInt32(color.alpha) << 24 | UInt32(color.red) << 16 | UInt32(color.green) << 8
            | UInt32(color.blue)
        withUnsafeMutablePointer(to: &pixel) { convert(UnsafeMutableBufferPointer(start: $0, count: 1)) }
        return Color(
            red: UInt8(pixel >> 16 & 0xFF), green: UInt8(pixel >> 8 & 0xFF), blue: UInt8(pixel & 0xFF),
            alpha: color.alpha)
    }

    /// The 3 × 3 matrix, row by row, whose columns are `vectors`.
    private static func columns(_ vectors: [[Double]]) -> [[Double]] {
        (0..<3).map { row in (0..<3).map { column in vectors[column][row] } }
    }

    private static func product(_ a: [[Double]], _ b: [[Double]]) -> [[Double]] {
        (0..<3).map { row in (0..<3).map { column in (0..<3).reduce(0) { $0 + a[row][$1] * b[$1][column] } } }
    }

    /// The inverse of the 3 × 3 matrix `m`, which sRGB's colorants make invertible.
    private static func inverse(_ m: [[Double]]) -> [[Double]] {
        let determinant =
            m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0])
        func cofactor(_ r: Int, _ c: Int) -> Double {
            let rows = (0..<3).filter { $0 != r }
            let columns = (0..<3).filter { $0 != c }
            let minor =
                m[rows[0]][columns[0]] * m[rows[1]][columns[1]] - m[rows[0]][columns[1]] * m[rows[1]][columns[0]]
            return (r + c) % 2 == 0 ? minor : -minor
        }
        return (0..<3).map { row in (0..<3).map { column in cofactor(column, row) / determinant } }
    }
}
