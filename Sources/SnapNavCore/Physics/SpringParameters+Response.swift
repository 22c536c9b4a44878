/// How a spring moves across a distance from rest, in the two numbers designers compare
/// springs by: how far it overshoots and how long it takes to settle.
extension SpringParameters {
    /// How far past its target the spring carries, as a share of the distance, starting at
    /// rest: e^(−πζ/√(1−ζ²)) below critical damping, none at or above it.
    public var overshoot: Double {
        let zeta = dampingRatio
        guard zeta < 1 else { return 0 }
        return exp(-3.141_592_653_589_793 * zeta / (1 - zeta * zeta).squareRoot())
    }

    /// The time after which, starting at rest, the spring stays within `tolerance` of its
    /// target as a share of the distance: by default `SpringAnimation.pagePrecision`, where a
    /// settle lands. At most `SpringAnimation.maximumDuration`.
    public func settlingTime(within tolerance: Double = SpringAnimation.pagePrecision) -> Double {
        SpringAnimation(from: 1, to: 0, initialVelocity: 0, startTime: 0, parameters: self).lastTime(outside: tolerance)
    }
}
