import SnapNavCore

/// Records what a `SwipeTracker` reports and what it drives, offering a `RecordingSwipeable`
/// on every axis unless told otherwise.
final class RecordingSwipeDelegate: SwipeTrackerDelegate {
    var presses = 0
    var refusedAxes: Set<Axis> = []
    /// Each axis's swipe limit, as a pager of that page size would have; unlimited, as content
    /// that scrolls, unless set.
    var limits: [Axis: Double] = [:]
    /// Whether the targets say they are still settling.
    var isSettling = false
    var updates: [Double] = []
    var ends: [(axis: Axis, velocity: Double)] = []
    var endsWithoutSwipe: [Point?] = []

    func swipeTrackerDidPress(_ tracker: SwipeTracker) { presses += 1 }

    func swipeTracker(_ tracker: SwipeTracker, targetOn axis: Axis) -> Swipeable? {
        refusedAxes.contains(axis) ? nil : RecordingSwipeable(axis: axis, log: self)
    }

    func swipeTracker(_ tracker: SwipeTracker, didTake target: Swipeable?) {}

    func swipeTrackerDidEndWithoutSwipe(_ tracker: SwipeTracker, tapLocation: Point?) {
        endsWithoutSwipe.append(tapLocation)
    }
}

/// A swipe target that writes what it is told into its delegate's log.
final class RecordingSwipeable: Swipeable {
    let swipeAxis: Axis
    private unowned let log: RecordingSwipeDelegate

    init(axis: Axis, log: RecordingSwipeDelegate) {
        swipeAxis = axis
        self.log = log
    }

    var swipeArea: Rect { Rect(x: -10_000, y: -10_000, width: 20_000, height: 20_000) }
    var swipeLimit: Double { log.limits[swipeAxis] ?? .infinity }
    var acceptsSwipes: Bool { true }
    var isSettling: Bool { log.isSettling }

    func beginSwipe() {}
    func updateSwipe(translation: Double) { log.updates.append(translation) }
    func endSwipe(velocity: Double) { log.ends.append((swipeAxis, velocity)) }
    func cancelSwipe() { log.ends.append((swipeAxis, 0)) }
}
