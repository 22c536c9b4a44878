import Foundation

extension Configuration {
    /// Reads and checks the file at `path`.
    public static func load(path: String) throws(ConfigurationError) -> Configuration {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(
                file: path, keyPath: "", problem: UnreadableFile.reason(path, expected: "a configuration file"))
        }
        return try parse(bytes: [UInt8](data), file: path)
    }

    /// The absolute directory of `file`, against which the paths it names resolve.
    static func directory(of file: String) -> String {
        URL(fileURLWithPath: file).standardizedFileURL.deletingLastPathComponent().path
    }

    /// Parses and checks configuration text; `file` is used in error messages.
    public static func parse(_ text: String, file: String) throws(ConfigurationError) -> Configuration {
        try parse(bytes: Array(text.utf8), file: file)
    }

    /// Parses and checks UTF-8 configuration bytes; `file` is used in error messages, and the
    /// paths it names resolve against `directory` (the file's own directory when nil) on the disk.
    public static func parse(bytes: [UInt8], file: String, directory: String? = nil) throws(ConfigurationError)
        -> Configuration
    {
        try parse(bytes: bytes, file: file, directory: directory ?? Self.directory(of: file), files: DiskFiles())
    }
}
