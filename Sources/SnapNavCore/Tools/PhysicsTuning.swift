/// The live tuning model: which parameters of the feel can be changed (the spring, flings,
/// bounce, the touchpad's pause and each arm's transition), which one is selected, and how a
/// change lands in the configuration and in its file.
///
/// ```swift
/// var tuning = PhysicsTuning()
/// tuning.selectNext()                                // spring stiffness
/// configuration = tuning.adjust(configuration, by: 1)  // 525
/// ```
package struct PhysicsTuning: Equatable, Sendable {
    /// Every tunable parameter, in the overlay's order.
    package static let parameters =
        [
            TuningParameter(
                name: "fling velocity", unit: "pt/s", keyPath: ["physics", "flingVelocity"], step: 25,
                range: 0...1_000_000, setting: .flingVelocity),
            TuningParameter(
                name: "spring stiffness", unit: "", keyPath: ["physics", "spring", "stiffness"], step: 25,
                range: 25...1_000_000, setting: .stiffness),
            TuningParameter(
                name: "damping ratio", unit: "", keyPath: ["physics", "spring", "dampingRatio"], step: 0.05,
                range: 0.05...100, setting: .dampingRatio),
            TuningParameter(
                name: "mass", unit: "", keyPath: ["physics", "spring", "mass"], step: 0.05, range: 0.05...10_000,
                setting: .mass),
            TuningParameter(
                name: "bounce", unit: "", keyPath: ["physics", "bounces"], step: 1, range: 0...1, setting: .bounces),
            TuningParameter(
                name: "touchpad end pause", unit: "s", keyPath: ["input", "wheelEndPause"], step: 0.01,
                range: 0.01...10, setting: .wheelEndPause),
        ] + transitionParameters

    /// One parameter per arm's side: cover, reveal or push.
    static let transitionParameters = [
        ("left", TuningParameter.Setting.transitionLeft), ("right", .transitionRight), ("above", .transitionAbove),
        ("below", .transitionBelow),
    ].map { side, setting in
        TuningParameter(
            name: "transition \(side)", unit: "", keyPath: ["transitions", side], step: 1,
            range: 0...Double(PanelTransition.allCases.count - 1), setting: setting)
    }

    /// The index of the selected parameter in `parameters`.
    package private(set) var selectedIndex = 0

    /// The parameters with the first one selected.
    package init() {}

    /// The selected parameter.
    package var selected: TuningParameter { Self.parameters[selectedIndex] }

    /// Selects the parameter at `index` of `parameters` (clamped to the list).
    package mutating func select(_ index: Int) {
        selectedIndex = min(max(index, 0), Self.parameters.count - 1)
    }

    /// The spring as one of Figma's presets, which N steps through (`physics.spring.preset`
    /// in recordings; the file gets the spring in its own form).
    package static let springPreset = TuningParameter(
        name: "spring preset", unit: "", keyPath: ["physics", "spring", "preset"], step: 1,
        range: 0...Double(SpringPreset.allCases.count), setting: .springPreset)

    /// The parameter whose key path, joined with dots, is `name` (`physics.spring.stiffness`).
    package static func parameter(named name: String) -> TuningParameter? {
        (parameters + [springPreset]).first { $0.keyPath.joined(separator: ".") == name }
    }

    /// The value of `springPreset` that sets the preset after the one `configuration`'s spring
    /// is, wrapping around; the first for a spring that is none.
    package static func nextSpringPreset(after configuration: Configuration) -> Double {
        let current = Int(springPreset.value(in: configuration))
        return Double(current % SpringPreset.allCases.count + 1)
    }

    /// `configuration` with the parameter `name` (a dotted key path) set to `value`, kept in
    /// its range; unchanged for a name that is not a parameter.
    package static func setting(_ name: String, to value: Double, in configuration: Configuration) -> Configuration {
        guard let parameter = parameter(named: name) else { return configuration }
        return parameter.setting(
            min(max(value, parameter.range.lowerBound), parameter.range.upperBound), in: configuration)
    }

    /// Selects the next parameter, wrapping around after the last.
    package mutating func selectNext() {
        selectedIndex = (selectedIndex + 1) % Self.parameters.count
    }

    /// Selects the previous parameter, wrapping around before the first.
    package mutating func selectPrevious() {
        selectedIndex = (selectedIndex + Self.parameters.count - 1) % Self.parameters.count
    }

    /// `configuration` with the selected parameter moved by `steps` steps (negative: down),
    /// kept in its range and rounded to micro-units, so repeated steps print as `0.35`, not
    /// `0.35000000000000003`.
    /// A switch flips with any step, and a choice moves through its options, wrapping around.
    package func adjust(_ configuration: Configuration, by steps: Int) -> Configuration {
        let parameter = selected
        let current = parameter.value(in: configuration)
        switch parameter.kind {
        case .toggle:
            return parameter.setting(current == 0 ? 1 : 0, in: configuration)
        case .choice(let options):
            let count = options.count
            let moved = ((Int(current) + steps.signum()) % count + count) % count
            return parameter.setting(Double(moved), in: configuration)
        case .number:
            let moved = current + Double(steps) * parameter.step
            let clamped = min(max(moved, parameter.range.lowerBound), parameter.range.upperBound)
            return parameter.setting((clamped * 1_000_000).rounded() / 1_000_000, in: configuration)
        }
    }

    /// `source` (the text of the configuration file `file`) with every tunable parameter set to
    /// its value in `configuration`. Only parameters whose value differs from what the file says
    /// (or implies by leaving it out) are written; the rest of the text is kept as it is (see
    /// `JSONSourceEditor`). Throws when `source` is not a valid configuration.
    /// The spring is written in the form the file writes it in: a preset's name while it is
    /// one (Figma's custom spring otherwise), numbers of that form else.
    package static func write(_ configuration: Configuration, into source: String, file: String) throws -> String {
        let current = try Configuration.parse(source, file: file)
        var editor = try JSONSourceEditor(text: source)
        let form = current.physics.springForm
        for parameter in parameters where parameter.value(in: configuration) != parameter.value(in: current) {
            guard !parameter.isSpring || form == .ratio else { continue }
            try editor.setValue(parameter.jsonValue(in: configuration), at: parameter.keyPath)
        }
        let spring = configuration.physics.spring
        if form != .ratio, spring != current.physics.spring {
            let written = SpringForm(spring, as: form) ?? SpringForm(spring, as: .physical)
            if let written { try editor.setValue(written.jsonValue, at: ["physics", "spring"], changingType: true) }
        }
        return editor.text
    }
}
