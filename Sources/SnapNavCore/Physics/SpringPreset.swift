/// Figma's four spring presets, as its prototype links name them, in stiffness, damping and
/// mass.
public enum SpringPreset: String, CaseIterable, Hashable, Sendable {
    case gentle, quick, bouncy, slow

    /// Stiffness, damping (force per unit of velocity) and mass, as Figma lists them.
    public var stiffnessDampingMass: (stiffness: Double, damping: Double, mass: Double) {
        switch self {
        case .gentle: return (100, 15, 1)
        case .quick: return (300, 20, 1)
        case .bouncy: return (600, 15, 1)
        case .slow: return (80, 20, 1)
        }
    }

    /// The spring itself.
    public var parameters: SpringParameters {
        let (stiffness, damping, mass) = stiffnessDampingMass
        return SpringForms.parameters(stiffness: stiffness, damping: damping, mass: mass)
    }

    /// The preset whose spring moves as `parameters` does (the same natural frequency and damping
    /// ratio, to a millionth), or nil.
    public init?(matching parameters: SpringParameters) {
        guard
            let preset = Self.allCases.first(where: {
                SpringForms.moveAlike($0.parameters, parameters)
            })
        else { return nil }
        self = preset
    }
}
