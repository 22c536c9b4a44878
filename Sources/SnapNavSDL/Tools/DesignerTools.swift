import Foundation
import SnapNavCore

/// The state of the designer tools in a running app: the tuning overlay, slow motion,
/// recording, the configuration file being watched, and the message banner.
package struct DesignerTools {
    /// The circles drawn where pointers press (`--touches`); nil when they are not shown.
    package var touches: TouchIndicator?
    /// The overlay, the card of keys, the selected parameter and slow motion's factor.
    package var tuning = TuningSession()
    /// Whether a recording is being played back: then nothing writes files but the frames asked for.
    package internal(set) var isReplaying = false
    /// The prototype being watched and reloaded.
    package var source: PrototypeSource? { hotReload?.source }
    /// The configuration file being watched and written back to; nil for a folder of images.
    package var configPath: String? { source?.configurationFile }
    /// What the tools tell the designer: the status, the error banner and toasts.
    package internal(set) var messages = ToolMessages { line in
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
    var recorder: InputRecorder?
    /// Watches the prototype and reloads it; nil when nothing is watched.
    var hotReload: HotReload?
    /// The link editor, while the window is in edit mode; nil otherwise.
    package internal(set) var linkEditor: LinkEditor?
    /// The edits the link editor made to the configuration file, for undo and redo.
    var editHistory = EditHistory()
    /// The motion the overlay shows, measured from the frames presented.
    package internal(set) var meter = MotionMeter()
}
