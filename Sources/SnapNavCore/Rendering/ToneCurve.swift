/// How an ICC profile's encoded channel values, 0…1, map to light, 0…1: one of its `curv` or
/// `para` tags (ICC.1:2010, 10.6 and 10.18).
public enum ToneCurve: Equatable, Sendable {
    /// The value itself.
    case identity
    /// The value raised to this power.
    case gamma(Double)
    /// Samples spaced evenly over 0…1, linearly interpolated.
    case table([Double])
    /// ICC's parametric function of type 0 to 4, with its parameters g, a, b, c, d, e, f as
    /// the type uses them (the rest 0).
    case parametric(type: Int, g: Double, a: Double, b: Double, c: Double, d: Double, e: Double, f: Double)

    /// The light for the encoded `value`, clamped to 0…1.
    public func linear(_ value: Double) -> Double {
        let x = min(max(value, 0), 1)
        let y: Double
        switch self {
        case .identity:
            y = x
        case .gamma(let exponent):
            y = pow(x, exponent)
        case .table(let samples):
            let position = x * Double(samples.count - 1)
            let below = Int(position.rounded(.down))
            let above = min(below + 1, samples.count - 1)
            let fraction = position - Double(below)
            y = samples[below] + (samples[above] - samples[below]) * fraction
        case .parametric(let type, let g, let a, let b, let c, let d, let e, let f):
            y = Self.parametric(type: type, x: x, g: g, a: a, b: b, c: c, d: d, e: e, f: f)
        }
        return y.isFinite ? min(max(y, 0), 1) : 0
    }

    private static func parametric(
        type: Int, x: Double, g: Double, a: Double, b: Double, c: Double, d: Double, e: Double, f: Double
    ) -> Double {
        // A negative base has no real power: the curve is 0 there, as ICC's own formulas imply.
        func power(_ base: Double) -> Double { base > 0 ? pow(base, g) : 0 }
        switch type {
        case 0: return power(x)
        case 1: return x >= -b / a ? power(a * x + b) : 0
        case 2: return x >= -b / a ? power(a * x + b) + c : c
        case 3: return x >= d ? power(a * x + b) : c * x
        default: return x >= d ? power(a * x + b) + e : c * x + f
        }
    }

    /// sRGB's own curve (IEC 61966-2-1), as ICC writes it.
    public static let sRGB = ToneCurve.parametric(
        type: 3, g: 2.4, a: 1 / 1.055, b: 0.055 / 1.055, c: 1 / 12.92, d: 0.04045, e: 0, f: 0)

    /// Reads a `curv` or `para` tag from `bytes` (the tag's own bytes). Nil when it is neither,
    /// or is cut short.
    static func read(_ bytes: ArraySlice<UInt8>) -> ToneCurve? {
        guard let type = bytes.bigEndianTag(at: 0) else { return nil }
        switch type {
        case "curv":
            guard let count = bytes.bigEndianUInt32(at: 8) else { return nil }
            if count == 0 { return .identity }
            if count == 1 {
                guard let exponent = bytes.bigEndianUInt16(at: 12) else { return nil }
                return .gamma(Double(exponent) / 256)
            }
            guard count <= 65536, bytes.count >= 12 + Int(count) * 2 else { return nil }
            let samples = (0..<Int(count)).map { Double(bytes.bigEndianUInt16(at: 12 + $0 * 2) ?? 0) / 65535 }
            return .table(samples)
        case "para":
            guard let function = bytes.bigEndianUInt16(at: 8), function <= 4 else { return nil }
            let counts = [1, 3, 4, 5, 7]
            var parameters = [Double](repeating: 0, count: 7)
            for index in 0..<counts[Int(function)] {
                guard let value = bytes.s15Fixed16(at: 12 + index * 4) else { return nil }
                parameters[index] = value
            }
            return .parametric(
                type: Int(function), g: parameters[0], a: parameters[1], b: parameters[2], c: parameters[3],
                d: parameters[4], e: parameters[5], f: parameters[6])
        default:
            return nil
        }
    }
}
