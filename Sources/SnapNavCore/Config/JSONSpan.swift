/// Where a parsed JSON value stands in the text it came from: its bytes, and for an object
/// or array, where each member or element stands. `JSONParser` makes it as it parses, so
/// errors and edits point into the text without scanning it again.
struct JSONSpan: Equatable, Sendable {
    /// An object's member: its key, the key's bytes (quotes included) and its value's span.
    struct Member: Equatable, Sendable {
        var key: String
        var keyRange: Range<Int>
        var value: JSONSpan
    }

    /// What the value holds, as far as positions go.
    enum Contents: Equatable, Sendable {
        case scalar
        case members([Member])
        case elements([JSONSpan])
    }

    /// The value's bytes, `{` to `}` for an object.
    var range: Range<Int>
    var contents: Contents

    /// The byte offset of the last key of `keyPath` (as errors write it:
    /// `panels.chat.content.rows[2].title`); of an array element, where the element starts.
    /// For a key that is missing, the offset of the deepest key of the path that is there,
    /// where the missing one belongs; the object's own start for a missing top-level key. A
    /// key defined twice is the last of the two, as the decoder reads it.
    func offset(ofKeyAt keyPath: String) -> Int {
        var span = self
        var offset = range.lowerBound
        for step in JSONPathStep.steps(of: keyPath) {
            switch (step, span.contents) {
            case (.key(let key), .members(let members)):
                guard let member = members.last(where: { $0.key == key }) else { return offset }
                offset = member.keyRange.lowerBound
                span = member.value
            case (.index(let index), .elements(let elements)) where elements.indices.contains(index):
                offset = elements[index].range.lowerBound
                span = elements[index]
            default:
                return offset
            }
        }
        return offset
    }
}

/// One step of a key path: an object's key or an array's index.
enum JSONPathStep: Equatable {
    case key(String)
    case index(Int)

    /// The steps of a key path as configuration errors write it: `panels.chat.content.rows[2].title`.
    /// A key that itself holds a dot cannot be told apart; such a path finds nothing.
    static func steps(of keyPath: String) -> [JSONPathStep] {
        var steps: [JSONPathStep] = []
        for part in keyPath.split(separator: ".", omittingEmptySubsequences: false) {
            var name = Substring(part)
            var indices: [Int] = []
            while name.hasSuffix("]"), let open = name.lastIndex(of: "["),
                let index = Int(name[name.index(after: open)..<name.index(before: name.endIndex)])
            {
                indices.insert(index, at: 0)
                name = name[..<open]
            }
            if !name.isEmpty { steps.append(.key(String(name))) }
            steps += indices.map { .index($0) }
        }
        return steps
    }
}
