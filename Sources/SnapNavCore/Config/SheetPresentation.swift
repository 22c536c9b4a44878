/// How a presented screen sits over the one under it, as Figma's overlays and iOS's sheets do:
/// where it goes, how tall it is or which heights (detents) it rests at, how it dims what
/// shows through above it, and whether a tap there closes it.
public struct SheetPresentation: Equatable, Sendable {
    /// Where the sheet sits.
    public enum Position: Equatable, Sendable {
        case bottom
        case top
        case center
        /// At this frame, in window points.
        case frame(Rect)
    }

    /// One height a sheet rests at.
    public enum Detent: Equatable, Sendable {
        /// Half the window, as iOS's.
        case medium
        /// The window but its status bar, as iOS's.
        case large
        case points(Double)

        /// Its height in a window `height` points tall.
        public func height(in height: Double) -> Double {
            switch self {
            case .medium: return height / 2
            case .large: return max(height - SheetPresentation.largeInset, 0)
            case .points(let points): return min(points, height)
            }
        }
    }

    /// How far below the window's top a large sheet stops: the status bar's height.
    public static let largeInset = 44.0

    public var position: Position
    /// The heights it rests at, lowest first; one for a sheet of one `height`.
    public var detents: [Detent]
    /// What is laid over the screen under it when it is in place: a colour at its opacity.
    public var dim: Color
    /// Whether a tap outside it closes it.
    public var closeOnOutsideTap: Bool

    /// A sheet at `position` resting at `detents`, dimming with `dim`.
    public init(
        position: Position = .bottom, detents: [Detent] = [.large], dim: Color = Color.black.withOpacity(0.2),
        closeOnOutsideTap: Bool = true
    ) {
        self.position = position
        self.detents = detents
        self.dim = dim
        self.closeOnOutsideTap = closeOnOutsideTap
    }

    /// Whether it is an overlay, in the middle or at a frame, which fades in and out where it
    /// rests, rather than a sheet at an edge, which slides.
    public var isOverlay: Bool { position != .bottom && position != .top }

    /// The heights it rests at in a window `height` points tall, lowest first.
    public func restingHeights(in height: Double) -> [Double] { detents.map { $0.height(in: height) }.sorted() }

    /// Its frame in place, at its tallest, in a window of `size`.
    public func frame(in size: Size) -> Rect {
        let height = restingHeights(in: size.height).last ?? size.height
        switch position {
        case .bottom: return Rect(x: 0, y: size.height - height, width: size.width, height: height)
        case .top: return Rect(x: 0, y: 0, width: size.width, height: height)
        case .center: return Rect(x: 0, y: (size.height - height) / 2, width: size.width, height: height)
        case .frame(let frame): return frame
        }
    }
}

extension SheetPresentation {
    /// The sheet as a configuration writes it.
    public var jsonValue: JSONValue {
        var members: [(key: String, value: JSONValue)] = []
        switch position {
        case .bottom: break
        case .top: members.append(("position", .string("top")))
        case .center: members.append(("position", .string("center")))
        case .frame(let frame):
            members.append(
                ("position", .array([frame.minX, frame.minY, frame.width, frame.height].map { .number($0) })))
        }
        let heights: [JSONValue] = detents.map { detent in
            switch detent {
            case .medium: return .string("medium")
            case .large: return .string("large")
            case .points(let points): return .number(points)
            }
        }
        if detents != [.large] { members.append(("detents", .array(heights))) }
        members.append(
            (
                "dim",
                .object([
                    ("color", .string(Color(red: dim.red, green: dim.green, blue: dim.blue).hexString)),
                    ("opacity", .number(Double(dim.alpha) / 255)),
                ])
            ))
        if !closeOnOutsideTap { members.append(("closeOnOutsideTap", .bool(false))) }
        return .object(members)
    }
}
