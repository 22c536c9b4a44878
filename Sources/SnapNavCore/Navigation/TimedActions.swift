/// Panels that move on by themselves: a panel's `after` fires once it has been fully on screen,
/// with nothing moving, for its seconds, on the animation clock, so slow motion, recordings
/// and replays keep its timing. Anything that moves the panel, even a drag that springs back,
/// starts the wait again; leaving the panel cancels it.
///
/// `SwipeNavigator` tells it each step which panel rests on screen and does what it returns;
/// the app's idle loop sleeps until `deadline`.
public struct TimedActions {
    /// A panel at rest on screen, since when, and whether its action has fired.
    struct Rest {
        let panel: PanelController
        let since: Double
        var hasFired = false
    }

    /// What each panel does by itself after resting on screen, by panel id.
    public internal(set) var actions: [String: TimedAction] = [:]
    /// The panel outside the arms shown over the cross when the prototype opens, if any; its
    /// `after` then moves on.
    public internal(set) var launchScreen: String?
    /// The clock the idle loop sleeps on, which `deadline` is read on.
    let clock: Clock
    /// The clock the waits are timed on, which slow motion slows.
    let animationClock: Clock
    /// The panel now at rest on screen.
    private var rest: Rest?

    /// No timed actions yet, timed on `animationClock` and woken for on `clock`.
    init(clock: Clock, animationClock: Clock) {
        self.clock = clock
        self.animationClock = animationClock
    }

    /// Notes `panel` as the one at rest on screen (nil while anything moves), and returns what
    /// it does by itself once its time is up, only once per rest.
    mutating func step(resting panel: PanelController?) -> TimedAction? {
        let now = animationClock.now
        guard let panel else {
            rest = nil
            return nil
        }
        if rest?.panel !== panel { rest = Rest(panel: panel, since: now) }
        guard isDue, let action = action(of: panel) else { return nil }
        rest?.hasFired = true
        return action
    }

    /// What `panel` does by itself: its `after`, or for a panel that ends by itself, `back`.
    private func action(of panel: PanelController) -> TimedAction? {
        actions[panel.identifier] ?? (panel.endsByItself ? TimedAction(seconds: 0, action: .back) : nil)
    }

    /// When the resting panel's action comes due, on the animation clock, if one waits: for a
    /// panel that ends by itself, as soon as it has ended.
    private var dueTime: Double? {
        guard let rest, !rest.hasFired else { return nil }
        if rest.panel.endsByItself { return rest.panel.hasEnded ? rest.since : nil }
        guard let timed = actions[rest.panel.identifier] else { return nil }
        return rest.since + timed.seconds
    }

    /// Whether the resting panel's action is due, so the next step fires it and the frame
    /// after must show what it did, though nothing moved before.
    public var isDue: Bool { dueTime.map { animationClock.now >= $0 } ?? false }

    /// When the resting panel's action is due, on `clock`, if one is waiting: under slow
    /// motion, as much later as the animation clock runs slower.
    public var deadline: Double? {
        guard let due = dueTime else { return nil }
        return clock.now + max(0, due - animationClock.now) * clock.rate / animationClock.rate
    }
}
