import SnapNavCore

/// How large a window of a prototype's shape opens on a screen: at the scale asked for when it
/// fits the screen's usable area, otherwise at the largest scale that does, so the whole phone
/// is on screen and keeps its shape. Screenshots and exports keep the scale asked for.
package struct WindowFit: Equatable, Sendable {
    /// Room kept above the window for a title bar, which the usable area does not subtract.
    package static let titleBarAllowance = 40.0

    /// The window's size in points.
    package let points: Size
    /// The screen's usable area in window units, if there is a screen.
    package let usable: Size?
    /// The scale asked for: window units per point.
    package let requestedScale: Double
    /// The scale the window opens at: `requestedScale`, or less where that would not fit.
    package let scale: Double

    /// The fit of a window `points` in size at `requestedScale` on a screen whose usable area
    /// is `usable` window units; nil `usable` (no screen, as when headless) keeps the scale.
    package init(points: Size, requestedScale: Double, usable: Size?) {
        self.points = points
        self.usable = usable
        self.requestedScale = requestedScale
        guard let usable, usable.width > 0, usable.height > 0, points.width > 0, points.height > 0 else {
            scale = requestedScale
            return
        }
        let room = Size(width: usable.width, height: max(1, usable.height - Self.titleBarAllowance))
        let largest = min(room.width / points.width, room.height / points.height)
        scale = min(requestedScale, Self.lowered(toFit: largest))
    }

    /// How far below the largest scale that fits a whole or half scale may be and still be
    /// taken: a fraction of it.
    package static let roundScaleReach = 0.05

    /// The scale a window lowered to fit opens at, given the `largest` that fits: a whole or
    /// half scale within `roundScaleReach` below it, where each point is drawn on the same
    /// pixels and images are scaled by a simple ratio rather than resampled by an odd one;
    /// otherwise `largest` to two decimals, rounded down, so the window's size in units is a
    /// plain number to read.
    static func lowered(toFit largest: Double) -> Double {
        let round = (largest * 2).rounded(.down) / 2
        if round > 0, round >= largest * (1 - roundScaleReach) { return round }
        return (largest * 100).rounded(.down) / 100
    }

    /// Whether the window opens at a smaller scale than asked for.
    package var isLowered: Bool { scale < requestedScale }

    /// The sentence that says so, naming both sizes; nil when the window opens as asked.
    package var notice: String? {
        guard isLowered, let usable else { return nil }
        func units(_ scale: Double) -> String {
            "\(Int((points.width * scale).rounded()))×\(Int((points.height * scale).rounded()))"
        }
        return "a window of \(Int(points.width))×\(Int(points.height)) points at scale \(Self.text(requestedScale)) "
            + "(\(units(requestedScale))) does not fit the screen's usable \(Int(usable.width))×\(Int(usable.height)), "
            + "so it opens at scale \(Self.text(scale)) (\(units(scale))); "
            + "screenshots and exports keep scale \(Self.text(requestedScale))"
    }

    private static func text(_ scale: Double) -> String {
        scale == scale.rounded() ? "\(Int(scale))" : "\(scale)"
    }
}
