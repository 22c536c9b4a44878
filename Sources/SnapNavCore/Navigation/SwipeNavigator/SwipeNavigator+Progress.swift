extension SwipeNavigator {
    /// Where `axis`'s arm is: −1 with the panel before home (left or above) on screen, 0 on
    /// home, 1 with the panel after it; in between while dragging or settling; 0 for an arm the
    /// layout does not have. Every bar animation reads this, never a timer.
    public func progress(along axis: Axis) -> Double { arm(axis)?.progress ?? 0 }

    /// The panel next to home on `axis`'s arm: before it (`side` −1, left or above) or after it.
    public func neighbour(along axis: Axis, _ side: Int) -> PanelController? { arm(axis)?.neighbour(side) }

    /// `progress(along: .horizontal)`.
    public var horizontalProgress: Double { progress(along: .horizontal) }

    /// `progress(along: .vertical)`.
    public var verticalProgress: Double { progress(along: .vertical) }

    /// `neighbour(along: .horizontal, side)`.
    public func horizontalNeighbour(_ side: Int) -> PanelController? { neighbour(along: .horizontal, side) }
}

extension SwipeNavigator {
    /// Holds the content `pages` into a swipe from where it rests, as a finger held still
    /// there would (x sideways, y up or down; positive toward the right or lower panel), so a
    /// half-way state can be drawn and inspected. One axis at a time, x first. With a screen
    /// open over the cross, its back swipe is held instead: a pushed screen `-x` of its width
    /// toward the right, a sheet `-y` of its height down.
    public func holdSwipe(_ pages: Point) {
        if !screens.isEmpty {
            let amount = screens.swipeAxis.value(of: pages)
            guard amount.isFinite, amount < 0 else { return }
            screens.beginSwipe()
            screens.updateSwipe(translation: -amount * screens.topLength)
            return
        }
        let pager: PagingScrollController?
        let amount: Double
        if pages.x != 0 {
            pager = horizontal
            amount = pages.x
        } else {
            pager = vertical
            amount = pages.y
        }
        guard let pager, amount.isFinite, amount != 0 else { return }
        pager.beginDragging()
        pager.updateDragging(translation: -amount * pager.pageLength)
    }
}
