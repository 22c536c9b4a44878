/// Panels that move on by themselves (see `TimedActions`), and the launch screen.
extension SwipeNavigator {
    /// The panel fully on screen with nothing moving: the top screen once in place, or the
    /// cross's panel once both pagers rest. Nil while a gesture, a settle or a screen moves.
    public var panelAtRestOnScreen: PanelController? {
        guard !swipeTracker.isActive, pendingDestination == nil, !screens.isAnimating else { return nil }
        if let top = screens.top { return top }
        guard horizontal.phase == .idle, vertical?.phase ?? .idle == .idle else { return nil }
        return horizontal.panelOnScreen
    }

    /// Shows the launch screen over the cross at once, as an app opens on its launch screen;
    /// its `after` then moves on. Does nothing without one.
    public func showLaunchScreen() {
        guard let id = timedActions.launchScreen else { return }
        screens.open(id, as: .present, animated: false)
    }

    /// Tells the timed actions which panel rests on screen, and does what one says once its
    /// time is up.
    func stepTimedAction() {
        if let timed = timedActions.step(resting: panelAtRestOnScreen) {
            follow(timed.action, spring: timed.spring?.parameters, transition: timed.transition, sheet: timed.sheet)
        }
    }
}
