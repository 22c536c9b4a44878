/// A configuration file that cannot be used, saying which file, where in it and what is wrong.
public struct ConfigurationError: Error, Equatable, CustomStringConvertible, Sendable {
    /// The file's path as given.
    public let file: String
    /// The key path of the bad value, such as `panels.chat.background`; empty for the whole file.
    public let keyPath: String
    /// What is wrong and what was expected.
    public let problem: String
    /// The 1-based line of the problem: where the JSON itself is broken, or where the key
    /// stands; nil when there is no text to point into.
    public let line: Int?
    /// The column on that line.
    public let column: Int?

    /// An error in `file` at `keyPath`, saying `problem`, at `line` and `column` when known.
    public init(file: String, keyPath: String, problem: String, line: Int? = nil, column: Int? = nil) {
        self.file = file
        self.keyPath = keyPath
        self.problem = problem
        self.line = line
        self.column = column
    }

    /// The refusal of `file` as JSON, where the parser stopped.
    init(file: String, syntax error: JSONSyntaxError) {
        self.init(
            file: file, keyPath: "", problem: "invalid JSON: \(error.message)", line: error.line, column: error.column)
    }

    /// The value as it is printed.
    public var description: String {
        var location = file
        if let line { location += ":\(line)" + (column.map { ":\($0)" } ?? "") }
        return keyPath.isEmpty ? "\(location): \(problem)" : "\(location): \(keyPath): \(problem)"
    }
}
