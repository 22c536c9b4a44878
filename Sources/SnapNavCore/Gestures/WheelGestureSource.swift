/// Feeds wheel and touchpad scrolling into the gesture pipeline. Wheel events carry no start
/// or end, so the first event begins a gesture and a pause of `endPause` ends it.
///
/// A gesture is one of two kinds, chosen by its first event:
/// - a *swipe* (precise scrolling, whole notches when `notches` is `.drag`, or any scrolling
///   whose target scrolls content, without a swipe limit): the target follows the scrolling
///   through the `SwipeTracker`, `pointsPerUnit` points per unit, never further from where it
///   began than the target's swipe limit (a page for a pager), and when the events pause it
///   settles with the velocity measured up to the last event;
/// - a *notch burst* (whole notches when `notches` is `.page`, over a target that pages): its
///   first notch asks for one page through `onPageStep`, as an arrow key does; the rest of the
///   burst, up to the next pause, is ignored.
///
/// Drivers keep scrolling after the fingers lift (kinetic scrolling). Once a swipe has ended,
/// events in the same direction that arrive less than `endPause` after the end, or while its
/// target is still settling, are that swipe's tail and are swallowed, as are those that follow
/// them less than `endPause` apart, so one swipe never moves two pages. An event against the
/// swipe's direction, or across it, is a new swipe.
public final class WheelGestureSource {
    private enum State {
        case idle
        /// A swipe whose latest event came at `lastEvent`; the tracker holds how far it has moved.
        case swiping(lastEvent: Double)
        case burst(lastEvent: Double)
        /// After a swipe along `axis` toward `sign` (±1); `lastEvent` is the latest tail event,
        /// or the swipe's end.
        case tail(axis: Axis, sign: Double, lastEvent: Double)
    }

    private let tracker: SwipeTracker
    private let clock: Clock
    private var state = State.idle
    /// What the last swipe drove, asked whether it still settles while its tail comes.
    private var lastTarget: Swipeable?
    /// When the latest fractional event came.
    private var lastFractionalEvent = -Double.infinity
    /// Whole values this soon after a fractional one come from the same smooth device: a
    /// touchpad's scrolling can land on a whole notch now and then (10 pixels are exactly 1.0
    /// on Wayland), and that alone must not make it a clicky wheel.
    public static let fractionalMemory = 1.0
    /// Points of content movement per unit of wheel delta.
    public var pointsPerUnit: Double
    /// A pause this long (seconds) between wheel events ends the gesture.
    public var endPause: Double
    /// What whole-notch events that begin a gesture do.
    public var notches: WheelNotchBehavior
    /// Asked for one page along an axis: `-1` toward the start (left, up), `+1` toward the end.
    public var onPageStep: ((Axis, Int) -> Void)?

    /// A source feeding `tracker`, its pauses timed on `clock`; see the properties for the rest.
    public init(
        tracker: SwipeTracker, clock: Clock, pointsPerUnit: Double = 1, endPause: Double = 0.1,
        notches: WheelNotchBehavior = .page
    ) {
        self.tracker = tracker
        self.clock = clock
        self.pointsPerUnit = pointsPerUnit
        self.endPause = endPause
        self.notches = notches
    }

    /// Whether a swipe is in progress (a notch burst leaves nothing to end).
    public var isActive: Bool {
        if case .swiping = state { return true }
        return false
    }

    /// When the current swipe will end if no more wheel events come.
    public var deadline: Double? {
        if case .swiping(let lastEvent) = state { return lastEvent + endPause }
        return nil
    }

    /// Handles a wheel movement of `delta` units in the direction the content should follow;
    /// `isPrecise` is false for whole notches.
    public func handle(delta: Point, isPrecise: Bool) {
        let scaled = Point(x: delta.x * pointsPerUnit, y: delta.y * pointsPerUnit)
        guard scaled.isFinite, scaled != .zero else { return }
        let now = clock.now
        if isPrecise { lastFractionalEvent = now }
        let isSmooth = isPrecise || now - lastFractionalEvent < Self.fractionalMemory
        step()
        switch state {
        case .swiping:
            // On from where the tracker held the swipe, within its target's swipe limit, so
            // that scrolling back responds at once.
            swipe(to: tracker.translation + scaled, at: now)
            return
        case .burst(let lastEvent) where now - lastEvent < endPause:
            state = .burst(lastEvent: now)
            return
        case .tail(let axis, let sign, let lastEvent)
        where Self.axis(of: scaled) == axis && axis.value(of: scaled) * sign > 0
            && (now - lastEvent < endPause || lastTarget?.isSettling == true):
            state = .tail(axis: axis, sign: sign, lastEvent: now)
            return
        case .idle, .burst, .tail:
            break
        }
        let axis = Self.axis(of: scaled)
        let scrollsContent = tracker.target(on: axis)?.swipeLimit == .infinity
        if isSmooth || notches == .drag || scrollsContent {
            tracker.begin(slop: 0)
            swipe(to: scaled, at: now)
        } else {
            state = .burst(lastEvent: now)
            onPageStep?(axis, axis.value(of: scaled) > 0 ? -1 : 1)
        }
    }

    /// The axis a scroll mostly moves along.
    private static func axis(of delta: Point) -> Axis {
        abs(delta.x) >= abs(delta.y) ? .horizontal : .vertical
    }

    private func swipe(to translation: Point, at time: Double) {
        tracker.update(translation: translation)
        state = .swiping(lastEvent: time)
    }

    /// Ends a swipe once the pause has passed. Returns whether it ended.
    @discardableResult
    public func step() -> Bool {
        guard let deadline, clock.now >= deadline else { return false }
        endSwipe()
        return true
    }

    /// The fingers left the touchpad, as Wayland says with `axis_stop`: a swipe ends now, as
    /// the pause would end it, with the velocity the fingers had, and a kinetic tail after it
    /// is still ignored.
    public func fingersLifted() {
        endSwipe()
    }

    /// Ends the gesture now (focus lost, a pointer took over); nothing after it counts as its tail.
    public func cancel() {
        endSwipe()
        state = .idle
    }

    private func endSwipe() {
        guard case .swiping(let lastEvent) = state else { return }
        lastTarget = tracker.target
        if case .swiping(let axis) = tracker.state {
            state = .tail(axis: axis, sign: axis.value(of: tracker.translation) < 0 ? -1 : 1, lastEvent: clock.now)
        } else {
            state = .idle
        }
        // The fingers lifted some time after the last event; the velocity is the one they had then.
        tracker.end(at: lastEvent)
    }
}
