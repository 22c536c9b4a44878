/// A spring as a designer or a platform writes it: one of Figma's presets, or one of six sets
/// of numbers, each turned into a `SpringParameters` by its published formula (`SpringForms`).
///
/// ```swift
/// SpringForm.origami(tension: 40, friction: 7).parameters   // stiffness 230.2, damping 22
/// ```
public enum SpringForm: Hashable, Sendable {
    /// Figma's `"gentle"`, `"quick"`, `"bouncy"` or `"slow"`.
    case preset(SpringPreset)
    /// SnapNav's own: `{ "dampingRatio", "stiffness", "mass" }`.
    case ratio(dampingRatio: Double, stiffness: Double, mass: Double)
    /// Figma's custom spring and SwiftUI's `Spring(mass:stiffness:damping:)`:
    /// `{ "stiffness", "damping", "mass" }`.
    case physical(stiffness: Double, damping: Double, mass: Double)
    /// SwiftUI's `.spring(response:dampingFraction:)`.
    case response(response: Double, dampingFraction: Double)
    /// iOS 17's `.spring(duration:bounce:)`.
    case perceptual(duration: Double, bounce: Double)
    /// Origami's and Rebound's `{ "tension", "friction" }`.
    case origami(tension: Double, friction: Double)
    /// Origami's `{ "bounciness", "speed" }`.
    case bouncy(bounciness: Double, speed: Double)

    /// Which of the forms a spring is written in.
    public enum Kind: String, CaseIterable, Hashable, Sendable {
        case preset, ratio, physical, response, perceptual, origami, bouncy

        /// The keys the form's object holds, in the order it is written (none for a preset,
        /// which is a string).
        public var keys: [String] {
            switch self {
            case .preset: return []
            case .ratio: return ["dampingRatio", "stiffness", "mass"]
            case .physical: return ["stiffness", "damping", "mass"]
            case .response: return ["response", "dampingFraction"]
            case .perceptual: return ["duration", "bounce"]
            case .origami: return ["tension", "friction"]
            case .bouncy: return ["bounciness", "speed"]
            }
        }

        /// The form as a refusal lists it: `{ "tension", "friction" }`.
        public var written: String {
            self == .preset
                ? SpringPreset.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: " | ")
                : "{ " + keys.map { "\"\($0)\"" }.joined(separator: ", ") + " }"
        }

        /// Whose form it is, in a few words.
        public var origin: String {
            switch self {
            case .preset: return "Figma's presets"
            case .ratio: return "SnapNav's"
            case .physical: return "Figma's custom spring, SwiftUI's Spring(mass:stiffness:damping:)"
            case .response: return "SwiftUI's .spring(response:dampingFraction:)"
            case .perceptual: return "iOS 17's .spring(duration:bounce:)"
            case .origami: return "Origami's and Rebound's"
            case .bouncy: return "Origami's bounciness and speed"
            }
        }

        /// Every form, as a refusal lists them.
        public static var list: String { allCases.map { $0.written }.joined(separator: ", ") }
    }

    /// Which form it is.
    public var kind: Kind {
        switch self {
        case .preset: return .preset
        case .ratio: return .ratio
        case .physical: return .physical
        case .response: return .response
        case .perceptual: return .perceptual
        case .origami: return .origami
        case .bouncy: return .bouncy
        }
    }

    /// Its numbers, in the order of `kind.keys`.
    public var values: [Double] {
        switch self {
        case .preset: return []
        case .ratio(let ratio, let stiffness, let mass): return [ratio, stiffness, mass]
        case .physical(let stiffness, let damping, let mass): return [stiffness, damping, mass]
        case .response(let response, let fraction): return [response, fraction]
        case .perceptual(let duration, let bounce): return [duration, bounce]
        case .origami(let tension, let friction): return [tension, friction]
        case .bouncy(let bounciness, let speed): return [bounciness, speed]
        }
    }

    /// The spring it describes, by the form's published formula.
    public var parameters: SpringParameters {
        switch self {
        case .preset(let preset): return preset.parameters
        case .ratio(let ratio, let stiffness, let mass):
            return SpringParameters(dampingRatio: ratio, stiffness: stiffness, mass: mass)
        case .physical(let stiffness, let damping, let mass):
            return SpringForms.parameters(stiffness: stiffness, damping: damping, mass: mass)
        case .response(let response, let fraction):
            return SpringForms.parameters(response: response, dampingFraction: fraction)
        case .perceptual(let duration, let bounce): return SpringForms.parameters(duration: duration, bounce: bounce)
        case .origami(let tension, let friction): return SpringForms.parameters(tension: tension, friction: friction)
        case .bouncy(let bounciness, let speed): return SpringForms.parameters(bounciness: bounciness, speed: speed)
        }
    }

    /// `parameters` written as `kind`, by the inverse of its formula; nil when that form cannot
    /// say it (no preset moves alike, or no bounciness gives its damping).
    public init?(_ parameters: SpringParameters, as kind: Kind) {
        switch kind {
        case .preset:
            guard let preset = SpringPreset(matching: parameters) else { return nil }
            self = .preset(preset)
        case .ratio:
            self = .ratio(dampingRatio: parameters.dampingRatio, stiffness: parameters.stiffness, mass: parameters.mass)
        case .physical:
            self = .physical(
                stiffness: parameters.stiffness, damping: SpringForms.damping(of: parameters), mass: parameters.mass)
        case .response:
            let (response, fraction) = SpringForms.responseAndDampingFraction(of: parameters)
            self = .response(response: response, dampingFraction: fraction)
        case .perceptual:
            let (duration, bounce) = SpringForms.durationAndBounce(of: parameters)
            self = .perceptual(duration: duration, bounce: bounce)
        case .origami:
            let (tension, friction) = SpringForms.tensionAndFriction(of: parameters)
            self = .origami(tension: tension, friction: friction)
        case .bouncy:
            guard let (bounciness, speed) = SpringForms.bouncinessAndSpeed(of: parameters) else { return nil }
            self = .bouncy(bounciness: bounciness, speed: speed)
        }
    }

    /// The form of `kind` with `values` in the order of `kind.keys`; nil for a preset or the
    /// wrong count.
    public init?(_ kind: Kind, values: [Double]) {
        guard values.count == kind.keys.count else { return nil }
        switch kind {
        case .preset: return nil
        case .ratio: self = .ratio(dampingRatio: values[0], stiffness: values[1], mass: values[2])
        case .physical: self = .physical(stiffness: values[0], damping: values[1], mass: values[2])
        case .response: self = .response(response: values[0], dampingFraction: values[1])
        case .perceptual: self = .perceptual(duration: values[0], bounce: values[1])
        case .origami: self = .origami(tension: values[0], friction: values[1])
        case .bouncy: self = .bouncy(bounciness: values[0], speed: values[1])
        }
    }
}
