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

    /// Starts watching `path`, calling `onChange` on a background thread after each write that
    /// completes, each file renamed onto it and each time it is created. Throws, with the
    /// reason, when the directory cannot be watched.
    init(path: String, onChange: @escaping @Sendable () -> Void) throws {
        let url = URL(fileURLWithPath: path)
        let directory = url.deletingLastPathComponent().path
        let name = Array(url.lastPathComponent.utf8)
        let inotify = inotify_init1(Int32(IN_CLOEXEC))
        guard inotify >= 0 else { throw FileWatcherError(path: path, call: "inotify_init1") }
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)
        guard inotify_add_watch(inotify, directory, mask) >= 0 else {
            let error = FileWatcherError(path: directory, call: "inotify_add_watch")
            close(inotify)
            throw error
        }
        var pipeEnds: [Int32] = [0, 0]
        guard pipe(&pipeEnds) == 0 else {
            let error = FileWatcherError(path: path, call: "pipe")
            close(inotify)
            throw error
        }
        wakeUp = pipeEnds[1]
        let shared = self.shared
        let stopSignal = pipeEnds[0]
        let thread = Thread {
            Self.watch(inotify: inotify, stopSignal: stopSignal, name: name) {
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

    /// Blocks until `stopSignal` becomes readable (or closes), calling `changed` for every event
    /// that names the watched file.
    private static func watch(inotify: Int32, stopSignal: Int32, name: [UInt8], changed: () -> Void) {
        let headerSize = MemoryLayout<inotify_event>.size
        var buffer = [UInt8](repeating: 0, count: 64 * (headerSize + Int(NAME_MAX) + 1))
        var descriptors = [
            pollfd(fd: inotify, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stopSignal, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            guard poll(&descriptors, 2, -1) >= 0 else {
                if errno == EINTR { continue }
                return
            }
            if descriptors[1].revents != 0 { return }
            guard descriptors[0].revents & Int16(POLLIN) != 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { read(inotify, $0.baseAddress, $0.count) }
            guard count > 0 else {
                if count < 0 && (errno == EINTR || errno == EAGAIN) { continue }
                return
            }
            var offset = 0
            var matched = false
            while offset + headerSize <= count {
                let length = buffer.withUnsafeBytes { Int($0.load(fromByteOffset: offset, as: inotify_event.self).len) }
                let nameStart = offset + headerSize
                let nameEnd = min(nameStart + length, count)
                let eventName = buffer[nameStart..<nameEnd].prefix { $0 != 0 }
                if eventName.elementsEqual(name) { matched = true }
                offset = nameEnd
            }
            if matched { changed() }
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
