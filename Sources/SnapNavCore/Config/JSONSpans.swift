/// Finds where each value of already validated JSON text starts and ends.
struct SpanScanner {
    struct Member {
        var key: String
        var keyStart: Int
        var keyEnd: Int
        var value: Node
    }

    enum Kind {
        case object([Member])
        case array([Node])
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
            var elements: [Node] = []
            while let byte = current, byte != UInt8(ascii: "]") {
                elements.append(scanValue())
                skipWhitespace()
                if current == UInt8(ascii: ",") { index += 1 }
                skipWhitespace()
            }
            index += 1
            return Node(start: start, end: index, kind: .array(elements))
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
    func ending(at end: Int) -> SpanScanner.Node {
        var node = self
        node.end = end
        return node
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

extension SpanScanner {
    /// The 1-based line of the last key of `keyPath` in `bytes` (valid JSON); for a key that
    /// is missing, the line of the deepest key of the path that is there, where it belongs (the
    /// top-level object's, for a missing top-level key).
    static func line(ofKeyAt keyPath: String, in bytes: [UInt8]) -> Int? {
        var scanner = SpanScanner(bytes: bytes)
        var node = scanner.scanValue()
        // A missing top-level key belongs in the object the file is.
        var position: Int? = node.start
        walk: for step in JSONPathStep.steps(of: keyPath) {
            switch (step, node.kind) {
            case (.key(let key), .object(let members)):
                guard let member = members.last(where: { $0.key == key }) else { break walk }
                position = member.keyStart
                node = member.value
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                position = elements[index].start
                node = elements[index]
            default:
                break walk
            }
        }
        guard let position else { return nil }
        return bytes[..<position].reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
    }
}
