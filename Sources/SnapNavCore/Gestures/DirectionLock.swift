/// Chooses a gesture's axis from its first movement, as every phone's nested pagers do.
public struct DirectionLock: Hashable, Sendable {
    /// How far (in points) the pointer must move before an axis is chosen.
    public var slop: Double

    /// A lock that waits for `slop` points of movement.
    public init(slop: Double = 10) {
        self.slop = slop
    }

    /// The axis for a movement of `translation` from the start, or nil while it is still
    /// within the slop. Within 45° of horizontal (45° included) is horizontal.
    public func axis(for translation: Point) -> Axis? {
        guard translation.isFinite else { return nil }
        let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
        guard distance >= slop, distance > 0 else { return nil }
        return abs(translation.x) >= abs(translation.y) ? .horizontal : .vertical
    }
}
