/// Feeds wheel and touchpad scrolling into the gesture pipeline. Wheel events carry no start
/// or end, so the first event begins a gesture and a pause of `endPause` ends it.
///
/// A gesture is one of two kinds, chosen by its first event:
/// - a *swipe* (precise scrolling, whole notches when `notches` is `.drag`, or any scrolling
///   along an axis on which `scrollsContent` says a panel's own content scrolls): the content
///   follows the scrolling through the `SwipeTracker`, `pointsPerUnit` points per unit, never
///   more than one page from where it began unless it scrolls a panel's content, and when the
///   events pause it settles with the velocity measured up to the last event;
/// - a *notch burst* (whole notches when `notches` is `.page`): its first notch asks for one
///   page through `onPageStep`; the rest of the burst, up to the next pause, is ignored.
///
/// Drivers keep scrolling after the fingers lift (kinetic scrolling). Once a swipe has ended,
/// events in the same direction that arrive less than `endPause` after the end, or while the
/// content is still settling (`isContentSettling`), are that swipe's tail and are swallowed,
/// as are those that follow them less than `endPause` apart, so one swipe never moves two
/// pages. An event against the swipe's direction, or across it, is a new swipe.
public final class WheelGestureSource {
    private enum State {
        case idle
        /// `translation` since the swipe began, clamped to one page when `paging`.
        case swiping(translation: Point, lastEvent: Double, paging: Bool)
        case burst(lastEvent: Double)
        /// After a swipe along `axis` toward `sign` (±1); `lastEvent` is the latest tail event,
        /// or the swipe's end.
        case tail(axis: Axis, sign: Double, lastEvent: Double)
    }

    private let tracker: SwipeTracker
    private let clock: Clock
    private var state = State.idle
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
    /// One page; a swipe moves the content at most this far along each axis.
    public var pageSize: Size
    /// Asked for one page along an axis: `-1` toward the start (left, up), `+1` toward the end.
    public var onPageStep: ((Axis, Int) -> Void)?
    /// Whether the content is still settling, so that scrolling after a swipe is its tail.
    public var isContentSettling: () -> Bool = { false }
    /// Whether scrolling along an axis would scroll a panel's own content (a list) rather
    /// than page: notches then scroll it, and a swipe is not held to one page.
    public var scrollsContent: (Axis) -> Bool = { _ in false }

    /// A source feeding `tracker`, its pauses timed on `clock`; see the properties for the rest.
    public init(
        tracker: SwipeTracker, clock: Clock, pointsPerUnit: Double = 1, endPause: Double = 0.1,
        notches: WheelNotchBehavior = .page, pageSize: Size = Size(width: .infinity, height: .infinity)
    ) {
        self.tracker = tracker
        self.clock = clock
        self.pointsPerUnit = pointsPerUnit
        self.endPause = endPause
        self.notches = notches
        self.pageSize = pageSize
    }

    /// Whether a swipe is in progress (a notch burst leaves nothing to end).
    public var isActive: Bool {
        if case .swiping = state { return true }
        return false
    }

    /// When the current swipe will end if no more wheel events come.
    public var deadline: Double? {
        if case .swiping(_, let lastEvent, _) = state { return lastEvent + endPause }
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
        case .swiping(let translation, _, let paging):
            swipe(to: translation + scaled, at: now, paging: paging)
            return
        case .burst(let lastEvent) where now - lastEvent < endPause:
            state = .burst(lastEvent: now)
            return
        case .tail(let axis, let sign, let lastEvent)
        where Self.axis(of: scaled) == axis && axis.value(of: scaled) * sign > 0
            && (now - lastEvent < endPause || isContentSettling()):
            state = .tail(axis: axis, sign: sign, lastEvent: now)
            return
        case .idle, .burst, .tail:
            break
        }
        let axis = Self.axis(of: scaled)
        let paging = !scrollsContent(axis)
        if isSmooth || notches == .drag || !paging {
            tracker.begin(slop: 0)
            swipe(to: scaled, at: now, paging: paging)
        } else {
            state = .burst(lastEvent: now)
            onPageStep?(axis, axis.value(of: scaled) > 0 ? -1 : 1)
        }
    }

    /// The axis a scroll mostly moves along.
    private static func axis(of delta: Point) -> Axis {
        abs(delta.x) >= abs(delta.y) ? .horizontal : .vertical
    }

    private func swipe(to translation: Point, at time: Double, paging: Bool) {
        var clamped = translation
        if paging {
            let width = max(0, pageSize.width)
            let height = max(0, pageSize.height)
            clamped = Point(x: min(max(translation.x, -width), width), y: min(max(translation.y, -height), height))
        }
        state = .swiping(translation: clamped, lastEvent: time, paging: paging)
        tracker.update(translation: clamped)
    }

    /// Ends a swipe once the pause has passed. Returns whether it ended.
    @discardableResult
    public func step() -> Bool {
        guard let deadline, clock.now >= deadline else { return false }
        endSwipe()
        return true
    }

    /// Ends the gesture now (focus lost, a pointer took over); nothing after it counts as its tail.
    public func cancel() {
        endSwipe()
        state = .idle
    }

    private func endSwipe() {
        guard case .swiping(let translation, let lastEvent, _) = state else { return }
        if case .swiping(let axis) = tracker.state {
            state = .tail(axis: axis, sign: axis.value(of: translation) < 0 ? -1 : 1, lastEvent: clock.now)
        } else {
            state = .idle
        }
        // The fingers lifted some time after the last event; the velocity is the one they had then.
        tracker.end(at: lastEvent)
    }
}
