import Foundation
import SnapNavCore

/// Recording a take: every input event and tool action written to a file as JSON lines (see
/// `InputRecording`), after a header holding what a replay needs to show the same thing.
final class RecordingTool {
    private unowned let host: ToolHost
    private unowned let tools: DesignerTools
    private var recorder: InputRecorder?

    /// A recorder for `host`, one of `tools`, not recording yet.
    init(host: ToolHost, tools: DesignerTools) {
        self.host = host
        self.tools = tools
    }

    /// Starts writing every input event to `path`. The header holds a copy of the configuration
    /// with the live tuning written into it, and the overlay's state from `tuning`.
    func start(to path: String, tuning: TuningSession) throws {
        let navigator = host.navigator
        var header = InputRecording.Header(
            viewport: navigator.viewport, start: navigator.startPath,
            slowMotionFactor: host.animationClock.factor, configuration: recordedConfiguration())
        header.overlayVisible = tuning.isOverlayVisible
        header.selectedParameter = tuning.parameters.selectedIndex
        recorder = try InputRecorder(path: path, header: header, clock: host.clock)
    }

    /// Writes `input`, which the navigation is to see, to the take.
    func record(_ input: InputEvent) {
        recorder?.record(input)
        showFailure()
    }

    /// Writes what a tool did to the take.
    func record(_ action: ToolAction) {
        recorder?.record(action)
        showFailure()
    }

    /// Finishes the recording, if one is being made. Returns why it stopped early, if it did and
    /// was not said yet.
    @discardableResult
    func stop() -> String? {
        let failure = recorder?.failure
        recorder?.close()
        recorder = nil
        return failure
    }

    /// The configuration in force as JSON text, or nil when it has no text to start from
    /// (an app given a configuration without a file).
    private func recordedConfiguration() -> InputRecording.RecordedConfiguration? {
        guard let source = tools.source, let text = try? source.configurationText() else { return nil }
        let configuration = host.configuration
        let tuned = (try? PhysicsTuning.write(configuration, into: text, file: source.label)) ?? text
        var fingerprints: [String: String] = [:]
        for path in configuration.imagePaths { fingerprints[path] = ContentFingerprint.of(path: path) }
        return InputRecording.RecordedConfiguration(
            text: tuned, source: source.label, directory: source.directory, imageFingerprints: fingerprints)
    }

    /// Says why the recording stopped, the moment it stops (a full disk, say), in the banner and
    /// on stderr: a take that ends early must not pass unnoticed until the window closes.
    private func showFailure() {
        guard let recorder, !recorder.isRecording, let failure = recorder.failure else { return }
        self.recorder = nil
        tools.show(error: failure)
    }
}
