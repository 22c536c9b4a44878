import Foundation

/// Why a file named on the command line could not be read, said after its path: missing (with
/// the nearest name there, see `MissingFile`), a directory, or refused by the system, in its words.
public enum UnreadableFile {
    /// The reason the file at `path`, expected to hold `what` (such as "a recording"), could not
    /// be read.
    public static func reason(_ path: String, expected what: String) -> String {
        var status = stat()
        guard stat(path, &status) == 0 else {
            if errno == ENOENT || errno == ENOTDIR { return "the file " + MissingFile.doesNotExist(path) }
            return "the file cannot be read (\(String(cString: strerror(errno))))"
        }
        if status.st_mode & S_IFMT == S_IFDIR { return "is a directory, not \(what)" }
        if access(path, R_OK) != 0 { return "the file cannot be read (\(String(cString: strerror(errno))))" }
        return "the file cannot be read"
    }
}
