/// Counts presented frames and measures the intervals between consecutive animation frames,
/// to show that the app draws nothing at rest and keeps a steady rate while moving.
public struct FrameStatistics: Sendable {
    /// Every frame presented.
    public private(set) var frames = 0
    /// Frames that showed an image's placeholder, its file not decoded yet.
    public private(set) var placeholderFrames = 0
    /// Every interval between frames presented back to back while something moved.
    public private(set) var animationFrames = 0
    /// Intervals (seconds) between frames presented back to back while something moved: the
    /// most recent `retainedIntervals` of them, so a demo left running for days keeps a
    /// fixed amount of memory.
    public private(set) var intervals: [Double] = []
    /// How many intervals are kept.
    public static let retainedIntervals = 100_000
    private var nextSlot = 0
    private var lastMovingFrame: Double?

    /// No frames counted yet.
    public init() {}

    /// Records a frame presented at `time`; `moving` says whether it belongs to an animation
    /// that continues into the next frame, `placeholders` whether it showed an image's
    /// placeholder.
    public mutating func recordFrame(at time: Double, moving: Bool, placeholders: Bool = false) {
        frames += 1
        if placeholders { placeholderFrames += 1 }
        if let last = lastMovingFrame {
            animationFrames += 1
            if intervals.count < Self.retainedIntervals {
                intervals.append(time - last)
            } else {
                intervals[nextSlot] = time - last
                nextSlot = (nextSlot + 1) % Self.retainedIntervals
            }
        }
        lastMovingFrame = moving ? time : nil
    }

    /// The median interval between animation frames, if there were any.
    public var medianInterval: Double? {
        guard !intervals.isEmpty else { return nil }
        let sorted = intervals.sorted()
        let middle = sorted.count / 2
        return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
    }

    /// A one-line summary: frame count, animation frames, median interval and rate.
    public var summary: String {
        let placeholders = " placeholderFrames=\(placeholderFrames)"
        guard let median = medianInterval, median > 0 else {
            return "frames=\(frames) animationFrames=0" + placeholders
        }
        let worst = intervals.max() ?? median
        return "frames=\(frames) animationFrames=\(animationFrames) medianIntervalMs=\(rounded(median * 1000))"
            + " maxIntervalMs=\(rounded(worst * 1000)) fps=\(rounded(1 / median))" + placeholders
    }

    private func rounded(_ value: Double) -> Double { (value * 100).rounded() / 100 }
}
