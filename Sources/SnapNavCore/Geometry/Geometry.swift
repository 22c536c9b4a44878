/// A point in points (not pixels), with the origin at the top-left and y growing downward.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Points from the left.
    public var x: Double
    /// Points from the top.
    public var y: Double

    /// The point `x` points from the left and `y` from the top.
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The top left corner.
    public static let zero = Point(x: 0, y: 0)

    /// Whether both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }

    /// The value as it is printed.
    public var description: String { "(\(x), \(y))" }

    /// The sum of two points, component by component.
    public static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }

    /// The straight-line distance to `other`.
    public func distance(to other: Point) -> Double {
        let dx = x - other.x
        let dy = y - other.y
        return (dx * dx + dy * dy).squareRoot()
    }
    /// The difference of two points, component by component.
    public static func - (a: Point, b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
}

/// A width and height in points.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Points across.
    public var width: Double
    /// Points down.
    public var height: Double

    /// A size `width` points across and `height` down.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// No size at all.
    public static let zero = Size(width: 0, height: 0)

    /// The value as it is printed.
    public var description: String { "\(width)x\(height)" }
}

/// An axis-aligned rectangle in points.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top left corner.
    public var origin: Point
    /// How far it reaches from its origin.
    public var size: Size

    /// The rectangle at `origin` of `size`.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// The rectangle with its top left corner at (`x`, `y`), `width` across and `height` down.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The left edge.
    public var minX: Double { origin.x }
    /// The top edge.
    public var minY: Double { origin.y }
    /// The right edge.
    public var maxX: Double { origin.x + size.width }
    /// The bottom edge.
    public var maxY: Double { origin.y + size.height }
    /// Points across.
    public var width: Double { size.width }
    /// Points down.
    public var height: Double { size.height }
    /// Half way across.
    public var midX: Double { origin.x + size.width / 2 }
    /// Half way down.
    public var midY: Double { origin.y + size.height / 2 }
    /// The middle.
    public var center: Point { Point(x: midX, y: midY) }

    /// Whether the rectangle covers no area.
    public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

    /// The rectangle moved by `delta`.
    public func offsetBy(_ delta: Point) -> Rect { Rect(origin: origin + delta, size: size) }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: max(0, width - 2 * dx), height: max(0, height - 2 * dy))
    }

    /// The overlap of two rectangles, or an empty rectangle at the origin of `self` when they do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return Rect(origin: origin, size: .zero) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the two rectangles share some area.
    public func intersects(_ other: Rect) -> Bool { !intersection(other).isEmpty }

    /// Whether `point` lies inside the rectangle (right and bottom edges excluded).
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The value as it is printed.
    public var description: String { "(\(minX), \(minY), \(width), \(height))" }
}
