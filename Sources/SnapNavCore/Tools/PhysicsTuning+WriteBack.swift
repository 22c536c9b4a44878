import Foundation

extension PhysicsTuning {
    /// What writing the physics back did.
    package enum WriteBackOutcome: Equatable, Sendable {
        /// The file now holds the tuned values.
        case written
        /// The file already held them; nothing was written.
        case unchanged
    }

    /// Writes the tunable parameters of `configuration` into the configuration file at `path`,
    /// rewriting only the values that differ from the file's, so every other byte stays. The
    /// file is replaced whole (see `SafeFileWriter`), and only over the bytes just read: an
    /// edit saved in between is kept, and the failure says so. Nothing is written that the app
    /// itself would refuse.
    package static func writeBack(_ configuration: Configuration, to path: String) throws -> WriteBackOutcome {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ConfigurationError(file: path, keyPath: "", problem: "the file cannot be read")
        }
        let original = String(decoding: data, as: UTF8.self)
        let updated = try write(configuration, into: original, file: path)
        _ = try Configuration.parse(updated, file: path)
        guard updated != original else { return .unchanged }
        try SafeFileWriter.write(Data(updated.utf8), to: path, replacing: data)
        return .written
    }
}
