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
        moved(by: Point(x: dx, y: 0), within: bounds)
    }

    /// The same panel moved by `offset`, its clip kept within `bounds`.
    public func moved(by offset: Point, within bounds: Rect) -> PanelPlacement {
        PanelPlacement(panel: panel, frame: frame.offsetBy(offset), clip: clip.offsetBy(offset).intersection(bounds))
    }
}
