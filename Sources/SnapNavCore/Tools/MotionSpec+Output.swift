/// The spec as `snapnav spec` prints it: text for reading, or JSON (`--json`) with the same
/// content as data.
extension MotionSpec {
    /// The spec as text: each motion's name, physics, how the file writes it, where it is used,
    /// and its code for each platform.
    package func text(file: String) -> String {
        var lines = ["\(motions.count == 1 ? "1 motion" : "\(motions.count) motions") in \(file)"]
        for motion in motions {
            let width = motion.code.map { $0.platform.count }.max() ?? 0
            lines += ["", "\(motion.name): \(motion.summary)", "  written  \(motion.writtenText)", "  used by"]
            lines += motion.uses.map { "    \($0)" }
            lines += motion.code.map { platform, _, code in
                "  " + platform + String(repeating: " ", count: width - platform.count) + "  " + code
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The spec of the screen `id` (see `init(_:screen:)`) as the window's key card shows it:
    /// a heading, then for each motion its name, how the file writes it and where on the screen,
    /// and, on a line indented by two spaces, SwiftUI's code for it. Empty when it uses none.
    package func cardLines(screen id: String) -> [String] {
        guard !motions.isEmpty else { return [] }
        let prefix = "panels.\(id)."
        var lines = ["Motions on \(id)"]
        for motion in motions {
            let places = motion.places.map { $0.hasPrefix(prefix) ? String($0.dropFirst(prefix.count)) : $0 }
            lines += [
                "\(motion.name): \(motion.writtenText) at \(places.joined(separator: ", "))", "  " + motion.swiftUI,
            ]
        }
        return lines
    }

    /// The spec as data: for each motion its name, the form the file writes it in, its uses,
    /// its numbers in every form, its overshoot and settling time, the CSS stops, and the code.
    package func jsonValue(file: String) -> JSONValue {
        func number(_ value: Double) -> JSONValue { .number((value * 1_000_000).rounded() / 1_000_000) }
        let list: [JSONValue] = motions.map { motion in
            let spring = motion.spring
            let forms: [(key: String, value: JSONValue)] = SpringForm.Kind.allCases.compactMap { kind in
                guard kind != .preset || motion.preset != nil else { return nil }
                let form = SpringForm(spring, as: kind)
                return (
                    kind.rawValue,
                    form.map { form -> JSONValue in
                        if case .preset(let preset) = form { return .string(preset.rawValue) }
                        return .object(zip(kind.keys, form.values).map { ($0, number($1)) })
                    } ?? .null
                )
            }
            let css = CSSLinearEasing(spring)
            return .object([
                ("name", .string(motion.name)),
                ("written", motion.written.jsonValue),
                ("uses", .array(motion.uses.map { .string($0) })),
                ("forms", .object(forms)),
                ("overshoot", number(spring.overshoot)),
                ("settlingTime", number(spring.settlingTime())),
                (
                    "cssLinear",
                    .object([("duration", .number(css.duration)), ("stops", .array(css.stops.map { .number($0) }))])
                ),
                ("code", .object(motion.code.map { ($0.key, .string($0.code)) })),
            ])
        }
        return .object([("file", .string(file)), ("motions", .array(list))])
    }

    /// `jsonValue(file:)` as indented JSON text.
    package func json(file: String) -> String { Self.indented(jsonValue(file: file), depth: 0) }

    /// `value` as JSON text, objects and arrays of objects one member to a line, other arrays
    /// on one line.
    static func indented(_ value: JSONValue, depth: Int) -> String {
        let inner = String(repeating: "  ", count: depth + 1)
        let outer = String(repeating: "  ", count: depth)
        switch value {
        case .object(let members) where !members.isEmpty:
            let lines = members.map { inner + JSONText.string($0.key) + ": " + indented($0.value, depth: depth + 1) }
            return "{\n" + lines.joined(separator: ",\n") + "\n" + outer + "}"
        case .array(let elements) where elements.contains(where: { if case .object = $0 { true } else { false } }):
            let lines = elements.map { inner + indented($0, depth: depth + 1) }
            return "[\n" + lines.joined(separator: ",\n") + "\n" + outer + "]"
        default:
            return JSONSourceEditor.text(of: value)
        }
    }
}
