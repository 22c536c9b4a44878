/// A spring moving one value from `from` to `to`, solved in closed form so that its position
/// is an exact function of elapsed time: the same times always give the same positions.
///
/// The animation is clamped unless it `overshoots`: it ends the moment it reaches its target, so
/// a release with a high velocity never carries the content past the page it is landing on. A
/// link's own spring overshoots, as the designer who chose a bouncy one expects.
public struct SpringAnimation: Hashable, Sendable {
    /// Where it starts.
    public let from: Double
    /// Where it comes to rest.
    public let to: Double
    /// How fast it moves at the start, in units per second.
    public let initialVelocity: Double
    /// When it starts, on the clock it is read with.
    public let startTime: Double
    /// The spring.
    public let parameters: SpringParameters
    /// Distance from the target under which, moving slower than `restVelocity` scaled alike,
    /// the spring is at rest: how precisely it lands before it jumps onto the target.
    public let restDistance: Double
    /// Whether it carries past its target and swings back, as the free spring does, rather
    /// than ending when it first gets there.
    public let overshoots: Bool
    /// For one that overshoots, how long after `startTime` it comes to rest: once it never
    /// again strays `restDistance` from its target. Nil for a clamped one.
    public private(set) var settleDuration: Double?

    /// Distance from the target, in points, under which (with a small velocity) a spring made
    /// without a precision of its own is at rest.
    public static let restDistance = 0.01
    /// Velocity, in points per second, under which (with a small distance) a spring made without
    /// a precision of its own is at rest; a spring's bound scales with its `restDistance`.
    public static let restVelocity = 1.0
    /// No settle lasts longer than this, whatever the parameters.
    public static let maximumDuration = 10.0
    /// How close to its target, as a share of the page it travels across, a settle comes
    /// before it lands: AdwCarousel's, whose spring moves the position in pages to within 0.001
    /// of one. The frames after that move the content by less than a pixel; a settle held to a
    /// hundredth of a point drew some seven more of them on a 360-point page.
    public static let pagePrecision = 0.001

    /// The `restDistance` of a settle across a page `length` points long (`pagePrecision` of
    /// it, and never finer than a spring's default).
    public static func restDistance(acrossPage length: Double) -> Double {
        max(restDistance, length * pagePrecision)
    }

    /// A spring from `from` to `to`, starting at `startTime` with `initialVelocity`, at rest
    /// within `restDistance` of its target (`SpringAnimation.restDistance` unless that is
    /// finite and positive), clamped at its target unless it `overshoots`.
    public init(
        from: Double, to: Double, initialVelocity: Double, startTime: Double, parameters: SpringParameters,
        restDistance: Double = SpringAnimation.restDistance, overshoots: Bool = false
    ) {
        self.from = from
        self.to = to
        self.initialVelocity = initialVelocity.isFinite ? initialVelocity : 0
        self.startTime = startTime
        self.parameters = parameters
        self.restDistance = restDistance.isFinite && restDistance > 0 ? restDistance : Self.restDistance
        self.overshoots = overshoots
        self.settleDuration = nil
        if overshoots { settleDuration = lastTime(outside: self.restDistance) }
    }

    /// Displacement from the target and velocity at `time`, unclamped.
    func state(at time: Double) -> (displacement: Double, velocity: Double) {
        let t = max(0, time - startTime)
        let x0 = from - to
        let v0 = initialVelocity
        let omega = parameters.naturalFrequency
        let zeta = parameters.dampingRatio
        guard omega.isFinite, omega > 0, zeta.isFinite, zeta > 0 else { return (0, 0) }
        if abs(zeta - 1) < 1e-9 {
            let b = v0 + omega * x0
            let decay = exp(-omega * t)
            return ((x0 + b * t) * decay, (v0 - omega * b * t) * decay)
        } else if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            let decay = exp(-zeta * omega * t)
            let a = x0
            let b = (v0 + zeta * omega * x0) / omegaD
            let cosine = cos(omegaD * t)
            let sine = sin(omegaD * t)
            let x = decay * (a * cosine + b * sine)
            let v = decay * ((b * omegaD - zeta * omega * a) * cosine - (a * omegaD + zeta * omega * b) * sine)
            return (x, v)
        } else {
            let root = (zeta * zeta - 1).squareRoot()
            let r1 = -omega * (zeta - root)
            let r2 = -omega * (zeta + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1)
            let c1 = x0 - c2
            let e1 = exp(r1 * t)
            let e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// How long after `startTime` the free spring last stands `band` or farther from its
    /// target (0 if never), up to `maximumDuration`: where it settles within `band`.
    func lastTime(outside band: Double) -> Double {
        let omega = parameters.naturalFrequency
        let limit = Self.maximumDuration
        guard omega.isFinite, omega > 0 else { return 0 }
        func outside(_ t: Double) -> Bool { abs(state(at: startTime + t).displacement) >= band }
        // Back from the end in steps of a fraction of a swing for the last step outside the
        // band, then narrowed down by halves.
        let step = SpringForms.twoPi / omega / 64
        var inside = limit
        var earlier = limit - step
        while earlier > 0, !outside(earlier) {
            inside = earlier
            earlier -= step
        }
        guard earlier > 0 else { return 0 }
        for _ in 0..<50 {
            let middle = (earlier + inside) / 2
            if outside(middle) { earlier = middle } else { inside = middle }
        }
        return inside
    }

    /// Whether the spring has come to rest (or reached its target) by `time`.
    public func isFinished(at time: Double) -> Bool {
        if time - startTime >= Self.maximumDuration { return true }
        if let settleDuration { return time - startTime >= settleDuration }
        let (x, v) = state(at: time)
        if !x.isFinite || !v.isFinite { return true }
        let x0 = from - to
        if !overshoots && x0 != 0 && (x == 0 || (x > 0) != (x0 > 0)) { return true }
        return abs(x) < restDistance && abs(v) < Self.restVelocity * restDistance / Self.restDistance
    }

    /// The value at `time`: exactly `to` once finished.
    public func value(at time: Double) -> Double {
        isFinished(at: time) ? to : to + state(at: time).displacement
    }

    /// The velocity at `time`, in points per second: zero once finished.
    public func velocity(at time: Double) -> Double {
        isFinished(at: time) ? 0 : state(at: time).velocity
    }
}
