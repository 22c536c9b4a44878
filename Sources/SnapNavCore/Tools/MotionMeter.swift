/// What the tuning overlay shows of the motion: the velocity of the navigation's offset, the
/// last frame's time and the frame rate over the last second. It is fed each frame the loop
/// presents, apart from drawing, so drawing a frame again (for a screenshot) measures nothing.
package struct MotionMeter: Sendable {
    /// The offset's velocity between the last two frames, in points per second.
    package private(set) var velocity = Point.zero
    /// The time between the last two frames; nil after a rest, when the app drew nothing.
    package private(set) var frameTime: Double?
    private var last: (time: Double, offset: Point)?
    /// Times of the frames of the last second.
    private var recentFrames: [Double] = []
    /// A gap longer than this is a rest, not a frame time.
    package static let longestFrame = 0.25

    /// Nothing measured yet.
    package init() {}

    /// Records a frame shown at `time` with the navigation at `offset`. A frame at the same
    /// time as the last one or earlier is ignored.
    package mutating func recordFrame(at time: Double, offset: Point) {
        if let last {
            guard time > last.time else { return }
            let elapsed = time - last.time
            velocity = Point(x: (offset.x - last.offset.x) / elapsed, y: (offset.y - last.offset.y) / elapsed)
            frameTime = elapsed <= Self.longestFrame ? elapsed : nil
        }
        last = (time, offset)
        recentFrames.append(time)
        recentFrames.removeAll { $0 < time - 1 }
    }

    /// Frames per second over the second before `now`, when at least two frames fell in it.
    package func framesPerSecond(at now: Double) -> Double? {
        guard let first = recentFrames.first, recentFrames.count >= 2, now > first else { return nil }
        return Double(recentFrames.count - 1) / (now - first)
    }
}
