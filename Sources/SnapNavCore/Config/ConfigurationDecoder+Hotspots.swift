/// Reading panels' `hotspots`, and checking them against the arms and the window once those
/// are known.
extension ConfigurationDecoder {
    /// The hotspots listed at `path` (a panel's `hotspots`), each with its frame and action.
    func decodeHotspots(_ value: JSONValue, at path: String) throws(ConfigurationError) -> [Hotspot] {
        guard case .array(let elements) = value else {
            throw reader.fail(path, "expected an array of hotspots, found \(value.typeName)")
        }
        return try elements.enumerated().map { (index, element) throws(ConfigurationError) in
            let at = "\(path)[\(index)]"
            try reader.checkKeys(try reader.object(element, at: at), known: ConfigurationKeys.hotspot.names, at: at)
            guard let frame = element["frame"] else {
                throw reader.fail("\(at).frame", "missing; expected [x, y, width, height] in the panel's points")
            }
            guard let tap = element["tap"] else {
                throw reader.fail("\(at).tap", "missing; expected what a tap does, such as { \"go\": \"camera\" }")
            }
            let action = try decodeAction(tap, at: "\(at).tap")
            return Hotspot(
                frame: try decodeFrame(frame, at: "\(at).frame"), action: action,
                spring: try decodeLinkSpring(tap["spring"], at: "\(at).tap.spring", for: action),
                transition: try decodeLinkTransition(in: tap, at: "\(at).tap"),
                sheet: try decodeLinkSheet(in: tap, at: "\(at).tap"))
        }
    }

    private func decodeFrame(_ value: JSONValue, at path: String) throws(ConfigurationError) -> Rect {
        guard case .array(let numbers) = value, numbers.count == 4 else {
            throw reader.fail(path, "expected [x, y, width, height], four numbers in the panel's points")
        }
        let side = ConfigurationDecoder.maximumWindowSide * 16
        let x = try reader.number(numbers[0], at: "\(path)[0]", in: 0...side)
        let y = try reader.number(numbers[1], at: "\(path)[1]", in: 0...side)
        let width = try reader.positive(numbers[2], at: "\(path)[2]", maximum: side)
        let height = try reader.positive(numbers[3], at: "\(path)[3]", maximum: side)
        return Rect(x: x, y: y, width: width, height: height)
    }

    private func decodeAction(_ value: JSONValue, at path: String) throws(ConfigurationError) -> Hotspot.Action {
        if case .string(let name) = value {
            guard name == "back" else {
                throw reader.fail(
                    path, "expected \"back\" or an object such as { \"push\": \"detail\" }, found \"\(name)\"")
            }
            return .back
        }
        let all = try reader.object(value, at: path)
        try reader.checkKeys(all, known: ConfigurationKeys.tap.names, at: path)
        let members = all.filter { !["spring", "transition", "sheet"].contains($0.key) && !$0.key.hasPrefix("//") }
        guard members.count == 1, let (name, target) = members.first else {
            throw reader.fail(path, "expected one action, such as { \"go\": \"camera\" }")
        }
        let at = "\(path).\(name)"
        if name == "back" {
            guard try reader.bool(target, at: at) else { throw reader.fail(at, "expected true") }
            return .back
        }
        guard let action = Hotspot.Action(name: name, target: try reader.string(target, at: at)) else {
            throw reader.fail(at, "unknown action")
        }
        return action
    }

    /// Refuses a hotspot whose target is not a panel of the cross, or whose frame reaches past
    /// its panel's content in a window of the configuration's size.
    func checkHotspots(_ configuration: Configuration) throws(ConfigurationError) {
        let arms = configuration.armPanels
        let window = Size(width: configuration.window.width, height: configuration.window.height)
        for panel in configuration.panels {
            for (index, hotspot) in panel.hotspots.enumerated() {
                let at = "panels.\(panel.id).hotspots[\(index)]"
                if let target = hotspot.action.target {
                    try checkTarget(target, of: hotspot.action, at: "\(at).tap", in: configuration, arms: arms)
                }
                let content = Self.contentSize(of: panel, in: window)
                let frame = hotspot.frame
                // Half a point of slack, for frames measured on a design tool's fractional grid.
                if frame.maxX > content.width + 0.5 || frame.maxY > content.height + 0.5 {
                    throw reader.fail(
                        "\(at).frame",
                        "[\(reader.format(frame.minX)), \(reader.format(frame.minY)), \(reader.format(frame.width)), "
                            + "\(reader.format(frame.height))] reaches past the panel's content, "
                            + "\(reader.format(content.width.rounded())) × \(reader.format(content.height.rounded())) "
                            + "points in the configuration's window")
                }
            }
        }
    }

    /// Refuses a target that is not a panel, a `go` to a panel outside the arms, and a `push` or
    /// `present` of a panel in one, suggesting the nearest id of the right kind. `path` is the
    /// action's object, such as `panels.chat.hotspots[2].tap`.
    func checkTarget(
        _ target: String, of action: Hotspot.Action, at path: String, in configuration: Configuration, arms: [String]
    ) throws(ConfigurationError) {
        let name = action.name
        let reachable: [String]
        switch action {
        case .go: reachable = arms
        case .push, .present: reachable = configuration.panels.map { $0.id }.filter { !arms.contains($0) }
        case .back: return
        }
        guard !reachable.contains(target) else { return }
        let keyPath = "\(path).\(name)"
        guard configuration.panels.contains(where: { $0.id == target }) else {
            var problem = "\"\(target)\" is not a panel"
            if let nearest = SpellingSuggestion.nearest(to: target, in: reachable) {
                problem += "; did you mean \"\(nearest)\"?"
            }
            throw reader.fail(keyPath, problem)
        }
        throw reader.fail(
            keyPath,
            name == "go"
                ? "\"\(target)\" is in neither arm; go reaches the panels of horizontal and vertical, push and present the others"
                : "\"\(target)\" is in an arm, which only go reaches; \(name) opens a panel that is in neither arm")
    }

    /// How large `panel`'s content is in a window of `window` points: an image fitted to the width
    /// as tall as it scales to, a list or grid as long as it may be, anything else the window.
    static func contentSize(of panel: Configuration.Panel, in window: Size) -> Size {
        switch panel.kind {
        case .image(let image) where image.fit(for: window) == .width:
            let height = window.width * Double(image.file.height) / Double(image.file.width)
            return Size(width: window.width, height: max(window.height, height))
        case .list, .grid, .custom:
            return Size(width: window.width, height: .infinity)
        default:
            return window
        }
    }
}

extension Configuration.Panel {
    /// How large the panel's content is in a window of `window` points, as its hotspots' frames
    /// are checked against: an image fitted to the width as tall as it scales to, a list or
    /// grid unbounded, anything else the window.
    public func contentSize(in window: Size) -> Size { ConfigurationDecoder.contentSize(of: self, in: window) }
}
