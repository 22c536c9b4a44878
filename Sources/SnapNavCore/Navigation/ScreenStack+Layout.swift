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

    /// The screens, bottom first, where this frame draws them.
    public func placements() -> [StackedScreen] {
        let screen = Rect(origin: .zero, size: viewport)
        return entries.indices.map { index in
            let entry = entries[index]
            let x = (entry.style == .push ? entry.offset : 0) + shift(under: index)
            let y = entry.style == .present ? entry.offset : 0
            let frame = Rect(x: x, y: y, width: viewport.width, height: viewport.height)
            return StackedScreen(
                placement: PanelPlacement(panel: entry.panel, frame: frame, clip: frame.intersection(screen)),
                dimming: Self.dimming * coverage(above: index))
        }
    }
}
