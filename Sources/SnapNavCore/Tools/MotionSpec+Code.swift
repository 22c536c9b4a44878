/// Each motion in each platform's terms, as code to paste.
extension MotionSpec.Motion {
    /// `value` to three decimals, as the spec prints every number: `0.257`, `230.2`, `22`.
    static func decimal(_ value: Double) -> String { JSONText.number((value * 1000).rounded() / 1000) }

    /// The same motion as a spring of mass 1, which the forms without a mass are.
    var unit: SpringParameters { SpringForms.unitMass(spring) }

    /// The damping coefficient.
    var damping: Double { SpringForms.damping(of: spring) }

    /// How the file writes it: `"bouncy"`, `{ "tension": 40, "friction": 7 }`.
    package var writtenText: String { JSONSourceEditor.text(of: written.jsonValue) }

    /// One line of its physics: stiffness, damping, mass and damping ratio, overshoot, settling time.
    package var summary: String {
        let d = Self.decimal
        let overshoot = spring.overshoot == 0 ? "no overshoot" : "overshoots \(d(spring.overshoot * 100)) %"
        return "stiffness \(d(spring.stiffness)), damping \(d(damping)), mass \(d(spring.mass)) "
            + "(damping ratio \(d(spring.dampingRatio))); \(overshoot), settles in \(d(spring.settlingTime())) s"
    }

    /// SwiftUI's `.spring(response:dampingFraction:)` for it.
    package var swiftUI: String {
        let (response, fraction) = SpringForms.responseAndDampingFraction(of: spring)
        return ".spring(response: \(Self.decimal(response)), dampingFraction: \(Self.decimal(fraction)))"
    }

    /// The code for each platform, labelled, in the order the spec prints them.
    package var code: [(platform: String, key: String, code: String)] {
        let d = Self.decimal
        let (duration, bounce) = SpringForms.durationAndBounce(of: spring)
        let (k, c, m) = (d(spring.stiffness), d(damping), d(spring.mass))
        let ratio = d(spring.dampingRatio)
        // Compose and SpringForce move a mass of 1.
        let unitStiffness = d(unit.stiffness)
        let (tension, friction) = SpringForms.tensionAndFriction(of: spring)
        var origami = "{ \"tension\": \(d(tension)), \"friction\": \(d(friction)) }"
        if let (bounciness, speed) = SpringForms.bouncinessAndSpeed(of: spring) {
            origami += ", or { \"bounciness\": \(d(bounciness)), \"speed\": \(d(speed)) }"
        }
        return [
            ("SwiftUI", "swiftUI", swiftUI),
            ("SwiftUI, iOS 17", "swiftUIDuration", ".spring(duration: \(d(duration)), bounce: \(d(bounce)))"),
            (
                "UIKit", "uiKit",
                "UISpringTimingParameters(mass: \(m), stiffness: \(k), damping: \(c), initialVelocity: .zero)"
            ),
            (
                "Core Animation", "coreAnimation",
                "let spring = CASpringAnimation(keyPath: \"position\"); spring.mass = \(m); spring.stiffness = \(k); "
                    + "spring.damping = \(c); spring.duration = spring.settlingDuration"
            ),
            ("Jetpack Compose", "compose", "spring(dampingRatio = \(ratio)f, stiffness = \(unitStiffness)f)"),
            (
                "Android SpringForce", "springForce",
                "SpringForce().setDampingRatio(\(ratio)f).setStiffness(\(unitStiffness)f)"
            ),
            ("CSS", "css", CSSLinearEasing(spring).transition()),
            ("Figma", "figma", "Spring, custom: mass \(m), stiffness \(k), damping \(c)"),
            ("Origami", "origami", origami),
        ]
    }
}
