/// One of the two scrolling directions.
public enum Axis: String, Sendable, CaseIterable {
    case horizontal
    case vertical

    /// The other axis.
    public var cross: Axis { self == .horizontal ? .vertical : .horizontal }

    /// The component of `point` along this axis.
    public func value(of point: Point) -> Double { self == .horizontal ? point.x : point.y }

    /// The extent of `size` along this axis.
    public func length(of size: Size) -> Double { self == .horizontal ? size.width : size.height }

    /// A point whose component along this axis is `value` and whose other component is zero.
    public func point(_ value: Double) -> Point {
        self == .horizontal ? Point(x: value, y: 0) : Point(x: 0, y: value)
    }
}
