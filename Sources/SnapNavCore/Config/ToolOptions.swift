/// The command-line flags of the designer tools: slow motion, recording, replay and frame export.
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
    /// Export every frame, idle start and end included, instead of trimming the take.
    public var keepIdle = false
    /// Replay against the configuration as it is now, not the copy the recording holds.
    public var replayWithCurrentConfiguration = false

    /// The frame rate of a replay: `--fps`, or the export format's own rate.
    public var replayFramesPerSecond: Double {
        guard !framesPerSecondGiven, let format = exportPath.flatMap(ExportFormat.of) else { return framesPerSecond }
        return format.defaultFramesPerSecond
    }

    /// The slow-motion factor S toggles to when `--slow` is not given.
    public static let defaultSlowMotionFactor = 10.0

    public init() {}

    /// Takes `flag` if it is one of the tools' flags, reading its value with `value`.
    /// Returns false for any other flag.
    mutating func parse(_ flag: String, value: () throws -> String) throws -> Bool {
        typealias UsageError = LaunchOptions.UsageError
        switch flag {
        case "--slow":
            let text = try value()
            guard let factor = Double(text), factor.isFinite, factor > 0, factor <= 1000 else {
                throw UsageError(message: "--slow expects a factor greater than 0, up to 1000, found \"\(text)\"")
            }
            slowMotionFactor = factor
        case "--record": recordPath = try value()
        case "--replay": replayPath = try value()
        case "--frames-out": framesDirectory = try value()
        case "--fps":
            let text = try value()
            guard let rate = Double(text), rate.isFinite, rate >= 1, rate <= 1000 else {
                throw UsageError(message: "--fps expects frames per second from 1 to 1000, found \"\(text)\"")
            }
            framesPerSecond = rate
            framesPerSecondGiven = true
        case "--export":
            let path = try value()
            guard ExportFormat.of(path) != nil else {
                throw UsageError(message: "--export: " + ExportFormat.refusal(for: path))
            }
            exportPath = path
        case "--keep-idle":
            keepIdle = true
        case "--current-config":
            replayWithCurrentConfiguration = true
        default:
            return false
        }
        return true
    }

    /// Refuses combinations that cannot work together.
    func validate() throws {
        if framesDirectory != nil && replayPath == nil {
            throw LaunchOptions.UsageError(
                message: "--frames-out needs --replay FILE: frames are exported from a replay")
        }
        if exportPath != nil && replayPath == nil {
            throw LaunchOptions.UsageError(message: "--export needs --replay FILE: a take is exported from a replay")
        }
        if replayWithCurrentConfiguration && replayPath == nil {
            throw LaunchOptions.UsageError(message: "--current-config needs --replay FILE")
        }
        if keepIdle && exportPath == nil {
            throw LaunchOptions.UsageError(
                message: "--keep-idle needs --export FILE: it keeps the idle parts of a take")
        }
        if recordPath != nil && replayPath != nil {
            throw LaunchOptions.UsageError(message: "--record and --replay cannot be used together")
        }
    }
}
