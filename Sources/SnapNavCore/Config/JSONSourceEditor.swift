/// Changes values in JSON text by rewriting only their own characters, so that everything
/// else in the file — key order, unknown keys, spacing, indentation, the way other numbers
/// are written — stays exactly as it was.
///
/// ```swift
/// var editor = try JSONSourceEditor(text: #"{ "physics": { "flingVelocity": 300 } }"#)
/// try editor.setNumber(450, at: ["physics", "flingVelocity"])
/// editor.text  // { "physics": { "flingVelocity": 450 } }
/// ```
public struct JSONSourceEditor {
    /// Why an edit cannot be made.
    public struct EditError: Error, Equatable, CustomStringConvertible, Sendable {
        public let message: String
        public var description: String { message }
    }

    /// The text with every edit so far.
    public private(set) var text: String

    /// Starts from `text`, which must be valid JSON with an object at the top.
    public init(text: String) throws {
        guard case .object = try JSONParser.parse(text) else {
            throw EditError(message: "the top level is not a JSON object")
        }
        self.text = text
    }

    /// Sets the number at `path` (object keys from the top) to `value`. A number already equal
    /// to `value` is left as written (`1.0` stays `1.0`). A missing key is added after the last
    /// member of its object, laid out like that member; missing objects on the way are added too.
    public mutating func setNumber(_ value: Double, at path: [String]) throws {
        guard !path.isEmpty else { throw EditError(message: "an empty key path") }
        let bytes = Array(text.utf8)
        var scanner = SpanScanner(bytes: bytes)
        var node = scanner.scanValue()
        for (depth, key) in path.enumerated() {
            let shown = path[...depth].joined(separator: ".")
            guard case .object(let members) = node.kind else {
                throw EditError(message: "\(path[..<depth].joined(separator: ".")) is not an object")
            }
            guard let member = members.last(where: { $0.key == key }) else {
                let inserted = nestedText(for: Array(path[(depth + 1)...]), value: value)
                replace(in: bytes, insertionFor: key, valueText: inserted, into: node, members: members)
                return
            }
            if depth == path.count - 1 {
                let existing = try JSONParser.parse(bytes: Array(bytes[member.value.start..<member.value.end]))
                if case .number(let number) = existing, number == value { return }
                guard case .number = existing else {
                    throw EditError(message: "\(shown) is \(existing.typeName), not a number")
                }
                replace(in: bytes, range: member.value.start..<member.value.end, with: JSONText.number(value))
                return
            }
            node = member.value
        }
    }

    /// The text of a value holding `value` under the keys of `path`: `{ "a": { "b": 1 } }`.
    private func nestedText(for path: [String], value: Double) -> String {
        var result = JSONText.number(value)
        for key in path.reversed() { result = "{ \(JSONText.string(key)): \(result) }" }
        return result
    }

    private mutating func replace(in bytes: [UInt8], range: Range<Int>, with replacement: String) {
        text = String(
            decoding: bytes[..<range.lowerBound] + Array(replacement.utf8) + bytes[range.upperBound...], as: UTF8.self)
    }

    private mutating func replace(
        in bytes: [UInt8], insertionFor key: String, valueText: String, into object: SpanScanner.Node,
        members: [SpanScanner.Member]
    ) {
        let keyText = JSONText.string(key)
        guard let last = members.last else {
            replace(in: bytes, range: object.start + 1..<object.end - 1, with: " \(keyText): \(valueText) ")
            return
        }
        // Lay the new member out like the last one: the same gap before its key and around its colon.
        let gapStart = members.count >= 2 ? members[members.count - 2].value.end : object.start
        var gap = Array(bytes[gapStart..<last.keyStart])
        if let comma = gap.firstIndex(of: UInt8(ascii: ",")) { gap.removeSubrange(...comma) }
        if members.count == 1, gap.first == UInt8(ascii: "{") { gap.removeFirst() }
        let colon = String(decoding: bytes[last.keyEnd..<last.value.start], as: UTF8.self)
        let insertion = "," + String(decoding: gap, as: UTF8.self) + keyText + colon + valueText
        replace(in: bytes, range: last.value.end..<last.value.end, with: insertion)
    }
}

/// Finds where each value of already validated JSON text starts and ends.
private struct SpanScanner {
    struct Member {
        var key: String
        var keyStart: Int
        var keyEnd: Int
        var value: Node
    }

    enum Kind {
        case object([Member])
        case array
        case scalar
    }

    /// A value's bytes are `start..<end`.
    struct Node {
        var start: Int
        var end: Int
        var kind: Kind
    }

    let bytes: [UInt8]
    var index = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    mutating func scanValue() -> Node {
        skipWhitespace()
        let start = index
        switch current {
        case UInt8(ascii: "{"):
            return Node(start: start, end: 0, kind: .object(scanMembers(from: start))).ending(at: index)
        case UInt8(ascii: "["):
            index += 1
            skipWhitespace()
            while let byte = current, byte != UInt8(ascii: "]") {
                _ = scanValue()
                skipWhitespace()
                if current == UInt8(ascii: ",") { index += 1 }
                skipWhitespace()
            }
            index += 1
            return Node(start: start, end: index, kind: .array)
        case UInt8(ascii: "\""):
            skipString()
            return Node(start: start, end: index, kind: .scalar)
        default:
            while let byte = current, !Self.delimiters.contains(byte) { index += 1 }
            return Node(start: start, end: index, kind: .scalar)
        }
    }

    private static let delimiters: Set<UInt8> = [
        UInt8(ascii: ","), UInt8(ascii: "}"), UInt8(ascii: "]"), 0x20, 0x0A, 0x0D, 0x09,
    ]

    private mutating func scanMembers(from start: Int) -> [Member] {
        index = start + 1
        var members: [Member] = []
        skipWhitespace()
        while let byte = current, byte != UInt8(ascii: "}") {
            let keyStart = index
            skipString()
            let keyEnd = index
            let key: String
            if case .string(let decoded) = try? JSONParser.parse(bytes: Array(bytes[keyStart..<keyEnd])) {
                key = decoded
            } else {
                key = ""
            }
            skipWhitespace()
            index += 1
            let value = scanValue()
            members.append(Member(key: key, keyStart: keyStart, keyEnd: keyEnd, value: value))
            skipWhitespace()
            if current == UInt8(ascii: ",") { index += 1 }
            skipWhitespace()
        }
        index += 1
        return members
    }

    private mutating func skipString() {
        index += 1
        while let byte = current, byte != UInt8(ascii: "\"") {
            index += byte == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
    }
}

extension SpanScanner.Node {
    fileprivate func ending(at end: Int) -> SpanScanner.Node {
        var node = self
        node.end = end
        return node
    }
}
