/// A canvas a whole frame is composed on: panels and bars come to it as units, so that a
/// canvas that keeps layers (the desktop's) can copy them, and one that keeps none (a
/// `DisplayList`, which the web player draws from) draws their parts.
public protocol FrameCanvas: Canvas {
    /// Draws the panel `placement` places, clipped to the part of it that shows.
    func drawPanel(_ placement: PanelPlacement)
    /// Draws the panel `placement` places at `opacity` (0…1), as a dissolve shows it.
    func drawPanel(_ placement: PanelPlacement, opacity: Double)
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

    /// The panel drawn directly, its colours faded: each part blends with what is under it
    /// on its own, as a web canvas's `globalAlpha` does.
    public func drawPanel(_ placement: PanelPlacement, opacity: Double) {
        guard opacity < 1 else { return drawPanel(placement) }
        guard opacity > 0 else { return }
        pushClip(placement.clip)
        placement.panel.draw(in: FadedCanvas(self, opacity: opacity), frame: placement.frame)
        popClip()
    }

    /// The bar drawn directly.
    public func drawBar(_ bar: BarSwitch, panelsMoved: Bool, drawing: (Canvas) -> Void) {
        drawing(self)
    }
}

extension DisplayList: FrameCanvas {}
