import Foundation
import Glibc

/// Notices when a file changes on disk without polling: inotify watches the file's directory,
/// so editors that save by writing a new file and renaming it over the old one are seen too,
/// and a thread sleeps in `poll()` until something happens there. At rest it costs nothing.
final class FileWatcher {
    /// What the watching thread shares with the owner; `stopped` is guarded by the lock.
    private final class Shared: @unchecked Sendable {
        let lock = NSLock()
        var stopped = false
    }

    private let shared = Shared()
    private let wakeUp: Int32

    /// Starts watching `paths`, calling `onChange` on a background thread once they have been
    /// quiet for `quietPeriod` after writes that complete, files renamed onto them and files
    /// created, however many of those came together. A path that
    /// is a folder stands for every file in it, and a symbolic link for the file it leads to
    /// as well, where edits to it are written. Throws, with the reason, when a directory
    /// cannot be watched.
    init(paths: [String], onChange: @escaping @Sendable () -> Void) throws {
        // One watch per directory, matching the names asked for there (nil: any name).
        var wanted: [String: Set<[UInt8]>?] = [:]
        for path in paths + paths.compactMap(Self.linkTarget) {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                wanted[path] = .some(nil)
                continue
            }
            let url = URL(fileURLWithPath: path)
            let directory = url.deletingLastPathComponent().path
            if case .some(.none) = wanted[directory] { continue }
            var names = wanted[directory].flatMap { $0 } ?? []
            names.insert(Array(url.lastPathComponent.utf8))
            wanted[directory] = names
        }
        let inotify = inotify_init1(Int32(IN_CLOEXEC))
        guard inotify >= 0 else { throw FileWatcherError(path: paths.first ?? "", call: "inotify_init1") }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE | IN_DELETE | IN_MOVED_FROM)
        var names: [Int32: Set<[UInt8]>?] = [:]
        for (directory, wantedNames) in wanted.sorted(by: { $0.key < $1.key }) {
            let descriptor = inotify_add_watch(inotify, directory, mask)
            guard descriptor >= 0 else {
                let error = FileWatcherError(path: directory, call: "inotify_add_watch")
                close(inotify)
                throw error
            }
            names[descriptor] = wantedNames
        }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            let error = FileWatcherError(path: paths.first ?? "", call: "pipe")
            close(inotify)
            throw error
        }
        wakeUp = pipeEnds[1]
        let shared = self.shared
        let stopSignal = pipeEnds[0]
        let watched = names
        let thread = Thread {
            Self.watch(inotify: inotify, stopSignal: stopSignal, names: watched) {
                shared.lock.lock()
                defer { shared.lock.unlock() }
                if !shared.stopped { onChange() }
            }
            close(inotify)
            close(stopSignal)
        }
        thread.name = "snapnav.file-watcher"
        thread.start()
    }

    /// The file `path` leads to through symbolic links, when it is a link (or lies in a linked
    /// folder); nil otherwise, or when the link leads nowhere.
    static func linkTarget(of path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        let target = String(cString: resolved)
        return target == URL(fileURLWithPath: path).standardizedFileURL.path ? nil : target
    }

    /// How long the watched files must stay quiet before a change is reported: a writer that
    /// truncates a file, closes it and opens it again to write (as ImageMagick does), or saves
    /// through a temporary file, is seen once, finished, instead of half way.
    static let quietPeriod: Int32 = 150
    /// The longest a change waits for quiet, so a file written without pause still shows.
    static let longestWait = 1.0

    /// Blocks until `stopSignal` becomes readable (or closes), calling `changed` once the files
    /// have been quiet for `quietPeriod` after events that name a watched file (`names`: for
    /// each watch, its names, nil for any).
    private static func watch(
        inotify: Int32, stopSignal: Int32, names: [Int32: Set<[UInt8]>?], changed: () -> Void
    ) {
        let headerSize = MemoryLayout<inotify_event>.size
        var buffer = [UInt8](repeating: 0, count: 64 * (headerSize + Int(NAME_MAX) + 1))
        var descriptors = [
            pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopSignal, events: Int16(POLLIN), revents: 0),
        ]
        var firstPending: Date?
        while true {
            let ready = poll(&descriptors, 2, firstPending == nil ? -1 : quietPeriod)
            guard ready >= 0 else {
                if errno == EINTR { continue }
                return
            }
            if descriptors[1].revents != 0 { return }
            if let first = firstPending, ready == 0 || Date().timeIntervalSince(first) > longestWait {
                firstPending = nil
                changed()
                if ready == 0 { continue }
            }
            guard descriptors[0].revents & Int16(POLLIN) != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else {
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                return
            }
            var offset = 0
            var matched = false
            while offset + headerSize <= count {
                let header = buffer.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: inotify_event.self) }
                let nameStart = offset + headerSize
                let nameEnd = min(nameStart + Int(header.len), count)
                let eventName = Array(buffer[nameStart..<nameEnd].prefix { $0 != 0 })
                if let wanted = names[header.wd], wanted?.contains(eventName) ?? true { matched = true }
                offset = nameEnd
            }
            if matched && firstPending == nil { firstPending = Date() }
        }
    }

    /// Stops watching; once this returns, `onChange` is not called again.
    func stop() {
        shared.lock.lock()
        let alreadyStopped = shared.stopped
        shared.stopped = true
        shared.lock.unlock()
        guard !alreadyStopped else { return }
        var byte: UInt8 = 1
        _ = write(wakeUp, &byte, 1)
        close(wakeUp)
    }

    deinit {
        stop()
    }
}

/// A system call that setting up a file watch needed failed.
struct FileWatcherError: Error, CustomStringConvertible {
    let path: String
    let call: String
    let reason = String(cString: strerror(errno))

    var description: String { "cannot watch \(path) for changes: \(call) failed: \(reason)" }
}
