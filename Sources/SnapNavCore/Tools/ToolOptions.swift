/// How the designer tools start: slow motion, recording, replay and frame export, as the
/// command line sets them.
public struct ToolOptions: Equatable, Sendable {
    /// Start in slow motion, this many times slower (S toggles it); nil to start in real time.
    public var slowMotionFactor: Double?
    /// Write every input event to this file as JSON lines.
    public var recordPath: String?
    /// Play this recording back instead of taking input.
    public var replayPath: String?
    /// Write every replayed frame into this directory as numbered PNG files.
    public var framesDirectory: String?
    /// Frames per second of a replay, and of the exported frames.
    public var framesPerSecond = 60.0
    /// Whether `--fps` was given, rather than left to the export format's own rate.
    public var framesPerSecondGiven = false
    /// Export the replayed take to this GIF, MP4 or WebM file.
    public var exportPath: String?
    /// `--width`: the exported file's width in pixels, over the format's own choice.
    public var exportWidth: Int?
    /// Export every frame, idle start and end included, instead of trimming the take.
    public var keepIdle = false
    /// Replay against the configuration as it is now, not the copy the recording holds.
    public var replayWithCurrentConfiguration = false

    /// The frame rate of a replay: `--fps`, or the export format's own rate.
    public var replayFramesPerSecond: Double {
        guard !framesPerSecondGiven, let format = exportPath.flatMap(ExportFormat.of) else { return framesPerSecond }
        return format.defaultFramesPerSecond
    }

    /// The widest export `--width` takes, in pixels: a 4× scale of a 2000-point window.
    public static let exportWidths = 16...8000

    /// The slow-motion factor S toggles to when `--slow` is not given.
    public static let defaultSlowMotionFactor = 10.0

    /// The tools as they start without flags: real time, nothing recorded, replayed or exported.
    public init() {}
}
