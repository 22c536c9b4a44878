/// Moving along the cross in code, as the bars' buttons and the Home key do.
extension SwipeNavigator {
    /// Moves to the panel with `identifier` along the cross, through the home panel when
    /// the target is on the other arm, one axis at a time. Ignores `isSwipeEnabled`.
    /// Returns false when there is no such panel.
    @discardableResult
    public func navigate(to identifier: String, animated: Bool) -> Bool {
        guard let panel = panelsByID[identifier] else { return false }
        navigate(to: panel, animated: animated)
        return true
    }

    func navigate(to panel: PanelController, animated: Bool) {
        pendingDestination = nil
        guard let arm = arms.first(where: { $0.page(of: panel) != nil }), let page = arm.page(of: panel) else { return }
        // The other arm goes home first; the move along this one waits for it to get there.
        if let other = self.arm(arm.axis.cross), !other.isHome {
            other.pager.scrollToPage(other.homePage, animated: animated)
            if animated && other.pager.phase != .idle {
                pendingDestination = panel
                return
            }
        }
        arm.pager.scrollToPage(page, animated: animated)
    }
}
