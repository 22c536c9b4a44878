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
            // After saving, so the note is not in the picture it names.
            let path = FileManager.default.currentDirectoryPath + "/" + name
            tools.toast = (
                MessageBanner(text: "saved \(path)", isError: false), clock.now + DesignerTools.toastDuration
            )
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
}

extension SnapNavApp {
    /// Sets the tools up as the command line asks: slow motion, recording, and watching
    /// `source` for changes (reloading it, and writing tuned values back to its file).
    public func setUpTools(_ options: ToolOptions, source: PrototypeSource?) throws {
        if let factor = options.slowMotionFactor {
            tools.slowMotionFactor = factor
            isSlowMotion = true
        }
        if let source { watchPrototype(source) }
        if let recordPath = options.recordPath { try startRecording(to: recordPath) }
    }
}
