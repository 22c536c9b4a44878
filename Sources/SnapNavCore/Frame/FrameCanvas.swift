/// A canvas a whole frame is composed on: panels and bars come to it as units, so that a
/// canvas that keeps layers (the desktop's) can copy them, and one that keeps none (a
/// `DisplayList`, which the web player draws from) draws their parts.
public protocol FrameCanvas: Canvas {
    /// Draws the panel `placement` places, clipped to the part of it that shows.
    func drawPanel(_ placement: PanelPlacement)
    /// Draws one bar by calling `drawing`; `panelsMoved` says the panels under it moved since
    /// the frame before, so that a canvas keeping layers knows the bar is changing.
    func drawBar(_ bar: BarSwitch, panelsMoved: Bool, drawing: (Canvas) -> Void)
}

extension FrameCanvas {
    /// The panel drawn directly, in its clip.
    public func drawPanel(_ placement: PanelPlacement) {
        pushClip(placement.clip)
        placement.panel.draw(in: self, frame: placement.frame)
        popClip()
    }

    /// The bar drawn directly.
    public func drawBar(_ bar: BarSwitch, panelsMoved: Bool, drawing: (Canvas) -> Void) {
        drawing(self)
    }
}

extension DisplayList: FrameCanvas {}
