import Foundation

extension ConfigurationError {
    /// This error with the line and column its key stands at in `file`'s current text, when it
    /// has none yet: for refusals made after the file was read, such as an image that fails to
    /// decode.
    public func locatingKey() -> ConfigurationError {
        guard line == nil, !keyPath.isEmpty, let data = FileManager.default.contents(atPath: file),
            let document = try? JSONDocument(bytes: [UInt8](data))
        else { return self }
        let location = document.location(ofKeyAt: keyPath)
        return ConfigurationError(
            file: file, keyPath: keyPath, problem: problem, line: location.line, column: location.column)
    }
}
