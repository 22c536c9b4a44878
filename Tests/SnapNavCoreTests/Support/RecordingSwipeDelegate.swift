import SnapNavCore

/// Records what a `SwipeTracker` reports, accepting every axis unless told otherwise.
final class RecordingSwipeDelegate: SwipeTrackerDelegate {
    var presses = 0
    var refusedAxes: Set<Axis> = []
    var updates: [Double] = []
    var ends: [(axis: Axis, velocity: Double)] = []
    var endsWithoutSwipe: [Point?] = []

    func swipeTrackerDidPress(_ tracker: SwipeTracker) { presses += 1 }

    func swipeTracker(_ tracker: SwipeTracker, shouldBeginOn axis: Axis) -> Bool { !refusedAxes.contains(axis) }

    func swipeTracker(_ tracker: SwipeTracker, didUpdate translation: Double, on axis: Axis) {
        updates.append(translation)
    }

    func swipeTracker(_ tracker: SwipeTracker, didEndOn axis: Axis, velocity: Double) {
        ends.append((axis, velocity))
    }

    func swipeTrackerDidEndWithoutSwipe(_ tracker: SwipeTracker, tapLocation: Point?) {
        endsWithoutSwipe.append(tapLocation)
    }
}
