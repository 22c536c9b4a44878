import Foundation
import SnapNavCore

/// The testers' sessions as their pages upload them: each upload is a piece of a take (a
/// header line, then the input since the last upload), read by the take parser, appended to
/// its session and the whole take written again through the safe writer into `sessions/`, so
/// that a take on disk is always whole and `snapnav --replay` plays it.
final class ServeSessions: @unchecked Sendable {
    /// The answer to an upload: its HTTP status and, when refused, why.
    struct Answer: Equatable {
        var status: UInt32
        var message: String

        static let stored = Answer(status: 200, message: "")
        static func malformed(_ message: String) -> Answer { Answer(status: 400, message: message) }
    }

    /// Sessions at once, input events in one take, and bytes of one take on disk.
    static let sessionLimit = 1000
    static let entryLimit = 100_000
    static let byteLimit = 16 << 20

    /// The folder the takes are written into.
    let directory: String
    private let lock = NSLock()
    private var configuration: InputRecording.RecordedConfiguration?
    private var sessions: [String: (path: String, recording: InputRecording)] = [:]

    /// Sessions written into `directory`, which is made when the first one comes.
    init(directory: String) {
        self.directory = directory
    }

    /// The configuration the pages are served now: the takes of sessions that begin from now
    /// on hold it.
    func serve(_ configuration: InputRecording.RecordedConfiguration?) {
        lock.lock()
        defer { lock.unlock() }
        self.configuration = configuration
    }

    /// Takes one upload of the session `id`; returns what to answer.
    func take(_ body: Data, session id: String) -> Answer {
        let upload: InputRecording
        do {
            upload = try InputRecording.parse(String(decoding: body, as: UTF8.self), file: "the upload")
        } catch {
            return .malformed("\(error)")
        }
        if let line = upload.unfinishedLine { return .malformed("the upload: line \(line) is cut off") }
        // A page sends its input alone: the tuning and the designer's tools are the window's.
        if upload.entries.contains(where: { $0.event == nil }) {
            return .malformed("the upload: a tester's session holds input events only")
        }
        lock.lock()
        defer { lock.unlock() }
        var session: (path: String, recording: InputRecording)
        if let known = sessions[id] {
            session = known
        } else {
            guard sessions.count < Self.sessionLimit else {
                return Answer(status: 429, message: "too many sessions at once")
            }
            var header = InputRecording.Header(
                viewport: upload.header.viewport, start: upload.header.start, configuration: configuration)
            header.overlayVisible = false
            session = (Self.fileName(for: id, in: directory), InputRecording(header: header))
        }
        // Two batches can cross on the way (the last one, sent as the page closes, beside one
        // still under way): each is in time order, and they are merged in time order.
        session.recording.entries = Self.merged(session.recording.entries, upload.entries)
        let text = session.recording.jsonLines
        guard session.recording.entries.count <= Self.entryLimit, text.utf8.count <= Self.byteLimit else {
            return Answer(status: 413, message: "the session is as long as a take may be")
        }
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try SafeFileWriter.write(Data(text.utf8), to: session.path)
        } catch {
            report("snapnav: \(session.path): \(error)")
            return Answer(status: 500, message: "the session could not be stored")
        }
        if sessions[id] == nil { report("snapnav: a tester's session is coming in: \(session.path)") }
        sessions[id] = session
        return .stored
    }

    /// `earlier` and `later`, each in time order, as one list in time order; of two at the same
    /// time, the one from `earlier` first.
    static func merged(
        _ earlier: [InputRecording.Entry], _ later: [InputRecording.Entry]
    ) -> [InputRecording.Entry] {
        guard let first = later.first, let last = earlier.last, first.time < last.time else { return earlier + later }
        var merged: [InputRecording.Entry] = []
        merged.reserveCapacity(earlier.count + later.count)
        var (i, j) = (0, 0)
        while i < earlier.count || j < later.count {
            if j == later.count || (i < earlier.count && earlier[i].time <= later[j].time) {
                merged.append(earlier[i])
                i += 1
            } else {
                merged.append(later[j])
                j += 1
            }
        }
        return merged
    }

    /// A new take's path: when it began, then the start of its id, so that takes sort by time.
    static func fileName(for id: String, in directory: String) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd-HHmmss"
        return "\(directory)/\(formatter.string(from: Date()))-\(id.prefix(8)).jsonl"
    }
}
