extension SwipeNavigator {
    /// Where the horizontal arm is, as a pure function of its offset: −1 with the panel left of
    /// the home column on screen, 0 on the home column, 1 with the panel to its right; in
    /// between while dragging or settling. Every bar animation reads this, never a timer.
    public var horizontalProgress: Double {
        Self.clampedProgress(-horizontal.relativePosition(ofPage: homeColumn))
    }

    /// Where the vertical arm is: −1 with the panel above home on screen, 0 on home, 1 with the
    /// panel below; 0 without a vertical arm.
    public var verticalProgress: Double {
        guard let vertical else { return 0 }
        return Self.clampedProgress(-vertical.relativePosition(ofPage: vertical.homePage ?? 0))
    }

    /// The panel next to home on the horizontal arm: left (`-1`) or right (`+1`).
    public func horizontalNeighbour(_ side: Int) -> PanelController? {
        let index = homeColumn + (side < 0 ? -1 : 1)
        guard index >= 0, index < horizontal.pageCount else { return nil }
        return horizontal.pages[index]
    }

    private static func clampedProgress(_ value: Double) -> Double {
        value.isFinite ? min(max(value, -1), 1) : 0
    }
}

extension SwipeNavigator {
    /// Holds the content `pages` into a swipe from where it rests, as a finger held still
    /// there would (x sideways, y up or down; positive toward the right or lower panel), so a
    /// half-way state can be drawn and inspected. One axis at a time, x first.
    public func holdSwipe(_ pages: Point) {
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
