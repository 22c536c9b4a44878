import Foundation
import SnapNavCore
import SnapNavSDL

/// `snapnav --replay`: plays a recording back.
enum ReplayCommand {
    /// Plays the recording at `path` back with the configuration it holds a copy of (or with
    /// `configuration`, today's, read from `configurationFile`, when it holds none or
    /// `--current-config` asks), on a clock the recording drives: in a window at its real pace,
    /// or headless as fast as possible, writing the frames or exporting the take when asked
    /// to. Returns the process's exit status.
    static func run(
        path: String, options: LaunchOptions, configuration: Configuration, configurationFile: String,
        panelFactory: PanelFactory, assets: String
    ) -> Int32 {
        do {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw InputRecordingError(
                    file: path, line: nil, problem: UnreadableFile.reason(path, expected: "a recording"))
            }
            let recording = try InputRecording.parse(String(decoding: data, as: UTF8.self), file: path)
            if let line = recording.unfinishedLine {
                report(
                    "snapnav: \(path):\(line) was cut off as it was written (the app was stopped); "
                        + "replaying up to the last whole line")
            }
            // The recording's own copy of its configuration, unless today's is asked for.
            var configuration = configuration
            var configurationFile = configurationFile
            if let recorded = recording.header.configuration, !options.tools.replayWithCurrentConfiguration {
                configurationFile = recorded.label(recording: path)
                configuration = try recorded.load(recording: path)
                try ImageDecodingCheck.check(configuration, file: configurationFile)
                let changed = recorded.changedImages()
                if !changed.isEmpty {
                    report(
                        "snapnav: \(path) was recorded with other versions of \(changed.joined(separator: ", ")); "
                            + "a take keeps no pictures, so the replay shows them as they are now")
                }
            }
            var start = options.start ?? recording.header.start
            if let recorded = start, options.start == nil, configuration.problem(startingOn: recorded) != nil {
                report(
                    "snapnav: \(path) starts on \"\(recorded)\", which this configuration does not have; starting on \"\(configuration.start)\""
                )
                start = nil
            }
            // An export draws off screen, as fast as it can, at the size its format wants.
            let exportPath = options.tools.exportPath
            let viewport = options.size ?? recording.header.viewport
            let exportSize = exportPath.flatMap(ExportFormat.of).map { format in
                ExportSize(
                    format: format, pointWidth: viewport.width, windowScale: configuration.window.scale ?? 1,
                    scale: options.scale, width: options.tools.exportWidth)
            }
            // The replay advances this clock itself, frame by frame.
            let clock = ManualClock()
            let app = try SnapNavApp(
                configuration: configuration, size: viewport, scale: exportSize?.scale ?? options.scale,
                start: start,
                headless: options.headless || exportPath != nil, assetsDirectory: assets, panelFactory: panelFactory,
                configurationFile: configurationFile, clock: clock)
            if options.drawsPanelsDirectly { app.canvas.usesLayers = false }
            app.navigator.showsHotspots = options.showsHotspots
            if let exportPath {
                let summary = try TakeExport(app: app, showingTouches: options.tools.showsTouches).export(
                    recording, on: clock, to: exportPath, framesPerSecond: options.tools.replayFramesPerSecond,
                    encodedWidth: exportSize?.encodedWidth, keepIdle: options.tools.keepIdle,
                    slowMotionFactor: options.tools.slowMotionFactor)
                report("snapnav: wrote \(exportPath): \(summary.description)")
                if let advice = ExportFormat.advice(bytes: summary.bytes, path: exportPath) {
                    report("snapnav: \(advice)")
                }
                return 0
            }
            let replay = try TakeReplay(app: app, clock: clock, showingTouches: options.tools.showsTouches)
            let frames = try replay.play(
                recording, framesPerSecond: options.tools.replayFramesPerSecond, realTime: !options.headless,
                framesDirectory: options.tools.framesDirectory, finalFramePath: options.screenshotPath,
                slowMotionFactor: options.tools.slowMotionFactor)
            if let directory = options.tools.framesDirectory {
                report("snapnav: wrote \(frames) frames to \(directory)")
            }
            if options.printStatistics { report("snapnav: \(app.scheduler.statistics.summary)") }
            return 0
        } catch {
            report("snapnav: \(error)")
            return 1
        }
    }
}
