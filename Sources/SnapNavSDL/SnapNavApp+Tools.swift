import SnapNavCore

/// The tools as the command line and the tests reach them.
extension SnapNavApp {
    /// Sets the tools up as the command line asks: slow motion, recording, and watching
    /// `source` for changes (reloading it, and writing tuned values back to its file).
    package func setUpTools(_ options: ToolOptions, source: PrototypeSource?) throws {
        try tools.setUp(options, source: source)
    }

    /// Watches `source` (its configuration, every image it shows, and for a folder of images
    /// the folder) and reloads it when any of them changes on disk (see `HotReload`). The
    /// tuning overlay writes its values back to its configuration file.
    package func watchPrototype(_ source: PrototypeSource) {
        tools.hotReload = HotReload(source: source, host: self)
    }

    /// Watches the configuration file at `path`, as `watchPrototype` does.
    package func watchConfiguration(at path: String) { watchPrototype(.file(path)) }

    /// Reloads the watched prototype if its configuration or any of its images changed.
    package func reloadConfigurationIfChanged() { reloadIfChanged() }

    /// The configuration file being watched and written back to; nil for a folder of images.
    package var configPath: String? { source?.configurationFile }

    /// What the tools tell the designer: the status, the error banner and toasts.
    package var messages: ToolMessages { tools.messages }

    /// The overlay's state, the card of keys, the selected parameter and slow motion's factor.
    package var tuning: TuningSession { tools.tuning.session }

    /// Serves the prototype the window shows to phones when the designer first presses the key
    /// for it (`ServeTool`): what the command line hands the app, since serving is its own.
    package var servesPrototype: (() throws -> ServedPrototype)? {
        get { tools.serving.start }
        set { tools.serving.start = newValue }
    }

    /// Stops serving the prototype, if the key started it.
    package func stopServing() { tools.serving.stop() }

    /// Whether circles are drawn where pointers press (`--touches`).
    package var showsTouches: Bool {
        get { tools.touches != nil }
        set { tools.touches = newValue ? TouchIndicator() : nil }
    }

    /// Whether animations run slowed down by the tuning's slow-motion factor.
    package var isSlowMotion: Bool {
        get { tools.tuning.isSlowMotion }
        set { tools.tuning.isSlowMotion = newValue }
    }

    /// Whether the window is in edit mode, drawing the links of the screen on top.
    package var isEditingLinks: Bool { tools.links.isEditing }

    /// Enters edit mode on the screen on top (see `LinkEditingTool`).
    package func enterLinkEditing() { tools.links.enter() }

    /// Leaves edit mode; the links drawn work at once.
    package func leaveLinkEditing() { tools.links.leave() }

    /// Saves the current frame as `snapnav-YYYYMMDD-HHMMSS-mmm.png` in the working directory.
    /// Returns the file name, or nil when saving failed (the reason is shown and printed).
    @discardableResult
    package func saveTimestampedScreenshot() -> String? { tools.saveTimestampedScreenshot() }

    /// Starts writing every input event to `path` as JSON lines (see `InputRecording`).
    package func startRecording(to path: String) throws {
        try tools.recording.start(to: path, tuning: tools.tuning.session)
    }

    /// Finishes the recording, if one is being made. Returns why it stopped early, if it did
    /// and was not said yet.
    @discardableResult
    package func stopRecording() -> String? { tools.recording.stop() }

    /// Plays `recording` back on `manual`, the app's own clock (see `TakeReplay.play`).
    @discardableResult
    package func replay(
        _ recording: InputRecording, on manual: ManualClock, framesPerSecond: Double = 60, realTime: Bool = false,
        framesDirectory: String? = nil, finalFramePath: String? = nil, slowMotionFactor: Double? = nil,
        onFrame: ((_ time: Double, _ frame: (width: Int, height: Int, pixels: [UInt32])) throws -> Void)? = nil,
        onStep: ((_ time: Double) -> Void)? = nil
    ) throws -> Int {
        try TakeReplay(host: self, tools: tools, clock: manual).play(
            recording, framesPerSecond: framesPerSecond, realTime: realTime, framesDirectory: framesDirectory,
            finalFramePath: finalFramePath, slowMotionFactor: slowMotionFactor, onFrame: onFrame, onStep: onStep)
    }

    /// Replays `recording` on `clock` and exports the take to `path` (see `TakeExport`).
    package func export(
        _ recording: InputRecording, on clock: ManualClock, to path: String, framesPerSecond: Double,
        encodedWidth: Int? = nil, keepIdle: Bool = false, slowMotionFactor: Double? = nil
    ) throws -> ExportSummary {
        try TakeExport(host: self, tools: tools).export(
            recording, on: clock, to: path, framesPerSecond: framesPerSecond, encodedWidth: encodedWidth,
            keepIdle: keepIdle, slowMotionFactor: slowMotionFactor)
    }
}
