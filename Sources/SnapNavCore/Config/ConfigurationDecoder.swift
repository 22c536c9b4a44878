/// Turns a parsed JSON tree into a checked `Configuration`.
struct ConfigurationDecoder {
    let reader: ConfigurationReader

    /// Larger windows or longer arms are refused as mistakes rather than attempted.
    static let maximumWindowSide = 16384.0
    static let maximumPanels = 100_000

    func decode(_ root: JSONValue) throws(ConfigurationError) -> Configuration {
        try reader.checkKeys(
            try reader.object(root, at: "(top level)"), known: ConfigurationKeys.topLevel.names, at: "")
        let (root, screensFolder) = try expandingScreens(root)
        let panels = try decodePanels(root["panels"])
        guard let startValue = root["start"] else {
            throw reader.fail("start", "missing; expected the id of the panel to start on")
        }
        let start = try reader.string(startValue, at: "start")
        guard panels.contains(where: { $0.id == start }) else {
            throw reader.fail("start", "\"\(start)\" is not a panel; expected one of \(list(panels.map { $0.id }))")
        }
        guard let horizontalValue = root["horizontal"] else {
            throw reader.fail("horizontal", "missing; expected the panel ids from left to right")
        }
        let horizontal = try decodeArm(horizontalValue, at: "horizontal", start: start, panels: panels)
        var vertical: [String] = []
        if let verticalValue = root["vertical"] {
            vertical = try decodeArm(verticalValue, at: "vertical", start: start, panels: panels)
            let inHorizontal = Set(horizontal)
            for (index, id) in vertical.enumerated() where id != start && inHorizontal.contains(id) {
                throw reader.fail(
                    "vertical[\(index)]", "\"\(id)\" is already in horizontal; only \"\(start)\" may be in both arms")
            }
        }
        var configuration = Configuration(start: start, horizontal: horizontal, vertical: vertical, panels: panels)
        configuration.screensFolder = screensFolder
        if let window = root["window"] { configuration.window = try decodeWindow(window) }
        if let physics = root["physics"] { configuration.physics = try decodePhysics(physics) }
        if let input = root["input"] { configuration.input = try decodeInput(input) }
        if let transitions = root["transitions"] { configuration.transitions = try decodeTransitions(transitions) }
        if let bars = root["bars"] { configuration.bars = try reader.bool(bars, at: "bars") }
        configuration.chrome = try decodeChrome(root, at: "")
        if let launch = root["launch"] { configuration.launch = try decodeLaunch(launch, in: configuration) }
        try checkHotspots(configuration)
        try checkTimedActions(configuration)
        try checkPins(configuration)
        return configuration
    }

    /// The bar switches and colour of `object` (the top level, or a panel at `prefix`).
    private func decodeChrome(_ object: JSONValue, at prefix: String) throws(ConfigurationError)
        -> Configuration.ChromeSettings
    {
        var switches: [String: Bool] = [:]
        for bar in BarSwitch.all {
            if let value = object[bar.key] { switches[bar.key] = try reader.bool(value, at: prefix + bar.key) }
        }
        return Configuration.ChromeSettings(
            switches: switches,
            barColor: try object["barColor"].map { (value) throws(ConfigurationError) in
                try reader.color(value, at: prefix + "barColor")
            })
    }

    private func list(_ ids: [String]) -> String {
        let shown = ids.prefix(8).map { "\"\($0)\"" }.joined(separator: ", ")
        return ids.count > 8 ? shown + ", …" : shown
    }

    private func decodePanels(_ value: JSONValue?) throws(ConfigurationError) -> [Configuration.Panel] {
        guard let value else { throw reader.fail("panels", "missing; expected an object of panels by id") }
        let members = try reader.object(value, at: "panels")
        guard !members.isEmpty else { throw reader.fail("panels", "empty; expected at least one panel") }
        guard members.count <= Self.maximumPanels else {
            throw reader.fail("panels", "more than \(Self.maximumPanels) panels")
        }
        var seen = Set<String>()
        var panels: [Configuration.Panel] = []
        panels.reserveCapacity(members.count)
        for (id, body) in members {
            let path = "panels.\(id)"
            guard !id.isEmpty else { throw reader.fail("panels", "a panel id is empty") }
            guard seen.insert(id).inserted else { throw reader.fail(path, "defined twice") }
            try reader.checkKeys(try reader.object(body, at: path), known: ConfigurationKeys.panel.names, at: path)
            let title =
                try body["title"].map { (value) throws(ConfigurationError) in
                    try reader.string(value, at: "\(path).title")
                } ?? id
            let background =
                try body["background"].map { (value) throws(ConfigurationError) in
                    try reader.color(value, at: "\(path).background")
                }
                ?? Color(red: 0x1E, green: 0x1E, blue: 0x1E)
            let swipe =
                try body["swipe"].map { (value) throws(ConfigurationError) in
                    try reader.bool(value, at: "\(path).swipe")
                } ?? true
            var content: JSONValue?
            var kind: PanelContent?
            if let value = body["content"] {
                kind = try PanelContent(decoding: value, at: "\(path).content", reader: reader)
                content = value
            }
            var panel = Configuration.Panel(
                id: id, title: title, background: background, swipe: swipe, content: content, kind: kind,
                titleGiven: body["title"] != nil, backgroundGiven: body["background"] != nil)
            panel.chrome = try decodeChrome(body, at: "\(path).")
            if let hotspots = body["hotspots"] { panel.hotspots = try decodeHotspots(hotspots, at: "\(path).hotspots") }
            if let after = body["after"] {
                var isStory = false
                if case .story = kind { isStory = true }
                panel.after = try decodeTimedAction(after, at: "\(path).after", followsStory: isStory)
            }
            panels.append(panel)
        }
        return panels
    }

    private func decodeArm(_ value: JSONValue, at path: String, start: String, panels: [Configuration.Panel])
        throws(ConfigurationError)
        -> [String]
    {
        let ids = try reader.stringArray(value, at: path)
        let known = Set(panels.map { $0.id })
        var seen = Set<String>()
        for (index, id) in ids.enumerated() {
            guard known.contains(id) else {
                throw reader.fail("\(path)[\(index)]", "\"\(id)\" is not defined in panels")
            }
            guard seen.insert(id).inserted else { throw reader.fail("\(path)[\(index)]", "\"\(id)\" is listed twice") }
        }
        guard seen.contains(start) else { throw reader.fail(path, "does not contain the start panel \"\(start)\"") }
        return ids
    }

    private func decodeWindow(_ value: JSONValue) throws(ConfigurationError) -> Configuration.Window {
        try reader.checkKeys(
            try reader.object(value, at: "window"), known: ConfigurationKeys.window.names, at: "window")
        var window = Configuration.Window()
        if let width = value["width"] {
            window.width = try reader.positive(width, at: "window.width", maximum: Self.maximumWindowSide)
        }
        if let height = value["height"] {
            window.height = try reader.positive(height, at: "window.height", maximum: Self.maximumWindowSide)
        }
        if let title = value["title"] { window.title = try reader.string(title, at: "window.title") }
        if let scale = value["scale"] {
            window.scale = try reader.number(scale, at: "window.scale", in: Configuration.Window.scales)
        }
        let pixels = max(window.width, window.height) * (window.scale ?? 1)
        guard pixels <= Self.maximumWindowSide else {
            throw reader.fail(
                "window.scale", "makes the window \(Int(pixels)) pixels across; at most \(Int(Self.maximumWindowSide))")
        }
        return window
    }

    private func decodePhysics(_ value: JSONValue) throws(ConfigurationError) -> Configuration.Physics {
        try reader.checkKeys(
            try reader.object(value, at: "physics"), known: ConfigurationKeys.physics.names, at: "physics")
        var physics = Configuration.Physics()
        if let bounces = value["bounces"] { physics.bounces = try reader.bool(bounces, at: "physics.bounces") }
        if let fling = value["flingVelocity"] {
            physics.flingVelocity = try reader.number(fling, at: "physics.flingVelocity", in: 0...1_000_000)
        }
        if let spring = value["spring"] {
            let form = try decodeSpring(spring, at: "physics.spring", defaults: physics.spring)
            physics.spring = form.parameters
            physics.springForm = form.kind
        }
        return physics
    }

    private func decodeInput(_ value: JSONValue) throws(ConfigurationError) -> Configuration.Input {
        try reader.checkKeys(try reader.object(value, at: "input"), known: ConfigurationKeys.input.names, at: "input")
        var input = Configuration.Input()
        if let scale = value["wheelScale"] {
            input.wheelScale = try reader.positive(scale, at: "input.wheelScale", maximum: 10_000)
        }
        if let pause = value["wheelEndPause"] {
            input.wheelEndPause = try reader.positive(pause, at: "input.wheelEndPause", maximum: 10)
        }
        if let notches = value["wheelNotches"] {
            let name = try reader.string(notches, at: "input.wheelNotches")
            guard let behavior = WheelNotchBehavior(rawValue: name) else {
                throw reader.fail("input.wheelNotches", "expected \"page\" or \"drag\", found \"\(name)\"")
            }
            input.wheelNotches = behavior
        }
        return input
    }

    private func decodeTransitions(_ value: JSONValue) throws(ConfigurationError) -> Configuration.Transitions {
        try reader.checkKeys(
            try reader.object(value, at: "transitions"), known: ConfigurationKeys.transitions.names, at: "transitions")
        var transitions = Configuration.Transitions()
        func read(_ arm: String) throws(ConfigurationError) -> PanelTransition? {
            guard let raw = value[arm] else { return nil }
            let name = try reader.string(raw, at: "transitions.\(arm)")
            guard let transition = PanelTransition(rawValue: name) else {
                throw reader.fail("transitions.\(arm)", "expected \"push\", \"cover\" or \"reveal\", found \"\(name)\"")
            }
            return transition
        }
        transitions.left = try read("left") ?? transitions.left
        transitions.right = try read("right") ?? transitions.right
        transitions.above = try read("above") ?? transitions.above
        transitions.below = try read("below") ?? transitions.below
        return transitions
    }
}
