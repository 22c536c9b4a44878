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
        /// The key path of each use, such as `panels.inbox.hotspots[0].tap`.
        package var places: [String]
        /// Its name in the spec: Figma's preset that moves alike, or `custom N`.
        package let name: String

        /// Figma's preset that moves alike, if any.
        package var preset: SpringPreset? { SpringPreset(matching: spring) }
    }

    /// The motions, in the order the file first uses them: the settle first.
    package private(set) var motions: [Motion] = []

    /// The motions `configuration` uses: the settle (which also moves the screens links open
    /// without a spring of their own), then each hotspot's and `after`'s own spring, or its
    /// transition's, panel by panel. Springs that move alike are one motion.
    package init(_ configuration: Configuration) {
        addSettle(of: configuration)
        for panel in configuration.panels { addLinks(of: panel) }
    }

    /// The motions the screen `id` uses, as the window's key card shows them: the settle when
    /// it is a panel of the cross or one of its links moves with it, then its links' own
    /// springs and transitions' springs.
    package init(_ configuration: Configuration, screen id: String) {
        guard let panel = configuration.panels.first(where: { $0.id == id }) else { return }
        // A link with neither a spring nor a transition of its own moves with the settle's spring.
        let linkMovesWithSettle =
            panel.hotspots.contains { $0.spring == nil && $0.transition == nil }
            || panel.after.map { $0.spring == nil && $0.transition == nil } == true
        if configuration.armPanels.contains(id) || linkMovesWithSettle {
            addSettle(of: configuration)
        }
        addLinks(of: panel)
    }

    private mutating func addSettle(of configuration: Configuration) {
        let settle = configuration.physics.spring
        add(
            settle, written: SpringForm(settle, as: configuration.physics.springForm), place: "physics.spring",
            use: "the settle onto a page (clamped: it lands without passing it), "
                + "and the screens links open without a spring of their own")
    }

    private mutating func addLinks(of panel: Configuration.Panel) {
        for (index, hotspot) in panel.hotspots.enumerated() {
            let place = "panels.\(panel.id).hotspots[\(index)].tap"
            addLink(hotspot.spring, hotspot.transition, place: place, action: hotspot.action)
        }
        if let after = panel.after {
            addLink(after.spring, after.transition, place: "panels.\(panel.id).after", action: after.action)
        }
    }

    private mutating func addLink(
        _ spring: SpringForm?, _ transition: LinkTransition?, place: String, action: Hotspot.Action
    ) {
        if let spring { add(spring.parameters, written: spring, place: place, use: Self.describe(action)) }
        if let transition, case .spring(let spring) = transition.easing {
            add(
                spring.parameters, written: spring, place: "\(place).transition",
                use: "\(Self.describe(action)), \(transition.kind.rawValue)")
        }
    }

    private mutating func add(_ spring: SpringParameters, written: SpringForm?, place: String, use: String) {
        if let index = motions.firstIndex(where: { SpringForms.moveAlike($0.spring, spring) }) {
            motions[index].uses.append("\(place): \(use)")
            motions[index].places.append(place)
        } else {
            let form =
                written ?? .ratio(dampingRatio: spring.dampingRatio, stiffness: spring.stiffness, mass: spring.mass)
            let customs = motions.filter { $0.preset == nil }.count
            let name = SpringPreset(matching: spring)?.rawValue ?? "custom \(customs + 1)"
            motions.append(
                Motion(spring: spring, written: form, uses: ["\(place): \(use)"], places: [place], name: name))
        }
    }

    private static func describe(_ action: Hotspot.Action) -> String {
        action.target.map { "\(action.name) \($0)" } ?? "back"
    }
}
