import Foundation
import SnapNavCore

/// Spaces animation frames one display period apart by sleeping, because vsync is not
/// honoured everywhere (Xvfb, the dummy driver). Reads time from the injected clock.
public struct FramePacer {
    /// Seconds between frames.
    public var period: Double
    private var nextFrame: Double?

    public init(refreshRate: Double) {
        period = 1 / (refreshRate.isFinite && refreshRate > 0 ? refreshRate : 60)
    }

    /// Forgets the schedule, so the next frame after a rest is not rushed to catch up.
    public mutating func reset() {
        nextFrame = nil
    }

    /// How long to sleep, at `now`, before the next frame is due; schedules the one after.
    /// A frame that is already more than a period late starts a new schedule instead of
    /// being followed by a burst of catch-up frames.
    public mutating func delayBeforeNextFrame(now: Double) -> Double {
        guard let due = nextFrame, now < due + period else {
            nextFrame = now + period
            return 0
        }
        nextFrame = due + period
        return max(0, due - now)
    }
}
