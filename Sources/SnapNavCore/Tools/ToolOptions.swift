/// How the designer tools start: slow motion, recording, replay and frame export, as the
/// command line sets them.
package struct ToolOptions: Equatable, Sendable {
    /// Start in slow motion, this many times slower (S toggles it); nil to start in real time.
    package var slowMotionFactor: Double?
    /// `--touches`: draw a circle where the pointer presses, in the window and in exports.
    package var showsTouches = false
    /// Write every input event to this file as JSON lines.
    package var recordPath: String?
    /// Play this recording back instead of taking input.
    package var replayPath: String?
    /// Write every replayed frame into this directory as numbered PNG files.
    package var framesDirectory: String?
    /// Frames per second of a replay, and of the exported frames.
    package var framesPerSecond = 60.0
    /// Whether `--fps` was given, rather than left to the export format's own rate.
    package var framesPerSecondGiven = false
    /// Export the replayed take to this GIF, MP4 or WebM file.
    package var exportPath: String?
    /// `--width`: the exported file's width in pixels, over the format's own choice.
    package var exportWidth: Int?
    /// Export every frame, idle start and end included, instead of trimming the take.
    package var keepIdle = false
    /// Replay against the configuration as it is now, not the copy the recording holds.
    package var replayWithCurrentConfiguration = false

    /// The frame rate of a replay: `--fps`, or the export format's own rate.
    package var replayFramesPerSecond: Double {
        guard !framesPerSecondGiven, let format = exportPath.flatMap(ExportFormat.of) else { return framesPerSecond }
        return format.defaultFramesPerSecond
    }

    /// The widest export `--width` takes, in pixels: a 4× scale of a 2000-point window.
    package static let exportWidths = 16...8000

    /// The slow-motion factor S toggles to when `--slow` is not given.
    package static let defaultSlowMotionFactor = 10.0

    /// The tools as they start without flags: real time, nothing recorded, replayed or exported.
    package init() {}
}
