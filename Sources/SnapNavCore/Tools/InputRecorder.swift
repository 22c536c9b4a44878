import Foundation

/// Writes a session's input to a file as it happens, in the `InputRecording` format: the
/// header when recording starts, then one line per event, written at once so that a session
/// that ends abruptly keeps everything up to its last event.
package final class InputRecorder {
    /// The file being written.
    package let path: String
    private let clock: Clock
    private let startTime: Double
    private var handle: FileHandle?
    /// Why recording stopped early, if it did (the disk filled up, the file went away).
    package private(set) var failure: String?

    /// Creates (or truncates) the file at `path` and writes `header`. Event times are measured
    /// from now on `clock`.
    package init(path: String, header: InputRecording.Header, clock: Clock) throws {
        self.path = path
        self.clock = clock
        startTime = clock.now
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw InputRecordingError(
                file: path, line: nil, problem: "is a directory; name a file in it, such as \(path)/take.jsonl")
        }
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { throw InputRecordingError(file: path, line: nil, problem: "cannot be created for writing") }
        self.handle = handle
        if let reason = write(InputRecording.line(for: header)) {
            throw InputRecordingError(file: path, line: nil, problem: "cannot be written (\(reason))")
        }
    }

    deinit {
        close()
    }

    /// Whether events are still being written.
    package var isRecording: Bool { handle != nil }

    /// Writes `event` with the time since recording started.
    package func record(_ event: InputEvent) {
        write(InputRecording.line(for: InputRecording.Entry(time: clock.now - startTime, event: event)))
    }

    /// Writes a tool's `action` with the time since recording started.
    package func record(_ action: ToolAction) {
        write(InputRecording.line(for: InputRecording.Entry(time: clock.now - startTime, action: action)))
    }

    /// Finishes the file with the time it stopped, so a replay plays on to there.
    package func close() {
        if handle != nil { record(.stop) }
        try? handle?.close()
        handle = nil
    }

    /// Writes `line`; when the file refuses it, stops recording and returns why.
    @discardableResult
    private func write(_ line: String) -> String? {
        guard let handle else { return nil }
        do {
            try handle.write(contentsOf: Data((line + "\n").utf8))
            return nil
        } catch {
            let reason = FileErrorReason.of(error)
            failure = "\(path): the recording stopped, as it could not be written (\(reason))"
            // No stop line: the file has just refused one. A replay plays what was written and
            // ends there.
            try? handle.close()
            self.handle = nil
            return reason
        }
    }
}
