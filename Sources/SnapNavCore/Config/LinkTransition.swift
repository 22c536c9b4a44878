/// How a link's screen arrives, as Figma's prototype transitions name it, and leaves again in
/// reverse: a kind, the direction it moves in, and its timing.
public struct LinkTransition: Equatable, Sendable {
    /// What moves. `direction` is the way things move: a `move-in` to the left comes from the
    /// right.
    public enum Kind: String, CaseIterable, Sendable {
        /// The screen is there at once.
        case instant
        /// The screen fades in over the one under it.
        case dissolve
        /// The screen moves in over the one under it, which stays.
        case moveIn = "move-in"
        /// The screen under moves out, uncovering the new one in place.
        case moveOut = "move-out"
        /// The screen moves in and pushes the one under it out.
        case push
        /// The screen moves in over the one under it, which moves a little the same way.
        case slideIn = "slide-in"
        /// The screen under moves out, uncovering the new one, which moves a little into place.
        case slideOut = "slide-out"
    }

    /// The way things move.
    public enum Direction: String, CaseIterable, Sendable {
        case left
        case right
        case top
        case bottom

        /// A unit step in this direction, y growing downward.
        public var unit: Point {
            switch self {
            case .left: return Point(x: -1, y: 0)
            case .right: return Point(x: 1, y: 0)
            case .top: return Point(x: 0, y: -1)
            case .bottom: return Point(x: 0, y: 1)
            }
        }
    }

    /// How the screen moves in time: along a curve over `duration`, or with a spring, which
    /// takes as long as it takes.
    public enum Easing: Equatable, Sendable {
        case curve(CubicBezier)
        case spring(SpringForm)
    }

    public var kind: Kind
    public var direction: Direction
    /// Seconds, for a curve.
    public var duration: Double
    public var easing: Easing
    /// The name `easing` was written with, kept to write the link back as it was; nil for a
    /// Bézier's numbers or a spring.
    public var easingName: String?

    /// Figma's defaults: left, 0.3 seconds, ease out.
    public init(
        kind: Kind, direction: Direction = .left, duration: Double = 0.3,
        easing: Easing = .curve(Self.namedCurves[1].curve), easingName: String? = nil
    ) {
        self.kind = kind
        self.direction = direction
        self.duration = duration
        self.easing = easing
        self.easingName = easingName
    }

    /// Figma's named curves.
    public static let namedCurves: [(name: String, curve: CubicBezier)] = [
        ("ease-in", CubicBezier(0.42, 0, 1, 1)),
        ("ease-out", CubicBezier(0, 0, 0.58, 1)),
        ("ease-in-and-out", CubicBezier(0.42, 0, 0.58, 1)),
        ("linear", CubicBezier(0, 0, 1, 1)),
        ("ease-in-back", CubicBezier(0.3, -0.05, 0.7, -0.5)),
        ("ease-out-back", CubicBezier(0.45, 1.45, 0.8, 1)),
        ("ease-in-and-out-back", CubicBezier(0.7, -0.4, 0.4, 1.4)),
    ]

    /// How far (as fractions of the window) the new screen and the one under it travel, and
    /// whether the one under is drawn over the new one, which it uncovers as it goes.
    var travel: (screen: Double, under: Double, underOnTop: Bool) {
        switch kind {
        case .instant, .dissolve: return (0, 0, false)
        case .moveIn: return (1, 0, false)
        case .moveOut: return (0, 1, true)
        case .push: return (1, 1, false)
        case .slideIn: return (1, Self.slideShift, false)
        case .slideOut: return (Self.slideShift, 1, true)
        }
    }

    /// How far the screen that slides only a little goes, as a fraction of the window.
    static let slideShift = 0.3
}

extension LinkTransition {
    /// The transition as a configuration writes it.
    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = [("type", .string(kind.rawValue))]
        if direction != .left { members.append(("direction", .string(direction.rawValue))) }
        if duration != 0.3 { members.append(("duration", .number(duration))) }
        switch easing {
        case .spring(let spring): members.append(("spring", spring.jsonValue))
        case .curve(let curve):
            if let easingName {
                members.append(("easing", .string(easingName)))
            } else {
                members.append(("easing", .array([curve.x1, curve.y1, curve.x2, curve.y2].map { .number($0) })))
            }
        }
        return .object(members)
    }
}
