// What the paging types must always hold, checked inside them in debug builds; see
// `SwipeNavigator.checkInvariants()`.

extension PagingScrollController {
    /// Checks that the offset is finite, along the pager's own axis, and within its bounds: a
    /// page past either end at most when it bounces, none when it does not.
    func checkInvariants() {
        #if DEBUG
            assert(contentOffset.isFinite, "\(identifier): the offset \(contentOffset) is not finite")
            assert(axis.cross.value(of: contentOffset) == 0, "\(identifier): moved off its axis to \(contentOffset)")
            let low = bounces ? -pageLength : 0
            let high = maximumOffset + (bounces ? pageLength : 0)
            assert(offset >= low && offset <= high, "\(identifier): offset \(offset) outside \(low)…\(high)")
        #endif
    }
}

extension PanelController {
    /// Checks that the appearance state matches how much of the panel is on screen, with the
    /// same tolerance `setVisibleFraction` uses.
    func checkAppearanceInvariant() {
        #if DEBUG
            let matches =
                visibleFraction <= 1e-9
                ? appearanceState == .disappeared
                : visibleFraction >= 1 - 1e-9
                    ? appearanceState == .appeared
                    : appearanceState == .appearing || appearanceState == .disappearing
            assert(matches, "\(identifier) is \(appearanceState) at visible fraction \(visibleFraction)")
        #endif
    }
}
