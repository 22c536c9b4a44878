import Foundation
import SnapNavCore

/// Spaces animation frames one display period apart. It first lets presents pace the frames,
/// as vsync does where it works; if they do not block for most of a period (Xvfb, the dummy
/// driver, some drivers ignore vsync), it falls back to sleeping between frames. Reads time
/// from the injected clock.
///
/// While the display paces presents, the loop still waits after each one: it reads input only
/// `inputLead` before the next refresh. A loop that read input straight after a present would
/// draw at once and then block until the refresh, so input arriving during that block would
/// wait for the refresh after it, nearly two periods. Reading late bounds that wait by one
/// period plus the lead. A frame that misses its refresh lengthens the lead; a long run of
/// frames that all made it shortens it again, never below where it started.
package struct FramePacer {
    /// How frames are paced.
    package enum Mode: Equatable, Sendable {
        /// Timing presents to see whether the display paces them.
        case probing
        /// Presents block until the display's next refresh: no sleeping.
        case display
        /// Presents return at once: the pacer sleeps to the next period.
        case sleep
    }

    /// Seconds between frames.
    package var period: Double
    /// How frames are paced now.
    package private(set) var mode = Mode.probing
    /// How many animation presents are timed before deciding.
    package static let probeCount = 8
    private var presentDurations: [Double] = []
    /// When the frame just presented was due; nil at rest.
    private var lastDue: Double?
    /// While the display paces presents: how long before the next refresh the loop reads input
    /// and draws, in seconds.
    package private(set) var inputLead: Double
    /// The lead a pacer starts with, and the least it shrinks back to.
    private let initialInputLead: Double
    /// When the last present returned, which while the display paces presents is a refresh.
    private var lastPresentReturn: Double?
    /// Frames in a row that made their refresh since the lead last changed.
    private var framesOnTime = 0
    /// How many frames in a row must make their refresh before the lead shrinks a step.
    package static let framesBeforeShorterLead = 120

    /// A pacer for a display refreshing `refreshRate` times a second (60 when unknown).
    /// `vsyncRequested` says whether the renderer was asked to wait for the display; without
    /// it there is nothing to probe, and the pacer sleeps.
    package init(refreshRate: Double, vsyncRequested: Bool = false) {
        period = 1 / (refreshRate.isFinite && refreshRate > 0 ? refreshRate : 60)
        mode = vsyncRequested ? .probing : .sleep
        // A quarter period, or 3 ms at high rates: room for a frame's drawing, which the bench
        // puts at 1-3 ms, and for the scheduler waking late.
        initialInputLead = min(period, max(0.003, period / 4))
        inputLead = initialInputLead
    }

    /// Forgets the schedule, so the next frame after a rest is not rushed to catch up.
    package mutating func reset() {
        lastDue = nil
    }

    /// Records how long presenting a frame took, for a frame drawn straight after the previous
    /// present returned. After `probeCount` of them the pacer decides: presents that block for
    /// at least half a period (the median, so a compositor's first buffered frames do not count)
    /// mean the display paces the frames.
    package mutating func recordPresent(duration: Double) {
        guard mode == .probing else { return }
        presentDurations.append(duration)
        guard presentDurations.count >= Self.probeCount else { return }
        let median = presentDurations.sorted()[presentDurations.count / 2]
        mode = median >= period / 2 ? .display : .sleep
        presentDurations = []
    }

    /// Records a frame whose work (reading input, stepping, drawing) began at `frameStart`, whose
    /// present began at `presentStart` and returned at `returned`.
    ///
    /// While probing, a frame begun within a millisecond of the previous present's return is
    /// timed: an animation's frames, or a drag's while its events come faster than frames. Such
    /// a present blocks for most of a period if the display paces it; one begun from rest
    /// blocks for however much of the period happened to be left, and says nothing.
    ///
    /// While the display paces presents, a frame that began in time for the refresh after the
    /// previous present but returned half a period or more past it missed that refresh, and the
    /// lead grows by an eighth of a period.
    package mutating func recordPresent(frameStart: Double, presentStart: Double, returned: Double) {
        defer { lastPresentReturn = returned }
        guard let previous = lastPresentReturn else { return }
        if mode == .probing, frameStart - previous <= 0.001 {
            recordPresent(duration: returned - presentStart)
            return
        }
        guard mode == .display else { return }
        let refresh = previous + period
        guard frameStart < refresh else { return }
        if returned >= refresh + period / 2 {
            inputLead = min(period, inputLead + period / 8)
            framesOnTime = 0
        } else {
            framesOnTime += 1
            if framesOnTime >= Self.framesBeforeShorterLead {
                inputLead = max(initialInputLead, inputLead - period / 16)
                framesOnTime = 0
            }
        }
    }

    /// How long to sleep, after presenting a frame at `now`, before the next frame may read
    /// input. While the display paces presents: until `inputLead` before the next refresh.
    /// Otherwise frames are due one period after the previous one was due, not after it was
    /// presented, so the time spent drawing does not stretch the period. The first frame after
    /// a rest, or one more than a period late, starts a new schedule at `now` instead of being
    /// followed by a burst of catch-up frames.
    package mutating func delayBeforeNextFrame(now: Double) -> Double {
        switch mode {
        case .probing: return 0
        case .display:
            guard let lastPresentReturn else { return 0 }
            return max(0, lastPresentReturn + period - inputLead - now)
        case .sleep: break
        }
        var due = lastDue ?? now
        if now > due + period { due = now }
        let next = due + period
        lastDue = next
        return max(0, next - now)
    }
}
