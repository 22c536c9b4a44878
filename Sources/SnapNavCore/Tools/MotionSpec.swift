/// Every distinct motion a prototype uses, where, and in every platform's terms: what
/// `snapnav spec` prints, so that an engineer pastes a designer's springs rather than
/// converting them by hand.
///
/// ```swift
/// let spec = MotionSpec(configuration)
/// print(spec.text)     // or spec.json
/// ```
package struct MotionSpec: Equatable, Sendable {
    /// One spring and the places that use it.
    package struct Motion: Equatable, Sendable {
        /// The spring.
        package let spring: SpringParameters
        /// How the file writes it where it is first used.
        package let written: SpringForm
        /// Where it is used, such as `panels.inbox.hotspots[0].tap: push chat`.
        package var uses: [String]
        /// Its name in the spec: Figma's preset that moves alike, or `custom N`.
        package let name: String

        /// Figma's preset that moves alike, if any.
        package var preset: SpringPreset? { SpringPreset(matching: spring) }
    }

    /// The motions, in the order the file first uses them: the settle first.
    package private(set) var motions: [Motion] = []

    /// The motions `configuration` uses: the settle (which also moves the screens links open
    /// without a spring of their own), then each hotspot's and `after`'s own spring, panel by
    /// panel. Springs that move alike are one motion.
    package init(_ configuration: Configuration) {
        let settle = configuration.physics.spring
        add(
            settle, written: SpringForm(settle, as: configuration.physics.springForm),
            use: "physics.spring: the settle onto a page (clamped: it lands without passing it), "
                + "and the screens links open without a spring of their own")
        for panel in configuration.panels {
            for (index, hotspot) in panel.hotspots.enumerated() {
                guard let spring = hotspot.spring else { continue }
                add(
                    spring.parameters, written: spring,
                    use: "panels.\(panel.id).hotspots[\(index)].tap: \(Self.describe(hotspot.action))")
            }
            if let after = panel.after, let spring = after.spring {
                add(spring.parameters, written: spring, use: "panels.\(panel.id).after: \(Self.describe(after.action))")
            }
        }
    }

    private mutating func add(_ spring: SpringParameters, written: SpringForm?, use: String) {
        if let index = motions.firstIndex(where: { SpringForms.moveAlike($0.spring, spring) }) {
            motions[index].uses.append(use)
        } else {
            let form =
                written ?? .ratio(dampingRatio: spring.dampingRatio, stiffness: spring.stiffness, mass: spring.mass)
            let customs = motions.filter { $0.preset == nil }.count
            let name = SpringPreset(matching: spring)?.rawValue ?? "custom \(customs + 1)"
            motions.append(Motion(spring: spring, written: form, uses: [use], name: name))
        }
    }

    private static func describe(_ action: Hotspot.Action) -> String {
        action.target.map { "\(action.name) \($0)" } ?? "back"
    }
}
