/// A pager is swiped a page at a time: its distance is a page's length and it rests on pages.
extension PagingScrollController: Swipeable {
    /// See `Swipeable`.
    public var swipeAxis: Axis { axis }
    /// See `Swipeable`. The pager's own bounds: the cross's pagers fill the window.
    public var swipeArea: Rect { Rect(origin: .zero, size: bounds) }
    /// See `Swipeable`. One page.
    public var swipeLimit: Double { pageLength }
    /// See `Swipeable`. The lock of the panel on screen (`isSwipeEnabled`), followed down
    /// through a page that is itself a pager.
    public var acceptsSwipes: Bool { panelOnScreen === self || panelOnScreen.isSwipeEnabled }
    /// See `Swipeable`.
    public var isSettling: Bool { phase == .settling }

    /// See `Swipeable`.
    public func beginSwipe() {
        if phase != .dragging { beginDragging() }
    }

    /// See `Swipeable`.
    public func updateSwipe(translation: Double) { updateDragging(translation: translation) }
    /// See `Swipeable`.
    public func endSwipe(velocity: Double) { endDragging(velocity: velocity) }
    /// See `Swipeable`.
    public func cancelSwipe() { cancelDragging() }
}
