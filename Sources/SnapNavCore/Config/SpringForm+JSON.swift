extension SpringForm {
    /// The form as a configuration writes it: a preset's name, or its keys with their numbers
    /// to four decimals, as a designer would type them.
    public var jsonValue: JSONValue {
        if case .preset(let preset) = self { return .string(preset.rawValue) }
        var members: [(key: String, value: JSONValue)] = []
        for (key, value) in zip(kind.keys, values) {
            members.append((key: key, value: .number((value * 10_000).rounded() / 10_000)))
        }
        return .object(members)
    }
}
