/// What a `SwipeTracker` asks and tells: the navigation that owns the pagers.
public protocol SwipeTrackerDelegate: AnyObject {
    /// A gesture started; anything that is settling should stop where it is.
    func swipeTrackerDidPress(_ tracker: SwipeTracker)
    /// What a gesture along `axis` would drive now, if anything. Changes nothing: a wheel asks
    /// before any gesture begins, to learn whether its notches page or scroll content.
    func swipeTracker(_ tracker: SwipeTracker, targetOn axis: Axis) -> Swipeable?
    /// The gesture chose its axis and took `target`, or nothing when it was refused.
    func swipeTracker(_ tracker: SwipeTracker, didTake target: Swipeable?)
    /// The gesture ended without choosing an axis, or was refused; `tapLocation` is set
    /// when it was a tap that never left the slop.
    func swipeTrackerDidEndWithoutSwipe(_ tracker: SwipeTracker, tapLocation: Point?)
}

/// Turns one stream of "translation since the gesture began" samples — from a mouse, a
/// finger or a touchpad — into an axis-locked swipe with a release velocity, like
/// libadwaita's AdwSwipeTracker. Devices only differ in how they start and end a gesture.
///
/// Once the gesture picks its axis, the delegate names the `Swipeable` it moves, and the
/// tracker drives that target itself: it refuses a target that does not accept swipes or a
/// press outside its swipe area, and holds the translation within the target's swipe limit.
public final class SwipeTracker {
    /// Where the current gesture is.
    public enum State: Equatable, Sendable {
        case idle
        /// Started, still inside the slop.
        case pending
        /// Locked to an axis and driving `target`.
        case swiping(Axis)
        /// Locked to an axis the navigation refused; the rest of the gesture is ignored.
        case refused
    }

    /// Told when a gesture begins, moves and ends. Not retained.
    #if hasFeature(Embedded)
        // The web build has no weak references: the delegate, the navigator, owns the tracker.
        public unowned(unsafe) var delegate: SwipeTrackerDelegate?
    #else
        public weak var delegate: SwipeTrackerDelegate?
    #endif
    /// How a pointer's gestures choose their axis.
    public var lock: DirectionLock
    /// The lock of the current gesture: `lock`, or one without slop for a touchpad.
    private var gestureLock: DirectionLock
    /// Where the current gesture is.
    public private(set) var state = State.idle
    /// What the current gesture drives, once it has chosen its axis.
    public private(set) var target: Swipeable?
    private let clock: Clock
    private var tracker = VelocityTracker()
    private var origin: Point?
    private var lockTranslation = Point.zero
    /// How far the current gesture has moved from where it began, as its target was last
    /// given it: held within the target's swipe limit along the chosen axis.
    public private(set) var translation = Point.zero
    /// When the latest sample was taken.
    private var latestTime = -Double.infinity

    /// A tracker timing samples on `clock` and choosing axes with `lock`.
    public init(clock: Clock, lock: DirectionLock = DirectionLock()) {
        self.clock = clock
        self.lock = lock
        gestureLock = lock
    }

    /// Whether a gesture is in progress.
    public var isActive: Bool { state != .idle }

    /// Where the current gesture's press began, in window points; nil for a wheel's gesture.
    public var pressLocation: Point? { isActive ? origin : nil }

    /// How far the current gesture may carry its target from where it began, in points:
    /// unlimited before it has one.
    private var swipeLimit: Double { target?.swipeLimit ?? .infinity }

    /// What a gesture along `axis` would drive now, as the delegate says, without beginning one.
    public func target(on axis: Axis) -> Swipeable? { delegate?.swipeTracker(self, targetOn: axis) }

    /// Starts a gesture at `location`, or nowhere for a wheel, which cannot tap. A gesture
    /// already in progress is ended first. `slop` replaces the lock's for this gesture: a
    /// touchpad's driver has already waited out its own threshold, so its first event chooses
    /// the axis and the content follows it from there, none of it swallowed.
    public func begin(at location: Point? = nil, slop: Double? = nil) {
        if isActive { end() }
        gestureLock = slop.map { DirectionLock(slop: $0) } ?? lock
        state = .pending
        origin = location
        translation = .zero
        lockTranslation = .zero
        latestTime = clock.now
        tracker.reset()
        tracker.add(.zero, at: latestTime)
        delegate?.swipeTrackerDidPress(self)
    }

    /// The gesture has moved `sample` points from where it began.
    public func update(translation sample: Point) {
        guard isActive, sample.isFinite else { return }
        translation = sample
        if case .swiping(let axis) = state { translation = held(sample, along: axis) }
        latestTime = clock.now
        tracker.add(translation, at: latestTime)
        switch state {
        case .pending:
            guard let axis = gestureLock.axis(for: sample) else { return }
            // Only the slop itself is swallowed; whatever the first event moved beyond it
            // moves the content at once, so the content does not lag the pointer.
            let distance = (sample.x * sample.x + sample.y * sample.y).squareRoot()
            let swallowed = min(1, gestureLock.slop / distance)
            lockTranslation = Point(x: sample.x * swallowed, y: sample.y * swallowed)
            let candidate = delegate?.swipeTracker(self, targetOn: axis)
            let taken = candidate.flatMap { $0.acceptsSwipes && takes(origin, in: $0.swipeArea) ? $0 : nil }
            delegate?.swipeTracker(self, didTake: taken)
            guard let taken else {
                state = .refused
                return
            }
            target = taken
            state = .swiping(axis)
            taken.beginSwipe()
            translation = held(sample, along: axis)
            taken.updateSwipe(translation: axis.value(of: translation - lockTranslation))
        case .swiping(let axis):
            target?.updateSwipe(translation: axis.value(of: translation - lockTranslation))
        case .idle, .refused:
            break
        }
    }

    /// Whether a press at `location` may swipe a target whose swipe area is `area`; a wheel's
    /// gesture has no press and may.
    private func takes(_ location: Point?, in area: Rect) -> Bool {
        guard let location else { return true }
        return area.contains(location)
    }

    /// `translation` with its part along `axis` held to the target's swipe limit from where
    /// the swipe began.
    private func held(_ translation: Point, along axis: Axis) -> Point {
        let limit = swipeLimit
        guard limit.isFinite else { return translation }
        let start = axis.value(of: lockTranslation)
        let along = min(max(axis.value(of: translation), start - max(limit, 0)), start + max(limit, 0))
        return axis == .horizontal ? Point(x: along, y: translation.y) : Point(x: translation.x, y: along)
    }

    /// The gesture ended (finger lifted, button released, touchpad paused). `time` is when the
    /// movement stopped, if that was before now: a touchpad only shows its fingers lifted by
    /// the pause after its last event, and the release velocity is the one at that event.
    public func end(at time: Double? = nil) {
        let ended = state
        state = .idle
        // A real clock moves on between reading the time of an event and taking its sample, so
        // a release dated at the event would come microseconds before the sample and look like
        // the clock jumping back, which empties the velocity tracker: it is never earlier.
        let endTime = max(time.map { $0.isFinite ? min($0, clock.now) : clock.now } ?? clock.now, latestTime)
        tracker.add(translation, at: endTime)
        let driven = target
        target = nil
        switch ended {
        case .swiping(let axis):
            driven?.endSwipe(velocity: axis.value(of: tracker.velocity(at: endTime)))
        case .pending:
            delegate?.swipeTrackerDidEndWithoutSwipe(self, tapLocation: origin.map { $0 + translation })
        case .refused:
            delegate?.swipeTrackerDidEndWithoutSwipe(self, tapLocation: nil)
        case .idle:
            break
        }
    }

    /// The velocity of the current gesture, in points per second.
    public var velocity: Point { tracker.velocity(at: clock.now) }
}
