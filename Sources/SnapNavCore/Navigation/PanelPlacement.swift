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
