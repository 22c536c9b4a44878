import Foundation
import SnapNavCore

/// What an export wrote, and what the take was before it was trimmed.
package struct ExportSummary: Equatable, Sendable, CustomStringConvertible {
    /// Frames in the exported file (a still stretch is one frame in a GIF).
    package var frames: Int
    /// How long the export plays, in seconds.
    package var duration: Double
    /// Frames the replay drew, and how long it ran.
    package var replayedFrames: Int
    /// How long the replay ran, in its own seconds.
    package var replayedDuration: Double
    /// The exported file's size.
    package var bytes: Int
    /// The exported frames' size in pixels.
    package var width: Int
    /// See `width`.
    package var height: Int

    /// One line for the terminal.
    package var description: String {
        String(
            format: "%d frames, %.2f s, %d×%d, %@ (the replay drew %d frames over %.2f s)", frames, duration,
            width, height, ExportFormat.megabytes(bytes), replayedFrames, replayedDuration)
    }
}

/// A take exported as a GIF, MP4 or WebM file: replayed into the app, its frames kept, trimmed
/// and handed to ffmpeg.
package struct TakeExport {
    /// The app the take is replayed into.
    unowned let host: ToolHost
    /// The app's tools, which the replay drives.
    let tools: DesignerTools

    /// An export of takes replayed into `app`, the touches drawn when `showingTouches`
    /// (`--touches`).
    package init(app: SnapNavApp, showingTouches: Bool = false) {
        host = app
        tools = app.tools
        if showingTouches { tools.touches = TouchIndicator() }
    }

    /// Replays `recording` (as `TakeReplay` does, on `clock`, the app's `ManualClock`) and exports the take to
    /// `path` as a GIF, MP4 or WebM file by its extension, through ffmpeg. The take is trimmed
    /// to its input and settles (see `TakeTrim`) unless `keepIdle`; a GIF shows a still stretch
    /// as one frame of that length, and a video repeats it at `framesPerSecond`. The frames are
    /// drawn at the window's scale and, when `encodedWidth` is given, scaled to that width.
    package func export(
        _ recording: InputRecording, on clock: ManualClock, to path: String, framesPerSecond: Double,
        encodedWidth: Int? = nil, keepIdle: Bool = false,
        slowMotionFactor: Double? = nil
    ) throws -> ExportSummary {
        guard let format = ExportFormat.of(path) else { throw SDLError(ExportFormat.refusal(for: path)) }
        _ = try TakeEncoder.ffmpeg()
        let directory = NSTemporaryDirectory() + "snapnav-export-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }

        // Only a frame that differs from the one before is written; runs share its file.
        var frames: [TakeTrim.Frame] = []
        var files: [Int: String] = [:]
        var previous: [UInt32] = []
        var size = (width: 0, height: 0)
        try TakeReplay(host: host, tools: tools, clock: clock).play(
            recording, framesPerSecond: framesPerSecond, slowMotionFactor: slowMotionFactor
        ) { time, frame in
            var run = frames.last?.fingerprint ?? -1
            if frame.pixels != previous {
                run += 1
                let file = String(format: "frame-%05d.png", run)
                try Screenshot.save(
                    pixels: frame.pixels, width: frame.width, height: frame.height, to: directory + "/" + file)
                files[run] = file
                previous = frame.pixels
                size = (frame.width, frame.height)
            }
            frames.append(TakeTrim.Frame(time: time, fingerprint: run))
        }
        let period = 1 / framesPerSecond
        let firstInput = recording.entries.first.map { $0.time * (slowMotionFactor ?? 1) }
        let shots = TakeTrim.shots(of: frames, period: period, firstInput: firstInput, keepIdle: keepIdle)
        // The encoder runs beside the app: what the replay drew with is let go first, so the two
        // together stay within the export's memory budget at any scale.
        previous = []
        host.canvas.forgetImages()
        host.canvas.forgetLayers()
        let encoded = encodedWidth.map { format.scaledSize(of: size, toWidth: $0) }
        let written = try TakeEncoder.encode(
            shots.compactMap { shot in files[frames[shot.index].fingerprint].map { ($0, shot.duration) } },
            as: format, framesPerSecond: framesPerSecond, scaledTo: encoded, in: directory, to: path)
        let bytes = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? NSNumber)?.intValue ?? 0
        let duration = shots.reduce(0) { $0 + $1.duration }
        return ExportSummary(
            frames: written, duration: duration, replayedFrames: frames.count,
            replayedDuration: Double(frames.count) * period, bytes: bytes, width: encoded?.width ?? size.width,
            height: encoded?.height ?? size.height)
    }
}
