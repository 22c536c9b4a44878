/// Where one panel is drawn in a frame: its frame in window points and the part of it that
/// can be seen.
public struct PanelPlacement {
    /// The panel drawn.
    public let panel: PanelController
    /// The panel's frame on screen.
    public let frame: Rect
    /// The visible part of the frame; nothing outside it is drawn.
    public let clip: Rect
}

extension PanelPlacement {
    /// The same panel moved `dx` points sideways, its clip kept within `bounds`.
    public func moved(by dx: Double, within bounds: Rect) -> PanelPlacement {
        let moved = Rect(x: frame.minX + dx, y: frame.minY, width: frame.width, height: frame.height)
        let clipped = Rect(x: clip.minX + dx, y: clip.minY, width: clip.width, height: clip.height)
        return PanelPlacement(panel: panel, frame: moved, clip: clipped.intersection(bounds))
    }
}
