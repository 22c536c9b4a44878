/// A parsed JSON text: its value, and where each value stands in the text, so that a
/// configuration error can name the line and column of the key it is about.
public struct JSONDocument: Sendable {
    /// The parsed value.
    public let value: JSONValue
    /// The UTF-8 text it was parsed from.
    public let bytes: [UInt8]
    /// Where the value and everything in it stand in `bytes`.
    let span: JSONSpan

    /// Parses UTF-8 `bytes`, which must hold exactly one JSON value.
    public init(bytes: [UInt8]) throws(JSONSyntaxError) {
        let parsed = try JSONParser.parseWithSpans(bytes: bytes)
        self.value = parsed.value
        self.span = parsed.span
        self.bytes = bytes
    }

    /// The 1-based line and column of the last key of `keyPath`, as `JSONSpan.offset(ofKeyAt:)`
    /// finds it: the deepest key there is, for a missing one.
    public func location(ofKeyAt keyPath: String) -> JSONTextLocation {
        JSONTextLocation(offset: span.offset(ofKeyAt: keyPath), in: bytes)
    }
}

/// A 1-based line and column in a UTF-8 text, columns counted in characters (Unicode scalars),
/// as editors count them; a byte order mark at the start is not counted.
public struct JSONTextLocation: Equatable, Sendable {
    /// The 1-based line.
    public let line: Int
    /// The 1-based column.
    public let column: Int

    /// Line `line`, column `column`.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// The location of byte `offset` of `bytes`.
    public init(offset: Int, in bytes: [UInt8]) {
        var line = 1
        var column = 1
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        for byte in bytes[min(start, offset, bytes.count)..<min(offset, bytes.count)] {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.line = line
        self.column = column
    }
}
