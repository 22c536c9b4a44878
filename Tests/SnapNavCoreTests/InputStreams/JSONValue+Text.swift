import Foundation
import SnapNavCore

extension JSONValue {
    /// The value as compact one-line JSON text. Numbers keep every bit (Swift's shortest
    /// round-trip form); non-finite numbers, which JSON cannot hold, become the strings
    /// "nan", "inf" and "-inf".
    var text: String {
        switch self {
        case .null: return "null"
        case .bool(let flag): return flag ? "true" : "false"
        case .number(let number): return JSONValue.numberText(number)
        case .string(let string): return JSONValue.quoted(string)
        case .array(let elements): return "[" + elements.map(\.text).joined(separator: ",") + "]"
        case .object(let members):
            return "{" + members.map { JSONValue.quoted($0.key) + ":" + $0.value.text }.joined(separator: ",") + "}"
        }
    }

    /// A number, or one of the strings `text` writes for non-finite numbers.
    var numberValue: Double? {
        switch self {
        case .number(let number): return number
        case .string("nan"): return .nan
        case .string("inf"): return .infinity
        case .string("-inf"): return -.infinity
        default: return nil
        }
    }

    /// A number that may not be finite, in the form `text` reads back.
    static func real(_ number: Double) -> JSONValue {
        if number.isNaN { return .string("nan") }
        if number.isInfinite { return .string(number > 0 ? "inf" : "-inf") }
        return .number(number)
    }

    private static func numberText(_ number: Double) -> String {
        guard number.isFinite else { return quoted(number.isNaN ? "nan" : number > 0 ? "inf" : "-inf") }
        return JSONText.number(number)
    }

    private static func quoted(_ string: String) -> String { JSONText.string(string) }
}
