import Foundation

/// Notices when a file changes on disk, by comparing its status (modification time, size,
/// inode) a few times a second on a background queue. Polling the path, rather than watching
/// the open file, also sees editors that save by writing a new file and renaming it.
final class FileWatcher {
    private struct Stamp: Equatable {
        var exists: Bool
        var modified: timespec
        var changed: timespec
        var size: Int
        var inode: UInt

        static func == (a: Stamp, b: Stamp) -> Bool {
            a.exists == b.exists && a.size == b.size && a.inode == b.inode
                && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
                && a.changed.tv_sec == b.changed.tv_sec && a.changed.tv_nsec == b.changed.tv_nsec
        }

        init(path: String) {
            var status = stat()
            exists = stat(path, &status) == 0
            modified = exists ? status.st_mtim : timespec()
            changed = exists ? status.st_ctim : timespec()
            size = exists ? Int(status.st_size) : 0
            inode = exists ? UInt(status.st_ino) : 0
        }
    }

    /// State touched only on the watcher's queue, except `stopped`, which the lock guards.
    private final class State: @unchecked Sendable {
        var stamp: Stamp
        var stopped = false
        let lock = NSLock()

        init(stamp: Stamp) {
            self.stamp = stamp
        }
    }

    private let timer: DispatchSourceTimer
    private let state: State

    /// Starts watching `path`, calling `onChange` on a background queue after each change seen.
    init(path: String, interval: Double, onChange: @escaping @Sendable () -> Void) {
        let state = State(stamp: Stamp(path: path))
        self.state = state
        timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "snapnav.file-watcher"))
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(20))
        timer.setEventHandler {
            let stamp = Stamp(path: path)
            guard stamp != state.stamp else { return }
            state.stamp = stamp
            state.lock.lock()
            defer { state.lock.unlock() }
            if !state.stopped { onChange() }
        }
        timer.resume()
    }

    /// Stops watching; once this returns, `onChange` is not called again.
    func stop() {
        state.lock.lock()
        state.stopped = true
        state.lock.unlock()
        timer.cancel()
    }

    deinit {
        stop()
    }
}
