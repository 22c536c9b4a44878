/// Where the panels are drawn each frame.
extension SwipeNavigator {
    /// Where each visible panel is drawn, bottom first, as of the last `layOutFrame()`.
    public var framePlacements: [PanelPlacement] { frameLayout.placements }

    /// Works out where each visible panel is drawn this frame, once: drawing the panels, the
    /// opaque-coverage check and the bars all read the result, `frameLayout`.
    @discardableResult
    public func layOutFrame() -> [PanelPlacement] {
        frameLayout.layOut(horizontal, in: horizontal.bounds)
        return frameLayout.placements
    }

    /// Draws the visible panels into `canvas`, bottom first, each clipped to what can be seen.
    public func draw(in canvas: Canvas) {
        for placement in layOutFrame() {
            canvas.pushClip(placement.clip)
            placement.panel.draw(in: canvas, frame: placement.frame)
            canvas.popClip()
        }
    }

    /// Whether the visible panels cover the whole viewport with opaque drawing this frame, so
    /// that the frame need not be cleared first. Lays out the frame.
    public func coversViewportOpaquely() -> Bool {
        layOutFrame()
        return frameLayout.coversViewportOpaquely
    }

    /// Where each visible panel is drawn this frame, bottom first.
    public func currentPlacements() -> [PanelPlacement] {
        var layout = FrameLayout()
        layout.layOut(horizontal, in: horizontal.bounds)
        return layout.placements
    }
}
