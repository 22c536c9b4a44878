/// Panels that move on by themselves: a panel's `after` fires once it has been fully on screen,
/// with nothing moving, for its seconds, on the animation clock, so slow motion, recordings
/// and replays keep its timing. Anything that moves the panel, even a drag that springs back,
/// starts the wait again; leaving the panel cancels it.
extension SwipeNavigator {
    /// A panel at rest on screen, and since when.
    struct PanelRest {
        let panel: PanelController
        let since: Double
        var hasFired = false
    }

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
        guard let id = launchScreen else { return }
        screens.open(id, as: .present, animated: false)
    }

    /// Notes the panel at rest, and fires its timed action once its time is up.
    func stepTimedAction() {
        let now = animationClock.now
        guard let panel = panelAtRestOnScreen else {
            rest = nil
            return
        }
        if rest?.panel !== panel { rest = PanelRest(panel: panel, since: now) }
        guard isTimedActionDue, let action = timedAction(of: panel) else { return }
        rest?.hasFired = true
        follow(action)
    }

    /// What `panel` does by itself: its `after`, or for a panel that ends by itself, `back`.
    private func timedAction(of panel: PanelController) -> Hotspot.Action? {
        timedActions[panel.identifier]?.action ?? (panel.endsByItself ? .back : nil)
    }

    /// When the resting panel's timed action comes due, on the animation clock, if one waits:
    /// for a panel that ends by itself, as soon as it has ended.
    private var timedActionDueTime: Double? {
        guard let rest, !rest.hasFired else { return nil }
        if rest.panel.endsByItself { return rest.panel.hasEnded ? rest.since : nil }
        guard let timed = timedActions[rest.panel.identifier] else { return nil }
        return rest.since + timed.seconds
    }

    /// Whether the resting panel's timed action is due, so the next step fires it and the
    /// frame after must show what it did, though nothing moved before.
    var isTimedActionDue: Bool { timedActionDueTime.map { animationClock.now >= $0 } ?? false }

    /// When the resting panel's timed action is due, on `clock`, if one is waiting: under slow
    /// motion, as much later as the animation clock runs slower.
    var timedActionDeadline: Double? {
        guard let due = timedActionDueTime else { return nil }
        return clock.now + max(0, due - animationClock.now) * clock.rate / animationClock.rate
    }
}
