/// Reading panels' `after`, what a panel does by itself once it has rested on screen, and
/// checking its target once the arms are known.
extension ConfigurationDecoder {
    /// An hour: longer than any take, short enough that a typo of a few zeros is caught.
    static let maximumTimedSeconds = 3600.0

    /// The timed action at `path` (a panel's `after`): `seconds` and one action. A story's
    /// `after` (`followsStory`) has no `seconds`: it follows the last snap.
    func decodeTimedAction(_ value: JSONValue, at path: String, followsStory: Bool = false) throws(ConfigurationError)
        -> TimedAction
    {
        let members = try reader.object(value, at: path)
        try reader.checkKeys(members, known: ConfigurationKeys.after.names, at: path)
        let seconds: Double
        switch (value["seconds"], followsStory) {
        case (nil, true):
            seconds = 0
        case (.some, true):
            throw reader.fail(
                "\(path).seconds",
                "a story's after follows its last snap; leave seconds out, and set each snap's with the content's seconds"
            )
        case (nil, false):
            throw reader.fail(
                "\(path).seconds", "missing; expected how long the panel rests before it moves on, such as 1.5")
        case (.some(let rawSeconds), false):
            seconds = try reader.positive(rawSeconds, at: "\(path).seconds", maximum: Self.maximumTimedSeconds)
        }
        let transition = try decodeLinkTransition(in: value, at: path)
        let sheet = try decodeLinkSheet(in: value, at: path)
        let actions = members.filter {
            !["seconds", "spring", "transition", "sheet"].contains($0.key) && !$0.key.hasPrefix("//")
        }
        guard actions.count == 1, let (name, target) = actions.first else {
            throw reader.fail(
                path,
                actions.isEmpty
                    ? "expected an action beside seconds, such as \"go\": \"camera\""
                    : "expected one action beside seconds, found \(actions.map { "\"\($0.key)\"" }.joined(separator: ", "))"
            )
        }
        let at = "\(path).\(name)"
        guard name != "back" else {
            guard try reader.bool(target, at: at) else {
                throw reader.fail(at, "expected true; leave back out for a panel that stays")
            }
            return TimedAction(
                seconds: seconds, action: .back,
                spring: try decodeLinkSpring(value["spring"], at: "\(path).spring", for: .back),
                transition: transition, sheet: sheet)
        }
        guard let action = Hotspot.Action(name: name, target: try reader.string(target, at: at)) else {
            throw reader.fail(at, "unknown action")
        }
        return TimedAction(
            seconds: seconds, action: action,
            spring: try decodeLinkSpring(value["spring"], at: "\(path).spring", for: action),
            transition: transition, sheet: sheet)
    }

    /// Refuses an `after` whose target is not a panel of the right kind, as for a hotspot.
    func checkTimedActions(_ configuration: Configuration) throws(ConfigurationError) {
        let arms = configuration.armPanels
        for panel in configuration.panels {
            guard let after = panel.after, let target = after.action.target else { continue }
            try checkTarget(target, of: after.action, at: "panels.\(panel.id).after", in: configuration, arms: arms)
        }
    }

    /// The launch screen: a panel in neither arm, shown over the cross at first.
    func decodeLaunch(_ value: JSONValue, in configuration: Configuration) throws(ConfigurationError) -> String {
        let id = try reader.string(value, at: "launch")
        let arms = Set(configuration.armPanels)
        guard configuration.panels.contains(where: { $0.id == id }) else {
            let others = configuration.panels.map { $0.id }.filter { !arms.contains($0) }
            var problem = "\"\(id)\" is not a panel"
            if let nearest = SpellingSuggestion.nearest(to: id, in: others) {
                problem += "; did you mean \"\(nearest)\"?"
            }
            throw reader.fail("launch", problem)
        }
        guard !arms.contains(id) else {
            throw reader.fail(
                "launch",
                "\"\(id)\" is in an arm; the launch screen is a panel in neither, shown over the cross at first")
        }
        return id
    }
}
