/// Feeds touchpad two-finger scrolling (wheel events) into a `SwipeTracker`. Wheel events
/// carry no start or end, so the first event begins a gesture and a pause ends it.
public final class WheelGestureSource {
    private let tracker: SwipeTracker
    private let clock: Clock
    /// Points of content movement per unit of wheel delta.
    public var pointsPerUnit: Double
    /// A pause this long (seconds) between wheel events ends the gesture.
    public var endPause: Double
    private var accumulated = Point.zero
    private var lastEventTime: Double?

    public init(tracker: SwipeTracker, clock: Clock, pointsPerUnit: Double = 1, endPause: Double = 0.1) {
        self.tracker = tracker
        self.clock = clock
        self.pointsPerUnit = pointsPerUnit
        self.endPause = endPause
    }

    /// Whether a wheel gesture is in progress.
    public var isActive: Bool { lastEventTime != nil }

    /// When the current gesture will end if no more wheel events come.
    public var deadline: Double? { lastEventTime.map { $0 + endPause } }

    /// Handles a wheel movement of `delta` units.
    public func handle(delta: Point) {
        let scaled = Point(x: delta.x * pointsPerUnit, y: delta.y * pointsPerUnit)
        guard scaled.isFinite, scaled != .zero else { return }
        if lastEventTime == nil {
            accumulated = .zero
            tracker.begin()
        }
        lastEventTime = clock.now
        accumulated = accumulated + scaled
        tracker.update(translation: accumulated)
    }

    /// Ends the gesture once the pause has passed. Returns whether it ended.
    @discardableResult
    public func step() -> Bool {
        guard let deadline, clock.now >= deadline else { return false }
        cancel()
        return true
    }

    /// Ends the gesture now.
    public func cancel() {
        guard lastEventTime != nil else { return }
        lastEventTime = nil
        tracker.end()
    }
}
