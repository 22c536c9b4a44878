import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Notices that a prototype's files changed by what `stat` says of them (device, inode, size
/// and time of change), checked a few times a second: a save written in place and one renamed
/// over the old file both change it, as does an image added to a folder.
struct ServeWatch: Equatable {
    private var seen: [String: [Int]]

    /// The state of `paths` now.
    init(paths: [String]) {
        seen = [:]
        for path in Set(paths) {
            var info = stat()
            seen[path] =
                stat(path, &info) == 0
                ? [
                    Int(info.st_dev), Int(info.st_ino), Int(info.st_size), info.st_mtim.tv_sec, info.st_mtim.tv_nsec,
                    info.st_ctim.tv_sec, info.st_ctim.tv_nsec,
                ] : []
        }
    }

    /// Whether any of the paths is not as it was.
    var changed: Bool { ServeWatch(paths: Array(seen.keys)) != self }
}
