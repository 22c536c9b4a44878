import CSDL2
import Foundation
import SnapNavCore

extension SnapNavApp {
    // MARK: Keys

    /// Records `input` and carries out the tools' keys. Returns true when a tool took the
    /// input, so the navigation must not see it. H and P always belong to the tools; the
    /// overlay's keys (Up/Down, Left/Right, S, W) only while it is open, so that arrows and
    /// WASD navigate as usual when it is closed.
    func handleToolInput(_ input: InputEvent) -> Bool {
        tools.recorder?.record(input)
        guard case .key(let key, let modifiers) = input else { return false }
        switch key {
        case .h:
            tools.isOverlayVisible.toggle()
        case .p:
            saveTimestampedScreenshot()
        case .up where tools.isOverlayVisible:
            tools.tuning.selectPrevious()
        case .down where tools.isOverlayVisible:
            tools.tuning.selectNext()
        case .left where tools.isOverlayVisible, .right where tools.isOverlayVisible:
            let steps = (key == .left ? -1 : 1) * (modifiers.contains(.shift) ? 10 : 1)
            applyTuning(tools.tuning.adjust(configuration, by: steps))
        case .s where tools.isOverlayVisible:
            isSlowMotion.toggle()
        case .w where tools.isOverlayVisible:
            writeTuningBack()
        default:
            return false
        }
        needsDisplay = true
        return true
    }

    /// Handles the SDL events the tools post to themselves. Returns true when `event` was one.
    func handleToolEvent(_ event: SDL_Event) -> Bool {
        guard let type = tools.fileChangedEventType, event.type == type else { return false }
        reloadConfigurationIfChanged()
        return true
    }

    // MARK: Live tuning

    /// Uses `tuned` (the configuration with changed physics) from now on, without moving anything.
    public func applyTuning(_ tuned: Configuration) {
        configuration = tuned
        navigator.apply(tuned)
        needsDisplay = true
    }

    /// Writes the tunable parameters into the configuration file, rewriting only the values
    /// that differ from the file's, so everything else in it stays as it was.
    public func writeTuningBack() {
        guard !tools.isReplaying else { return }
        guard let path = tools.configPath else {
            show(status: "no configuration file to write to")
            return
        }
        do {
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ConfigurationError(file: path, keyPath: "", problem: "the file cannot be read")
            }
            let original = String(decoding: data, as: UTF8.self)
            let updated = try PhysicsTuning.write(configuration, into: original, file: path)
            // Never leave a file behind that the app itself would refuse.
            _ = try Configuration.parse(updated, file: path)
            guard updated != original else {
                show(status: "\(path) already has these values")
                return
            }
            try Data(updated.utf8).write(to: URL(fileURLWithPath: path))
            tools.loadedSource = Array(updated.utf8)
            show(status: "wrote the physics to \(path)")
        } catch {
            show(error: "writing \(path) failed: \(error)")
        }
    }

    // MARK: Slow motion

    /// Whether animations run slowed down by `tools.slowMotionFactor`. Drags still follow the
    /// pointer 1:1, because gestures read the real clock.
    public var isSlowMotion: Bool {
        get { animationClock.factor != 1 }
        set { animationClock.factor = newValue ? tools.slowMotionFactor : 1 }
    }

    // MARK: Screenshots

    /// Saves the current frame as `snapnav-YYYYMMDD-HHMMSS-mmm.png` in the working directory.
    /// Returns the file name, or nil when saving failed (the reason is shown and printed).
    @discardableResult
    public func saveTimestampedScreenshot() -> String? {
        guard !tools.isReplaying else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        let name = "snapnav-\(formatter.string(from: Date())).png"
        do {
            try saveScreenshot(to: name)
            show(status: "saved \(name)")
            return name
        } catch {
            show(error: "\(error)")
            return nil
        }
    }

    // MARK: Recording

    /// Starts writing every input event to `path` as JSON lines (see `InputRecording`).
    public func startRecording(to path: String) throws {
        let header = InputRecording.Header(
            viewport: navigator.horizontal.bounds, start: navigator.currentPanel.identifier,
            slowMotionFactor: animationClock.factor)
        tools.recorder = try InputRecorder(path: path, header: header, clock: clock)
    }

    /// Finishes the recording, if one is being made. Returns why it stopped early, if it did.
    @discardableResult
    public func stopRecording() -> String? {
        let failure = tools.recorder?.failure
        tools.recorder?.close()
        tools.recorder = nil
        return failure
    }

    // MARK: Messages

    func show(status: String) {
        tools.status = status
        FileHandle.standardError.write(Data("snapnav: \(status)\n".utf8))
        needsDisplay = true
    }

    func show(error message: String) {
        tools.status = message
        tools.banner = MessageBanner(text: message, isError: true)
        FileHandle.standardError.write(Data("snapnav: \(message)\n".utf8))
        needsDisplay = true
    }

    // MARK: Drawing

    /// Draws the overlay (when open) and the banner over the panels, and measures the frame.
    func drawTools(in canvas: Canvas) {
        let now = clock.now
        let offset = Point(x: navigator.horizontal.offset, y: navigator.vertical?.offset ?? 0)
        // Drawing the same moment again (a screenshot of the frame on screen) is not a new frame.
        if tools.lastFrame.map({ now > $0.time }) ?? true {
            if let last = tools.lastFrame {
                let elapsed = now - last.time
                tools.velocity = Point(x: (offset.x - last.offset.x) / elapsed, y: (offset.y - last.offset.y) / elapsed)
                tools.frameTime = elapsed
            }
            tools.lastFrame = (now, offset)
            tools.frameTimes.append(now)
            tools.frameTimes.removeAll { $0 < now - 1 }
        }
        if tools.isOverlayVisible {
            var overlay = TuningOverlay(configuration: configuration)
            overlay.offset = offset
            overlay.velocity = tools.velocity
            overlay.currentPanel = navigator.currentPanel.identifier
            if let first = tools.frameTimes.first, tools.frameTimes.count >= 2, now > first {
                overlay.framesPerSecond = Double(tools.frameTimes.count - 1) / (now - first)
            }
            overlay.frameTime = tools.frameTime
            overlay.tuning = tools.tuning
            overlay.slowMotionFactor = animationClock.factor
            overlay.status = tools.status
            overlay.draw(in: canvas)
        }
        tools.banner?.draw(in: canvas)
    }
}

extension SnapNavApp {
    /// Sets the tools up as the command line asks: slow motion, recording, and watching
    /// `configPath` for changes (reloading it, and writing tuned values back to it).
    public func setUpTools(_ options: ToolOptions, configPath: String?) throws {
        if let factor = options.slowMotionFactor {
            tools.slowMotionFactor = factor
            isSlowMotion = true
        }
        if let configPath { watchConfiguration(at: configPath) }
        if let recordPath = options.recordPath { try startRecording(to: recordPath) }
    }
}
