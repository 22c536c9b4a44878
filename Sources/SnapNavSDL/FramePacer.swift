import Foundation
import SnapNavCore

/// Spaces animation frames one display period apart. It first lets presents pace the frames,
/// as vsync does where it works; if they do not block for most of a period (Xvfb, the dummy
/// driver, some drivers ignore vsync), it falls back to sleeping between frames. Reads time
/// from the injected clock.
public struct FramePacer {
    /// How frames are paced.
    public enum Mode: Equatable, Sendable {
        /// Timing presents to see whether the display paces them.
        case probing
        /// Presents block until the display's next refresh: no sleeping.
        case display
        /// Presents return at once: the pacer sleeps to the next period.
        case sleep
    }

    /// Seconds between frames.
    public var period: Double
    /// How frames are paced now.
    public private(set) var mode = Mode.probing
    /// How many animation presents are timed before deciding.
    public static let probeCount = 8
    private var presentDurations: [Double] = []
    /// When the frame just presented was due; nil at rest.
    private var lastDue: Double?

    /// A pacer for a display refreshing `refreshRate` times a second (60 when unknown).
    /// `vsyncRequested` says whether the renderer was asked to wait for the display; without
    /// it there is nothing to probe, and the pacer sleeps.
    public init(refreshRate: Double, vsyncRequested: Bool = false) {
        period = 1 / (refreshRate.isFinite && refreshRate > 0 ? refreshRate : 60)
        mode = vsyncRequested ? .probing : .sleep
    }

    /// Forgets the schedule, so the next frame after a rest is not rushed to catch up.
    public mutating func reset() {
        lastDue = nil
    }

    /// Records how long presenting an animation frame took. After `probeCount` of them the
    /// pacer decides: presents that block for at least half a period (the median, so a
    /// compositor's first buffered frames do not count) mean the display paces the frames.
    public mutating func recordPresent(duration: Double) {
        guard mode == .probing else { return }
        presentDurations.append(duration)
        guard presentDurations.count >= Self.probeCount else { return }
        let median = presentDurations.sorted()[presentDurations.count / 2]
        mode = median >= period / 2 ? .display : .sleep
        presentDurations = []
    }

    /// How long to sleep, after presenting a frame at `now`, before the next frame is due:
    /// nothing while the display paces presents. Otherwise frames are due one period after the
    /// previous one was due, not after it was presented, so the time spent drawing does not
    /// stretch the period. The first frame after a rest, or one more than a period late, starts
    /// a new schedule at `now` instead of being followed by a burst of catch-up frames.
    public mutating func delayBeforeNextFrame(now: Double) -> Double {
        guard mode == .sleep else { return 0 }
        var due = lastDue ?? now
        if now > due + period { due = now }
        let next = due + period
        lastDue = next
        return max(0, next - now)
    }
}
