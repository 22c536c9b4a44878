/// Reads typed values out of a JSON tree, turning every mismatch into a
/// `ConfigurationError` that names the file and the key path.
struct ConfigurationReader {
    let file: String

    func fail(_ path: String, _ problem: String) -> ConfigurationError {
        ConfigurationError(file: file, keyPath: path, problem: problem)
    }

    func object(_ value: JSONValue, at path: String) throws -> [(key: String, value: JSONValue)] {
        guard case .object(let members) = value else { throw fail(path, "expected an object, found \(value.typeName)") }
        return members
    }

    func string(_ value: JSONValue, at path: String) throws -> String {
        guard case .string(let string) = value else { throw fail(path, "expected a string, found \(value.typeName)") }
        return string
    }

    func bool(_ value: JSONValue, at path: String) throws -> Bool {
        guard case .bool(let flag) = value else { throw fail(path, "expected true or false, found \(value.typeName)") }
        return flag
    }

    func number(_ value: JSONValue, at path: String, in range: ClosedRange<Double>) throws -> Double {
        guard case .number(let number) = value else { throw fail(path, "expected a number, found \(value.typeName)") }
        guard range.contains(number) else {
            throw fail(
                path,
                "expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)), found \(format(number))"
            )
        }
        return number
    }

    func positive(_ value: JSONValue, at path: String, maximum: Double) throws -> Double {
        let number = try number(value, at: path, in: 0...maximum)
        guard number > 0 else { throw fail(path, "expected a number greater than 0, found \(format(number))") }
        return number
    }

    func color(_ value: JSONValue, at path: String) throws -> Color {
        let text = try string(value, at: path)
        guard let color = Color(hex: text) else {
            throw fail(path, "expected a colour as \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"")
        }
        return color
    }

    func stringArray(_ value: JSONValue, at path: String) throws -> [String] {
        guard case .array(let elements) = value else {
            throw fail(path, "expected an array of panel ids, found \(value.typeName)")
        }
        return try elements.enumerated().map { try string($1, at: "\(path)[\($0)]") }
    }

    func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
