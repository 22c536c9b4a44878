/// A tap area on a panel, and what a tap there does, as a designer marks a button drawn in their
/// export:
///
/// ```json
/// "hotspots": [{ "frame": [150, 760, 90, 84], "tap": { "go": "camera" } }]
/// ```
public struct Hotspot: Equatable, Sendable {
    /// What a tap on a hotspot does.
    public enum Action: Equatable, Sendable {
        /// Navigates the cross to the panel with this id, with the settle spring, as the bar
        /// icons do, closing any screens opened over it first.
        case go(String)
        /// Slides the panel with this id (one outside the arms) in from the right, over the
        /// screen under it.
        case push(String)
        /// Slides the panel with this id (one outside the arms) up from the bottom, over
        /// everything.
        case present(String)
        /// Takes the top screen opened over the cross back.
        case back

        /// The action named `name` in the configuration (`go`, `push` or `present`) with its
        /// `target`; nil for any other name.
        public init?(name: String, target: String) {
            switch name {
            case "go": self = .go(target)
            case "push": self = .push(target)
            case "present": self = .present(target)
            default: return nil
            }
        }

        /// Its name in the configuration: `go`, `push`, `present` or `back`.
        public var name: String {
            switch self {
            case .go: return "go"
            case .push: return "push"
            case .present: return "present"
            case .back: return "back"
            }
        }

        /// The panel it opens or goes to; nil for `back`.
        public var target: String? {
            switch self {
            case .go(let id), .push(let id), .present(let id): return id
            case .back: return nil
            }
        }
    }

    /// `[x, y, width, height]` in the panel's points: for an image, as scaled to the panel's
    /// width, so the numbers are the ones a design tool shows for a frame as wide as the window.
    /// On content that scrolls, they are in the content's coordinates and move with it.
    public var frame: Rect
    /// What a tap inside `frame` does.
    public var action: Action
    /// The spring the screen it opens or takes back moves with, overshooting as that spring
    /// does; nil for `physics.spring`, clamped at its place.
    public var spring: SpringForm?
    /// How the screen it opens arrives and leaves; nil for the stack's own motion.
    public var transition: LinkTransition?
    /// How the screen it presents sits over the one under it; nil for a full-screen sheet.
    public var sheet: SheetPresentation?

    /// A hotspot at `frame` doing `action`, moving with `spring` (nil: `physics.spring`), or
    /// as `transition` says, presenting as `sheet` says.
    public init(
        frame: Rect, action: Action, spring: SpringForm? = nil, transition: LinkTransition? = nil,
        sheet: SheetPresentation? = nil
    ) {
        self.frame = frame
        self.action = action
        self.spring = spring
        self.transition = transition
        self.sheet = sheet
    }
}

extension Hotspot {
    /// The hotspot as the configuration writes it:
    /// `{ "frame": [0, 163, 360, 70], "tap": { "push": "chat" } }`, or `"tap": "back"`.
    public var jsonValue: JSONValue {
        let frame = JSONValue.array([frame.minX, frame.minY, frame.width, frame.height].map { .number($0) })
        var tap: JSONValue = action.target.map { .object([(action.name, .string($0))]) } ?? .string("back")
        if spring != nil || transition != nil || sheet != nil {
            var members: [(key: String, value: JSONValue)] = [("back", .bool(true))]
            if let target = action.target { members = [(action.name, .string(target))] }
            if let spring { members.append((key: "spring", value: spring.jsonValue)) }
            if let transition { members.append((key: "transition", value: transition.jsonValue)) }
            if let sheet { members.append((key: "sheet", value: sheet.jsonValue)) }
            tap = .object(members)
        }
        return .object([("frame", frame), ("tap", tap)])
    }
}
