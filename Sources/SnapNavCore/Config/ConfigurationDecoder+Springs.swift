/// Reading a spring in any of the forms designers write one (`SpringForm`): the one function
/// every key that takes a spring reads it with, so that all of them take the same forms and
/// refuse the same mistakes alike.
extension ConfigurationDecoder {
    /// What every refusal of a spring ends with: the forms there are.
    static let springForms = "a spring is one of " + SpringForm.Kind.list

    /// The spring at `path`: a preset's name, or an object of one form's keys. SnapNav's own
    /// form may leave keys out, which keep `defaults`' values; Figma's custom spring may leave
    /// out the mass, 1 as in SwiftUI's `Spring(mass:stiffness:damping:)`; every other form
    /// needs all its keys. A form with a key missing, keys of two forms, or numbers that make
    /// no spring is refused, naming the forms there are.
    func decodeSpring(_ value: JSONValue, at path: String, defaults: SpringParameters = .default)
        throws(ConfigurationError) -> SpringForm
    {
        let form: SpringForm
        switch value {
        case .string(let name):
            guard let preset = SpringPreset(rawValue: name) else {
                let names = SpringPreset.allCases.map { $0.rawValue }
                let guess = SpellingSuggestion.nearest(to: name, in: names).map { "did you mean \"\($0)\"? " } ?? ""
                throw springFailure(path, "\"\(name)\" is not a preset; \(guess)")
            }
            form = .preset(preset)
        case .object(let all):
            try reader.checkKeys(all, known: ConfigurationKeys.spring.names, at: path)
            let members = all.filter { !$0.key.hasPrefix("//") }
            let kind = try springKind(of: members.map { $0.key }, at: path)
            var numbers: [Double] = []
            for key in kind.keys {
                if let number = value[key] {
                    numbers.append(try springNumber(number, key: key, of: kind, at: "\(path).\(key)"))
                } else if let fallback = fallback(for: key, of: kind, defaults: defaults) {
                    numbers.append(fallback)
                } else {
                    throw springFailure(path, "missing \"\(key)\", which \(kind.written) needs; ")
                }
            }
            guard let written = SpringForm(kind, values: numbers) else { throw springFailure(path, "") }
            form = written
        default:
            throw springFailure(path, "expected a preset's name or an object, found \(value.typeName); ")
        }
        try checkMakesASpring(form, at: path)
        return form
    }

    /// The spring a link's `spring` (at `path`, beside `action`) gives the screen it moves;
    /// refuses one beside `go`, which moves the cross with the settle spring.
    func decodeLinkSpring(_ value: JSONValue?, at path: String, for action: Hotspot.Action)
        throws(ConfigurationError) -> SpringForm?
    {
        guard let value else { return nil }
        if case .go = action {
            throw reader.fail(
                path, "go moves the cross with physics.spring; a spring moves a screen pushed, presented or taken back")
        }
        return try decodeSpring(value, at: path)
    }

    /// The form the keys `keys` (all known) are of; refuses keys of two forms.
    private func springKind(of keys: [String], at path: String) throws(ConfigurationError) -> SpringForm.Kind {
        // SnapNav's own form and Figma's share stiffness and mass; damping says which. An empty
        // object is SnapNav's own, all defaults, as it always was.
        let objects = SpringForm.Kind.allCases.filter { $0 != .preset }
        let order: [SpringForm.Kind] = keys.contains("damping") ? [.physical] : objects
        guard let kind = order.first(where: { kind in keys.allSatisfy { kind.keys.contains($0) } }) else {
            let named = keys.map { "\"\($0)\"" }.joined(separator: ", ")
            throw springFailure(path, "\(named) are keys of different forms; ")
        }
        return kind
    }

    /// What `key` is when `kind` leaves it out, or nil when it must be written.
    private func fallback(for key: String, of kind: SpringForm.Kind, defaults: SpringParameters) -> Double? {
        switch (kind, key) {
        case (.ratio, "dampingRatio"): return defaults.dampingRatio
        case (.ratio, "stiffness"): return defaults.stiffness
        case (.ratio, "mass"): return defaults.mass
        case (.physical, "mass"): return 1
        default: return nil
        }
    }

    /// The number of `key` in a spring of `kind`, in the range that form's formula takes.
    private func springNumber(_ value: JSONValue, key: String, of kind: SpringForm.Kind, at path: String)
        throws(ConfigurationError) -> Double
    {
        do throws(ConfigurationError) {
            switch key {
            case "bounce": return try reader.number(value, at: path, in: -0.999...0.999)
            case "tension", "friction": return try reader.number(value, at: path, in: -1_000...10_000)
            case "bounciness", "speed": return try reader.number(value, at: path, in: 0...1_000)
            case "dampingRatio", "dampingFraction": return try reader.positive(value, at: path, maximum: 100)
            case "stiffness", "damping": return try reader.positive(value, at: path, maximum: 1_000_000)
            case "mass": return try reader.positive(value, at: path, maximum: 10_000)
            default: return try reader.positive(value, at: path, maximum: 100)
            }
        } catch {
            throw springFailure(path, error.problem + "; ")
        }
    }

    /// Refuses a form whose numbers give no spring that comes to rest: stiffness, damping and
    /// mass all positive, as `physics.spring`'s own keys must be.
    private func checkMakesASpring(_ form: SpringForm, at path: String) throws(ConfigurationError) {
        let spring = form.parameters
        let damping = SpringForms.damping(of: spring)
        let fine =
            spring.stiffness.isFinite && spring.stiffness > 0 && spring.stiffness <= 1_000_000
            && spring.dampingRatio.isFinite && spring.dampingRatio > 0 && spring.dampingRatio <= 100
            && spring.mass.isFinite && spring.mass > 0
        guard !fine else { return }
        throw springFailure(
            path,
            "makes no spring that comes to rest: stiffness \(reader.format(spring.stiffness)), "
                + "damping \(reader.format(damping)), mass \(reader.format(spring.mass)); ")
    }

    /// A refusal of the spring at `path`: `problem`, then the forms there are.
    private func springFailure(_ path: String, _ problem: String) -> ConfigurationError {
        reader.fail(path, problem + Self.springForms)
    }
}
