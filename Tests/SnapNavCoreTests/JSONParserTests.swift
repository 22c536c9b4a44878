import XCTest

@testable import SnapNavCore

/// The one JSON reader: every rule of RFC 8259's grammar, each error with its line and column,
/// and where each value stands in the text.
final class JSONParserTests: XCTestCase {
    func assertParses(_ text: String, as expected: JSONValue, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(try JSONParser.parse(text), expected, text, file: file, line: line)
    }

    /// Asserts that `text` is refused with `message` at `row`:`column`.
    func assertRefused(
        _ text: String, saying message: String, at row: Int, _ column: Int, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        XCTAssertThrowsError(try JSONParser.parse(text), text, file: file, line: line) { error in
            XCTAssertEqual(
                error as? JSONSyntaxError, JSONSyntaxError(message: message, line: row, column: column), text,
                file: file, line: line)
        }
    }

    func testLiterals() {
        assertParses("true", as: .bool(true))
        assertParses("false", as: .bool(false))
        assertParses("null", as: .null)
        assertRefused("tru", saying: "unknown word; expected true", at: 1, 1)
        assertRefused("nul", saying: "unknown word; expected null", at: 1, 1)
        assertRefused("True", saying: "unexpected character 'T'", at: 1, 1)
    }

    func testNumbers() {
        assertParses("0", as: .number(0))
        assertParses("-0", as: .number(0))
        assertParses("12", as: .number(12))
        assertParses("-2.5e2", as: .number(-250))
        assertParses("1E+2", as: .number(100))
        assertParses("1e-2", as: .number(0.01))
        assertParses("0.5", as: .number(0.5))
        assertRefused("01", saying: "a number may not start with 0 followed by more digits", at: 1, 1)
        assertRefused("[1, -007]", saying: "a number may not start with 0 followed by more digits", at: 1, 6)
        assertRefused("-", saying: "expected digits in a number", at: 1, 2)
        assertRefused("1.", saying: "expected digits after the decimal point", at: 1, 3)
        assertRefused("1e", saying: "expected digits in the exponent", at: 1, 3)
        assertRefused(".5", saying: "unexpected character '.'", at: 1, 1)
        assertRefused("+1", saying: "unexpected character '+'", at: 1, 1)
        assertRefused("1e999", saying: "number out of range: 1e999", at: 1, 6)
    }

    func testStrings() {
        assertParses(#""""#, as: .string(""))
        assertParses(#""a\"\\\/\b\f\n\r\t""#, as: .string("a\"\\/\u{8}\u{C}\n\r\t"))
        assertParses(#""\u00e9\ud83d\ude00""#, as: .string("é😀"))
        assertParses("\"é\"", as: .string("é"))
        assertRefused(#""abc"#, saying: "unterminated string", at: 1, 5)
        assertRefused(#""\x""#, saying: "unknown escape '\\x'", at: 1, 4)
        assertRefused(#""\u12""#, saying: "expected four hex digits after \\u", at: 1, 4)
        assertRefused(#""\ud83d""#, saying: "unpaired surrogate in \\u escape", at: 1, 8)
        assertRefused(#""\ude00""#, saying: "unpaired surrogate in \\u escape", at: 1, 8)
        assertRefused("\"a\tb\"", saying: "control character in a string", at: 1, 4)
        XCTAssertThrowsError(try JSONParser.parse(bytes: [0x22, 0xFF, 0x22])) { error in
            XCTAssertEqual((error as? JSONSyntaxError)?.message, "the string is not valid UTF-8")
        }
    }

    func testArrays() {
        assertParses("[]", as: .array([]))
        assertParses("[ 1 , [2] ]", as: .array([.number(1), .array([.number(2)])]))
        assertRefused("[1,]", saying: "unexpected ']'; is there a comma too many before it?", at: 1, 4)
        assertRefused("[1 2]", saying: "expected ',' or ']' in an array", at: 1, 3)
        assertRefused("[1", saying: "expected ',' or ']' in an array", at: 1, 3)
        assertRefused(
            String(repeating: "[", count: 201), saying: "nesting deeper than 200 levels", at: 1, 201)
    }

    func testObjects() {
        assertParses("{}", as: .object([]))
        assertParses(
            #"{"b": 1, "a": {"c": null}}"#, as: .object([("b", .number(1)), ("a", .object([("c", .null)]))]))
        assertRefused(#"{"a" 1}"#, saying: "expected ':' after the key \"a\"", at: 1, 6)
        assertRefused("{a: 1}", saying: "expected a quoted key", at: 1, 2)
        assertRefused(#"{"a": 1,}"#, saying: "unexpected '}'; is there a comma too many before it?", at: 1, 9)
        assertRefused(#"{"a": 1 "b": 2}"#, saying: "expected ',' or '}' in an object", at: 1, 8)
        // A comma missing at the end of line 1, a blank line and the next key after it: told
        // at the end of the value that needs the comma, not where the next key stands.
        assertRefused("{\"a\": [1, 2]\n\n    \"b\": 2}", saying: "expected ',' or '}' in an object", at: 1, 13)
        assertRefused("[\"x\"\n  \"y\"]", saying: "expected ',' or ']' in an array", at: 1, 5)
        assertRefused(#"{"a": 1"#, saying: "expected ',' or '}' in an object", at: 1, 8)
        assertRefused(#"{"a": }"#, saying: "unexpected '}'; is there a comma too many before it?", at: 1, 7)
        XCTAssertEqual(try JSONParser.parse(#"{"a": 1, "a": 2}"#)["a"], .number(2), "the last of two keys wins")
    }

    func testTheTextAroundTheValue() {
        assertParses(" \t\r\n{} \n", as: .object([]))
        XCTAssertEqual(try JSONParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)), .object([]))
        assertRefused("", saying: "the file is empty; expected a JSON object", at: 1, 1)
        assertRefused("  \n ", saying: "the file is empty; expected a JSON object", at: 2, 2)
        assertRefused("{} {}", saying: "unexpected text after the end of the JSON value", at: 1, 4)
        assertRefused("// note\n{}", saying: "comments (// or /* */) are not allowed in JSON", at: 1, 1)
        assertRefused("{\n  \"a\": 1,\n  // b\n}", saying: "comments (// or /* */) are not allowed in JSON", at: 3, 3)
        XCTAssertThrowsError(try JSONParser.parse(bytes: [0x89, 0x50, 0x4E, 0x47])) { error in
            XCTAssertEqual(
                (error as? JSONSyntaxError)?.message, "unexpected byte 0x89; is this a JSON text file?")
        }
    }

    func testCurlyQuotesFromAnEditorAreNamedWhereTheyStand() {
        func curly(_ quote: String) -> String {
            "a curly quote \(quote) where JSON needs a straight one (\"); an editor's smart quotes typed it"
        }
        // Around a key, around a value, and closing a string, which then runs to the line's end.
        assertRefused("{ \u{201C}start\u{201D}: \"home\" }", saying: curly("\u{201C}"), at: 1, 3)
        assertRefused("{ \"start\": \u{201C}home\u{201D} }", saying: curly("\u{201C}"), at: 1, 12)
        assertRefused("{ \"start\": \"home\u{201D},\n  \"bars\": true }", saying: curly("\u{201D}"), at: 1, 17)
        assertRefused("{ \"start\": \"home\u{201D},\r\n  \"bars\": true }", saying: curly("\u{201D}"), at: 1, 17)
        assertRefused("{ \"title\": \"Home\u{2019}", saying: curly("\u{2019}"), at: 1, 17)
        assertRefused("[\u{2018}a\u{2019}]", saying: curly("\u{2018}"), at: 1, 2)
        // Inside a string that is closed, they are text like any other.
        assertParses(
            "{ \"title\": \"Say \u{201C}hi\u{201D}\" }", as: .object([("title", .string("Say \u{201C}hi\u{201D}"))]))
    }

    func testColumnsCountCharactersNotBytes() {
        assertRefused("{\"é😀\": x}", saying: "unexpected character 'x'", at: 1, 8)
    }

    func testEachValueKnowsWhereItsKeyStands() throws {
        let text = """
            {
              "panels": {
                "chat": { "title": "Chat", "rows": [1, { "x": 2 }] },
                "chat": { "title": "Again" }
              }
            }
            """
        let document = try JSONDocument(bytes: Array(text.utf8))
        XCTAssertEqual(document.location(ofKeyAt: "panels"), JSONTextLocation(offset: 4, in: document.bytes))
        XCTAssertEqual(document.location(ofKeyAt: "panels").column, 3)
        // A key defined twice: the last of the two, as the decoder reads it.
        XCTAssertEqual(document.location(ofKeyAt: "panels.chat").line, 4)
        XCTAssertEqual(document.location(ofKeyAt: "panels.chat.title").line, 4)
        XCTAssertEqual(document.location(ofKeyAt: "panels.chat.title").column, 15)
        // A missing key points at the deepest key of its path that is there.
        XCTAssertEqual(document.location(ofKeyAt: "panels.chat.background"), document.location(ofKeyAt: "panels.chat"))
        XCTAssertEqual(document.location(ofKeyAt: "start"), JSONTextLocation(line: 1, column: 1))

        let first = try JSONDocument(
            bytes: Array(text.replacingOccurrences(of: "\"chat\": { \"title\": \"Again\" }", with: "\"x\": 1").utf8))
        XCTAssertEqual(first.location(ofKeyAt: "panels.chat.rows[1].x"), JSONTextLocation(line: 3, column: 46))
        XCTAssertEqual(first.location(ofKeyAt: "panels.chat.rows[1]"), JSONTextLocation(line: 3, column: 44))
        XCTAssertEqual(first.location(ofKeyAt: "panels.chat.rows[7]"), JSONTextLocation(line: 3, column: 32))
    }
}
