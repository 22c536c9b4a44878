import CSDL2
import Foundation
import SnapNavCore

/// Every benchmark, run once; the values are in seconds, bytes or plain numbers, by metric key.
struct BenchSuite {
    var settings: BenchSettings
    var assetsDirectory: String

    /// The sizes the demo and the floor are measured at.
    static let sizes = [Size(width: 360, height: 640), Size(width: 1080, height: 1920)]
    /// The horizontal arm lengths the panel-count benchmark compares.
    static let panelCounts = [5, 100, 1000]

    static func sizeKey(_ size: Size) -> String { "\(Int(size.width))x\(Int(size.height))" }

    /// Runs everything once and notes what it ran on in `notes`.
    func run(notes: inout [String: String]) throws -> [String: Double] {
        var values: [String: Double] = [:]
        let smoke = settings.smoke
        let script =
            smoke
            ? SwipeScript(
                drags: Array(SwipeScript.cross(vertical: true).drags.prefix(1)), motionFrames: 2, settleFrameLimit: 3)
            : SwipeScript.cross(vertical: true)
        let demo = try BenchConfigurations.demo(assetsDirectory: assetsDirectory)

        var textRenders = 0
        var allocations = 0.0
        for size in Self.sizes {
            let key = Self.sizeKey(size)
            let result = try FrameBenchmark.run(
                configuration: demo, size: size, script: script, assetsDirectory: assetsDirectory)
            values["demo.\(key).median"] = result.frameTimes.median
            values["demo.\(key).p99"] = result.frameTimes.p99
            textRenders += result.textRenders
            allocations = max(allocations, result.allocationsPerFrame)
            notes["frames"] = "headless on \(result.driver), 60 Hz manual clock, CPU time of the frame loop's thread"
            let floor = try FloorBenchmark.run(size: size, frames: max(result.frameTimes.count, 1))
            values["floor.\(key).median"] = floor.median
            values["floor.\(key).p99"] = floor.p99
            values["ratio.demo_floor.\(key)"] = result.frameTimes.median / floor.median
        }
        for count in Self.panelCounts {
            let result = try FrameBenchmark.run(
                configuration: try BenchConfigurations.cross(horizontalPanels: count), size: Self.sizes[0],
                script: script, assetsDirectory: assetsDirectory)
            values["panels.\(count).median"] = result.frameTimes.median
            values["panels.\(count).p99"] = result.frameTimes.p99
            textRenders += result.textRenders
            allocations = max(allocations, result.allocationsPerFrame)
        }
        values["ratio.panels_1000_5"] = values["panels.1000.median"]! / values["panels.5.median"]!
        values["steady.text_renders"] = Double(textRenders)
        values["steady.allocations_per_frame"] = allocations

        if let display = settings.display {
            let rest = try ProcessBenchmarks.rest(
                app: settings.appPath, display: display, seconds: smoke ? 0.3 : 5, settle: smoke ? 0.5 : 1.5)
            values["rest.cpu"] = rest.cpuSeconds
            values["rest.wakeups"] = Double(rest.wakeups)
            values["rest.peak_rss"] = Double(rest.peakResidentBytes)
            notes["rest"] = "the real app in a window on \(display), measured over \(smoke ? 0.3 : 5) s"
        } else {
            notes["rest"] = "skipped: no X display (set DISPLAY or pass --display)"
        }
        let startup = try ProcessBenchmarks.startup(app: settings.appPath, trials: smoke ? 1 : 5)
        values["startup.first_frame"] = startup.seconds
        values["startup.peak_rss"] = Double(startup.peakResidentBytes)

        let latency = try LatencyBenchmark.run(
            configuration: demo, assetsDirectory: assetsDirectory, display: settings.display, drags: smoke ? 1 : 4,
            motionsPerDrag: smoke ? 3 : 40)
        values["latency.median"] = latency.latencies.median
        values["latency.p99"] = latency.latencies.p99
        values["latency.events"] = Double(latency.latencies.count)
        values["pacing.period"] = latency.period
        values["pacing.median"] = latency.intervals.median
        values["pacing.max"] = latency.intervals.maximum
        values["pacing.frames"] = Double(latency.intervals.count)
        notes["latency"] = "the app's frame loop on \(latency.driver), input pushed from another thread"

        let core = CoreBenchmark.run(configuration: demo, batches: smoke ? 2 : 20, batchSize: smoke ? 100 : 20_000)
        values["core.frame"] = core.median
        return values
    }
}
