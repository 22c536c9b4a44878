/// One setting of the feel that can be tuned while the app runs: a number, a switch or a
/// choice. Its value is a number either way (a switch is 0 or 1, a choice the index of its
/// option), so the overlay, recordings and the file all handle every kind alike.
package struct TuningParameter: Hashable, Sendable {
    /// What the overlay calls it.
    package let name: String
    /// The unit shown after the value.
    package let unit: String
    /// Where it lives in the configuration file.
    package let keyPath: [String]
    /// How much one key press changes a number.
    package let step: Double
    /// The values the configuration accepts (the smallest is one step, so a setting that must
    /// be positive never reaches 0).
    package let range: ClosedRange<Double>
    let setting: Setting

    /// What kind of value a parameter holds.
    package enum Kind: Equatable, Sendable {
        case number
        /// On (1) or off (0).
        case toggle
        /// One of these options, by index.
        case choice([String])
    }

    /// Which `Configuration` property a parameter reads and writes (a key path would not be `Sendable`).
    enum Setting: Hashable, Sendable {
        case flingVelocity, stiffness, dampingRatio, mass, bounces, wheelEndPause
        case transitionLeft, transitionRight, transitionAbove, transitionBelow
        /// The spring as one of Figma's presets: 0 for none, then each preset in order.
        case springPreset
    }

    /// Whether it is one of the spring's numbers, which the file may write in another form.
    var isSpring: Bool { [.stiffness, .dampingRatio, .mass, .springPreset].contains(setting) }

    /// What kind of value it holds.
    package var kind: Kind {
        switch setting {
        case .bounces: return .toggle
        case .transitionLeft, .transitionRight, .transitionAbove, .transitionBelow:
            return .choice(Self.transitions.map(\.rawValue))
        case .springPreset: return .choice(["custom"] + SpringPreset.allCases.map { $0.rawValue })
        default: return .number
        }
    }

    /// The transitions in the order a choice steps through them.
    static let transitions: [PanelTransition] = [.cover, .reveal, .push]

    /// The parameter's value in `configuration`.
    package func value(in configuration: Configuration) -> Double {
        func index(_ transition: PanelTransition) -> Double { Double(Self.transitions.firstIndex(of: transition) ?? 0) }
        switch setting {
        case .flingVelocity: return configuration.physics.flingVelocity
        case .stiffness: return configuration.physics.spring.stiffness
        case .dampingRatio: return configuration.physics.spring.dampingRatio
        case .mass: return configuration.physics.spring.mass
        case .bounces: return configuration.physics.bounces ? 1 : 0
        case .wheelEndPause: return configuration.input.wheelEndPause
        case .transitionLeft: return index(configuration.transitions.left)
        case .transitionRight: return index(configuration.transitions.right)
        case .transitionAbove: return index(configuration.transitions.above)
        case .transitionBelow: return index(configuration.transitions.below)
        case .springPreset:
            let preset = SpringPreset(matching: configuration.physics.spring)
            return preset.flatMap { SpringPreset.allCases.firstIndex(of: $0) }.map { Double($0 + 1) } ?? 0
        }
    }

    /// The value as the overlay shows it: a number with its unit, on or off, or the option.
    package func display(in configuration: Configuration) -> String {
        let value = value(in: configuration)
        switch kind {
        // To three decimals: a preset's damping ratio has no end.
        case .number: return JSONText.number((value * 1000).rounded() / 1000) + (unit.isEmpty ? "" : " " + unit)
        case .toggle: return value == 0 ? "off" : "on"
        case .choice(let options): return options[min(max(Int(value), 0), options.count - 1)]
        }
    }

    /// The value as the configuration file writes it.
    func jsonValue(in configuration: Configuration) -> JSONValue {
        switch kind {
        case .number: return .number(value(in: configuration))
        case .toggle: return .bool(value(in: configuration) != 0)
        case .choice: return .string(display(in: configuration))
        }
    }

    /// `configuration` with this parameter set to `value`.
    func setting(_ value: Double, in configuration: Configuration) -> Configuration {
        var result = configuration
        let transition = Self.transitions[min(max(Int(value.rounded()), 0), Self.transitions.count - 1)]
        switch setting {
        case .flingVelocity: result.physics.flingVelocity = value
        case .stiffness: result.physics.spring.stiffness = value
        case .dampingRatio: result.physics.spring.dampingRatio = value
        case .mass: result.physics.spring.mass = value
        case .bounces: result.physics.bounces = value != 0
        case .wheelEndPause: result.input.wheelEndPause = value
        case .transitionLeft: result.transitions.left = transition
        case .transitionRight: result.transitions.right = transition
        case .transitionAbove: result.transitions.above = transition
        case .transitionBelow: result.transitions.below = transition
        case .springPreset:
            let index = Int(value.rounded()) - 1
            if SpringPreset.allCases.indices.contains(index) {
                result.physics.spring = SpringPreset.allCases[index].parameters
            }
        }
        return result
    }
}
