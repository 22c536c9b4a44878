/// Why a JSON text could not be parsed, with the 1-based line and column.
public struct JSONSyntaxError: Error, Equatable, Sendable {
    /// What is wrong, such as "expected a quoted key".
    public let message: String
    /// The 1-based line.
    public let line: Int
    /// The 1-based column.
    public let column: Int
}

/// A strict JSON (RFC 8259) parser over UTF-8 bytes that reports the line and column of
/// the first problem, and remembers where each value stands (`JSONDocument`). The one
/// relaxation: a UTF-8 byte order mark before the value, which some editors write, is skipped.
public struct JSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    /// Deeper nesting is refused rather than risking the stack.
    public static let maximumDepth = 200

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Parses `text`, which must hold exactly one JSON value.
    public static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(bytes: Array(text.utf8))
    }

    /// Parses UTF-8 `bytes`, which must hold exactly one JSON value.
    public static func parse(bytes: [UInt8]) throws(JSONSyntaxError) -> JSONValue {
        try parseWithSpans(bytes: bytes).value
    }

    /// Parses UTF-8 `bytes`, which must hold exactly one JSON value, with where each value stands.
    static func parseWithSpans(bytes: [UInt8]) throws(JSONSyntaxError) -> (value: JSONValue, span: JSONSpan) {
        var parser = JSONParser(bytes: bytes)
        // Some editors start UTF-8 files with a byte order mark; it is not part of the JSON.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        parser.skipWhitespace()
        guard parser.current != nil else { throw parser.error("the file is empty; expected a JSON object") }
        let parsed = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == bytes.count else { throw parser.error("unexpected text after the end of the JSON value") }
        return parsed
    }

    private func error(_ message: String, at offset: Int? = nil) -> JSONSyntaxError {
        let location = JSONTextLocation(offset: offset ?? index, in: bytes)
        return JSONSyntaxError(message: message, line: location.line, column: location.column)
    }

    /// The curly quotation marks editors type for straight ones (smart quotes, on by default in
    /// TextEdit and Notes), as UTF-8.
    private static let curlyQuotes: [(character: String, bytes: [UInt8])] = [
        "\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}",
    ]
    .map { ($0, Array($0.utf8)) }

    /// The curly quote at `offset`, if one starts there.
    private func curlyQuote(at offset: Int) -> String? {
        Self.curlyQuotes.first { quote in
            offset + quote.bytes.count <= bytes.count
                && bytes[offset..<offset + quote.bytes.count].elementsEqual(quote.bytes)
        }?.character
    }

    /// The error for a curly quote at `offset` standing where JSON needs a straight one.
    private func curlyQuoteError(_ quote: String, at offset: Int) -> JSONSyntaxError {
        error(
            "a curly quote \(quote) where JSON needs a straight one (\"); an editor's smart quotes typed it", at: offset
        )
    }

    private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
    }

    private mutating func parseValue() throws(JSONSyntaxError) -> (value: JSONValue, span: JSONSpan) {
        guard let byte = current else { throw error("the file ends where a value was expected") }
        let start = index
        let value: JSONValue
        switch byte {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): value = .string(try parseString())
        case UInt8(ascii: "t"): value = try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): value = try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): value = try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
        default: throw unexpected(byte)
        }
        return (value, JSONSpan(range: start..<index, contents: .scalar))
    }

    /// The error for a byte where a value was expected, saying what it looks like.
    private func unexpected(_ byte: UInt8) -> JSONSyntaxError {
        if let quote = curlyQuote(at: index) { return curlyQuoteError(quote, at: index) }
        switch byte {
        case UInt8(ascii: "/"): return error("comments (// or /* */) are not allowed in JSON")
        case UInt8(ascii: "]"), UInt8(ascii: "}"):
            return error("unexpected '\(Character(Unicode.Scalar(byte)))'; is there a comma too many before it?")
        case 0x21...0x7E: return error("unexpected character '\(Character(Unicode.Scalar(byte)))'")
        default:
            let hex = String(byte, radix: 16, uppercase: true)
            return error("unexpected byte 0x\(hex.count < 2 ? "0" + hex : hex); is this a JSON text file?")
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else {
            throw error("unknown word; expected \(word)")
        }
        index += expected.count
        return value
    }

    private mutating func enter() throws(JSONSyntaxError) {
        depth += 1
        guard depth <= Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth) levels") }
    }

    private mutating func parseObject() throws(JSONSyntaxError) -> (value: JSONValue, span: JSONSpan) {
        try enter()
        defer { depth -= 1 }
        let start = index
        index += 1
        var members: [(key: String, value: JSONValue)] = []
        var spans: [JSONSpan.Member] = []
        func finished() -> (value: JSONValue, span: JSONSpan) {
            (.object(members), JSONSpan(range: start..<index, contents: .members(spans)))
        }
        skipWhitespace()
        if current == UInt8(ascii: "}") {
            index += 1
            return finished()
        }
        while true {
            skipWhitespace()
            guard current == UInt8(ascii: "\"") else {
                if let byte = current, byte == UInt8(ascii: "/") || byte == UInt8(ascii: "}") { throw unexpected(byte) }
                if let quote = curlyQuote(at: index) { throw curlyQuoteError(quote, at: index) }
                throw error("expected a quoted key")
            }
            let keyStart = index
            let key = try parseString()
            let keyRange = keyStart..<index
            skipWhitespace()
            guard current == UInt8(ascii: ":") else { throw error("expected ':' after the key \"\(key)\"") }
            index += 1
            skipWhitespace()
            let member = try parseValue()
            members.append((key, member.value))
            spans.append(JSONSpan.Member(key: key, keyRange: keyRange, value: member.span))
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
            } else if current == UInt8(ascii: "}") {
                index += 1
                return finished()
            } else {
                // Where the comma belongs, as editors and compilers point: a missing one is most
                // often forgotten at the end of a line, with the next key on a line below.
                throw error("expected ',' or '}' in an object", at: member.span.range.upperBound)
            }
        }
    }

    private mutating func parseArray() throws(JSONSyntaxError) -> (value: JSONValue, span: JSONSpan) {
        try enter()
        defer { depth -= 1 }
        let start = index
        index += 1
        var elements: [JSONValue] = []
        var spans: [JSONSpan] = []
        func finished() -> (value: JSONValue, span: JSONSpan) {
            (.array(elements), JSONSpan(range: start..<index, contents: .elements(spans)))
        }
        skipWhitespace()
        if current == UInt8(ascii: "]") {
            index += 1
            return finished()
        }
        while true {
            skipWhitespace()
            let element = try parseValue()
            elements.append(element.value)
            spans.append(element.span)
            skipWhitespace()
            if current == UInt8(ascii: ",") {
                index += 1
            } else if current == UInt8(ascii: "]") {
                index += 1
                return finished()
            } else {
                throw error("expected ',' or ']' in an array", at: element.span.range.upperBound)
            }
        }
    }

    private mutating func parseString() throws(JSONSyntaxError) -> String {
        index += 1
        let contentStart = index
        var utf8: [UInt8] = []
        // A string closed by a curly quote runs on past it, to a line break or the file's end;
        // the curly quote is what to point at then.
        func unclosed(_ message: String) -> JSONSyntaxError {
            for offset in contentStart..<index {
                if let quote = curlyQuote(at: offset) { return curlyQuoteError(quote, at: offset) }
            }
            return error(message)
        }
        while true {
            guard let byte = current else { throw unclosed("unterminated string") }
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard let string = String(validating: utf8, as: UTF8.self) else {
                    throw error("the string is not valid UTF-8")
                }
                return string
            case UInt8(ascii: "\\"):
                guard let escape = current else { throw error("unterminated escape") }
                index += 1
                switch escape {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escape)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"): utf8.append(contentsOf: try parseUnicodeEscape())
                default: throw error("unknown escape '\\\(Character(Unicode.Scalar(escape)))'")
                }
            case 0..<0x20:
                throw unclosed("control character in a string")
            default:
                utf8.append(byte)
            }
        }
    }

    private mutating func parseHex4() throws(JSONSyntaxError) -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw error("expected four hex digits after \\u") }
        index += 4
        return value
    }

    private mutating func parseUnicodeEscape() throws(JSONSyntaxError) -> [UInt8] {
        var code = try parseHex4()
        if (0xD800..<0xDC00).contains(code) {
            guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u") else {
                throw error("unpaired surrogate in \\u escape")
            }
            index += 2
            let low = try parseHex4()
            guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate in \\u escape") }
            code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
        } else if (0xDC00..<0xE000).contains(code) {
            throw error("unpaired surrogate in \\u escape")
        }
        guard let scalar = Unicode.Scalar(code) else { throw error("invalid \\u escape") }
        return Array(String(Character(scalar)).utf8)
    }

    private mutating func parseNumber() throws(JSONSyntaxError) -> JSONValue {
        let start = index
        if current == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            var count = 0
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                index += 1
                count += 1
            }
            return count
        }
        let integerStart = index
        let integerDigits = digits()
        guard integerDigits > 0 else { throw error("expected digits in a number") }
        if integerDigits > 1 && bytes[integerStart] == UInt8(ascii: "0") {
            index = integerStart
            throw error("a number may not start with 0 followed by more digits")
        }
        if current == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw error("expected digits after the decimal point") }
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            index += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw error("expected digits in the exponent") }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else { throw error("number out of range: \(text)") }
        return .number(value)
    }
}
