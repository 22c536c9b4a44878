import Foundation
import SnapNavCore

/// A reproducible run of the navigation: a configuration, a starting viewport, and the input
/// events and clock advances fed to it in order.
struct InputStream: Equatable {
    /// One thing that happens to the navigation.
    enum Step: Equatable {
        /// An input event at the clock's current time.
        case event(InputEvent)
        /// The clock moves on by this many seconds and a frame is stepped.
        case advance(Double)
    }

    /// The seed the stream was generated from (0 for a hand-written one).
    var seed: UInt64
    /// The configuration file's text.
    var configuration: String
    var viewport: Size
    /// The panel to start on; the configuration's `start` when nil.
    var start: String?
    var steps: [Step]
}

/// Why a stream file could not be read.
struct InputStreamFileError: Error, CustomStringConvertible {
    let line: Int
    let problem: String
    var description: String { "line \(line): \(problem)" }
}

extension InputStream {
    /// The stream as JSON lines: a header with the seed, viewport, start and configuration,
    /// then one object per step, such as `{"event":"down","pointer":"mouse","x":10,"y":20}`.
    var jsonLines: String {
        var header: [(key: String, value: JSONValue)] = [
            ("seed", .string(String(seed))),
            ("viewport", .array([.real(viewport.width), .real(viewport.height)])),
        ]
        if let start { header.append(("start", .string(start))) }
        // The configuration is written as an object where it is valid JSON, so the file stays readable.
        header.append(("config", (try? JSONParser.parse(configuration)) ?? .string(configuration)))
        var lines = [JSONValue.object(header).text]
        for step in steps { lines.append(Self.encode(step).text) }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Reads a stream written by `jsonLines`.
    init(jsonLines text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: true)
        guard let first = lines.first else { throw InputStreamFileError(line: 1, problem: "the file is empty") }
        let header = try Self.parse(first, line: 1)
        let configuration: String
        switch header["config"] {
        case .string(let text)?: configuration = text
        case .object(let members)?: configuration = JSONValue.object(members).text
        default: throw InputStreamFileError(line: 1, problem: "expected a header with config and viewport")
        }
        guard case .array(let size)? = header["viewport"], size.count == 2,
            let width = size[0].numberValue, let height = size[1].numberValue
        else { throw InputStreamFileError(line: 1, problem: "expected a header with config and viewport") }
        var seed: UInt64 = 0
        if case .string(let text)? = header["seed"] { seed = UInt64(text) ?? 0 }
        var start: String?
        if case .string(let id)? = header["start"] { start = id }
        var steps: [Step] = []
        for (index, line) in lines.dropFirst().enumerated() {
            let value = try Self.parse(line, line: index + 2)
            guard let step = Self.decode(value) else {
                throw InputStreamFileError(line: index + 2, problem: "not a step: \(line)")
            }
            steps.append(step)
        }
        self.init(
            seed: seed, configuration: configuration, viewport: Size(width: width, height: height), start: start,
            steps: steps)
    }

    private static func parse(_ line: Substring, line number: Int) throws -> JSONValue {
        do {
            return try JSONParser.parse(String(line))
        } catch {
            throw InputStreamFileError(line: number, problem: error.message)
        }
    }

    // MARK: Steps as JSON

    private static func pointerValue(_ id: PointerID) -> JSONValue {
        switch id {
        case .mouse: return .string("mouse")
        case .finger(let finger): return .string("finger \(finger)")
        }
    }

    private static func pointer(_ value: JSONValue?) -> PointerID? {
        guard case .string(let name)? = value else { return nil }
        if name == "mouse" { return .mouse }
        guard name.hasPrefix("finger "), let finger = Int64(name.dropFirst(7)) else { return nil }
        return .finger(finger)
    }

    private static func encode(_ step: Step) -> JSONValue {
        switch step {
        case .advance(let seconds):
            return .object([("event", .string("advance")), ("seconds", .real(seconds))])
        case .event(let event):
            return encode(event)
        }
    }

    private static func encode(_ event: InputEvent) -> JSONValue {
        func pointerEvent(_ name: String, _ id: PointerID, _ location: Point) -> JSONValue {
            .object([
                ("event", .string(name)), ("pointer", pointerValue(id)), ("x", .real(location.x)),
                ("y", .real(location.y)),
            ])
        }
        switch event {
        case .pointerDown(let id, let location): return pointerEvent("down", id, location)
        case .pointerMove(let id, let location): return pointerEvent("move", id, location)
        case .pointerUp(let id, let location): return pointerEvent("up", id, location)
        case .wheel(let delta, let isPrecise):
            return .object([
                ("event", .string("wheel")), ("dx", .real(delta.x)), ("dy", .real(delta.y)),
                ("precise", .bool(isPrecise)),
            ])
        case .key(let key, let modifiers):
            var names: [JSONValue] = []
            if modifiers.contains(.control) { names.append(.string("control")) }
            if modifiers.contains(.shift) { names.append(.string("shift")) }
            if modifiers.contains(.alt) { names.append(.string("alt")) }
            return .object([("event", .string("key")), ("key", .string(key.rawValue)), ("modifiers", .array(names))])
        case .resize(let size):
            return .object([
                ("event", .string("resize")), ("width", .real(size.width)), ("height", .real(size.height)),
            ])
        case .focusLost:
            return .object([("event", .string("focusLost"))])
        case .wheelEnded:
            return .object([("event", .string("wheelEnded"))])
        }
    }

    private static func decode(_ value: JSONValue) -> Step? {
        guard case .string(let name)? = value["event"] else { return nil }
        let x = value["x"]?.numberValue
        let y = value["y"]?.numberValue
        let location = x.flatMap { x in y.map { Point(x: x, y: $0) } }
        switch name {
        case "advance":
            return value["seconds"]?.numberValue.map { .advance($0) }
        case "down", "move", "up":
            guard let id = pointer(value["pointer"]), let location else { return nil }
            if name == "down" { return .event(.pointerDown(id, location)) }
            return .event(name == "move" ? .pointerMove(id, location) : .pointerUp(id, location))
        case "wheel":
            guard let dx = value["dx"]?.numberValue, let dy = value["dy"]?.numberValue,
                case .bool(let precise)? = value["precise"]
            else { return nil }
            return .event(.wheel(delta: Point(x: dx, y: dy), isPrecise: precise))
        case "key":
            guard case .string(let keyName)? = value["key"], let key = Key(rawValue: keyName) else { return nil }
            var modifiers: KeyModifiers = []
            if case .array(let names)? = value["modifiers"] {
                for case .string(let modifier) in names {
                    switch modifier {
                    case "control": modifiers.insert(.control)
                    case "shift": modifiers.insert(.shift)
                    case "alt": modifiers.insert(.alt)
                    default: return nil
                    }
                }
            }
            return .event(.key(key, modifiers))
        case "resize":
            guard let width = value["width"]?.numberValue, let height = value["height"]?.numberValue else {
                return nil
            }
            return .event(.resize(Size(width: width, height: height)))
        case "focusLost":
            return .event(.focusLost)
        case "wheelEnded":
            return .event(.wheelEnded)
        default:
            return nil
        }
    }
}
