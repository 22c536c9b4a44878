/// The app's configuration, as read from a JSON file such as `Assets/demo.json`.
///
/// ```json
/// { "start": "camera", "horizontal": ["chat", "camera", "stories"],
///   "panels": { "camera": { "title": "Camera", "background": "#1E1E1E" } } }
/// ```
public struct Configuration: Equatable, Sendable {
    /// The window's initial size and title, and how many pixels it draws per point.
    public struct Window: Equatable, Sendable {
        /// The window's width in points.
        public var width: Double = 360
        /// The window's height in points.
        public var height: Double = 640
        /// The window's title.
        public var title = "SnapNav"
        /// Pixels per point, so that a 2× or 3× export shows crisp; nil leaves it to the
        /// display (SDL's high-DPI size where the system reports one, otherwise 1).
        public var scale: Double? = nil

        /// Pixels per point a window may draw at: 1× to 4× covers every phone export.
        public static let scales = 1.0...4.0
    }

    /// The feel of swipes and settles.
    public struct Physics: Equatable, Sendable {
        /// Whether the content rubber-bands past the first and last panel.
        public var bounces = false
        /// The release speed, in points per second, above which a swipe moves to the neighbour.
        public var flingVelocity = 300.0
        /// The spring that settles the content on a panel.
        public var spring = SpringParameters.default
        /// The form the file writes `spring` in, which the tuning's write-back keeps.
        public var springForm = SpringForm.Kind.ratio
    }

    /// How wheel and touchpad scrolling map onto swipes.
    public struct Input: Equatable, Sendable {
        /// Points the content moves per unit of wheel delta.
        public var wheelScale = 40.0
        /// A pause this long (seconds) between wheel events ends a touchpad swipe.
        public var wheelEndPause = 0.1
        /// What whole-notch wheel events do: page once per burst, or drag like a touchpad.
        public var wheelNotches = WheelNotchBehavior.page
    }

    /// How the panels of each arm share the screen with the start panel.
    public struct Transitions: Equatable, Sendable {
        /// How the panels left of the start panel meet it.
        public var left = PanelTransition.cover
        /// How the panels right of the start panel meet it.
        public var right = PanelTransition.cover
        /// How the panels above the start panel meet it.
        public var above = PanelTransition.reveal
        /// How the panels below the start panel meet it.
        public var below = PanelTransition.cover
    }

    /// One panel.
    public struct Panel: Equatable, Sendable {
        /// The panel's key in `panels`, which the arms name it by.
        public var id: String
        /// Its title; its id when the configuration gives none.
        public var title: String
        /// Its background colour.
        public var background: Color
        /// Whether swipes may leave this panel.
        public var swipe: Bool
        /// The panel's `content` object, if it has one, for the content kinds to read.
        public var content: JSONValue?
        /// What `content` describes, checked when the file was read.
        public var kind: PanelContent? = nil
        /// Whether the configuration gave `title` (otherwise it is the id): an image panel draws
        /// only a title it was given.
        public var titleGiven = true
        /// Whether the configuration gave `background`: otherwise an image panel takes its
        /// image's edge colour, so that a rubber band past its end shows the screen's own colour.
        public var backgroundGiven = true
        /// The bars this panel switches on or off, and their colour over it.
        public var chrome = ChromeSettings()
        /// The tap areas on the panel, and what each does.
        public var hotspots: [Hotspot] = []
        /// What the panel does by itself after resting on screen for a while, if anything.
        public var after: TimedAction? = nil
    }

    /// The window's size, title and scale.
    public var window = Window()
    /// The panel where the arms cross, shown first.
    public var start: String
    /// The horizontal arm, left to right.
    public var horizontal: [String]
    /// The vertical arm, top to bottom; empty for a horizontal-only app.
    public var vertical: [String]
    /// The feel of swipes and settles.
    public var physics = Physics()
    /// How wheels and touchpads move the content.
    public var input = Input()
    /// How each arm's panels meet the start panel.
    public var transitions = Transitions()
    /// Whether the status bar, the navigation bar and the camera's top bar are drawn over the
    /// panels, unless `chrome` or a panel's own settings say otherwise.
    public var bars = false
    /// A panel outside the arms shown over the cross when the prototype opens, as an app's
    /// launch screen; its `after` moves on.
    public var launch: String? = nil
    /// The bars switched on or off for every panel, and their colour.
    public var chrome = ChromeSettings()
    /// Every panel by id, in file order.
    public var panels: [Panel]
    /// The folder whose images are the panels (`"screens": "folder"`), absolute; watched, so
    /// that an export dropped into it appears. Nil when the panels are all listed.
    public var screensFolder: String? = nil

    /// The panel with `id`.
    public func panel(_ id: String) -> Panel? { panels.first { $0.id == id } }

    /// Every panel of either arm, the start panel once: the panels `go` and `--start` reach.
    public var armPanels: [String] { horizontal + vertical.filter { $0 != start } }

    /// Why the navigation cannot start at `path`, or nil when it can: a panel of either arm,
    /// then, joined with "/", the screens to open over it in order (`inbox/chat`), each one a
    /// hotspot or an `after` pushes or presents.
    public func problem(startingOn path: String) -> String? {
        let ids = path.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
        let reachable = armPanels
        guard reachable.contains(ids[0]) else {
            return "\"\(ids[0])\" is not a panel of either arm; expected one of \(reachable.joined(separator: ", "))"
        }
        let known = openedScreens.map { $0.id }
        for id in ids.dropFirst() where !known.contains(id) {
            return "\"\(id)\" is not a screen a hotspot, an after or the launch opens"
                + (known.isEmpty ? "" : "; expected one of \(known.joined(separator: ", "))")
        }
        return nil
    }

    /// The panels outside the arms that hotspots and `after`s push or present, in file order,
    /// each with the way the first action to name it opens it, then the launch screen, which is
    /// presented.
    public var openedScreens: [(id: String, isPresented: Bool)] {
        var seen = Set<String>()
        var opened: [(id: String, isPresented: Bool)] = []
        for panel in panels {
            for action in panel.hotspots.map({ $0.action }) + [panel.after?.action].compactMap({ $0 }) {
                switch action {
                case .push(let id) where seen.insert(id).inserted: opened.append((id, false))
                case .present(let id) where seen.insert(id).inserted: opened.append((id, true))
                default: break
                }
            }
        }
        if let launch, !seen.contains(launch) { opened.append((launch, true)) }
        return opened
    }

    /// The paths of every image the panels show, in panel order (a story's in snap order).
    public var imagePaths: [String] {
        panels.flatMap { $0.kind?.imageFiles.map { $0.file.path } ?? [] }
    }

    /// Parses and checks UTF-8 configuration bytes; `file` is used in error messages, the paths
    /// it names resolve against `directory`, and its images are read from `files`.
    public static func parse(
        bytes: [UInt8], file: String, directory: String, files: PrototypeFiles
    ) throws(ConfigurationError) -> Configuration {
        let document: JSONDocument
        do {
            document = try JSONDocument(bytes: bytes)
        } catch {
            // An export given where the configuration goes says so, rather than naming a byte.
            if let format = ImageFile.format(bySignature: bytes) {
                throw ConfigurationError(
                    file: file, keyPath: "",
                    problem:
                        "is a \(format.rawValue) image, not a configuration; open the folder it is in "
                        + "(`snapnav DIR`) to show it")
            }
            throw ConfigurationError(file: file, syntax: error)
        }
        return try ConfigurationDecoder(
            reader: ConfigurationReader(
                file: file, directory: directory, document: document, files: files)
        ).decode(document.value)
    }
}
