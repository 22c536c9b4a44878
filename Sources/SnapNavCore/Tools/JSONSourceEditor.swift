/// Changes values in JSON text by rewriting only their own characters, so that everything
/// else in the file — key order, unknown keys, spacing, indentation, the way other numbers
/// are written — stays exactly as it was.
///
/// ```swift
/// var editor = try JSONSourceEditor(text: #"{ "physics": { "flingVelocity": 300 } }"#)
/// try editor.setNumber(450, at: ["physics", "flingVelocity"])
/// editor.text  // { "physics": { "flingVelocity": 450 } }
/// ```
package struct JSONSourceEditor {
    /// Why an edit cannot be made.
    package struct EditError: Error, Equatable, CustomStringConvertible, Sendable {
        /// What went wrong, in a sentence.
        package let message: String
        /// The value as it is printed.
        package var description: String { message }
    }

    /// The text with every edit so far.
    package private(set) var text: String

    /// Starts from `text`, which must be valid JSON with an object at the top.
    package init(text: String) throws {
        guard case .object = try JSONParser.parse(text) else {
            throw EditError(message: "the top level is not a JSON object")
        }
        self.text = text
    }

    /// Sets the number at `path` (object keys from the top) to `value`. A number already equal
    /// to `value` is left as written (`1.0` stays `1.0`). A missing key is added after the last
    /// member of its object, laid out like that member; missing objects on the way are added too.
    package mutating func setNumber(_ value: Double, at path: [String]) throws {
        try setValue(.number(value), at: path)
    }

    /// Sets the number, `true`/`false` or string at `path` to `value`, as `setNumber` does;
    /// the value already there must be of the same type unless `changingType` (a spring written
    /// as a preset's name becoming an object of numbers).
    package mutating func setValue(_ value: JSONValue, at path: [String], changingType: Bool = false) throws {
        guard !path.isEmpty else { throw EditError(message: "an empty key path") }
        let bytes = Array(text.utf8)
        // The value and where it stands, walked down the path together.
        var (current, node) = try JSONParser.parseWithSpans(bytes: bytes)
        for (depth, key) in path.enumerated() {
            let shown = path[...depth].joined(separator: ".")
            guard case .members(let members) = node.contents else {
                throw EditError(message: "\(path[..<depth].joined(separator: ".")) is not an object")
            }
            guard let member = members.last(where: { $0.key == key }), let existing = current[key] else {
                let inserted = nestedText(for: Array(path[(depth + 1)...]), value: value)
                replace(in: bytes, insertionFor: key, valueText: inserted, into: node, members: members)
                return
            }
            if depth == path.count - 1 {
                if existing == value { return }
                guard existing.typeName == value.typeName || changingType else {
                    throw EditError(message: "\(shown) is \(existing.typeName), not \(value.typeName)")
                }
                replace(in: bytes, range: member.value.range, with: Self.text(of: value))
                return
            }
            (current, node) = (existing, member.value)
        }
    }

    /// Sets the array at `path` to `elements`, rewriting only the elements that changed: those
    /// the old and new arrays share at the start and at the end keep their text, and new ones
    /// are laid out as the array's elements are separated already. A missing array is added
    /// as `setValue` adds a key.
    package mutating func setArray(_ elements: [JSONValue], at path: [String]) throws {
        guard let key = path.last else { throw EditError(message: "an empty key path") }
        let bytes = Array(text.utf8)
        var (current, node) = try JSONParser.parseWithSpans(bytes: bytes)
        for (depth, step) in path.enumerated() {
            guard case .members(let members) = node.contents else {
                throw EditError(message: "\(path[..<depth].joined(separator: ".")) is not an object")
            }
            guard let member = members.last(where: { $0.key == step }), let existing = current[step] else {
                let inserted = nestedText(for: Array(path[(depth + 1)...]), value: .array(elements))
                replace(in: bytes, insertionFor: step, valueText: inserted, into: node, members: members)
                return
            }
            (current, node) = (existing, member.value)
        }
        guard case .array(let old) = current, case .elements(let spans) = node.contents else {
            throw EditError(message: "\(path.joined(separator: ".")) is \(current.typeName), not an array (\(key))")
        }
        var prefix = 0
        while prefix < min(old.count, elements.count), old[prefix] == elements[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < min(old.count, elements.count) - prefix,
            old[old.count - 1 - suffix] == elements[elements.count - 1 - suffix]
        {
            suffix += 1
        }
        let removed = spans[prefix..<(old.count - suffix)]
        let added = elements[prefix..<(elements.count - suffix)].map(Self.text(of:))
        let separator = Self.separator(in: bytes, array: node.range, elements: spans.map { $0.range })
        let joined = added.joined(separator: separator)
        switch (removed.isEmpty, added.isEmpty) {
        case (true, true):
            return
        case (false, false):
            replace(in: bytes, range: removed.first!.range.lowerBound..<removed.last!.range.upperBound, with: joined)
        case (true, false):
            if spans.isEmpty {
                replace(in: bytes, range: node.range.lowerBound + 1..<node.range.upperBound - 1, with: joined)
            } else if prefix > 0 {
                let end = spans[prefix - 1].range.upperBound
                replace(in: bytes, range: end..<end, with: separator + joined)
            } else {
                let start = spans[0].range.lowerBound
                replace(in: bytes, range: start..<start, with: joined + separator)
            }
        case (false, true):
            if removed.count == spans.count {
                replace(in: bytes, range: node.range.lowerBound + 1..<node.range.upperBound - 1, with: "")
            } else if prefix > 0 {
                replace(in: bytes, range: spans[prefix - 1].range.upperBound..<removed.last!.range.upperBound, with: "")
            } else {
                replace(
                    in: bytes, range: removed.first!.range.lowerBound..<spans[removed.count].range.lowerBound, with: "")
            }
        }
    }

    /// What separates a new element from its neighbour in the array at `array`, laid out as
    /// the array is: as its last two elements are separated; with one element on a line of its
    /// own, a comma and a line break to the same indentation; otherwise ", ".
    private static func separator(in bytes: [UInt8], array: Range<Int>, elements: [Range<Int>]) -> String {
        if elements.count >= 2 {
            let gap = elements[elements.count - 2].upperBound..<elements[elements.count - 1].lowerBound
            return String(decoding: bytes[gap], as: UTF8.self)
        }
        if let only = elements.first {
            let before = String(decoding: bytes[(array.lowerBound + 1)..<only.lowerBound], as: UTF8.self)
            if let lineBreak = before.lastIndex(of: "\n") { return "," + before[lineBreak...] }
        }
        return ", "
    }

    /// The text of a value holding `value` under the keys of `path`: `{ "a": { "b": 1 } }`.
    private func nestedText(for path: [String], value: JSONValue) -> String {
        var result = Self.text(of: value)
        for key in path.reversed() { result = "{ \(JSONText.string(key)): \(result) }" }
        return result
    }

    /// A value as JSON text on one line, spaced as the starter's configuration is:
    /// `{ "frame": [0, 163, 360, 70], "tap": { "push": "chat" } }`.
    static func text(of value: JSONValue) -> String {
        switch value {
        case .number(let number): return JSONText.number(number)
        case .bool(let flag): return flag ? "true" : "false"
        case .string(let string): return JSONText.string(string)
        case .null: return "null"
        case .array(let elements): return "[" + elements.map(text(of:)).joined(separator: ", ") + "]"
        case .object(let members):
            guard !members.isEmpty else { return "{}" }
            return "{ " + members.map { JSONText.string($0.key) + ": " + text(of: $0.value) }.joined(separator: ", ")
                + " }"
        }
    }

    private mutating func replace(in bytes: [UInt8], range: Range<Int>, with replacement: String) {
        text = String(
            decoding: bytes[..<range.lowerBound] + Array(replacement.utf8) + bytes[range.upperBound...], as: UTF8.self)
    }

    private mutating func replace(
        in bytes: [UInt8], insertionFor key: String, valueText: String, into object: JSONSpan,
        members: [JSONSpan.Member]
    ) {
        let keyText = JSONText.string(key)
        guard let last = members.last else {
            replace(
                in: bytes, range: object.range.lowerBound + 1..<object.range.upperBound - 1,
                with: " \(keyText): \(valueText) ")
            return
        }
        // Lay the new member out like the last one: the same gap before its key and around its colon.
        let gapStart = members.count >= 2 ? members[members.count - 2].value.range.upperBound : object.range.lowerBound
        var gap = Array(bytes[gapStart..<last.keyRange.lowerBound])
        if let comma = gap.firstIndex(of: UInt8(ascii: ",")) { gap.removeSubrange(...comma) }
        if members.count == 1, gap.first == UInt8(ascii: "{") { gap.removeFirst() }
        let colon = String(decoding: bytes[last.keyRange.upperBound..<last.value.range.lowerBound], as: UTF8.self)
        let insertion = "," + String(decoding: gap, as: UTF8.self) + keyText + colon + valueText
        let end = last.value.range.upperBound
        replace(in: bytes, range: end..<end, with: insertion)
    }
}
