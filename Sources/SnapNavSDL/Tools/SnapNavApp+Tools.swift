import CSDL2
import Foundation
import SnapNavCore

extension SnapNavApp {
    // MARK: Keys

    /// Carries out the tools' keys, and records `input` when the navigation is to see it.
    /// Returns true when a tool took the input, so the navigation must not see it. H, P and ?
    /// always belong to the tools; the overlay's keys (Up/Down, Left/Right, S, W) only while it
    /// is open, so that arrows and WASD navigate as usual when it is closed. A tool's key is
    /// recorded as what it did (see `ToolAction`), not as the key.
    func handleToolInput(_ input: InputEvent) -> Bool {
        guard case .key(let key, let modifiers) = input,
            let taken = tools.tuning.effect(
                of: key, modifiers: modifiers, configuration: configuration, isSlowMotion: isSlowMotion)
        else {
            tools.recorder?.record(input)
            showRecordingFailure()
            return false
        }
        switch taken {
        case .action(let action): perform(action)
        case .screenshot: saveTimestampedScreenshot()
        case .writeBack: writeTuningBack()
        case .keyHelp: tools.tuning.isKeyHelpVisible.toggle()
        case .hotspots: navigator.showsHotspots.toggle()
        }
        scheduler.needsDisplay = true
        return true
    }

    /// Does what a tool did, live or in a replay, and records it.
    func perform(_ action: ToolAction) {
        tools.recorder?.record(action)
        showRecordingFailure()
        switch action {
        case .overlay(let visible):
            tools.tuning.isOverlayVisible = visible
        case .select(let index):
            tools.tuning.parameters.select(index)
        case .tune(let parameter, let value):
            applyTuning(PhysicsTuning.setting(parameter, to: value, in: configuration))
        case .slowMotion(let factor):
            animationClock.factor = factor
        case .stop:
            break
        }
        scheduler.needsDisplay = true
    }

    /// Handles the SDL events the tools post to themselves. Returns true when `event` was one.
    func handleToolEvent(_ event: SDL_Event) -> Bool {
        tools.hotReload?.handle(event) ?? false
    }

    // MARK: Screenshots

    /// Saves the current frame as `snapnav-YYYYMMDD-HHMMSS-mmm.png` in the working directory.
    /// Returns the file name, or nil when saving failed (the reason is shown and printed).
    @discardableResult
    package func saveTimestampedScreenshot() -> String? {
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
            tools.messages.toast("saved \(path)", until: clock.now + ToolMessages.toastDuration)
            return name
        } catch {
            show(error: "\(error)")
            return nil
        }
    }

    // MARK: Recording

    /// Starts writing every input event to `path` as JSON lines (see `InputRecording`).
    /// The header holds what a replay needs to show the same thing: a copy of the
    /// configuration with the live tuning written into it, and the overlay's state.
    package func startRecording(to path: String) throws {
        var header = InputRecording.Header(
            viewport: navigator.viewport, start: navigator.startPath,
            slowMotionFactor: animationClock.factor, configuration: recordedConfiguration())
        header.overlayVisible = tools.tuning.isOverlayVisible
        header.selectedParameter = tools.tuning.parameters.selectedIndex
        tools.recorder = try InputRecorder(path: path, header: header, clock: clock)
    }

    /// The configuration in force as JSON text, or nil when it has no text to start from
    /// (an app given a configuration without a file).
    func recordedConfiguration() -> InputRecording.RecordedConfiguration? {
        guard let source = tools.source, let text = try? source.configurationText() else { return nil }
        let tuned = (try? PhysicsTuning.write(configuration, into: text, file: source.label)) ?? text
        var fingerprints: [String: String] = [:]
        for path in configuration.imagePaths { fingerprints[path] = ContentFingerprint.of(path: path) }
        return InputRecording.RecordedConfiguration(
            text: tuned, source: source.label, directory: source.directory, imageFingerprints: fingerprints)
    }

    /// Says why the recording stopped, the moment it stops (a full disk, say), in the banner and
    /// on stderr: a take that ends early must not pass unnoticed until the window closes.
    private func showRecordingFailure() {
        guard let recorder = tools.recorder, !recorder.isRecording, let failure = recorder.failure else { return }
        tools.recorder = nil
        show(error: failure)
    }

    /// Finishes the recording, if one is being made. Returns why it stopped early, if it did and
    /// was not said yet.
    @discardableResult
    package func stopRecording() -> String? {
        let failure = tools.recorder?.failure
        tools.recorder?.close()
        tools.recorder = nil
        return failure
    }

    // MARK: Messages

    func show(status: String) {
        tools.messages.show(status: status)
        scheduler.needsDisplay = true
    }

    func show(error message: String) {
        tools.messages.show(error: message)
        scheduler.needsDisplay = true
    }
}

extension SnapNavApp {
    /// Sets the tools up as the command line asks: slow motion, recording, and watching
    /// `source` for changes (reloading it, and writing tuned values back to its file).
    package func setUpTools(_ options: ToolOptions, source: PrototypeSource?) throws {
        if let factor = options.slowMotionFactor {
            tools.tuning.slowMotionFactor = factor
            isSlowMotion = true
        }
        if let source { watchPrototype(source) }
        if let recordPath = options.recordPath { try startRecording(to: recordPath) }
    }
}
