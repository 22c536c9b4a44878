/// Estimates the velocity of a moving point from its recent samples by a least-squares
/// line fit, so one jittery event does not decide a fling.
public struct VelocityTracker: Sendable {
    private struct Sample: Sendable {
        var time: Double
        var position: Point
    }

    /// How far back samples count, in seconds.
    public var window: Double
    /// Samples closer together than this (seconds) say nothing about speed: a single wheel
    /// event starts a gesture and moves it within microseconds of a running clock, and their
    /// slope would be a fling of thousands of points per second.
    public static let minimumSpan = 0.005
    private var samples: [Sample] = []

    /// A tracker fitting the samples of the last `window` seconds.
    public init(window: Double = 0.1) {
        self.window = window
        samples.reserveCapacity(32)
    }

    /// Forgets all samples.
    public mutating func reset() {
        samples.removeAll(keepingCapacity: true)
    }

    /// Records that the point was at `position` at `time`. Non-finite samples are ignored.
    public mutating func add(_ position: Point, at time: Double) {
        guard position.isFinite, time.isFinite else { return }
        if let last = samples.last, time < last.time { samples.removeAll(keepingCapacity: true) }
        samples.append(Sample(time: time, position: position))
        dropSamples(olderThan: time - window)
    }

    private mutating func dropSamples(olderThan cutoff: Double) {
        if let firstKept = samples.firstIndex(where: { $0.time >= cutoff }) {
            if firstKept > 0 { samples.removeFirst(firstKept) }
        } else {
            samples.removeAll(keepingCapacity: true)
        }
    }

    /// The velocity, in points per second, over the samples no older than `window` before `time`.
    /// Zero when there are too few samples to tell.
    public func velocity(at time: Double) -> Point {
        let cutoff = time - window
        var n = 0.0
        var earliest = Double.infinity
        var latest = -Double.infinity
        var sumT = 0.0
        var sumX = 0.0
        var sumY = 0.0
        for sample in samples where sample.time >= cutoff {
            n += 1
            earliest = min(earliest, sample.time)
            latest = max(latest, sample.time)
            sumT += sample.time
            sumX += sample.position.x
            sumY += sample.position.y
        }
        guard n >= 2, latest - earliest >= Self.minimumSpan else { return .zero }
        let meanT = sumT / n
        let meanX = sumX / n
        let meanY = sumY / n
        var varT = 0.0
        var covX = 0.0
        var covY = 0.0
        for sample in samples where sample.time >= cutoff {
            let dt = sample.time - meanT
            varT += dt * dt
            covX += dt * (sample.position.x - meanX)
            covY += dt * (sample.position.y - meanY)
        }
        guard varT > 1e-12 else { return .zero }
        let velocity = Point(x: covX / varT, y: covY / varT)
        return velocity.isFinite ? velocity : .zero
    }
}
