/// One screen opened over the cross, where this frame draws it, and how dark the screen above
/// it leaves it.
public struct StackedScreen {
    /// Where the screen is drawn.
    public let placement: PanelPlacement
    /// The opacity of black laid over it (and everything under it) before the screen above.
    public let dimming: Double
}

/// Where the screens go: each at its offset, the one under a pushed screen moved part of the way
/// left and darkened as it is covered.
extension ScreenStack {
    /// How far the screen at `index` (−1 for the cross) moves left under a pushed screen above it.
    func shift(under index: Int) -> Double {
        guard index + 1 < entries.count, entries[index + 1].style == .push else { return 0 }
        return -Self.underlyingShift * viewport.width * coverage(above: index)
    }

    /// How far left the cross is moved under the screens opened over it.
    public var crossShift: Double { shift(under: -1) }
    /// How dark the cross (bars included) is under the screens opened over it.
    public var crossDimming: Double { entries.isEmpty ? 0 : Self.dimming * coverage(above: -1) }

    /// How much smaller a screen that shrinks as it is dragged down is, at the bottom of the
    /// window, than in place: it shrinks in proportion as it goes, to 0.9 half way down.
    public static let dismissalShrink = 0.2

    /// `frame` (a presented screen `entry.offset` points down) shrunk in proportion to how far
    /// down it is, toward the point the finger took it at, so that point stays under the finger.
    func shrunk(_ frame: Rect, of entry: Entry) -> Rect {
        let length = length(of: entry.style)
        guard length > 0 else { return frame }
        let scale = 1 - Self.dismissalShrink * min(max(entry.offset / length, 0), 1)
        let anchor = grabPoint ?? Point(x: viewport.width / 2, y: 0)
        return Rect(
            x: frame.minX + anchor.x * (1 - scale), y: frame.minY + anchor.y * (1 - scale),
            width: frame.width * scale, height: frame.height * scale)
    }

    /// The screens, bottom first, where this frame draws them.
    public func placements() -> [StackedScreen] {
        let screen = Rect(origin: .zero, size: viewport)
        return entries.indices.map { index in
            let entry = entries[index]
            let x = (entry.style == .push ? entry.offset : 0) + shift(under: index)
            let y = entry.style == .present ? entry.offset : 0
            var frame = Rect(x: x, y: y, width: viewport.width, height: viewport.height)
            if entry.style == .present, entry.panel.shrinksWhileDismissed { frame = shrunk(frame, of: entry) }
            return StackedScreen(
                placement: PanelPlacement(panel: entry.panel, frame: frame, clip: frame.intersection(screen)),
                dimming: Self.dimming * coverage(above: index))
        }
    }
}
