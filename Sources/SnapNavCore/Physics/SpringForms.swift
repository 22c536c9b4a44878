/// The published conversions between the ways designers and platforms write a spring, each
/// way, in one place. A spring moves by its natural frequency ω = √(k/m) and damping ratio
/// ζ = c / (2√(km)); the forms without a mass are springs of mass 1.
public enum SpringForms {
    /// 2π, for the forms that count time in periods.
    static let twoPi = 6.283_185_307_179_586

    // MARK: Stiffness, damping and mass (Figma's custom spring, SwiftUI's `Spring(mass:stiffness:damping:)`)

    /// The spring of stiffness k, damping coefficient c and mass m: ζ = c / (2√(km)).
    public static func parameters(stiffness: Double, damping: Double, mass: Double) -> SpringParameters {
        SpringParameters(
            dampingRatio: damping / (2 * (stiffness * mass).squareRoot()), stiffness: stiffness, mass: mass)
    }

    /// The damping coefficient of `spring`: c = 2ζ√(km).
    public static func damping(of spring: SpringParameters) -> Double {
        2 * spring.dampingRatio * (spring.stiffness * spring.mass).squareRoot()
    }

    /// `spring` as a spring of mass 1 that moves alike: the same ω and ζ.
    public static func unitMass(_ spring: SpringParameters) -> SpringParameters {
        SpringParameters(dampingRatio: spring.dampingRatio, stiffness: spring.stiffness / spring.mass, mass: 1)
    }

    // MARK: Response and damping fraction (SwiftUI's `.spring(response:dampingFraction:)`)

    /// SwiftUI's: k = m(2π / response)², c = 4π·ζ·m / response, with m = 1.
    public static func parameters(response: Double, dampingFraction: Double) -> SpringParameters {
        let stiffness = (twoPi / response) * (twoPi / response)
        return parameters(stiffness: stiffness, damping: 2 * twoPi * dampingFraction / response, mass: 1)
    }

    /// The response (the period of the undamped spring, 2π/ω) and damping fraction (ζ) of `spring`.
    public static func responseAndDampingFraction(of spring: SpringParameters) -> (
        response: Double, dampingFraction: Double
    ) {
        (twoPi / spring.naturalFrequency, spring.dampingRatio)
    }

    // MARK: Duration and bounce (iOS 17's `.spring(duration:bounce:)`)

    /// Apple's mapping, from WWDC23's "Animate with springs" (session 10158, at 19:26) and the
    /// documentation of SwiftUI's `Spring(duration:bounce:)`: mass = 1, stiffness =
    /// (2π ÷ duration)², damping = (1 − bounce) × 4π ÷ duration for bounce ≥ 0 and
    /// 4π ÷ (duration × (1 + bounce)) below 0. That is, the response is the duration and the
    /// damping fraction 1 − bounce, or 1 ÷ (1 + bounce) for an overdamped spring.
    public static func parameters(duration: Double, bounce: Double) -> SpringParameters {
        parameters(response: duration, dampingFraction: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// The duration and bounce of `spring`, by the inverse of Apple's mapping.
    public static func durationAndBounce(of spring: SpringParameters) -> (duration: Double, bounce: Double) {
        let (response, ratio) = responseAndDampingFraction(of: spring)
        return (response, ratio <= 1 ? 1 - ratio : 1 / ratio - 1)
    }

    // MARK: Tension and friction (Origami's, Facebook Rebound's `OrigamiValueConverter`)

    /// Rebound's: k = (T − 30) × 3.62 + 194, c = (F − 8) × 3 + 25, with m = 1.
    public static func parameters(tension: Double, friction: Double) -> SpringParameters {
        parameters(stiffness: (tension - 30) * 3.62 + 194, damping: (friction - 8) * 3 + 25, mass: 1)
    }

    /// Origami's tension and friction of `spring`, by the inverse of Rebound's converter.
    public static func tensionAndFriction(of spring: SpringParameters) -> (tension: Double, friction: Double) {
        let unit = unitMass(spring)
        return ((unit.stiffness - 194) / 3.62 + 30, (damping(of: unit) - 25) / 3 + 8)
    }

    // MARK: Bounciness and speed (Origami's, Rebound's `SpringConfig.fromBouncinessAndSpeed`)

    /// Rebound's `BouncyConversion`: speed and bounciness become Origami tension and friction,
    /// which become a spring as `parameters(tension:friction:)` does. A bounciness of 0 does
    /// not bounce; Origami's sliders run it and the speed from 0 to 20 or so.
    public static func parameters(bounciness: Double, speed: Double) -> SpringParameters {
        let (tension, friction) = origamiTensionAndFriction(bounciness: bounciness, speed: speed)
        return parameters(tension: tension, friction: friction)
    }

    /// Rebound's `BouncyConversion` itself: the Origami tension and friction of a bounciness and
    /// a speed.
    static func origamiTensionAndFriction(bounciness: Double, speed: Double) -> (tension: Double, friction: Double) {
        let b = bouncinessFraction(bounciness)
        let tension = 0.5 + speed / 1.7 / 20 * (200 - 0.5)
        // Quadratic ease out from the friction that does not bounce to 0.01.
        let t = 2 * b - b * b
        return (tension, t * 0.01 + (1 - t) * frictionWithoutBounce(tension: tension))
    }

    /// Bounciness on Rebound's scale: a fraction of 20 × 1.7, projected onto 0…0.8.
    static func bouncinessFraction(_ bounciness: Double) -> Double { bounciness / 1.7 / 20 * 0.8 }

    /// Rebound's `b3_nobounce`: the friction that just stops a spring of this Origami tension
    /// from bouncing, as three cubic fits.
    static func frictionWithoutBounce(tension x: Double) -> Double {
        if x <= 18 { return 0.0007 * x * x * x - 0.031 * x * x + 0.64 * x + 1.28 }
        if x <= 44 { return 0.000044 * x * x * x - 0.006 * x * x + 0.36 * x + 2 }
        return 0.000_000_45 * x * x * x - 0.000332 * x * x + 0.1078 * x + 5.84
    }

    /// The bounciness and speed of `spring`, by the inverse of Rebound's conversion; nil when no
    /// bounciness gives its friction (a spring damped harder than Origami's "no bounce", or
    /// one less damped than its bounciest).
    public static func bouncinessAndSpeed(of spring: SpringParameters) -> (bounciness: Double, speed: Double)? {
        let (tension, friction) = tensionAndFriction(of: spring)
        let speed = (tension - 0.5) / (200 - 0.5) * 20 * 1.7
        guard speed >= 0 else { return nil }
        let still = frictionWithoutBounce(tension: tension)
        let t = (still - friction) / (still - 0.01)
        guard t >= 0, t <= 1 else { return nil }
        let b = 1 - (1 - t).squareRoot()
        return (b / 0.8 * 20 * 1.7, speed)
    }

    // MARK: Comparing

    /// Whether two springs move alike: the same natural frequency and damping ratio, to a millionth.
    public static func moveAlike(_ a: SpringParameters, _ b: SpringParameters) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-6 * max(abs(x), abs(y)) }
        return close(a.naturalFrequency, b.naturalFrequency) && close(a.dampingRatio, b.dampingRatio)
    }
}
