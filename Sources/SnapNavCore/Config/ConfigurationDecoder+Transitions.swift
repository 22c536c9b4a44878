/// Reading a link's `transition`: Figma's kinds, a direction, a duration and an easing (a named
/// curve, a cubic Bézier's four numbers, or a spring in any form `decodeSpring` reads).
extension ConfigurationDecoder {
    /// The longest transition taken, in seconds: longer is a typo.
    static let maximumTransitionSeconds = 10.0

    /// The `transition` of the link object `link` at `path`, refusing one beside the link's
    /// `spring`, whose place is inside it.
    func decodeLinkTransition(in link: JSONValue, at path: String) throws(ConfigurationError) -> LinkTransition? {
        guard let value = link["transition"] else { return nil }
        guard link["spring"] == nil else {
            throw reader.fail(
                "\(path).spring",
                "beside a transition; write the spring inside it, as \"transition\": { \"spring\": … }")
        }
        return try decodeTransition(value, at: "\(path).transition")
    }

    /// The transition at `path` (a tap's or an `after`'s `transition`).
    func decodeTransition(_ value: JSONValue, at path: String) throws(ConfigurationError) -> LinkTransition {
        try reader.checkKeys(try reader.object(value, at: path), known: ConfigurationKeys.transition.names, at: path)
        let kinds = LinkTransition.Kind.allCases
        let kind = try choice(
            value["type"], at: "\(path).type", of: "a transition", in: kinds.map { $0.rawValue })
        var transition = LinkTransition(kind: kinds[kind])
        if let direction = value["direction"] {
            let directions = LinkTransition.Direction.allCases
            transition.direction =
                directions[
                    try choice(
                        direction, at: "\(path).direction", of: "a direction", in: directions.map { $0.rawValue })]
        }
        if let duration = value["duration"] {
            transition.duration = try reader.number(
                duration, at: "\(path).duration", in: 0...Self.maximumTransitionSeconds)
        }
        switch (value["easing"], value["spring"]) {
        case (.some, .some):
            throw reader.fail(path, "easing and spring both given; a transition moves along a curve or with a spring")
        case (.some(let easing), nil):
            (transition.easing, transition.easingName) = try decodeEasing(easing, at: "\(path).easing")
        case (nil, .some(let spring)):
            transition.easing = .spring(try decodeSpring(spring, at: "\(path).spring"))
        case (nil, nil):
            break
        }
        return transition
    }

    /// A named curve, or a cubic Bézier's `[x1, y1, x2, y2]`, and the name it was written with.
    private func decodeEasing(_ value: JSONValue, at path: String) throws(ConfigurationError)
        -> (LinkTransition.Easing, String?)
    {
        let names = LinkTransition.namedCurves.map { $0.name }
        let expected =
            "an easing is one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
            + ", or a cubic Bézier [x1, y1, x2, y2]; a spring goes in \"spring\""
        switch value {
        case .string(let name):
            guard let named = LinkTransition.namedCurves.first(where: { $0.name == name }) else {
                let guess = SpellingSuggestion.nearest(to: name, in: names).map { "did you mean \"\($0)\"? " } ?? ""
                throw reader.fail(path, "\"\(name)\" is not an easing; \(guess)\(expected)")
            }
            return (.curve(named.curve), name)
        case .array(let numbers) where numbers.count == 4:
            let x1 = try reader.number(numbers[0], at: "\(path)[0]", in: 0...1)
            let y1 = try reader.number(numbers[1], at: "\(path)[1]", in: -10...10)
            let x2 = try reader.number(numbers[2], at: "\(path)[2]", in: 0...1)
            let y2 = try reader.number(numbers[3], at: "\(path)[3]", in: -10...10)
            return (.curve(CubicBezier(x1, y1, x2, y2)), nil)
        default:
            throw reader.fail(path, "expected a name or four numbers; \(expected)")
        }
    }

    /// Which of `names` the string `value` is, or a refusal listing them all.
    private func choice(_ value: JSONValue?, at path: String, of what: String, in names: [String])
        throws(ConfigurationError) -> Int
    {
        let choices = what + " is one of " + names.map { "\"\($0)\"" }.joined(separator: ", ")
        guard let value else { throw reader.fail(path, "missing; " + choices) }
        guard case .string(let name) = value else {
            throw reader.fail(path, "expected a string, found \(value.typeName); " + choices)
        }
        guard let index = names.firstIndex(of: name) else {
            let guess = SpellingSuggestion.nearest(to: name, in: names).map { "did you mean \"\($0)\"? " } ?? ""
            throw reader.fail(path, "\"\(name)\" is not \(what); \(guess)" + choices)
        }
        return index
    }
}
