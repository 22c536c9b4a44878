import Foundation
import SnapNavCore

/// The state of the designer tools in a running app: the tuning overlay, slow motion,
/// recording, the configuration file being watched, and the message banner.
public struct DesignerTools {
    /// The circles drawn where pointers press (`--touches`); nil when they are not shown.
    public var touches: TouchIndicator?
    /// The overlay, the card of keys, the selected parameter and slow motion's factor.
    public var tuning = TuningSession()
    /// Whether a recording is being played back: then nothing writes files but the frames asked for.
    public internal(set) var isReplaying = false
    /// The prototype being watched and reloaded.
    public internal(set) var source: PrototypeSource?
    /// The configuration file being watched and written back to; nil for a folder of images.
    public var configPath: String? { source?.configurationFile }
    /// What the tools tell the designer: the status, the error banner and toasts.
    public internal(set) var messages = ToolMessages { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    var recorder: InputRecorder?
    var watcher: FileWatcher?
    /// The prototype's files as last read, to tell real changes from touches.
    var loaded: PrototypeSnapshot?
    /// The files the watcher watches.
    var watchedPaths: [String] = []
    /// The SDL event type the watcher posts when the file changes.
    var fileChangedEventType: UInt32?
    /// The motion the overlay shows, measured from the frames presented.
    public internal(set) var meter = MotionMeter()
}
