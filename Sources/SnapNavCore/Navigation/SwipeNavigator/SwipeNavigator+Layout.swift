/// Where the panels are drawn each frame.
extension SwipeNavigator {
    /// Works out where each visible panel is drawn this frame, once, and returns it: drawing
    /// the panels, the opaque-coverage check and the bars are handed this value, and taps are
    /// tested against it until the next frame (`frameLayout`).
    @discardableResult
    public func layOutFrame() -> FrameLayout {
        frameLayout.layOut(horizontal, in: viewport)
        return frameLayout
    }

    /// Whether the visible panels cover the whole viewport with opaque drawing this frame, so
    /// that the frame need not be cleared first. Lays out the frame.
    public func coversViewportOpaquely() -> Bool {
        layOutFrame()
        return frameLayout.coversViewportOpaquely
    }

    /// Where each panel is on screen, for hit-testing: the last frame's layout, which is what
    /// a tap landed on, laid out now only when no frame has been.
    public var placementsOnScreen: [PanelPlacement] {
        if frameLayout.viewport == .zero { layOutFrame() }
        return frameLayout.placements
    }

    /// Where the panel that answers a press or tap at `point` (window points) was drawn: over
    /// the cross only the top screen answers; otherwise the cross's panel under the point.
    func placementAnswering(_ point: Point) -> PanelPlacement? {
        let candidates =
            screens.isEmpty
            ? placementsOnScreen : screens.placements().map { $0.placement }.filter { $0.panel === screens.top }
        return candidates.last(where: { $0.clip.contains(point) })
    }

    /// Where each visible panel would be drawn if a frame were drawn now, bottom first, laid out
    /// afresh without touching the frame's layout.
    public func currentPlacements() -> [PanelPlacement] {
        var layout = FrameLayout()
        layout.layOut(horizontal, in: viewport)
        return layout.placements
    }

    /// The panels a swipe from here shows first: on each arm free to move, the pages either
    /// side of the one it rests on (for a page that is itself a pager, the panel that pager
    /// rests on). Empty while anything moves. The app draws their layers while it rests, so
    /// that the first frame to reveal one only copies it.
    public var panelsOneSwipeAway: [PanelController] {
        var panels: [PanelController] = []
        for axis in [Axis.horizontal, .vertical] {
            guard let arm = arm(axis), arm.pager.isAtRest else { continue }
            if let other = self.arm(axis.cross), !other.restsOnHome { continue }
            let resting = arm.pager.restingPage
            for page in [resting - 1, resting + 1] where arm.pager.pages.indices.contains(page) {
                panels.append(arm.pager.pages[page].panelAtRest)
            }
        }
        return panels
    }
}
