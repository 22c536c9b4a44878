/// One key a configuration object may hold: its name, the type of its value, what it is when
/// left out, and what it means, in one line each.
public struct ConfigurationKey: Equatable, Sendable {
    /// The key as it is written in the file, such as `flingVelocity`.
    public let name: String
    #if hasFeature(Embedded)
        // The web player checks names only: the words are for the reference and the desktop's
        // messages, and left out they keep the page's module small.
        public var type: String { "" }
        public var defaultValue: String { "" }
        public var meaning: String { "" }

        public init(_ name: String, _ type: String, _ defaultValue: String, _ meaning: String) {
            self.name = name
        }
    #else
        /// The value it takes, in words: `number`, `boolean`, `"page" or "drag"`.
        public let type: String
        /// What it is when the file leaves it out, or `required`.
        public let defaultValue: String
        /// What it does, in one line.
        public let meaning: String

        /// A key `name` taking `type`, `defaultValue` when left out, meaning `meaning`.
        public init(_ name: String, _ type: String, _ defaultValue: String, _ meaning: String) {
            self.name = name
            self.type = type
            self.defaultValue = defaultValue
            self.meaning = meaning
        }
    #endif
}

/// One kind of object in a configuration, such as `physics.spring`, and the keys it may hold.
public struct ConfigurationObject: Equatable, Sendable {
    /// Where the object stands in the file, as refusals name it: `physics.spring`,
    /// `panels.ID.hotspots[N]`, `panels.ID.content` for one kind of content.
    public let path: String
    #if hasFeature(Embedded)
        public var summary: String { "" }
    #else
        /// What the object is, in a sentence.
        public let summary: String
    #endif
    /// Its keys, in the order a refusal lists them.
    public let keys: [ConfigurationKey]
    /// The keys' names, in the same order, as the decoder checks them.
    public let names: [String]
    /// The object's heading in the reference: its path, unless that needs saying more.
    public let heading: String

    /// The object at `path`, described by `summary`, holding `keys`, headed by `heading` in the
    /// reference (by default the path).
    public init(_ path: String, _ summary: String, _ keys: [ConfigurationKey], heading: String? = nil) {
        self.path = path
        #if !hasFeature(Embedded)
            self.summary = summary
        #endif
        self.keys = keys
        self.names = keys.map { $0.name }
        self.heading = heading ?? "`\(path)`"
    }
}

/// Every key a configuration may hold, object by object: the one table the decoder checks keys
/// against and the configuration reference is printed from, so that the two cannot differ.
public enum ConfigurationKeys {
    /// The bars' switches and colour, which the top level and each panel both take: `scope`
    /// says where they apply, and the defaults what applies without them.
    private static func chrome(_ scope: String, _ switchDefault: String, _ colorDefault: String)
        -> [ConfigurationKey]
    {
        [
            ConfigurationKey(
                "statusBar", "boolean", switchDefault, "the time and battery across the top, \(scope)"),
            ConfigurationKey(
                "topBar", "boolean", switchDefault,
                "the profile badge and search field across the top, \(scope); `bars` shows it on the start panel only"),
            ConfigurationKey(
                "navigationBar", "boolean", switchDefault,
                "the capture ring and the side icons across the bottom, \(scope)"),
            ConfigurationKey("barColor", "colour", colorDefault, "the bars' colour, \(scope)"),
        ]
    }

    /// The file's outermost object.
    public static let topLevel = ConfigurationObject(
        "(top level)", "The arms, the panels, and settings for the whole prototype.",
        [
            ConfigurationKey("window", "object", "see `window`", "the window's size, title and scale"),
            ConfigurationKey(
                "start", "panel id", "required", "the panel where the arms cross, shown first"),
            ConfigurationKey(
                "horizontal", "array of panel ids", "required",
                "the horizontal arm, left to right; contains `start` once"),
            ConfigurationKey(
                "vertical", "array of panel ids", "none",
                "the vertical arm, top to bottom; contains `start` once; left out, the app is a single row"),
            ConfigurationKey("physics", "object", "see `physics`", "the feel of swipes and settles"),
            ConfigurationKey("input", "object", "see `input`", "how wheels and touchpads move the content"),
            ConfigurationKey("transitions", "object", "see `transitions`", "how each arm's panels meet `start`"),
            ConfigurationKey(
                "bars", "boolean", "`false`",
                "draws the status bar, the navigation bar and the camera's top bar over the panels"),
            ConfigurationKey(
                "launch", "panel id", "none",
                "a panel in neither arm shown over the cross when the prototype opens; its `after` moves on"),
            ConfigurationKey("panels", "object of panels by id", "required", "every panel, each as `panels.ID`"),
            ConfigurationKey(
                "screens", "`\"folder\"`", "none",
                "this folder's images, in name order, are image panels; they also give `horizontal`, `start` and `window` when left out"
            ),
        ] + chrome("for every panel", "`bars`", "none"),
        heading: "The top level")

    /// `window`.
    public static let window = ConfigurationObject(
        "window", "The window's size and title when it opens, and how many pixels it draws per point.",
        [
            ConfigurationKey("width", "number", "`360`", "the width in points"),
            ConfigurationKey("height", "number", "`640`", "the height in points"),
            ConfigurationKey("title", "string", "`\"SnapNav\"`", "the window's title (a folder's name, for a folder)"),
            ConfigurationKey(
                "scale", "number, 1 to 4", "the desktop's", "pixels per point; `--scale` wins over it"),
        ])

    /// `physics`.
    public static let physics = ConfigurationObject(
        "physics", "The feel of swipes and settles.",
        [
            ConfigurationKey(
                "bounces", "boolean", "`false`", "lets the content rubber-band past the ends (UIKit's c = 0.55)"),
            ConfigurationKey(
                "flingVelocity", "number", "`300`",
                "a release at least this fast (points per second) toward a neighbour goes to it"),
            ConfigurationKey(
                "spring", "spring", "see `physics.spring`", "the spring that settles on a page and moves the screens"),
        ])

    /// `physics.spring`, and every other spring, in each of the forms a spring is written in.
    public static let spring = ConfigurationObject(
        "physics.spring",
        "The settle spring. A settle lands on its page once within a thousandth of a page, as AdwCarousel's "
            + "does, and a screen opened over the cross once within a thousandth of its width: the frames "
            + "after that would move by less than a pixel. This spring, and a link's `spring`, is written "
            + "in any one of these forms, converted by its published formula (see docs/motion.md): a preset's "
            + "name, `\"gentle\"` (stiffness 100, damping 15, mass 1), `\"quick\"` (300, 20, 1), `\"bouncy\"` "
            + "(600, 15, 1) or `\"slow\"` (80, 20, 1); `{ dampingRatio, stiffness, mass }`, whose keys left "
            + "out keep the defaults; `{ stiffness, damping, mass }`, mass 1 when left out; "
            + "`{ response, dampingFraction }`; `{ duration, bounce }`; `{ tension, friction }`; "
            + "`{ bounciness, speed }`.",
        [
            ConfigurationKey("dampingRatio", "number", "`1`", "1 is critical damping, below it bounces"),
            ConfigurationKey("stiffness", "number", "`500`", "how hard the spring pulls"),
            ConfigurationKey("mass", "number", "`0.5`", "how heavy the content is"),
            ConfigurationKey("damping", "number", "", "force per point per second of speed (Figma's damping)"),
            ConfigurationKey("response", "number", "", "seconds of one undamped swing (SwiftUI)"),
            ConfigurationKey("dampingFraction", "number", "", "SwiftUI's name for the damping ratio"),
            ConfigurationKey("duration", "number", "", "seconds, iOS 17's perceptual duration"),
            ConfigurationKey("bounce", "number, −1 to 1", "", "0 no bounce, above it bouncier (iOS 17)"),
            ConfigurationKey("tension", "number", "", "Origami's and Rebound's tension"),
            ConfigurationKey("friction", "number", "", "Origami's and Rebound's friction"),
            ConfigurationKey("bounciness", "number", "", "Origami's bounciness"),
            ConfigurationKey("speed", "number", "", "Origami's speed"),
        ])

    /// `input`.
    public static let input = ConfigurationObject(
        "input", "How wheels and touchpads move the content.",
        [
            ConfigurationKey(
                "wheelScale", "number", "`40`", "points the content moves per unit of wheel or touchpad scrolling"),
            ConfigurationKey(
                "wheelEndPause", "number", "`0.1`", "a pause this long (seconds) ends a touchpad swipe"),
            ConfigurationKey(
                "wheelNotches", "`\"page\"` or `\"drag\"`", "`\"page\"`",
                "whole notches page once a burst, or drag as a touchpad does"),
        ])

    /// `transitions`.
    public static let transitions = ConfigurationObject(
        "transitions",
        "How each arm's panels meet the start panel: `\"cover\"` slides the panel over it, "
            + "`\"reveal\"` slides the start panel off it, `\"push\"` moves both.",
        [
            ConfigurationKey("left", "transition", "`\"cover\"`", "the panels left of the start panel"),
            ConfigurationKey("right", "transition", "`\"cover\"`", "the panels right of the start panel"),
            ConfigurationKey("above", "transition", "`\"reveal\"`", "the panels above the start panel"),
            ConfigurationKey("below", "transition", "`\"cover\"`", "the panels below the start panel"),
        ])

    /// `panels.ID`.
    public static let panel = ConfigurationObject(
        "panels.ID", "One panel, named by its id.",
        [
            ConfigurationKey(
                "title", "string", "the id", "its title; an image panel draws only a title it is given"),
            ConfigurationKey(
                "background", "colour", "`#1E1E1E`",
                "its colour; an image panel's default is its image's edge colour, a story's black"),
            ConfigurationKey("swipe", "boolean", "`true`", "`false` refuses swipes away from this panel"),
            ConfigurationKey(
                "content", "object", "none", "what it shows under its title; left out, its background and title"),
            ConfigurationKey("hotspots", "array of hotspots", "none", "tap areas, each as `panels.ID.hotspots[N]`"),
            ConfigurationKey(
                "after", "object", "none", "what the panel does by itself once it has rested on screen"),
        ]
            + chrome(
                "over this panel", "the top level's", "the top level's, else an image's bottom edge, else `background`")
    )

    /// `panels.ID.hotspots[N]`.
    public static let hotspot = ConfigurationObject(
        "panels.ID.hotspots[N]", "A tap area on the panel.",
        [
            ConfigurationKey(
                "frame", "`[x, y, width, height]`", "required",
                "in the panel's points; on an image, as scaled to the panel's width"),
            ConfigurationKey(
                "tap", "`\"back\"` or object", "required",
                "`\"back\"`, or one action as `panels.ID.hotspots[N].tap`"),
        ])

    /// `panels.ID.hotspots[N].tap`.
    public static let tap = ConfigurationObject(
        "panels.ID.hotspots[N].tap", "What a tap on the hotspot does: exactly one action, and a `spring` if it likes.",
        [
            ConfigurationKey("go", "panel id", "", "navigates the cross to a panel of either arm"),
            ConfigurationKey(
                "push", "panel id", "", "slides a panel in neither arm in from the right over the screen"),
            ConfigurationKey("present", "panel id", "", "slides a panel in neither arm up over everything"),
            ConfigurationKey("back", "`true`", "", "takes the top screen back, as `\"tap\": \"back\"`"),
            ConfigurationKey(
                "spring", "spring", "`physics.spring`",
                "beside push, present or back: the spring the screen moves with, overshooting as it does; any form of `physics.spring`"
            ),
            ConfigurationKey(
                "transition", "object", "the stack's push or sheet",
                "beside the action: how the screen arrives and leaves, as `panels.ID.hotspots[N].tap.transition`"),
            ConfigurationKey(
                "sheet", "object", "full screen",
                "beside `present`: how the screen sits over the one under it, as `panels.ID.hotspots[N].tap.sheet`"),
        ])

    /// `panels.ID.hotspots[N].tap.sheet`, and an `after`'s.
    public static let sheet = ConfigurationObject(
        "panels.ID.hotspots[N].tap.sheet",
        "A presented screen as an overlay or a partial sheet, as Figma and iOS present them: the screen under it "
            + "shows through, dimmed, and takes no taps.",
        [
            ConfigurationKey(
                "position", "string or `[x, y, width, height]`", "`\"bottom\"`",
                "`bottom` or `top`, sliding from that edge; `center`, or a frame in window points, fading in"),
            ConfigurationKey("height", "number", "the window but 44 points", "its height in points"),
            ConfigurationKey(
                "detents", "array", "`[\"large\"]`",
                "instead of a height, the heights it rests at: `\"medium\"` (half), `\"large\"`, or points; "
                    + "a drag moves it between them, and past the lowest closes it"),
            ConfigurationKey(
                "dim", "object", "black at `0.2`",
                "`{ \"color\": colour, \"opacity\": 0…1 }` laid over the screen under it, following the sheet"),
            ConfigurationKey("closeOnOutsideTap", "boolean", "`true`", "whether a tap outside it closes it"),
        ])

    /// `panels.ID.hotspots[N].tap.transition`, and an `after`'s.
    public static let transition = ConfigurationObject(
        "panels.ID.hotspots[N].tap.transition",
        "How the screen a link opens arrives, as Figma's transitions do; going back plays it in reverse, and a "
            + "back swipe still follows the finger. On a back link, how the screen under comes back.",
        [
            ConfigurationKey(
                "type", "string", "required",
                "`instant`, `dissolve`, `move-in`, `move-out`, `push`, `slide-in` or `slide-out`"),
            ConfigurationKey(
                "direction", "string", "`\"left\"`", "the way things move: `left`, `right`, `top` or `bottom`"),
            ConfigurationKey("duration", "number", "`0.3`", "seconds along the easing, up to 10"),
            ConfigurationKey(
                "easing", "string or `[x1, y1, x2, y2]`", "`\"ease-out\"`",
                "`ease-in`, `ease-out`, `ease-in-and-out`, `linear`, their `-back` variants, or a cubic Bézier"),
            ConfigurationKey(
                "spring", "spring", "none", "instead of an easing: any form of `physics.spring`, taking its own time"),
        ])

    /// `panels.ID.after`.
    public static let after = ConfigurationObject(
        "panels.ID.after",
        "What the panel does once it has been fully on screen, with nothing moving, for `seconds`: "
            + "`seconds` and exactly one action.",
        [
            ConfigurationKey(
                "seconds", "number", "required (a story's: none)",
                "how long it rests first, up to 3600; a story's `after` follows its last snap instead"),
            ConfigurationKey("go", "panel id", "", "as a hotspot's `go`"),
            ConfigurationKey("push", "panel id", "", "as a hotspot's `push`"),
            ConfigurationKey("present", "panel id", "", "as a hotspot's `present`"),
            ConfigurationKey("back", "`true`", "", "takes the panel back, as a hotspot's `\"back\"`"),
            ConfigurationKey("spring", "spring", "`physics.spring`", "as a hotspot's `spring`"),
            ConfigurationKey("transition", "object", "the stack's push or sheet", "as a hotspot's `transition`"),
            ConfigurationKey("sheet", "object", "full screen", "as a hotspot's `sheet`"),
        ])

    private static let kind = ConfigurationKey("kind", "string", "required", "the kind of content")

    /// The `content` object of the built-in `kind`.
    private static func content(_ kind: String, _ summary: String, _ keys: [ConfigurationKey])
        -> ConfigurationObject
    {
        ConfigurationObject("panels.ID.content", summary, keys, heading: "`panels.ID.content` of kind `\(kind)`")
    }

    /// `panels.ID.content` of each built-in kind, in the order refusals list the kinds.
    public static let contents: [(kind: String, object: ConfigurationObject)] = [
        (
            "list",
            content(
                "list",
                "Rows under a header in the panel's colour, scrolling with UIScrollView's deceleration and rubber band.",
                [kind, ConfigurationKey("rows", "array of rows", "required", "each as `panels.ID.content.rows[N]`")])
        ),
        (
            "grid",
            content(
                "grid", "Two columns of tiles, scrolling as a list does.",
                [kind, ConfigurationKey("tiles", "array of tiles", "required", "each as `panels.ID.content.tiles[N]`")]
            )
        ),
        (
            "camera",
            content(
                "camera",
                "A dark viewfinder, which the capture ring flashes white for 150 ms.", [kind])
        ),
        (
            "image",
            content(
                "image",
                "A screen export; taller than the panel, it scrolls as a list does.",
                [
                    kind,
                    ConfigurationKey(
                        "file", "path", "required", "a PNG, JPEG, WebP or SVG, relative to the configuration's folder"),
                    ConfigurationKey(
                        "fit", "`\"fill\"`, `\"fit\"` or `\"width\"`", "`\"width\"`",
                        "covers the panel, fits inside it, or takes its width and scrolls"),
                    ConfigurationKey(
                        "pin", "object", "none", "bands held in place while the middle scrolls, as `…content.pin`"),
                ])
        ),
        (
            "story",
            content(
                "story",
                "Snaps one after another under segmented bars; a tap steps, a hold pauses, the end goes back.",
                [
                    kind,
                    ConfigurationKey(
                        "files", "array of paths", "required", "the snaps, PNGs or JPEGs, as an image's `file`"),
                    ConfigurationKey("seconds", "number", "`5`", "how long each snap shows, up to 60"),
                    ConfigurationKey("fit", "as an image's", "`\"width\"`", "how each snap meets the panel"),
                ])
        ),
    ]

    /// `panels.ID.content.rows[N]`.
    public static let row = ConfigurationObject(
        "panels.ID.content.rows[N]", "One row of a list.",
        [
            ConfigurationKey("title", "string", "required", "the name in bold"),
            ConfigurationKey("subtitle", "string", "`\"\"`", "the line under it"),
            ConfigurationKey("avatar", "colour", "`#FFFFFF`", "the avatar circle's colour"),
            ConfigurationKey("detail", "string", "`\"\"`", "a short note at the row's end, such as `2m`"),
        ])

    /// `panels.ID.content.tiles[N]`.
    public static let tile = ConfigurationObject(
        "panels.ID.content.tiles[N]", "One tile of a grid.",
        [
            ConfigurationKey("title", "string", "required", "the caption in bold"),
            ConfigurationKey("subtitle", "string", "`\"\"`", "the line under it"),
            ConfigurationKey("color", "colour", "`#000000`", "the tile's colour"),
        ])

    /// `panels.ID.content.pin`.
    public static let pin = ConfigurationObject(
        "panels.ID.content.pin",
        "The bands of a tall image, in points of the image fitted to the panel's width, that stay in "
            + "place while the middle scrolls; only with `\"fit\": \"width\"`.",
        [
            ConfigurationKey("top", "number", "`0`", "how much of the image's top stays at the panel's top"),
            ConfigurationKey("bottom", "number", "`0`", "how much of its bottom stays at the panel's bottom"),
        ])

    /// The keys of `kind`'s `content` object; nil for a kind that is not built in.
    public static func content(ofKind kind: String) -> ConfigurationObject? {
        contents.first { $0.kind == kind }?.object
    }

    /// Every object, in the order the reference shows them.
    public static var all: [ConfigurationObject] {
        [topLevel, window, physics, spring, input, transitions, panel, hotspot, tap, transition, sheet, after]
            + contents.map { $0.object } + [row, tile, pin]
    }

    /// The configuration reference as Markdown: every object with its keys' types, defaults
    /// and meanings. `docs/configuration.md` is this text, written by `make docs`.
    public static func markdownReference() -> String {
        var lines = [
            "# Configuration reference",
            "",
            "<!-- Generated by `make docs` from ConfigurationKeys.swift in Sources/SnapNavCore/Config. "
                + "Edit that table, not this file. -->",
            "",
            "Every key a `snapnav.json` may hold, object by object, as the app checks them: a key that is "
                + "not listed here is refused, naming the nearest one that is. Keys starting with `//` are "
                + "notes and are skipped, as JSON has no comments. Paths are relative to the configuration's "
                + "folder; a colour is `\"#RRGGBB\"` or `\"#RRGGBBAA\"`; `ID` stands for a panel's id and `N` "
                + "for a position in an array. A content `kind` with a dot in its name (`myapp.map`) is an "
                + "app's own, and its keys are the app's to check.",
            "",
            "What the keys do together is in [Prototyping](prototyping.md) and "
                + "[Links and stories](links-and-stories.md).",
        ]
        for object in all {
            lines += ["", "## \(object.heading)", "", object.summary, ""]
            lines += ["| key | type | default | meaning |", "| --- | --- | --- | --- |"]
            for key in object.keys {
                let cells = [
                    "`\(key.name)`", key.type, key.defaultValue.isEmpty ? "—" : key.defaultValue, key.meaning,
                ]
                lines.append("| " + cells.map(escapingPipes).joined(separator: " | ") + " |")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` with each `|` escaped, so that it stays in its table cell.
    private static func escapingPipes(_ text: String) -> String {
        var escaped = ""
        for character in text {
            if character == "|" { escaped += "\\" }
            escaped.append(character)
        }
        return escaped
    }
}
