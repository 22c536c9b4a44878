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
    }

    /// See `SwipeTrackerDelegate`.
    public func swipeTracker(_ tracker: SwipeTracker, shouldBeginOn axis: Axis) -> Bool {
        let caught = caughtPagers
        caughtPagers.removeAll()
        let otherArmAllows = arm(axis.cross)?.letsTheOtherArmMove(caught: caught) ?? true
        let pager = otherArmAllows ? arm(axis)?.pager : nil
        let current = leaf(ofHorizontalPage: horizontal.currentPage, verticalPage: vertical?.currentPage)
        let allowed = pager != nil && current.isSwipeEnabled
        // A pager caught by the press but not taken by this gesture carries on to where it
        // was going, so the gesture is ignored rather than turned into a diagonal or a U-turn.
        for other in caught where !(allowed && other === pager) { other.cancelDragging() }
        let target: Swipeable? =
            nestedScrollCoordinator(for: current, on: axis, pager: allowed ? pager : nil, caught: caught)
            ?? (allowed ? pager : nil)
        target?.beginSwipe()
        swipeTarget = target
        return target != nil
    }

    /// See `SwipeTrackerDelegate`.
    public func swipeTracker(_ tracker: SwipeTracker, didUpdate translation: Double, on axis: Axis) {
        swipeTarget?.updateSwipe(translation: translation)
    }

    /// See `SwipeTrackerDelegate`.
    public func swipeTracker(_ tracker: SwipeTracker, didEndOn axis: Axis, velocity: Double) {
        swipeTarget?.endSwipe(velocity: velocity)
        swipeTarget = nil
    }

    /// See `SwipeTrackerDelegate`.
    public func swipeTrackerDidEndWithoutSwipe(_ tracker: SwipeTracker, tapLocation: Point?) {
        for pager in caughtPagers { pager.endDragging(velocity: 0) }
        caughtPagers.removeAll()
        swipeTarget = nil
        if let tapLocation { onTap?(tapLocation) }
    }
}
