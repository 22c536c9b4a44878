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
    /// Rounds of the window swipes, each launching every configuration in turn. A swipe's CPU
    /// varies by 10–15 % from one to the next, about half of that between launches, so a round's
    /// ratio of two launches is steadied by more rounds rather than more swipes a launch.
    static let windowSwipeRounds = 8

    static func sizeKey(_ size: Size) -> String { "\(Int(size.width))x\(Int(size.height))" }

    private var smoke: Bool { settings.smoke }

    private var script: SwipeScript { shortened(SwipeScript.cross(vertical: true)) }
    /// How many times the frame rows play their script with each frame timed.
    private var plays: Int { smoke ? 1 : 3 }

    private func shortened(_ script: SwipeScript) -> SwipeScript {
        smoke ? SwipeScript(drags: Array(script.drags.prefix(2)), motionFrames: 2, settleFrameLimit: 3) : script
    }

    /// Runs every group asked for once, and notes what each ran on in `notes`.
    func run(notes: inout [String: String]) throws -> [String: Double] {
        var values: [String: Double] = [:]
        let demo = try BenchConfigurations.demo(assetsDirectory: assetsDirectory)
        var steady = (textRenders: 0, allocations: 0.0)
        if settings.includes("frames") {
            for size in Self.sizes {
                let key = Self.sizeKey(size)
                let result = try FrameBenchmark.run(
                    configuration: demo, size: size, script: script, assetsDirectory: assetsDirectory, plays: plays)
                record(result, as: "demo.\(key)", into: &values, steady: &steady)
                values["layers.demo.\(key).renders"] = Double(result.layerRenders)
                values["bar_layers.demo.\(key).renders"] = Double(result.barLayerRenders)
                notes["frames"] =
                    "headless on \(result.driver), 60 Hz manual clock, CPU time of the frame loop's thread"
                let direct = try FrameBenchmark.run(
                    configuration: demo, size: size, script: script, assetsDirectory: assetsDirectory, layers: false,
                    plays: plays)
                record(direct, as: "direct.\(key)", into: &values, steady: &steady)
                // The chat list scrolled: its layer is drawn again on every frame it moves.
                let list = try FrameBenchmark.run(
                    configuration: demo, size: size, script: shortened(SwipeScript.listScroll()),
                    assetsDirectory: assetsDirectory, start: "chat", plays: plays)
                record(list, as: "list.\(key)", into: &values, steady: &steady)
                let listDirect = try FrameBenchmark.run(
                    configuration: demo, size: size, script: shortened(SwipeScript.listScroll()),
                    assetsDirectory: assetsDirectory, start: "chat", layers: false, plays: plays)
                record(listDirect, as: "list_direct.\(key)", into: &values, steady: &steady)
            }
        }
        if settings.includes("floor") {
            for size in Self.sizes {
                let floor = try FloorBenchmark.run(size: size, frames: smoke ? 5 : 600)
                values["floor.\(Self.sizeKey(size)).median"] = floor.median
                values["floor.\(Self.sizeKey(size)).p99"] = floor.p99
            }
        }
        for size in Self.sizes {
            let key = Self.sizeKey(size)
            guard let floor = values["floor.\(key).median"], let floorP99 = values["floor.\(key).p99"] else { continue }
            for row in ["demo", "direct", "list", "list_direct"] {
                if let median = values["\(row).\(key).median"] { values["ratio.\(row)_floor.\(key)"] = median / floor }
                if let p99 = values["\(row).\(key).p99"] { values["ratio.\(row)_floor_p99.\(key)"] = p99 / floorP99 }
            }
        }
        if settings.includes("panels") {
            // Each arm length is played twice, in order and then in reverse (5, 100, 1000, 1000,
            // 100, 5), its frames pooled: whichever ran first no longer has the machine's drift
            // to itself.
            var pooled: [Int: FrameBenchmark.Result] = [:]
            for count in Self.panelCounts + Self.panelCounts.reversed() {
                let configuration = try BenchConfigurations.cross(horizontalPanels: count, bars: demo.bars)
                let result = try FrameBenchmark.run(
                    configuration: configuration, size: Self.sizes[0], script: script, assetsDirectory: assetsDirectory)
                pooled[count] = pooled[count].map { $0.pooled(with: result) } ?? result
            }
            for count in Self.panelCounts {
                if let result = pooled[count] { record(result, as: "panels.\(count)", into: &values, steady: &steady) }
            }
            values["ratio.panels_1000_5"] = values["panels.1000.median"]! / values["panels.5.median"]!
        }
        if settings.includes("frames") || settings.includes("panels") {
            values["steady.text_renders"] = Double(steady.textRenders)
            values["steady.allocations_per_frame"] = steady.allocations
        }
        if settings.includes("rest") { try measureRest(into: &values, notes: &notes) }
        if settings.includes("startup") {
            let startup = try ProcessBenchmarks.startup(app: settings.appPath, trials: smoke ? 1 : 5)
            values["startup.first_frame"] = startup.seconds
            values["startup.peak_rss"] = Double(startup.peakResidentBytes)
            // A designer's prototype at a real size, against one of a single screen of the same
            // kind, in the same run.
            let screens = smoke ? 3 : 60
            let many = try ExportFolder.make(count: screens)
            let one = try ExportFolder.make(count: 1)
            defer {
                try? FileManager.default.removeItem(atPath: many)
                try? FileManager.default.removeItem(atPath: one)
            }
            let folder = try ProcessBenchmarks.startup(app: settings.appPath, arguments: [many], trials: smoke ? 1 : 3)
            let single = try ProcessBenchmarks.startup(app: settings.appPath, arguments: [one], trials: smoke ? 1 : 3)
            values["startup.folder.first_frame"] = folder.seconds
            values["startup.folder.peak_rss"] = Double(folder.peakResidentBytes)
            values["startup.folder.checked"] = folder.exitSeconds
            values["startup.folder.checked_peak_rss"] = Double(folder.exitPeakResidentBytes)
            values["startup.single.first_frame"] = single.seconds
            values["ratio.startup_folder_single"] = folder.seconds / single.seconds
            notes["startup"] = "\(screens) flat 1170×2532 PNG exports in a folder, against one"
            // The folder swiped through, its images decoded in the background as the app does.
            let swiped = try FrameBenchmark.run(
                configuration: try PrototypeSource.resolve(many).load(), size: Self.sizes[0],
                script: shortened(SwipeScript.cross(vertical: false)), assetsDirectory: assetsDirectory,
                decodesImagesInBackground: true)
            values["folder.median"] = swiped.frameTimes.median
            values["folder.p99"] = swiped.frameTimes.p99
            values["folder.placeholder_frames"] = Double(swiped.placeholderFrames)
        }
        if settings.includes("window") { try measureWindow(demo, into: &values, notes: &notes) }
        if settings.includes("latency") { try measureLatency(demo, into: &values, notes: &notes) }
        if settings.includes("core") {
            let core = CoreBenchmark.run(configuration: demo, batches: smoke ? 2 : 20, batchSize: smoke ? 100 : 20_000)
            values["core.frame"] = core.median
            let arm = ArmLengthBenchmark.run(
                configuration: try BenchConfigurations.cross(horizontalPanels: 1000, bars: demo.bars),
                trials: smoke ? 1 : 5)
            values["core.build_1000"] = arm.build
            values["core.resize_1000"] = arm.resize
        }
        if settings.includes("blending") {
            let blending = BlendingBenchmark.run(batches: smoke ? 2 : 20, batchSize: smoke ? 2 : 50)
            values["blending.bars.own"] = blending.barsOwn
            values["blending.bars.pixman"] = blending.barsPixman
            values["blending.scaled.own"] = blending.scaledOwn
            values["blending.scaled.pixman"] = blending.scaledPixman
            values["ratio.blending_bars_pixman_own"] = blending.barsPixman / blending.barsOwn
            values["ratio.blending_scaled_pixman_own"] = blending.scaledPixman / blending.scaledOwn
            values["blending.bars.difference"] = Double(blending.barsDifference)
            values["blending.scaled.difference"] = Double(blending.scaledDifference)
        }
        return values
    }

    private func record(
        _ result: FrameBenchmark.Result, as key: String, into values: inout [String: Double],
        steady: inout (textRenders: Int, allocations: Double)
    ) {
        values["\(key).median"] = result.frameTimes.median
        values["\(key).p99"] = result.frameTimes.p99
        steady.textRenders += result.textRenders
        steady.allocations = max(steady.allocations, result.allocationsPerFrame)
    }

    private func measureRest(into values: inout [String: Double], notes: inout [String: String]) throws {
        guard let display = settings.display else {
            notes["rest"] = "skipped: no X display (set DISPLAY or pass --display)"
            return
        }
        let seconds = smoke ? 0.3 : 5
        let rest = try ProcessBenchmarks.rest(
            app: settings.appPath, display: display, seconds: seconds, settle: smoke ? 0.5 : 1.5)
        values["rest.cpu"] = rest.cpuSeconds
        values["rest.wakeups"] = Double(rest.wakeups)
        values["rest.peak_rss"] = Double(rest.peakResidentBytes)
        notes["rest"] = "the real app in a window on \(display), measured over \(seconds) s"
    }

    /// The app in a real window against a bare SDL window on the same display: the time to
    /// the first frame and resident memory at rest; and a swipe's CPU time, the showcase
    /// against flat panels.
    private func measureWindow(
        _ demo: Configuration, into values: inout [String: Double], notes: inout [String: String]
    ) throws {
        guard let display = settings.display else {
            notes["window"] = "skipped: no X display (set DISPLAY or pass --display)"
            return
        }
        // Nine starts of each, three of them resting to have their memory read.
        let rounds = smoke ? 1 : 9
        let restEvery = smoke ? 1 : 3
        let settle = smoke ? 0.5 : 2.0
        let bench = CommandLine.arguments[0]
        let windows = try ProcessBenchmarks.windows(
            [
                .init(name: "app", executable: settings.appPath, arguments: ["--stats"]),
                .init(name: "bare", executable: bench, arguments: [BareWindow.flag]),
                .init(name: "bare_drawing", executable: bench, arguments: [BareWindow.drawingFlag]),
                // The app made to draw through OpenGL, as it does where there is a GPU.
                .init(
                    name: "app_opengl", executable: settings.appPath, arguments: ["--stats"],
                    environment: ["SDL_RENDER_DRIVER": "opengl"]),
            ], display: display, settle: settle, rounds: rounds, restEvery: restEvery)
        guard let app = windows["app"], let bare = windows["bare"], let drawing = windows["bare_drawing"],
            let openGL = windows["app_opengl"]
        else {
            throw BenchError.process("the window benchmark lost a program's results")
        }
        for (name, measured) in [("app", app), ("app_opengl", openGL)] {
            values["window.\(name).shown"] = measured.shownSeconds
            values["window.\(name).rss"] = Double(measured.restingResidentBytes)
        }
        for (name, floor) in [("bare", bare), ("bare_drawing", drawing)] {
            values["window.\(name).shown"] = floor.shownSeconds
            values["window.\(name).rss"] = Double(floor.restingResidentBytes)
            values["ratio.window_shown_\(name)"] = app.shownSeconds / floor.shownSeconds
            values["ratio.window_rss_\(name)"] = Double(app.restingResidentBytes) / Double(floor.restingResidentBytes)
        }
        values["ratio.window_shown_opengl_bare"] = openGL.shownSeconds / bare.shownSeconds
        values["ratio.window_rss_opengl_bare"] = Double(openGL.restingResidentBytes) / Double(bare.restingResidentBytes)
        // The showcase, three flat panels, and the same flat panels under the showcase's bars
        // (what real screens cost over flat ones with the chrome on both sides), two swipes
        // each in turn, round after round, so that the machine's ups and downs fall on all three.
        // The same three through OpenGL too, as where there is a GPU.
        let flat = try BenchConfigurations.flat()
        let swipes: [(name: String, configuration: Configuration, renderDriver: String?)] = [
            ("showcase", demo, nil), ("flat", flat, nil),
            ("flat_bars", try BenchConfigurations.cross(horizontalPanels: 3, bars: true), nil),
            ("showcase_opengl", demo, "opengl"), ("flat_opengl", flat, "opengl"),
            ("flat_bars_opengl", try BenchConfigurations.cross(horizontalPanels: 3, bars: true), "opengl"),
        ]
        var costs: [String: Sample] = [:]
        var swipeRounds: [[String: Double]] = []
        let swipeRoundCount = smoke ? 1 : Self.windowSwipeRounds
        for _ in 0..<swipeRoundCount {
            var round: [String: Double] = [:]
            for (name, configuration, renderDriver) in swipes {
                let run = try WindowSwipeBenchmark.run(
                    configuration: configuration, assetsDirectory: assetsDirectory, display: display, swipes: 2,
                    renderDriver: renderDriver)
                for cost in run.values { costs[name, default: Sample()].append(cost) }
                round[name] = run.median
            }
            swipeRounds.append(round)
        }
        for (name, _, _) in swipes { values["window_swipe.\(name).median"] = costs[name, default: Sample()].median }
        // Each ratio is taken within a round, between launches seconds apart, and the median of
        // the rounds' ratios kept: the machine's speed drifts more from round to round than the
        // showcase differs from the flat panels, and the medians of all swipes let that through.
        func pairedRatio(_ numerator: String, _ denominator: String) -> Double {
            let ratios = swipeRounds.compactMap { round -> Double? in
                guard let top = round[numerator], let bottom = round[denominator], bottom > 0 else { return nil }
                return top / bottom
            }
            return Sample(ratios).median
        }
        for name in ["flat", "flat_bars"] {
            values["ratio.window_swipe_showcase_\(name)"] = pairedRatio("showcase", name)
            values["ratio.window_swipe_showcase_\(name).of_medians"] =
                costs["showcase", default: Sample()].median / costs[name, default: Sample()].median
        }
        values["ratio.window_swipe_bars_flat"] = pairedRatio("flat_bars", "flat")
        values["ratio.window_swipe_opengl_showcase_flat"] = pairedRatio("showcase_opengl", "flat_opengl")
        values["ratio.window_swipe_opengl_showcase_flat_bars"] = pairedRatio("showcase_opengl", "flat_bars_opengl")
        notes["window"] =
            "the real app (the showcase) on the renderer it chooses, and through OpenGL, and a bare SDL window on "
            + "\(display), started in turn; swipes of 20 motions "
            + "16 ms apart, two at a time in turn, \(swipeRoundCount) rounds, process CPU from press to rest"
    }

    private func measureLatency(
        _ demo: Configuration, into values: inout [String: Double], notes: inout [String: String]
    ) throws {
        let latency = try LatencyBenchmark.run(
            configuration: demo, assetsDirectory: assetsDirectory, display: settings.display, drags: smoke ? 1 : 4,
            motionsPerDrag: smoke ? 3 : 40)
        values["latency.median"] = latency.latencies.median
        values["latency.p99"] = latency.latencies.p99
        values["pacing.period"] = latency.period
        values["pacing.median"] = latency.intervals.median
        values["pacing.max"] = latency.intervals.maximum
        values["latency.cpu_per_frame"] = latency.cpuPerFrame
        notes["latency"] =
            "the app's frame loop on \(latency.driver), paced by \(latency.pacing), \(latency.latencies.count) input events pushed from another "
            + "thread, \(latency.intervals.count) animation frames"
    }
}
