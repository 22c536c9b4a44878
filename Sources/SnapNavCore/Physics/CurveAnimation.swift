/// A value moved from `from` to `to` over `duration` seconds along a timing curve, as a link's
/// transition moves its screen.
struct CurveAnimation {
    var from: Double
    var to: Double
    let startTime: Double
    let duration: Double
    let curve: CubicBezier

    /// Where the value is at `time`.
    func value(at time: Double) -> Double {
        guard duration > 0 else { return to }
        return from + (to - from) * curve.value(at: (time - startTime) / duration)
    }

    /// Whether it has arrived by `time`.
    func isFinished(at time: Double) -> Bool { time - startTime >= duration }
}
