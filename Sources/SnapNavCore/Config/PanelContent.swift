/// What a panel shows besides its background and title, from its `content` object in the
/// configuration:
///
/// ```json
/// { "kind": "list", "rows": [{ "title": "Team Snapchat", "subtitle": "New Snap", "avatar": "#FFFC00" }] }
/// { "kind": "grid", "tiles": [{ "title": "Discover", "subtitle": "Today", "color": "#E6457A" }] }
/// { "kind": "camera" }
/// { "kind": "image", "file": "screens/feed.png", "fit": "width" }
/// { "kind": "myapp.map", "zoom": 12 }
/// ```
///
/// An image's `file` is resolved against the directory of the configuration that names it, or
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

    static let kinds = ["list", "grid", "camera", "image"]

    /// The keys each kind's `content` object may hold.
    static let keys = [
        "list": ["kind", "rows"], "grid": ["kind", "tiles"], "camera": ["kind"],
        "image": ["kind", "file", "fit", "pin"],
    ]
}

extension PanelContent {
    /// Decodes and checks a `content` object, naming the key path of anything wrong.
    init(decoding value: JSONValue, at path: String, reader: ConfigurationReader) throws {
        let members = try reader.object(value, at: path)
        guard let kindValue = value["kind"] else {
            throw reader.fail("\(path).kind", "missing; expected one of \(Self.kindList)")
        }
        let kind = try reader.string(kindValue, at: "\(path).kind")
        func text(_ item: JSONValue, _ key: String, at itemPath: String, required: Bool) throws -> String {
            guard let raw = item[key] else {
                if required { throw reader.fail("\(itemPath).\(key)", "missing; expected a string") }
                return ""
            }
            return try reader.string(raw, at: "\(itemPath).\(key)")
        }
        func items(_ key: String, known: [String]) throws -> [(JSONValue, String)] {
            guard let raw = value[key] else { throw reader.fail("\(path).\(key)", "missing; expected an array") }
            guard case .array(let elements) = raw else {
                throw reader.fail("\(path).\(key)", "expected an array, found \(raw.typeName)")
            }
            return try elements.enumerated().map { index, element in
                let itemPath = "\(path).\(key)[\(index)]"
                try reader.checkKeys(try reader.object(element, at: itemPath), known: known, at: itemPath)
                return (element, itemPath)
            }
        }
        if let known = Self.keys[kind] { try reader.checkKeys(members, known: known, at: path) }
        if kind.contains(".") {
            self = .custom(kind)
            return
        }
        switch kind {
        case "list":
            self = .list(
                try items("rows", known: ["title", "subtitle", "avatar", "detail"]).map { row, rowPath in
                    Row(
                        title: try text(row, "title", at: rowPath, required: true),
                        subtitle: try text(row, "subtitle", at: rowPath, required: false),
                        avatar: try row["avatar"].map { try reader.color($0, at: "\(rowPath).avatar") } ?? .white,
                        detail: try text(row, "detail", at: rowPath, required: false))
                })
        case "grid":
            self = .grid(
                try items("tiles", known: ["title", "subtitle", "color"]).map { tile, tilePath in
                    Tile(
                        title: try text(tile, "title", at: tilePath, required: true),
                        subtitle: try text(tile, "subtitle", at: tilePath, required: false),
                        color: try tile["color"].map { try reader.color($0, at: "\(tilePath).color") } ?? .black)
                })
        case "camera":
            self = .camera
        case "image":
            let file = try text(value, "file", at: path, required: true)
            guard !file.isEmpty else { throw reader.fail("\(path).file", "empty; expected an image file's path") }
            var fit: Fit?
            if let raw = value["fit"] {
                let name = try reader.string(raw, at: "\(path).fit")
                guard let chosen = Fit(rawValue: name) else {
                    throw reader.fail("\(path).fit", "expected \"fill\", \"fit\" or \"width\", found \"\(name)\"")
                }
                fit = chosen
            }
            let pin = try value["pin"].map { try Self.decodePin($0, at: "\(path).pin", fit: fit, reader: reader) }
            self = .image(Image(file: try reader.imageFile(file, at: "\(path).file"), fit: fit, pin: pin))
        default:
            throw reader.fail(
                "\(path).kind",
                "expected one of \(Self.kindList), or an app's own kind named with a dot such as \"myapp.map\", "
                    + "found \"\(kind)\"")
        }
    }

    private static func decodePin(_ value: JSONValue, at path: String, fit: Fit?, reader: ConfigurationReader)
        throws -> Pin
    {
        try reader.checkKeys(try reader.object(value, at: path), known: ["top", "bottom"], at: path)
        guard fit == nil || fit == .width else {
            throw reader.fail(
                path, "pins bands of an image that scrolls; it needs \"fit\": \"width\", not \"\(fit!.rawValue)\"")
        }
        let side = ConfigurationDecoder.maximumWindowSide
        return Pin(
            top: try value["top"].map { try reader.number($0, at: "\(path).top", in: 0...side) } ?? 0,
            bottom: try value["bottom"].map { try reader.number($0, at: "\(path).bottom", in: 0...side) } ?? 0)
    }

    private static var kindList: String { kinds.map { "\"\($0)\"" }.joined(separator: ", ") }
}
