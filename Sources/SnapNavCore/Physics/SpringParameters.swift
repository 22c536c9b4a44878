/// The constants of a damped harmonic spring.
///
/// The defaults are libadwaita's AdwCarousel values: critically damped, so the content
/// comes to rest as fast as it can without oscillating.
public struct SpringParameters: Hashable, Sendable {
    /// 1 is critical damping; below 1 oscillates, above 1 creeps.
    public var dampingRatio: Double
    /// Force per point of displacement.
    public var stiffness: Double
    /// Mass of the content.
    public var mass: Double

    /// A spring of these parameters; critically damped, stiffness 500 and mass 0.5 by default.
    public init(dampingRatio: Double = 1, stiffness: Double = 500, mass: Double = 0.5) {
        self.dampingRatio = dampingRatio
        self.stiffness = stiffness
        self.mass = mass
    }

    /// The settle every pager uses unless configured otherwise.
    public static let `default` = SpringParameters()

    /// The undamped angular frequency, in radians per second.
    public var naturalFrequency: Double { (stiffness / mass).squareRoot() }
}
