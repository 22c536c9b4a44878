import Foundation
import Glibc

/// Benchmarks of the real `snapnav` executable, run as a separate process.
enum ProcessBenchmarks {
    struct Rest {
        /// CPU time of every thread of the app over the measured interval, in seconds.
        var cpuSeconds: Double
        /// Voluntary context switches (wake-ups) over the interval.
        var wakeups: Int
        var peakResidentBytes: Int
    }

    /// Starts the app in a window on `display`, lets it draw its first frames, then measures
    /// its CPU time over `seconds` in which nothing happens.
    static func rest(app: String, display: String, seconds: Double, settle: Double) throws -> Rest {
        // The headless benchmarks before this one select SDL's dummy driver through the
        // environment; the app at rest must run on the display's own driver.
        let child = try ChildProcess(
            executable: app, arguments: [], environment: ["DISPLAY": display], removing: ["SDL_VIDEODRIVER"])
        defer {
            child.terminate()
            child.wait()
        }
        usleep(UInt32(settle * 1_000_000))
        let before = child.cpuUsage()
        usleep(UInt32(seconds * 1_000_000))
        let after = child.cpuUsage()
        guard kill(child.pid, 0) == 0 else { throw BenchError.process("\(app) exited while at rest") }
        return Rest(
            cpuSeconds: after.seconds - before.seconds, wakeups: after.wakeups - before.wakeups,
            peakResidentBytes: child.peakResidentBytes() ?? 0)
    }

    struct Window {
        /// From asking for the process to its word that its first frame was presented.
        var shownSeconds: Double
        /// Resident memory once it has rested for a while.
        var restingResidentBytes: Int
    }

    /// A program to start in a window: what it is called in the results, and how it is run.
    struct WindowProgram {
        var name: String
        var executable: String
        var arguments: [String]
        /// Set in its environment, besides the display.
        var environment: [String: String] = [:]
    }

    /// Starts each of `programs` in a window on `display` in turn, `rounds` rounds of them,
    /// noting when each says its first frame was presented; in every `restEvery`-th round
    /// each also rests `settle` seconds and has its resident memory (`VmRSS`) read. Returns the
    /// median of each, by name.
    ///
    /// A start takes about a tenth of a second, and a shared machine's speed can drift by a fifth
    /// over an hour, so a median of three starts moved a ratio by as much as its goal's margin
    /// from one run to the next; the starts cost little, so there are more of them. The rounds
    /// take the programs in turn, so that whatever else the machine does falls on all of them
    /// alike, and each round begins with the next program, so that none always follows the
    /// same one out: the display is still tearing down the window that was closed last.
    static func windows(
        _ programs: [WindowProgram], display: String, settle: Double, rounds: Int, restEvery: Int
    ) throws -> [String: Window] {
        var shown: [String: [Double]] = [:]
        var resident: [String: [Int]] = [:]
        let output = NSTemporaryDirectory() + "snapnav-bench-window-\(getpid()).txt"
        defer { unlink(output) }
        for round in 0..<max(rounds, 1) {
            let rests = (round + 1) % max(restEvery, 1) == 0
            let first = round % max(programs.count, 1)
            for program in programs[first...] + programs[..<first] {
                let child = try ChildProcess(
                    executable: program.executable, arguments: program.arguments,
                    environment: program.environment.merging(["DISPLAY": display]) { _, display in display },
                    removing: ["SDL_VIDEODRIVER"], outputPath: output)
                defer {
                    child.terminate()
                    child.wait()
                    usleep(UInt32(Self.pauseBetweenWindows * 1_000_000))
                }
                let command = ([program.executable] + program.arguments).joined(separator: " ")
                guard let marked = child.waitForLine(firstFrameMarker, in: output, seconds: 20) else {
                    throw BenchError.process("\(command) showed no frame in 20 s")
                }
                shown[program.name, default: []].append(marked - child.startTime)
                guard rests else { continue }
                usleep(UInt32(settle * 1_000_000))
                guard let bytes = child.residentBytes() else { throw BenchError.process("\(command) exited at rest") }
                resident[program.name, default: []].append(bytes)
            }
        }
        var results: [String: Window] = [:]
        for (name, times) in shown {
            let bytes = resident[name, default: []].sorted()
            guard !bytes.isEmpty else { throw BenchError.process("\(name) never rested long enough to be read") }
            results[name] = Window(shownSeconds: Sample(times).median, restingResidentBytes: bytes[bytes.count / 2])
        }
        return results
    }

    /// Seconds between closing one window and starting the next program.
    static let pauseBetweenWindows = 0.2

    struct Startup {
        /// From asking for the process to its word that the first frame was presented.
        var seconds: Double
        /// Peak resident set size until then.
        var peakResidentBytes: Int
        /// From asking for the process to its exit, every image checked by then.
        var exitSeconds: Double
        /// Peak resident set size over the whole run.
        var exitPeakResidentBytes: Int
    }

    /// The line `--stats` writes when the first frame is presented.
    static let firstFrameMarker = "snapnav: first frame presented"

    /// Runs `snapnav ARGUMENTS --headless --frames 1 --stats`, which says when it has presented
    /// its first frame, then checks every image and exits, `trials` times; the median trial
    /// (by the time to the first frame) is returned.
    static func startup(app: String, arguments: [String] = [], trials: Int) throws -> Startup {
        var runs: [Startup] = []
        let output = NSTemporaryDirectory() + "snapnav-bench-startup-\(getpid()).txt"
        defer { unlink(output) }
        for _ in 0..<max(trials, 1) {
            let child = try ChildProcess(
                executable: app, arguments: arguments + ["--headless", "--frames", "1", "--stats"], outputPath: output)
            let exit = child.waitSamplingMemory(marker: firstFrameMarker, output: output)
            let command = "\(app) \(arguments.joined(separator: " ")) --headless --frames 1"
            guard exit.status == 0 else { throw BenchError.process("\(command) failed") }
            guard let marked = exit.markTime else {
                throw BenchError.process("\(command) never said \"\(firstFrameMarker)\"")
            }
            runs.append(
                Startup(
                    seconds: marked - child.startTime, peakResidentBytes: exit.peakResidentBytesAtMark ?? 0,
                    exitSeconds: exit.endTime - child.startTime, exitPeakResidentBytes: exit.peakResidentBytes))
        }
        runs.sort { $0.seconds < $1.seconds }
        return runs[runs.count / 2]
    }
}
