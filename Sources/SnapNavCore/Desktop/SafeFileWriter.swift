import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file so that a crash, a kill or a full disk leaves either the old file or the new
/// one, whole: the new bytes go to a temporary file in the same folder, are flushed to the disk,
/// and are then renamed over the old file in one step. A symbolic link is followed, so the link
/// stays a link and its target is replaced; the old file's permissions are kept.
///
/// ```swift
/// try SafeFileWriter.write(Data(text.utf8), to: "snapnav.json")
/// try SafeFileWriter.write(to: "shot.png") { temporary in try encoder.save(to: temporary) }
/// ```
public enum SafeFileWriter {
    /// A file that could not be written, naming it and why; the old file, if any, is unchanged.
    public struct Failure: Error, Equatable, CustomStringConvertible, Sendable {
        /// The file as the caller named it, made absolute.
        public let path: String
        /// Why, in the system's words (such as "Permission denied").
        public let reason: String

        /// The value as it is printed.
        public var description: String { "cannot write \(path): \(reason)" }
    }

    /// Replaces the file at `path` with `data`. With `expected` (the file's bytes as they were
    /// read), the file is read again just before it is replaced, and an edit made since is
    /// kept: nothing is written, and the failure says so.
    public static func write(_ data: Data, to path: String, replacing expected: Data? = nil) throws(Failure) {
        try write(to: path, replacing: expected) { temporary throws(Failure) in
            let descriptor = open(temporary, O_WRONLY | O_TRUNC | O_CLOEXEC)
            guard descriptor >= 0 else { throw failure(path) }
            defer { close(descriptor) }
            var written = 0
            let total = data.count
            while written < total {
                let count = data.withUnsafeBytes { buffer in
                    Glibc.write(descriptor, buffer.baseAddress! + written, total - written)
                }
                if count < 0 && errno == EINTR { continue }
                guard count > 0 else { throw failure(path) }
                written += count
            }
        }
    }

    /// Replaces the file at `path` with what `produce` writes to the temporary path it is
    /// given (for encoders that write to a path of their own), once `produce` returns; with
    /// `expected`, only while the file still holds those bytes.
    public static func write<E: Error>(
        to path: String, replacing expected: Data? = nil, _ produce: (String) throws(E) -> Void
    ) throws(Failure) {
        let named = absolute(path)
        let target = resolvedTarget(of: named)
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        removeTemporariesLeftBehind(for: name, in: directory)
        let temporary = directory + "/.\(name).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        var status = stat()
        let mode: mode_t = stat(target, &status) == 0 ? status.st_mode & 0o7777 : 0o666 & ~currentUmask()
        let created = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard created >= 0 else { throw failure(named, in: directory) }
        close(created)
        var committed = false
        defer { if !committed { unlink(temporary) } }
        do {
            try produce(temporary)
        } catch let error as Failure {
            throw error
        } catch {
            throw Failure(path: named, reason: FileErrorReason.of(error))
        }
        // open(2) applied the umask; the old file's mode is kept exactly.
        chmod(temporary, mode)
        let descriptor = open(temporary, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0, fsync(descriptor) == 0 else {
            let error = failure(named)
            if descriptor >= 0 { close(descriptor) }
            throw error
        }
        close(descriptor)
        if let expected, FileManager.default.contents(atPath: target) != expected {
            throw Failure(path: named, reason: Self.changedSinceRead)
        }
        guard rename(temporary, target) == 0 else { throw failure(named) }
        committed = true
        // The rename itself is made durable by flushing the folder that holds it.
        let folder = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folder >= 0 {
            fsync(folder)
            close(folder)
        }
    }

    /// Deletes the temporary files of earlier writes of `name` whose process is gone: a write
    /// killed before its rename leaves one, and the designer's folder should not collect them.
    private static func removeTemporariesLeftBehind(for name: String, in directory: String) {
        let prefix = ".\(name)."
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for entry in entries where entry.hasPrefix(prefix) && entry.hasSuffix(".tmp") {
            let fields = entry.dropFirst(prefix.count).split(separator: ".")
            guard fields.count == 3, let pid = pid_t(fields[0]), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(directory + "/" + entry) }
        }
    }

    /// Why a file was not replaced when it changed between reading and writing.
    public static let changedSinceRead =
        "it was changed by another program since it was read; nothing was written, so that change is kept"

    private static func failure(_ path: String, in directory: String? = nil) -> Failure {
        let reason = String(cString: strerror(errno))
        if let directory, errno == EACCES || errno == EROFS {
            return Failure(path: path, reason: "\(reason) (the folder \(directory) cannot be written to)")
        }
        return Failure(path: path, reason: reason)
    }

    private static func absolute(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }

    /// The file a chain of symbolic links at `path` ends at, or `path` itself.
    private static func resolvedTarget(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else {
                return current
            }
            current =
                destination.hasPrefix("/")
                ? destination : (current as NSString).deletingLastPathComponent + "/" + destination
        }
        return current
    }

    private static func currentUmask() -> mode_t {
        let mask = umask(0o022)
        umask(mask)
        return mask
    }
}
