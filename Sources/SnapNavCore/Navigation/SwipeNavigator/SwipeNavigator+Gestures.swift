/// Routing a gesture: which arm it may move, and the one target it then drives.
extension SwipeNavigator: SwipeTrackerDelegate {
    /// See `SwipeTrackerDelegate`.
    public func swipeTrackerDidPress(_ tracker: SwipeTracker) {
        pendingDestination = nil
        caughtPagers.removeAll()
        for pager in [horizontal, vertical].compactMap({ $0 }) where pager.phase == .settling {
            pager.beginDragging()
            caughtPagers.append(pager)
        }
        if let location = tracker.pressLocation, let placement = placementAnswering(location) {
            let panel = placement.panel.panelOnScreen
            pressedPanel = panel
            engageAnimations(of: panel)
            panel.sendPressBegan(at: location - placement.frame.origin)
        }
    }

    /// Ends the press on the panel told of it, if any.
    func endPress() {
        pressedPanel?.sendPressEnded()
        pressedPanel = nil
    }

    /// See `SwipeTrackerDelegate`. The arm along `axis`, if the other arm rests on its home
    /// page and the press did not catch it settling; or, over a panel whose content scrolls
    /// along `axis`, that content handing over to the arm at its edge, unless the arm is
    /// locked or was caught settling (then the arm keeps the gesture).
    public func swipeTracker(_ tracker: SwipeTracker, targetOn axis: Axis) -> Swipeable? {
        // Over the cross, a screen opened by a hotspot takes the gestures: its way back, or
        // its own content scrolling; the cross takes none.
        if let top = screens.top {
            if axis == screens.swipeAxis { return screens }
            return nestedScrollCoordinator(for: top, on: axis, pager: nil, caught: [])
        }
        let otherArmAllows = arm(axis.cross)?.letsTheOtherArmMove(caught: caughtPagers) ?? true
        let pager = otherArmAllows ? arm(axis)?.pager : nil
        let current = horizontal.panelOnScreen
        let handOver = pager?.acceptsSwipes == true ? pager : nil
        return nestedScrollCoordinator(for: current, on: axis, pager: handOver, caught: caughtPagers) ?? pager
    }

    /// See `SwipeTrackerDelegate`. A pager caught by the press but not taken carries on to
    /// where it was going, so the gesture is ignored rather than turned into a diagonal or a
    /// U-turn.
    public func swipeTracker(_ tracker: SwipeTracker, didTake target: Swipeable?) {
        for pager in caughtPagers where pager !== target { pager.cancelDragging() }
        caughtPagers.removeAll()
        endPress()
        // A screen that shrinks as it is dragged shrinks toward where the finger took it.
        if target === screens { screens.grabPoint = tracker.pressLocation }
    }

    /// See `SwipeTrackerDelegate`.
    public func swipeTrackerDidEndWithoutSwipe(_ tracker: SwipeTracker, tapLocation: Point?) {
        for pager in caughtPagers { pager.endDragging(velocity: 0) }
        caughtPagers.removeAll()
        endPress()
        if let tapLocation { onTap?(tapLocation) }
    }
}

extension SwipeNavigator {
    /// A coordinator when `panel` scrolls its own content along `axis`; nil otherwise, or when
    /// the content is too short to scroll (the drag is the pager's then, as a scroll view that
    /// fits its content leaves the drag to the one around it), or when the press caught the
    /// pager mid-settle (the pager keeps the gesture then).
    func nestedScrollCoordinator(
        for panel: PanelController, on axis: Axis, pager: PagingScrollController?, caught: [PagingScrollController]
    ) -> NestedScrollCoordinator? {
        guard let content = panel.scrollingContent, content.nestedScrollAxis == axis,
            content.nestedMaximumOffset > 0
        else { return nil }
        if let pager, caught.contains(where: { $0 === pager }) { return nil }
        engageAnimations(of: panel)
        var directions: [Double] = []
        if let pager, let home = pager.homePage, let index = pager.pages.firstIndex(where: { $0 === panel }) {
            // A finger moving down or right reveals the page before this one.
            if index > home || (index == home && index > 0) { directions.append(1) }
            if index < home || (index == home && index < pager.pages.count - 1) { directions.append(-1) }
        }
        return NestedScrollCoordinator(
            panel: panel, content: content, pager: pager, pagingDirections: directions,
            area: Rect(origin: .zero, size: viewport))
    }
}
