/// What a `SwipeTracker` reports to: the navigation that owns the pagers.
public protocol SwipeTrackerDelegate: AnyObject {
    /// A gesture started; anything that is settling should stop where it is.
    func swipeTrackerDidPress(_ tracker: SwipeTracker)
    /// The gesture chose `axis`; return false to ignore the rest of it.
    func swipeTracker(_ tracker: SwipeTracker, shouldBeginOn axis: Axis) -> Bool
    /// The gesture moved `translation` points along `axis` since it began on that axis.
    func swipeTracker(_ tracker: SwipeTracker, didUpdate translation: Double, on axis: Axis)
    /// The gesture ended on `axis` with the pointer moving at `velocity` points per second along it.
    func swipeTracker(_ tracker: SwipeTracker, didEndOn axis: Axis, velocity: Double)
    /// The gesture ended without choosing an axis, or was refused; `tapLocation` is set
    /// when it was a tap that never left the slop.
    func swipeTrackerDidEndWithoutSwipe(_ tracker: SwipeTracker, tapLocation: Point?)
}

/// Turns one stream of "translation since the gesture began" samples — from a mouse, a
/// finger or a touchpad — into an axis-locked swipe with a release velocity, like
/// libadwaita's AdwSwipeTracker. Devices only differ in how they start and end a gesture.
public final class SwipeTracker {
    /// Where the current gesture is.
    public enum State: Equatable, Sendable {
        case idle
        /// Started, still inside the slop.
        case pending
        /// Locked to an axis and driving a pager.
        case swiping(Axis)
        /// Locked to an axis the navigation refused; the rest of the gesture is ignored.
        case refused
    }

    /// Told when a gesture begins, moves and ends.
    public weak var delegate: SwipeTrackerDelegate?
    /// How a pointer's gestures choose their axis.
    public var lock: DirectionLock
    /// The lock of the current gesture: `lock`, or one without slop for a touchpad.
    private var gestureLock: DirectionLock
    /// Where the current gesture is.
    public private(set) var state = State.idle
    private let clock: Clock
    private var tracker = VelocityTracker()
    private var origin: Point?
    private var lockTranslation = Point.zero
    private var latest = Point.zero
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

    /// Starts a gesture at `location`, or nowhere for a wheel, which cannot tap. A gesture
    /// already in progress is ended first. `slop` replaces the lock's for this gesture: a
    /// touchpad's driver has already waited out its own threshold, so its first event chooses
    /// the axis and the content follows it from there, none of it swallowed.
    public func begin(at location: Point? = nil, slop: Double? = nil) {
        if isActive { end() }
        gestureLock = slop.map { DirectionLock(slop: $0) } ?? lock
        state = .pending
        origin = location
        latest = .zero
        lockTranslation = .zero
        latestTime = clock.now
        tracker.reset()
        tracker.add(.zero, at: latestTime)
        delegate?.swipeTrackerDidPress(self)
    }

    /// The gesture has moved `translation` points from where it began.
    public func update(translation: Point) {
        guard isActive, translation.isFinite else { return }
        latest = translation
        latestTime = clock.now
        tracker.add(translation, at: latestTime)
        switch state {
        case .pending:
            guard let axis = gestureLock.axis(for: translation) else { return }
            // Only the slop itself is swallowed; whatever the first event moved beyond it
            // moves the content at once, so the content does not lag the pointer.
            let distance = (translation.x * translation.x + translation.y * translation.y).squareRoot()
            let swallowed = min(1, gestureLock.slop / distance)
            lockTranslation = Point(x: translation.x * swallowed, y: translation.y * swallowed)
            if delegate?.swipeTracker(self, shouldBeginOn: axis) ?? false {
                state = .swiping(axis)
                delegate?.swipeTracker(self, didUpdate: axis.value(of: translation - lockTranslation), on: axis)
            } else {
                state = .refused
            }
        case .swiping(let axis):
            let moved = axis.value(of: translation) - axis.value(of: lockTranslation)
            delegate?.swipeTracker(self, didUpdate: moved, on: axis)
        case .idle, .refused:
            break
        }
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
        tracker.add(latest, at: endTime)
        switch ended {
        case .swiping(let axis):
            let velocity = axis.value(of: tracker.velocity(at: endTime))
            delegate?.swipeTracker(self, didEndOn: axis, velocity: velocity)
        case .pending:
            delegate?.swipeTrackerDidEndWithoutSwipe(self, tapLocation: origin.map { $0 + latest })
        case .refused:
            delegate?.swipeTrackerDidEndWithoutSwipe(self, tapLocation: nil)
        case .idle:
            break
        }
    }

    /// The velocity of the current gesture, in points per second.
    public var velocity: Point { tracker.velocity(at: clock.now) }
}
