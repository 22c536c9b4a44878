import Foundation
import SnapNavCore

/// Spaces animation frames one display period apart by sleeping, because vsync is not
/// honoured everywhere (Xvfb, the dummy driver). Reads time from the injected clock.
public struct FramePacer {
    /// Seconds between frames.
    public var period: Double
    /// When the frame just presented was due; nil at rest.
    private var lastDue: Double?

    public init(refreshRate: Double) {
        period = 1 / (refreshRate.isFinite && refreshRate > 0 ? refreshRate : 60)
    }

    /// Forgets the schedule, so the next frame after a rest is not rushed to catch up.
    public mutating func reset() {
        lastDue = nil
    }

    /// How long to sleep, after presenting a frame at `now`, before the next frame is due.
    /// Frames are due one period after the previous one was due, not after it was presented,
    /// so the time spent drawing does not stretch the period. The first frame after a rest,
    /// or one more than a period late, starts a new schedule at `now` instead of being
    /// followed by a burst of catch-up frames.
    public mutating func delayBeforeNextFrame(now: Double) -> Double {
        var due = lastDue ?? now
        if now > due + period { due = now }
        let next = due + period
        lastDue = next
        return max(0, next - now)
    }
}
