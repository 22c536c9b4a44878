import Foundation
import Glibc

/// A child process started with posix_spawn, so its start time and resource usage can be
/// read exactly.
final class ChildProcess {
    let pid: pid_t
    /// When the spawn was asked for, on the monotonic clock.
    let startTime: Double

    /// Starts `executable` with `arguments`, the current environment less `removing` plus
    /// `environment`, and its standard output and error written to `outputPath` (or discarded).
    init(
        executable: String, arguments: [String], environment: [String: String] = [:], removing: [String] = [],
        outputPath: String? = nil
    ) throws {
        var merged = ProcessInfo.processInfo.environment
        for key in removing { merged[key] = nil }
        for (key, value) in environment { merged[key] = value }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = merged.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            for pointer in argv { free(pointer) }
            for pointer in envp { free(pointer) }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        let output = outputPath ?? "/dev/null"
        posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        posix_spawn_file_actions_adddup2(&actions, 1, 2)
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        var child: pid_t = 0
        startTime = Clocks.monotonic()
        let status = posix_spawn(&child, executable, &actions, nil, argv, envp)
        guard status == 0 else {
            throw BenchError.process("cannot start \(executable): \(String(cString: strerror(status)))")
        }
        pid = child
    }

    /// How the process ended and what it used.
    struct Exit {
        var status: Int32
        /// When the process was reaped, on the monotonic clock.
        var endTime: Double
        /// Peak resident set size in bytes, as sampled.
        var peakResidentBytes: Int
        /// When the marker line was seen, if one was watched for and came.
        var markTime: Double? = nil
        /// The peak resident set size when it was seen.
        var peakResidentBytesAtMark: Int? = nil
    }

    /// Waits for the process to end, reading its peak resident set size (`VmHWM`) every half
    /// millisecond meanwhile. `ru_maxrss` cannot serve: a spawned child inherits the peak of
    /// the benchmark process it was spawned from. With `marker`, the file `output` (where the
    /// child writes) is read as it grows, and the time the line `marker` first appears in it
    /// is noted, with the peak until then.
    func waitSamplingMemory(marker: String? = nil, output: String? = nil) -> Exit {
        var status: Int32 = 0
        var peak = 0
        var watch = marker.flatMap { marker in output.map { LineWatch(path: $0, line: marker) } }
        var markedAt: (time: Double, peak: Int)?
        while true {
            if let bytes = peakResidentBytes() { peak = max(peak, bytes) }
            if markedAt == nil, watch?.appeared() == true { markedAt = (Clocks.monotonic(), peak) }
            let reaped = waitpid(pid, &status, WNOHANG)
            if reaped == pid || (reaped < 0 && errno != EINTR) { break }
            usleep(500)
        }
        return Exit(
            status: status, endTime: Clocks.monotonic(), peakResidentBytes: peak, markTime: markedAt?.time,
            peakResidentBytesAtMark: markedAt?.peak)
    }

    /// Waits up to `seconds` for the line `marker` in the file `output` where the child writes,
    /// and returns when it appeared (nil if it did not, or the child exited first).
    func waitForLine(_ marker: String, in output: String, seconds: Double) -> Double? {
        let deadline = Clocks.monotonic() + seconds
        var watch = LineWatch(path: output, line: marker)
        while Clocks.monotonic() < deadline, kill(pid, 0) == 0 {
            if watch.appeared() { return Clocks.monotonic() }
            usleep(500)
        }
        return nil
    }

    /// The resident set size now, in bytes (`VmRSS`).
    func residentBytes() -> Int? {
        statusField("VmRSS", path: "/proc/\(pid)/status").map { $0 * 1024 }
    }

    /// Waits for the process to end and returns its wait status.
    @discardableResult
    func wait() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
        return status
    }

    /// Asks the process to quit.
    func terminate() {
        kill(pid, SIGTERM)
    }

    /// CPU time used so far by all of the process's threads, in seconds, from the scheduler's
    /// nanosecond accounting (`/proc/PID/task/*/schedstat`), with the voluntary context
    /// switches (wake-ups) so far.
    func cpuUsage() -> (seconds: Double, wakeups: Int) {
        let taskDirectory = "/proc/\(pid)/task"
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: taskDirectory)) ?? []
        var nanoseconds = 0
        var wakeups = 0
        for task in tasks {
            if let text = try? String(contentsOfFile: "\(taskDirectory)/\(task)/schedstat", encoding: .utf8),
                let first = text.split(separator: " ").first, let value = Int(first)
            {
                nanoseconds += value
            }
            wakeups += statusField("voluntary_ctxt_switches", path: "\(taskDirectory)/\(task)/status") ?? 0
        }
        return (Double(nanoseconds) / 1e9, wakeups)
    }

    /// The peak resident set size so far, in bytes (`VmHWM`).
    func peakResidentBytes() -> Int? {
        statusField("VmHWM", path: "/proc/\(pid)/status").map { $0 * 1024 }
    }

    private func statusField(_ name: String, path: String) -> Int? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix(name + ":") {
            let digits = line.dropFirst(name.count + 1).filter { $0.isNumber }
            return Int(digits)
        }
        return nil
    }
}

/// A file a child process writes to, read again whenever it grows, for one whole line.
private struct LineWatch {
    let path: String
    let line: String
    private var size = 0

    init(path: String, line: String) {
        self.path = path
        self.line = line
    }

    /// Whether the line is in the file now.
    mutating func appeared() -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, Int(info.st_size) != size else { return false }
        size = Int(info.st_size)
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").contains { $0 == line }
    }
}
