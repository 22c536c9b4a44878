/// A recording that cannot be read, saying which file, which line and what is wrong.
package struct InputRecordingError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The recording's path.
    package let file: String
    /// The 1-based line, or nil for the file as a whole.
    package let line: Int?
    /// What is wrong.
    package let problem: String

    /// An error in `file`, at `line` when known.
    package init(file: String, line: Int?, problem: String) {
        self.file = file
        self.line = line
        self.problem = problem
    }

    /// The value as it is printed.
    package var description: String {
        line.map { "\(file):\($0): \(problem)" } ?? "\(file): \(problem)"
    }
}

extension InputRecording {
    /// The latest time a take's line may have, in seconds: a day. A session with testers lasts
    /// minutes and a recording left running lasts hours, while a replay draws every frame up to
    /// the last line, so a later time is a damaged or hostile take, not a long one.
    package static let maximumTime = 24 * 60 * 60.0
    /// The sides a recorded window may have, in points: up to a large desktop's, so sizes in
    /// pixels stay far inside what a window or a picture can hold.
    package static let viewportSides = 1.0...16384
    /// How far from 0 a position or wheel movement may be, in points: a pointer dragged out of
    /// the largest window stays well inside, and no later conversion to whole pixels overflows.
    package static let maximumCoordinate = 1_000_000.0

    /// Reads a recording from its JSON lines; `file` is used in error messages. Blank lines are
    /// skipped and unknown fields ignored, so a recording can be edited by hand. A last line
    /// that is not whole (no newline, and not valid JSON), as an app killed while writing it
    /// leaves, is left out and its number kept in `unfinishedLine`: the take plays up to there.
    package static func parse(_ text: String, file: String) throws -> InputRecording {
        var header: Header?
        var entries: [Entry] = []
        var lineNumber = 0
        var unfinishedLine: Int?
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for line in lines {
            lineNumber += 1
            guard line.contains(where: { !$0.isWhitespace }) else { continue }
            func fail(_ problem: String) -> InputRecordingError {
                InputRecordingError(file: file, line: lineNumber, problem: problem)
            }
            let value: JSONValue
            do {
                value = try JSONParser.parse(String(line))
            } catch {
                if lineNumber == lines.count && header != nil && !text.hasSuffix("\n") {
                    unfinishedLine = lineNumber
                    break
                }
                throw fail("invalid JSON at column \(error.column): \(error.message)")
            }
            guard case .object = value else { throw fail("expected a JSON object, found \(value.typeName)") }
            let fields = LineReader(value: value, fail: fail)
            if header == nil {
                header = try parseHeader(fields)
                continue
            }
            let entry = try parseEntry(fields)
            if let last = entries.last, entry.time < last.time {
                throw fail("time \(JSONText.number(entry.time)) is before the previous event's")
            }
            entries.append(entry)
        }
        guard let header else {
            throw InputRecordingError(file: file, line: nil, problem: "empty; expected a recording header line")
        }
        var recording = InputRecording(header: header, entries: entries)
        recording.unfinishedLine = unfinishedLine
        return recording
    }

    private static func parseHeader(_ fields: LineReader) throws -> Header {
        guard case .string("snapnav") = fields.value["recording"] else {
            throw fields.fail("expected the header {\"recording\":\"snapnav\",…} first")
        }
        let version = try fields.number("version")
        guard version >= 1, version <= Double(formatVersion), version == version.rounded() else {
            throw fields.fail("version \(JSONText.number(version)) is not supported; expected 1 to \(formatVersion)")
        }
        let viewport = try size(fields)
        let start = try fields.optionalString("start")
        let slow = try fields.value["slow"].map { _ in try fields.number("slow") } ?? 1
        guard slow > 0 else { throw fields.fail("slow must be greater than 0") }
        var header = Header(viewport: viewport, start: start, slowMotionFactor: slow)
        if let text = try fields.optionalString("config") {
            var fingerprints: [String: String] = [:]
            if let images = fields.value["images"] {
                guard case .object(let members) = images else { throw fields.fail("images: expected an object") }
                for (path, value) in members {
                    guard case .string(let fingerprint) = value else {
                        throw fields.fail("images.\(path): expected a string")
                    }
                    fingerprints[path] = fingerprint
                }
            }
            header.configuration = RecordedConfiguration(
                text: text, source: try fields.optionalString("configSource") ?? "the recording",
                directory: try fields.optionalString("configDirectory") ?? "/", imageFingerprints: fingerprints)
        }
        if case .bool(true) = fields.value["overlay"] {
            header.overlayVisible = true
            let selected = try fields.value["selected"].map { _ in try fields.number("selected") } ?? 0
            guard selected >= 0, selected < Double(PhysicsTuning.parameters.count), selected == selected.rounded()
            else {
                throw fields.fail("selected: expected 0 to \(PhysicsTuning.parameters.count - 1)")
            }
            header.selectedParameter = Int(selected)
        }
        return header
    }

    private static func parseEntry(_ fields: LineReader) throws -> Entry {
        let time = try fields.number("t")
        guard time >= 0 else { throw fields.fail("t must not be negative") }
        guard time <= maximumTime else {
            throw fields.fail(
                "t \(JSONText.number(time)) is beyond the longest take, \(JSONText.number(maximumTime)) s")
        }
        let kind = try fields.string("event")
        func location() throws -> Point { Point(x: try fields.coordinate("x"), y: try fields.coordinate("y")) }
        let event: InputEvent
        switch kind {
        case "pointerDown": event = .pointerDown(try pointer(fields), try location())
        case "pointerMove": event = .pointerMove(try pointer(fields), try location())
        case "pointerUp": event = .pointerUp(try pointer(fields), try location())
        case "wheel":
            guard case .bool(let precise) = fields.value["precise"] else {
                throw fields.fail("precise: expected true or false")
            }
            event = .wheel(
                delta: Point(x: try fields.coordinate("dx"), y: try fields.coordinate("dy")), isPrecise: precise)
        case "key":
            let name = try fields.string("key")
            guard let key = Key(rawValue: name) else { throw fields.fail("unknown key \"\(name)\"") }
            var modifiers: KeyModifiers = []
            if let list = fields.value["modifiers"] {
                guard case .array(let items) = list else { throw fields.fail("modifiers: expected an array") }
                for item in items {
                    guard case .string(let modifierName) = item,
                        let known = KeyModifiers.names.first(where: { $0.name == modifierName })
                    else { throw fields.fail("modifiers: expected \"control\", \"shift\" or \"alt\"") }
                    modifiers.insert(known.modifier)
                }
            }
            event = .key(key, modifiers)
        case "resize":
            event = .resize(try size(fields))
        case "focusLost":
            event = .focusLost
        case "wheelEnded":
            event = .wheelEnded
        case "tool":
            return Entry(time: time, action: try toolAction(fields))
        default:
            throw fields.fail("unknown event \"\(kind)\"")
        }
        return Entry(time: time, event: event)
    }

    private static func toolAction(_ fields: LineReader) throws -> ToolAction {
        let action = try fields.string("action")
        switch action {
        case "overlay":
            guard case .bool(let visible) = fields.value["visible"] else {
                throw fields.fail("visible: expected true or false")
            }
            return .overlay(visible: visible)
        case "select":
            let index = try fields.number("index")
            guard index >= 0, index < Double(PhysicsTuning.parameters.count), index == index.rounded() else {
                throw fields.fail("index: expected 0 to \(PhysicsTuning.parameters.count - 1)")
            }
            return .select(Int(index))
        case "tune":
            let parameter = try fields.string("parameter")
            guard PhysicsTuning.parameter(named: parameter) != nil else {
                throw fields.fail("parameter: \"\(parameter)\" cannot be tuned")
            }
            return .tune(parameter: parameter, value: try fields.number("value"))
        case "slowMotion":
            let factor = try fields.number("factor")
            guard factor > 0 else { throw fields.fail("factor must be greater than 0") }
            return .slowMotion(factor)
        case "stop":
            return .stop
        default:
            throw fields.fail("unknown tool action \"\(action)\"")
        }
    }

    /// A window's `width` and `height`, each within `viewportSides`.
    private static func size(_ fields: LineReader) throws -> Size {
        let width = try fields.number("width")
        let height = try fields.number("height")
        guard viewportSides.contains(width), viewportSides.contains(height) else {
            throw fields.fail(
                "width and height must be from \(JSONText.number(viewportSides.lowerBound)) to "
                    + "\(JSONText.number(viewportSides.upperBound)) points")
        }
        return Size(width: width, height: height)
    }

    private static func pointer(_ fields: LineReader) throws -> PointerID {
        let name = try fields.string("pointer")
        if name == "mouse" { return .mouse }
        if name.hasPrefix("finger:"), let finger = Int64(name.dropFirst("finger:".count)) { return .finger(finger) }
        throw fields.fail("pointer: expected \"mouse\" or \"finger:ID\", found \"\(name)\"")
    }
}

/// Typed access to the fields of one line, failing with the line's number.
private struct LineReader {
    let value: JSONValue
    let fail: (String) -> InputRecordingError

    func number(_ key: String) throws -> Double {
        guard let field = value[key] else { throw fail("\(key): missing") }
        guard case .number(let number) = field else { throw fail("\(key): expected a number, found \(field.typeName)") }
        return number
    }

    /// A position or a wheel's movement, in points: no further from 0 than
    /// `InputRecording.maximumCoordinate`.
    func coordinate(_ key: String) throws -> Double {
        let value = try number(key)
        let limit = InputRecording.maximumCoordinate
        guard abs(value) <= limit else {
            throw fail(
                "\(key): \(JSONText.number(value)) is far outside any window (at most ±\(JSONText.number(limit)))")
        }
        return value
    }

    func string(_ key: String) throws -> String {
        guard let field = value[key] else { throw fail("\(key): missing") }
        guard case .string(let string) = field else { throw fail("\(key): expected a string, found \(field.typeName)") }
        return string
    }

    func optionalString(_ key: String) throws -> String? {
        guard value[key] != nil else { return nil }
        return try string(key)
    }
}
