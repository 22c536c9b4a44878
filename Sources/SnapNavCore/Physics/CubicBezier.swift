/// A timing curve as CSS's `cubic-bezier(x1, y1, x2, y2)` and Figma's custom Bézier write it:
/// from (0, 0) to (1, 1) through two control points, mapping the fraction of a duration gone
/// to the fraction of the way travelled (which the "back" curves take below 0 or past 1).
public struct CubicBezier: Equatable, Sendable {
    public var x1: Double
    public var y1: Double
    public var x2: Double
    public var y2: Double

    /// The curve through (`x1`, `y1`) and (`x2`, `y2`); the x's lie in 0…1.
    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
    }

    /// The fraction of the way travelled when `time` (0…1) of the duration has gone.
    public func value(at time: Double) -> Double {
        guard time > 0 else { return 0 }
        guard time < 1 else { return 1 }
        return Self.coordinate(parameter(forX: time), y1, y2)
    }

    /// The curve's parameter whose x is `x`: Newton's method, then halving where it stalls.
    private func parameter(forX x: Double) -> Double {
        var t = x
        for _ in 0..<8 {
            let error = Self.coordinate(t, x1, x2) - x
            if abs(error) < 1e-7 { return t }
            let slope = Self.slope(t, x1, x2)
            guard abs(slope) > 1e-6 else { break }
            t -= error / slope
        }
        var low = 0.0
        var high = 1.0
        t = x
        for _ in 0..<40 {
            let value = Self.coordinate(t, x1, x2)
            if abs(value - x) < 1e-7 { break }
            if value < x { low = t } else { high = t }
            t = (low + high) / 2
        }
        return t
    }

    /// One coordinate of the curve at parameter `t`, its control points' being `a` and `b`.
    private static func coordinate(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
    }

    private static func slope(_ t: Double, _ a: Double, _ b: Double) -> Double {
        let u = 1 - t
        return 3 * u * u * a + 6 * u * t * (b - a) + 3 * t * t * (1 - b)
    }
}
