/// The spring being tuned, in every designer's terms at once, with how far it overshoots and
/// how long it takes to settle.
extension TuningOverlay {
    /// `value` to `places` decimals, as the overlay shows numbers.
    static func decimal(_ value: Double, _ places: Int = 3) -> String {
        let scale = Double([1, 10, 100, 1000][min(max(places, 0), 3)])
        return JSONText.number((value * scale).rounded() / scale)
    }

    /// The spring's lines: its preset or "custom", overshoot and settling time, then its numbers
    /// in each form (the ones the file writes it in marked).
    var springLines: [Line] {
        let spring = configuration.physics.spring
        let d = { (value: Double) in Self.decimal(value) }
        let written = configuration.physics.springForm
        func mark(_ kinds: SpringForm.Kind...) -> String { kinds.contains(written) ? "• " : "  " }
        let preset = SpringPreset(matching: spring)?.rawValue ?? "custom"
        let overshoot =
            spring.overshoot == 0 ? "no overshoot" : "overshoot \(Self.decimal(spring.overshoot * 100, 1)) %"
        let (response, fraction) = SpringForms.responseAndDampingFraction(of: spring)
        let (duration, bounce) = SpringForms.durationAndBounce(of: spring)
        let (tension, friction) = SpringForms.tensionAndFriction(of: spring)
        let bouncy = SpringForms.bouncinessAndSpeed(of: spring).map {
            "bounciness \(Self.decimal($0.bounciness, 1))  speed \(Self.decimal($0.speed, 1))"
        }
        var lines = [
            Line(
                text: "\(mark(.preset))spring \(preset)   \(overshoot)   settles \(d(spring.settlingTime())) s",
                kind: .heading),
            Line(
                text: "\(mark(.ratio, .physical))k \(d(spring.stiffness))  c \(d(SpringForms.damping(of: spring)))  "
                    + "m \(d(spring.mass))  ζ \(d(spring.dampingRatio))",
                kind: .value),
            Line(text: "\(mark(.response))SwiftUI  response \(d(response))  fraction \(d(fraction))", kind: .value),
            Line(text: "\(mark(.perceptual))iOS 17  duration \(d(duration))  bounce \(d(bounce))", kind: .value),
            Line(text: "\(mark(.origami))Origami  tension \(d(tension))  friction \(d(friction))", kind: .value),
        ]
        if let bouncy { lines.append(Line(text: "\(mark(.bouncy))Origami  \(bouncy)", kind: .value)) }
        return lines
    }
}
