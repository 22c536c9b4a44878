import Foundation
import SnapNavCore

/// What a prototype's files held when it was last read: the configuration's bytes and each
/// image's size and modification time. A watched file that is touched but not changed (an
/// editor saving the same text, a swap file beside the images) gives the same snapshot, so
/// nothing reloads.
struct PrototypeSnapshot: Equatable {
    /// An image file's size and modification time, or nil fields when it is gone.
    struct Stamp: Equatable {
        var size: Int?
        var modified: Date?

        init(size: Int?, modified: Date?) {
            self.size = size
            self.modified = modified
        }

        /// The stamp of the file at `path`, read with `stat`, which follows a link to the file
        /// it leads to: the link's own stamp does not change when its target does. Foundation's
        /// file attributes would also look up the owner's and group's names, reading the user
        /// and group databases on the launch's way to the first frame.
        init(of path: String) {
            var info = stat()
            guard stat(path, &info) == 0 else {
                self.init(size: nil, modified: nil)
                return
            }
            let seconds = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1_000_000_000
            self.init(size: Int(info.st_size), modified: Date(timeIntervalSince1970: seconds))
        }
    }

    var configuration: [UInt8]?
    var images: [String: Stamp]

    /// Reads the snapshot of `source` whose configuration names `images` and follows the
    /// images of `folder` (`"screens": "folder"`), whose list of screens is part of it.
    static func take(of source: PrototypeSource, images: [String], folder: String? = nil) -> PrototypeSnapshot {
        var paths = Set(images)
        if case .images(_, let files, _) = source { paths.formUnion(files) }
        if let folder { paths.formUnion(PrototypeSource.screens(in: folder)) }
        var stamps: [String: Stamp] = [:]
        for path in paths {
            stamps[path] = Stamp(of: path)
        }
        return PrototypeSnapshot(
            configuration: source.configurationFile.flatMap { FileManager.default.contents(atPath: $0) }.map {
                [UInt8]($0)
            },
            images: stamps)
    }

    /// The files that differ from `earlier`, the configuration first, then images by name.
    func changedFiles(since earlier: PrototypeSnapshot, configurationFile: String?) -> [String] {
        var changed: [String] = []
        if let configurationFile, configuration != earlier.configuration { changed.append(configurationFile) }
        let paths = Set(images.keys).union(earlier.images.keys)
        changed += paths.filter { images[$0] != earlier.images[$0] }.sorted()
        return changed
    }

    /// The files to watch for `source` whose configuration names `images`: the configuration,
    /// each image, and for a folder of images, or a configuration that follows one (`folder`),
    /// the folder itself, so a new export shows too.
    static func watchedPaths(of source: PrototypeSource, images: [String], folder: String? = nil) -> [String] {
        switch source {
        case .file(let path): return [path] + images + (folder.map { [$0] } ?? [])
        case .images(let directory, _, _): return [directory] + images
        }
    }
}
