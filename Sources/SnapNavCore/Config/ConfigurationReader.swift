/// Reads typed values out of a JSON tree, turning every mismatch into a
/// `ConfigurationError` that names the file and the key path.
struct ConfigurationReader {
    let file: String
    /// The directory relative paths in the file resolve against: the file's own.
    var directory: String = "."
    /// The parsed file, for the line and column of a bad key; nil when there is none to point into.
    var document: JSONDocument? = nil
    /// Where the images and folders the file names are read from.
    var files: PrototypeFiles

    /// An error at `path`, with the line and column where its key stands in the file (the last
    /// of two keys of one name, for a key defined twice), so that an editor can jump to it.
    func fail(_ path: String, _ problem: String) -> ConfigurationError {
        let location = document?.location(ofKeyAt: path)
        return ConfigurationError(
            file: file, keyPath: path, problem: problem, line: location?.line, column: location?.column)
    }

    /// Refuses the first key of `members` that is not in `known`, naming the nearest known key:
    /// a misspelt key would otherwise be ignored and its default used without a word. Keys that
    /// start with `//` are the designer's notes, as JSON has no comments, and are skipped.
    func checkKeys(_ members: [(key: String, value: JSONValue)], known: [String], at path: String)
        throws(ConfigurationError)
    {
        for (key, _) in members where !known.contains(key) && !key.hasPrefix("//") {
            let keyPath = path.isEmpty ? key : "\(path).\(key)"
            let refusal = Self.refusal(ofUnknownKey: key)
            if let suggestion = SpellingSuggestion.nearest(to: key, in: known) {
                throw fail(keyPath, "\(refusal); did you mean \"\(suggestion)\"?")
            }
            throw fail(
                keyPath, "\(refusal); expected one of \(known.map { "\"\($0)\"" }.joined(separator: ", "))")
        }
    }

    /// How an unknown `key` is refused. In a key path an empty key shows as nothing, and one with
    /// spaces round it as the key it was meant to be, so those two are quoted and said.
    static func refusal(ofUnknownKey key: String) -> String {
        if key.isEmpty { return #"unknown key "", which is empty"# }
        let spaces: [Character] = [" ", "\t", "\n", "\r"]
        if let first = key.first, let last = key.last, spaces.contains(first) || spaces.contains(last) {
            return "unknown key \"\(key)\", with spaces round it"
        }
        return "unknown key"
    }

    func object(_ value: JSONValue, at path: String) throws(ConfigurationError) -> [(key: String, value: JSONValue)] {
        guard case .object(let members) = value else { throw fail(path, "expected an object, found \(value.typeName)") }
        return members
    }

    func string(_ value: JSONValue, at path: String) throws(ConfigurationError) -> String {
        guard case .string(let string) = value else { throw fail(path, "expected a string, found \(value.typeName)") }
        return string
    }

    func bool(_ value: JSONValue, at path: String) throws(ConfigurationError) -> Bool {
        guard case .bool(let flag) = value else { throw fail(path, "expected true or false, found \(value.typeName)") }
        return flag
    }

    func number(_ value: JSONValue, at path: String, in range: ClosedRange<Double>) throws(ConfigurationError) -> Double
    {
        guard case .number(let number) = value else { throw fail(path, "expected a number, found \(value.typeName)") }
        guard range.contains(number) else {
            throw fail(
                path,
                "expected a number from \(format(range.lowerBound)) to \(format(range.upperBound)), found \(format(number))"
            )
        }
        return number
    }

    func positive(_ value: JSONValue, at path: String, maximum: Double) throws(ConfigurationError) -> Double {
        guard case .number(let number) = value else { throw fail(path, "expected a number, found \(value.typeName)") }
        if number <= 0 {
            throw fail(path, "expected a number greater than 0, found \(format(number))")
        }
        guard number <= maximum else {
            // Not "from 0": 0 is refused too.
            throw fail(path, "expected a number greater than 0 and at most \(format(maximum)), found \(format(number))")
        }
        return number
    }

    func color(_ value: JSONValue, at path: String) throws(ConfigurationError) -> Color {
        let text = try string(value, at: path)
        guard let color = Color(hex: text) else {
            throw fail(path, "expected a colour as \"#RRGGBB\" or \"#RRGGBBAA\", found \"\(text)\"")
        }
        return color
    }

    func stringArray(_ value: JSONValue, at path: String) throws(ConfigurationError) -> [String] {
        guard case .array(let elements) = value else {
            throw fail(path, "expected an array of panel ids, found \(value.typeName)")
        }
        return try elements.enumerated().map { (index, element) throws(ConfigurationError) in
            try string(element, at: "\(path)[\(index)]")
        }
    }

    /// The image at `path` (relative to the configuration's directory, or absolute), checked.
    func imageFile(_ path: String, at keyPath: String) throws(ConfigurationError) -> ImageFile {
        let resolved = path.hasPrefix("/") ? path : directory + "/" + path
        do {
            return try files.image(at: resolved)
        } catch {
            var reason = error.reason
            if error.fileIsMissing, let hint = files.hint(forMissing: resolved, namedAs: path, under: directory) {
                reason += "; " + hint
            }
            throw fail(keyPath, "\(resolved) \(reason)")
        }
    }

    func format(_ number: Double) -> String {
        number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)
    }
}
