/// A recording of the input a session received: how the session started, then every input
/// event with the time it arrived. Stored as JSON lines (one object per line, the header
/// first), so a recording can be written as it happens and read by anything.
///
/// ```
/// {"recording":"snapnav","version":1,"width":360,"height":640,"start":"camera","slow":1}
/// {"t":0,"event":"pointerDown","pointer":"mouse","x":300,"y":320}
/// {"t":0.016,"event":"pointerMove","pointer":"mouse","x":280,"y":320}
/// ```
package struct InputRecording: Equatable, Sendable {
    /// How the recorded session started.
    package struct Header: Equatable, Sendable {
        /// The window's size in points.
        package var viewport: Size
        /// The panel on screen when the recording began, followed by the screens open over it,
        /// joined with "/" as `--start` takes them (`inbox/chat`).
        package var start: String?
        /// The slow-motion factor in force when the recording began; 1 is real time.
        package var slowMotionFactor: Double
        /// The configuration in force when the recording began, as JSON text with the live
        /// tuning written into it, so a replay shows what was recorded; nil in recordings
        /// made without a configuration file.
        package var configuration: RecordedConfiguration?
        /// Whether the tuning overlay was open, and which parameter it had selected.
        package var overlayVisible = false
        /// Which tuning parameter was selected.
        package var selectedParameter = 0

        /// A header for a session in a window of `viewport` points starting on `start`.
        package init(
            viewport: Size, start: String?, slowMotionFactor: Double = 1, configuration: RecordedConfiguration? = nil
        ) {
            self.viewport = viewport
            self.start = start
            self.slowMotionFactor = slowMotionFactor
            self.configuration = configuration
        }
    }

    /// A copy of the configuration a session was recorded with.
    package struct RecordedConfiguration: Equatable, Sendable {
        /// The configuration's JSON text.
        package var text: String
        /// Where it was read from (a file, or a folder of images), for messages.
        package var source: String
        /// The directory its relative paths resolve against.
        package var directory: String
        /// Each image's path and the fingerprint of its bytes when the take was recorded, so a
        /// replay can say which of them have been exported again since (it shows them as they
        /// are now: a take holds no pictures).
        package var imageFingerprints: [String: String]

        /// A copy of the configuration `text`, read from `source`, whose paths resolve against
        /// `directory`, with its images' `imageFingerprints`.
        package init(text: String, source: String, directory: String, imageFingerprints: [String: String] = [:]) {
            self.text = text
            self.source = source
            self.directory = directory
            self.imageFingerprints = imageFingerprints
        }

        /// The images, by path and in name order, whose bytes differ from when the take was
        /// recorded, or that are gone.
        package func changedImages() -> [String] {
            imageFingerprints.filter { ContentFingerprint.of(path: $0.key) != $0.value }.keys.sorted()
        }

        /// How messages name the copy held by the recording at `recording`.
        package func label(recording: String) -> String { "\(recording) (its copy of \(source))" }

        /// Reads and checks the copy; messages name `recording` and where the copy came from.
        package func load(recording: String) throws -> Configuration {
            try Configuration.parse(bytes: Array(text.utf8), file: label(recording: recording), directory: directory)
        }
    }

    /// One input event, or one tool's action, and when it happened.
    package struct Entry: Equatable, Sendable {
        /// What happened.
        package enum Content: Equatable, Sendable {
            case input(InputEvent)
            case tool(ToolAction)
        }

        /// Seconds since the recording began.
        package var time: Double
        /// What happened.
        package var content: Content

        /// An input event at `time`.
        package init(time: Double, event: InputEvent) {
            self.time = time
            content = .input(event)
        }

        /// A tool's action at `time`.
        package init(time: Double, action: ToolAction) {
            self.time = time
            content = .tool(action)
        }

        /// The input event, or nil for a tool's action.
        package var event: InputEvent? {
            if case .input(let event) = content { return event }
            return nil
        }
    }

    /// The version written into new recordings; newer versions are refused when read.
    /// Version 2 adds the configuration's copy, the overlay's state and tool actions.
    package static let formatVersion = 2

    /// How the recording starts.
    package var header: Header
    /// The events in the order they arrived; times never decrease.
    package var entries: [Entry]
    /// The number of a last line that was cut off (the app was killed while writing it) and
    /// left out; nil when the recording ends whole.
    package var unfinishedLine: Int?

    /// A recording of `entries` after `header`.
    package init(header: Header, entries: [Entry] = []) {
        self.header = header
        self.entries = entries
    }

    /// How long the recording lasts: the time of its last event.
    package var duration: Double { entries.last?.time ?? 0 }

    /// The whole recording as JSON lines, each ending in a newline.
    package var jsonLines: String {
        var text = Self.line(for: header) + "\n"
        for entry in entries { text += Self.line(for: entry) + "\n" }
        return text
    }

    /// The header as one JSON line (without the newline).
    package static func line(for header: Header) -> String {
        var fields = [
            ("recording", JSONText.string("snapnav")), ("version", String(formatVersion)),
            ("width", JSONText.number(header.viewport.width)), ("height", JSONText.number(header.viewport.height)),
        ]
        if let start = header.start { fields.append(("start", JSONText.string(start))) }
        fields.append(("slow", JSONText.number(header.slowMotionFactor)))
        if header.overlayVisible {
            fields.append(("overlay", "true"))
            fields.append(("selected", String(header.selectedParameter)))
        }
        if let configuration = header.configuration {
            fields.append(("configSource", JSONText.string(configuration.source)))
            fields.append(("configDirectory", JSONText.string(configuration.directory)))
            fields.append(("config", JSONText.string(configuration.text)))
            if !configuration.imageFingerprints.isEmpty {
                let images = configuration.imageFingerprints.sorted { $0.key < $1.key }.map {
                    (JSONText.string($0.key), JSONText.string($0.value))
                }
                fields.append(("images", "{" + images.map { "\($0.0):\($0.1)" }.joined(separator: ",") + "}"))
            }
        }
        return object(fields)
    }

    /// One entry as one JSON line (without the newline).
    package static func line(for entry: Entry) -> String {
        var fields = [("t", JSONText.number(entry.time))]
        func point(_ location: Point) {
            fields.append(("x", JSONText.number(location.x)))
            fields.append(("y", JSONText.number(location.y)))
        }
        func pointer(_ kind: String, _ id: PointerID, _ location: Point) {
            fields.append(("event", JSONText.string(kind)))
            switch id {
            case .mouse: fields.append(("pointer", JSONText.string("mouse")))
            // Finger ids are 64-bit and would lose digits as JSON numbers.
            case .finger(let finger): fields.append(("pointer", JSONText.string("finger:\(finger)")))
            }
            point(location)
        }
        let event: InputEvent
        switch entry.content {
        case .input(let input):
            event = input
        case .tool(let action):
            fields.append(("event", JSONText.string("tool")))
            switch action {
            case .overlay(let visible):
                fields += [("action", JSONText.string("overlay")), ("visible", visible ? "true" : "false")]
            case .select(let index):
                fields += [("action", JSONText.string("select")), ("index", String(index))]
            case .tune(let parameter, let value):
                fields += [
                    ("action", JSONText.string("tune")), ("parameter", JSONText.string(parameter)),
                    ("value", JSONText.number(value)),
                ]
            case .slowMotion(let factor):
                fields += [("action", JSONText.string("slowMotion")), ("factor", JSONText.number(factor))]
            case .stop:
                fields.append(("action", JSONText.string("stop")))
            }
            return object(fields)
        }
        switch event {
        case .pointerDown(let id, let location): pointer("pointerDown", id, location)
        case .pointerMove(let id, let location): pointer("pointerMove", id, location)
        case .pointerUp(let id, let location): pointer("pointerUp", id, location)
        case .wheel(let delta, let isPrecise):
            fields.append(("event", JSONText.string("wheel")))
            fields.append(("dx", JSONText.number(delta.x)))
            fields.append(("dy", JSONText.number(delta.y)))
            fields.append(("precise", isPrecise ? "true" : "false"))
        case .key(let key, let modifiers):
            fields.append(("event", JSONText.string("key")))
            fields.append(("key", JSONText.string(key.rawValue)))
            let names = KeyModifiers.names.filter { modifiers.contains($0.modifier) }.map { JSONText.string($0.name) }
            fields.append(("modifiers", "[" + names.joined(separator: ",") + "]"))
        case .resize(let size):
            fields.append(("event", JSONText.string("resize")))
            fields.append(("width", JSONText.number(size.width)))
            fields.append(("height", JSONText.number(size.height)))
        case .focusLost:
            fields.append(("event", JSONText.string("focusLost")))
        case .wheelEnded:
            fields.append(("event", JSONText.string("wheelEnded")))
        }
        return object(fields)
    }

    private static func object(_ fields: [(String, String)]) -> String {
        "{" + fields.map { "\(JSONText.string($0.0)):\($0.1)" }.joined(separator: ",") + "}"
    }
}

extension KeyModifiers {
    /// Each modifier with the name recordings use for it.
    static let names: [(modifier: KeyModifiers, name: String)] = [
        (.control, "control"), (.shift, "shift"), (.alt, "alt"),
    ]
}
