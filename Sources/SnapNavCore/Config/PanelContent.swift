/// What a panel shows besides its background and title, from its `content` object in the
/// configuration:
///
/// ```json
/// { "kind": "list", "rows": [{ "title": "Team Snapchat", "subtitle": "New Snap", "avatar": "#FFFC00" }] }
/// { "kind": "grid", "tiles": [{ "title": "Discover", "subtitle": "Today", "color": "#E6457A" }] }
/// { "kind": "camera" }
/// { "kind": "image", "file": "screens/feed.png", "fit": "width" }
/// { "kind": "story", "files": ["stories/1.png", "stories/2.jpg"], "seconds": 5 }
/// { "kind": "myapp.map", "zoom": 12 }
/// ```
///
/// An image's `file`, and each of a story's `files`, is resolved against the directory of the configuration that names it, or
/// taken as it is when absolute. A kind with a dot in its name is an app's own: its keys are
/// not checked here but passed, in `Configuration.Panel.content`, to the maker the app added
/// to its `PanelFactory`.
public enum PanelContent: Equatable, Sendable {
    /// One row of a list: an avatar circle, a title and a subtitle, and a short note at the end.
    public struct Row: Equatable, Sendable {
        /// The name in bold.
        public var title: String
        /// The line under it; empty for none.
        public var subtitle: String
        /// The avatar circle's colour.
        public var avatar: Color
        /// The short note at the row's end, such as a time; empty for none.
        public var detail: String

        /// A row with `title`, and whatever else is given.
        public init(title: String, subtitle: String = "", avatar: Color, detail: String = "") {
            self.title = title
            self.subtitle = subtitle
            self.avatar = avatar
            self.detail = detail
        }
    }

    /// One tile of a two-column grid.
    public struct Tile: Equatable, Sendable {
        /// The caption in bold.
        public var title: String
        /// The line under it; empty for none.
        public var subtitle: String
        /// The tile's colour.
        public var color: Color

        /// A tile with `title`, and whatever else is given.
        public init(title: String, subtitle: String = "", color: Color) {
            self.title = title
            self.subtitle = subtitle
            self.color = color
        }
    }

    /// Rows that scroll vertically inside the panel.
    case list([Row])
    /// Tiles in two columns that scroll vertically inside the panel.
    case grid([Tile])
    /// A dark viewfinder; the capture ring flashes the screen.
    case camera
    /// An image file: a designer's screen export.
    case image(Image)
    /// Snaps shown one after another, as a story viewer shows them.
    case story(Story)
    /// A kind an app adds with `PanelFactory.adding(_:_:)`, named with a dot (`myapp.map`).
    case custom(String)

    /// How an image meets a panel whose proportions differ from its own.
    public enum Fit: String, Equatable, Sendable, CaseIterable {
        /// Scaled to cover the panel, the overflow cropped evenly.
        case fill
        /// Scaled to fit inside the panel, the rest on the panel's background.
        case fit
        /// Scaled to the panel's width; taller than the panel, it scrolls.
        case width

        /// Where an image of `size` (in pixels) is drawn, unscrolled, in a panel at `frame`:
        /// centred for `fill` and `fit`, at the top for `width`.
        public func rect(forImageOf size: Size, in frame: Rect) -> Rect {
            guard size.width > 0, size.height > 0 else { return frame }
            if self == .width {
                let height = frame.width * size.height / size.width
                return Rect(origin: frame.origin, size: Size(width: frame.width, height: height))
            }
            let horizontal = frame.width / size.width
            let vertical = frame.height / size.height
            let scale = self == .fit ? min(horizontal, vertical) : max(horizontal, vertical)
            return Rect(
                x: frame.minX + (frame.width - size.width * scale) / 2,
                y: frame.minY + (frame.height - size.height * scale) / 2, width: size.width * scale,
                height: size.height * scale)
        }
    }

    /// An image panel's file and how it is fitted.
    public struct Image: Equatable, Sendable {
        /// The image file, checked and measured when the configuration was read.
        public var file: ImageFile
        /// The fit asked for; nil chooses `width`, so that a screen's sides are never cropped,
        /// whatever phone it was exported for: taller than the panel it scrolls, shorter it
        /// sits at the top on the panel's background.
        public var fit: Fit?
        /// The bands at the top and bottom of a tall export that stay put while the middle
        /// scrolls between them, as a header and a tab bar do; nil when the whole image scrolls.
        public var pin: Pin?

        /// The image in `file`, fitted as `fit` says, or as suits its shape when nil, with the
        /// bands `pin` names held in place.
        public init(file: ImageFile, fit: Fit? = nil, pin: Pin? = nil) {
            self.file = file
            self.fit = fit
            self.pin = pin
        }

        /// The fit in force for a panel of `size`.
        public func fit(for size: Size) -> Fit {
            fit ?? .width
        }
    }

    /// The bands of a tall image, in points of the image fitted to the panel's width, that stay
    /// in place while the rest scrolls, as a design tool's "fix position when scrolling" does:
    ///
    /// ```json
    /// "pin": { "top": 88, "bottom": 83 }
    /// ```
    public struct Pin: Equatable, Sendable {
        /// How much of the image's top stays at the panel's top.
        public var top: Double
        /// How much of the image's bottom stays at the panel's bottom.
        public var bottom: Double

        /// The top `top` and bottom `bottom` points held in place.
        public init(top: Double = 0, bottom: Double = 0) {
            self.top = top
            self.bottom = bottom
        }
    }

    /// A story's snaps and how long each shows.
    public struct Story: Equatable, Sendable {
        /// The snaps' image files, in the order they show, each checked and measured when the
        /// configuration was read.
        public var files: [ImageFile]
        /// How long each snap shows before the next, in seconds of the animation clock.
        public var seconds: Double
        /// How each snap meets the panel, as for an image; nil chooses `width`. A snap does not
        /// scroll: fitted to the width, what is taller than the panel is cut off at the bottom.
        public var fit: Fit?

        /// A story of `files`, each shown for `seconds`, fitted as `fit` says.
        public init(files: [ImageFile], seconds: Double = Story.defaultSeconds, fit: Fit? = nil) {
            self.files = files
            self.seconds = seconds
            self.fit = fit
        }

        /// How long a snap shows when the configuration does not say: Snapchat's default.
        public static let defaultSeconds = 5.0
    }

    /// The image files the content shows, each with its key within `content` (`file`,
    /// `files[2]`), in the order they show.
    public var imageFiles: [(key: String, file: ImageFile)] {
        switch self {
        case .image(let image): return [("file", image.file)]
        case .story(let story): return story.files.enumerated().map { ("files[\($0.offset)]", $0.element) }
        default: return []
        }
    }

    /// The built-in kinds, in the order refusals list them.
    static let kinds = ConfigurationKeys.contents.map { $0.kind }
    /// The longest a snap may show: a minute, as a long video snap.
    static let maximumSnapSeconds = 60.0
}

extension PanelContent {
    /// Decodes and checks a `content` object, naming the key path of anything wrong.
    init(decoding value: JSONValue, at path: String, reader: ConfigurationReader) throws(ConfigurationError) {
        let members = try reader.object(value, at: path)
        guard let kindValue = value["kind"] else {
            throw reader.fail("\(path).kind", "missing; expected one of \(Self.kindList)")
        }
        let kind = try reader.string(kindValue, at: "\(path).kind")
        func text(_ item: JSONValue, _ key: String, at itemPath: String, required: Bool) throws(ConfigurationError)
            -> String
        {
            guard let raw = item[key] else {
                if required { throw reader.fail("\(itemPath).\(key)", "missing; expected a string") }
                return ""
            }
            return try reader.string(raw, at: "\(itemPath).\(key)")
        }
        func items(_ key: String, known: [String]) throws(ConfigurationError) -> [(JSONValue, String)] {
            guard let raw = value[key] else { throw reader.fail("\(path).\(key)", "missing; expected an array") }
            guard case .array(let elements) = raw else {
                throw reader.fail("\(path).\(key)", "expected an array, found \(raw.typeName)")
            }
            return try elements.enumerated().map { (index, element) throws(ConfigurationError) in
                let itemPath = "\(path).\(key)[\(index)]"
                try reader.checkKeys(try reader.object(element, at: itemPath), known: known, at: itemPath)
                return (element, itemPath)
            }
        }
        if let known = ConfigurationKeys.content(ofKind: kind) {
            try reader.checkKeys(members, known: known.names, at: path)
        }
        if kind.contains(".") {
            self = .custom(kind)
            return
        }
        switch kind {
        case "list":
            self = .list(
                try items("rows", known: ConfigurationKeys.row.names).map {
                    (row, rowPath) throws(ConfigurationError) in
                    Row(
                        title: try text(row, "title", at: rowPath, required: true),
                        subtitle: try text(row, "subtitle", at: rowPath, required: false),
                        avatar: try row["avatar"].map { (value) throws(ConfigurationError) in
                            try reader.color(value, at: "\(rowPath).avatar")
                        } ?? .white,
                        detail: try text(row, "detail", at: rowPath, required: false))
                })
        case "grid":
            self = .grid(
                try items("tiles", known: ConfigurationKeys.tile.names).map {
                    (tile, tilePath) throws(ConfigurationError) in
                    Tile(
                        title: try text(tile, "title", at: tilePath, required: true),
                        subtitle: try text(tile, "subtitle", at: tilePath, required: false),
                        color: try tile["color"].map { (value) throws(ConfigurationError) in
                            try reader.color(value, at: "\(tilePath).color")
                        } ?? .black)
                })
        case "camera":
            self = .camera
        case "image":
            let file = try text(value, "file", at: path, required: true)
            guard !file.isEmpty else { throw reader.fail("\(path).file", "empty; expected an image file's path") }
            let fit = try Self.decodeFit(value["fit"], at: "\(path).fit", reader: reader)
            let pin = try value["pin"].map { (value) throws(ConfigurationError) in
                try Self.decodePin(value, at: "\(path).pin", fit: fit, reader: reader)
            }
            self = .image(Image(file: try reader.imageFile(file, at: "\(path).file"), fit: fit, pin: pin))
        case "story":
            self = .story(try Self.decodeStory(value, at: path, reader: reader))
        default:
            throw reader.fail(
                "\(path).kind",
                "expected one of \(Self.kindList), or an app's own kind named with a dot such as \"myapp.map\", "
                    + "found \"\(kind)\"")
        }
    }

    private static func decodeFit(_ value: JSONValue?, at path: String, reader: ConfigurationReader)
        throws(ConfigurationError) -> Fit?
    {
        guard let value else { return nil }
        let name = try reader.string(value, at: path)
        guard let fit = Fit(rawValue: name) else {
            throw reader.fail(path, "expected \"fill\", \"fit\" or \"width\", found \"\(name)\"")
        }
        return fit
    }

    private static func decodeStory(_ value: JSONValue, at path: String, reader: ConfigurationReader)
        throws(ConfigurationError) -> Story
    {
        guard let raw = value["files"] else {
            throw reader.fail("\(path).files", "missing; expected the snaps' image files, such as [\"stories/1.png\"]")
        }
        guard case .array(let elements) = raw, !elements.isEmpty else {
            throw reader.fail(
                "\(path).files",
                raw.typeName == "an array"
                    ? "empty; expected at least one snap's image file"
                    : "expected an array of image files, found \(raw.typeName)")
        }
        let files = try elements.enumerated().map { (index, element) throws(ConfigurationError) in
            let at = "\(path).files[\(index)]"
            let file = try reader.string(element, at: at)
            guard !file.isEmpty else { throw reader.fail(at, "empty; expected an image file's path") }
            return try reader.imageFile(file, at: at)
        }
        let seconds =
            try value["seconds"].map { (seconds) throws(ConfigurationError) in
                try reader.positive(seconds, at: "\(path).seconds", maximum: maximumSnapSeconds)
            } ?? Story.defaultSeconds
        let fit = try decodeFit(value["fit"], at: "\(path).fit", reader: reader)
        return Story(files: files, seconds: seconds, fit: fit)
    }

    private static func decodePin(_ value: JSONValue, at path: String, fit: Fit?, reader: ConfigurationReader)
        throws(ConfigurationError) -> Pin
    {
        try reader.checkKeys(try reader.object(value, at: path), known: ConfigurationKeys.pin.names, at: path)
        guard fit == nil || fit == .width else {
            throw reader.fail(
                path, "pins bands of an image that scrolls; it needs \"fit\": \"width\", not \"\(fit!.rawValue)\"")
        }
        let side = ConfigurationDecoder.maximumWindowSide
        return Pin(
            top: try value["top"].map { (value) throws(ConfigurationError) in
                try reader.number(value, at: "\(path).top", in: 0...side)
            } ?? 0,
            bottom: try value["bottom"].map { (value) throws(ConfigurationError) in
                try reader.number(value, at: "\(path).bottom", in: 0...side)
            } ?? 0)
    }

    private static var kindList: String { kinds.map { "\"\($0)\"" }.joined(separator: ", ") }
}
