/// One physics setting that can be tuned while the app runs.
public struct TuningParameter: Hashable, Sendable {
    /// What the overlay calls it.
    public let name: String
    /// The unit shown after the value.
    public let unit: String
    /// Where it lives in the configuration file.
    public let keyPath: [String]
    /// How much one key press changes it.
    public let step: Double
    /// The values the configuration accepts (the smallest is one step, so a setting that must
    /// be positive never reaches 0).
    public let range: ClosedRange<Double>
    let setting: Setting

    /// Which `Configuration` property a parameter reads and writes (a key path would not be `Sendable`).
    enum Setting: Hashable, Sendable {
        case flingVelocity, stiffness, dampingRatio, mass, wheelEndPause
    }

    /// The parameter's value in `configuration`.
    public func value(in configuration: Configuration) -> Double {
        switch setting {
        case .flingVelocity: return configuration.physics.flingVelocity
        case .stiffness: return configuration.physics.spring.stiffness
        case .dampingRatio: return configuration.physics.spring.dampingRatio
        case .mass: return configuration.physics.spring.mass
        case .wheelEndPause: return configuration.input.wheelEndPause
        }
    }

    /// `configuration` with this parameter set to `value`.
    func setting(_ value: Double, in configuration: Configuration) -> Configuration {
        var result = configuration
        switch setting {
        case .flingVelocity: result.physics.flingVelocity = value
        case .stiffness: result.physics.spring.stiffness = value
        case .dampingRatio: result.physics.spring.dampingRatio = value
        case .mass: result.physics.spring.mass = value
        case .wheelEndPause: result.input.wheelEndPause = value
        }
        return result
    }
}

/// The live tuning model: which physics parameters can be changed, which one is selected, and
/// how a change lands in the configuration and in its file.
///
/// ```swift
/// var tuning = PhysicsTuning()
/// tuning.selectNext()                                // spring stiffness
/// configuration = tuning.adjust(configuration, by: 1)  // 525
/// ```
public struct PhysicsTuning: Equatable, Sendable {
    /// Every tunable parameter, in the overlay's order.
    public static let parameters = [
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
            name: "touchpad end pause", unit: "s", keyPath: ["input", "wheelEndPause"], step: 0.01,
            range: 0.01...10, setting: .wheelEndPause),
    ]

    /// The index of the selected parameter in `parameters`.
    public private(set) var selectedIndex = 0

    public init() {}

    /// The selected parameter.
    public var selected: TuningParameter { Self.parameters[selectedIndex] }

    /// Selects the parameter at `index` of `parameters` (clamped to the list).
    public mutating func select(_ index: Int) {
        selectedIndex = min(max(index, 0), Self.parameters.count - 1)
    }

    /// The parameter whose key path, joined with dots, is `name` (`physics.spring.stiffness`).
    public static func parameter(named name: String) -> TuningParameter? {
        parameters.first { $0.keyPath.joined(separator: ".") == name }
    }

    /// `configuration` with the parameter `name` (a dotted key path) set to `value`, kept in
    /// its range; unchanged for a name that is not a parameter.
    public static func setting(_ name: String, to value: Double, in configuration: Configuration) -> Configuration {
        guard let parameter = parameter(named: name) else { return configuration }
        return parameter.setting(
            min(max(value, parameter.range.lowerBound), parameter.range.upperBound), in: configuration)
    }

    /// Selects the next parameter, wrapping around after the last.
    public mutating func selectNext() {
        selectedIndex = (selectedIndex + 1) % Self.parameters.count
    }

    /// Selects the previous parameter, wrapping around before the first.
    public mutating func selectPrevious() {
        selectedIndex = (selectedIndex + Self.parameters.count - 1) % Self.parameters.count
    }

    /// `configuration` with the selected parameter moved by `steps` steps (negative: down),
    /// kept in its range and rounded to micro-units, so repeated steps print as `0.35`, not
    /// `0.35000000000000003`.
    public func adjust(_ configuration: Configuration, by steps: Int) -> Configuration {
        let parameter = selected
        let moved = parameter.value(in: configuration) + Double(steps) * parameter.step
        let clamped = min(max(moved, parameter.range.lowerBound), parameter.range.upperBound)
        return parameter.setting((clamped * 1_000_000).rounded() / 1_000_000, in: configuration)
    }

    /// `source` (the text of the configuration file `file`) with every tunable parameter set to
    /// its value in `configuration`. Only parameters whose value differs from what the file says
    /// (or implies by leaving it out) are written; the rest of the text is kept as it is (see
    /// `JSONSourceEditor`). Throws when `source` is not a valid configuration.
    public static func write(_ configuration: Configuration, into source: String, file: String) throws -> String {
        let current = try Configuration.parse(source, file: file)
        var editor = try JSONSourceEditor(text: source)
        for parameter in parameters where parameter.value(in: configuration) != parameter.value(in: current) {
            try editor.setNumber(parameter.value(in: configuration), at: parameter.keyPath)
        }
        return editor.text
    }
}
