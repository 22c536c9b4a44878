/// Writing JSON scalars as text, so that what is written parses back to the same value.
public enum JSONText {
    /// `value` as a JSON number: whole numbers without a fraction (`300`, not `300.0`),
    /// others in the shortest form that reads back as the same `Double`. JSON has no
    /// infinities or NaN, so those are written as `0`.
    public static func number(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return value.description
    }

    /// `value` as a quoted JSON string, escaping quotes, backslashes and control characters.
    public static func string(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text + "\""
    }
}
