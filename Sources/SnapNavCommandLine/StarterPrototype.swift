import Foundation
import SnapNavCore

/// `snapnav new DIR`: copies the starter prototype (a configuration, sample screens and a
/// README) into a folder, which then opens with `snapnav DIR` as it is.
package enum StarterPrototype {
    /// Why a starter could not be written; the message names the file.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong, in a sentence.
        package let description: String
    }

    /// Copies every file under `starter` into `directory`, creating it, and returns the paths
    /// written relative to it. Nothing is overwritten: when any file is already there, nothing
    /// is written and the first such file is named.
    @discardableResult
    package static func create(in directory: String, from starter: String) throws -> [String] {
        let files = FileManager.default.enumerator(atPath: starter)?.compactMap { item -> String? in
            guard let relative = item as? String else { return nil }
            var isDirectory: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: starter + "/" + relative, isDirectory: &isDirectory)
            return exists && !isDirectory.boolValue ? relative : nil
        }
        guard let files, !files.isEmpty else {
            throw Failure(description: "\(starter): the starter prototype is missing from the install")
        }
        let sorted = files.sorted()
        if let existing = sorted.first(where: { FileManager.default.fileExists(atPath: directory + "/" + $0) }) {
            throw Failure(description: "\(directory)/\(existing) already exists; nothing was written")
        }
        for file in sorted {
            let target = directory + "/" + file
            let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw Failure(description: "\(folder): the folder cannot be made (\(FileErrorReason.of(error)))")
            }
            guard let bytes = FileManager.default.contents(atPath: starter + "/" + file) else {
                throw Failure(description: "\(starter)/\(file): cannot be read from the install")
            }
            do {
                // Each file whole or not at all, whatever stops the copy.
                try SafeFileWriter.write(bytes, to: target)
            } catch {
                throw Failure(description: "\(target): cannot be written (\(error.reason))")
            }
        }
        return sorted
    }
}
