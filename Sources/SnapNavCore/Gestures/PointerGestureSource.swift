/// Feeds mouse drags and touchscreen fingers into a `SwipeTracker`. The first pointer down
/// drives the gesture; any other pointer is ignored until it lifts. Events out of order are
/// harmless: a release or a move of a pointer that is not driving is ignored, and a second
/// press of the driving pointer (its release was lost) ends its gesture and starts another.
public final class PointerGestureSource {
    private let tracker: SwipeTracker
    private var driver: PointerID?
    private var start = Point.zero

    /// A source feeding `tracker`.
    public init(tracker: SwipeTracker) {
        self.tracker = tracker
    }

    /// The pointer driving the current gesture, if any.
    public var activePointer: PointerID? { driver }

    /// Handles a pointer event; returns whether it belonged to the driving pointer.
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        switch event {
        case .pointerDown(let id, let location):
            guard driver == nil || driver == id, location.isFinite else { return false }
            driver = id
            start = location
            tracker.begin(at: location)
            return true
        case .pointerMove(let id, let location):
            guard driver == id, location.isFinite else { return false }
            tracker.update(translation: location - start)
            return true
        case .pointerUp(let id, let location):
            guard driver == id else { return false }
            if location.isFinite { tracker.update(translation: location - start) }
            driver = nil
            tracker.end()
            return true
        default:
            return false
        }
    }

    /// Ends the gesture as if the pointer had lifted where it last was (focus lost).
    public func cancel() {
        guard driver != nil else { return }
        driver = nil
        tracker.end()
    }
}
