import CSDL2
import SnapNavCore

/// When the app draws: whether something changed that the next frame must show, how animation
/// frames are paced to the display, and what the frames presented so far measured.
package final class FrameScheduler {
    /// Counts of frames presented and the intervals between animation frames.
    package private(set) var statistics = FrameStatistics()
    /// When set, measures the time from each input event to the present that shows it.
    package var inputLatency: InputLatencyMeter?
    /// How many frames the pacing probe presented before the window took input, and in how
    /// many seconds; nil until it has run (and when no probe is needed, as headless).
    package internal(set) var pacingProbe: (frames: Int, seconds: Double)?
    /// Called once, right after the first frame is presented.
    package var firstFramePresented: (() -> Void)?
    /// Whether something changed that the next frame must show.
    var needsDisplay = true
    /// Whether the panels one swipe away were prepared since the last frame.
    var neighboursPrepared = false
    private var pacer: FramePacer
    /// Waits the given seconds: between animation frames, and until a replayed event is due.
    let sleep: (Double) -> Void

    /// A scheduler pacing to `pacer`, waiting between animation frames with `sleep`.
    init(pacer: FramePacer, sleep: @escaping (Double) -> Void) {
        self.pacer = pacer
        self.sleep = sleep
    }

    /// How many frames have been presented.
    package var framesPresented: Int { statistics.frames }

    /// How animation frames are paced: "display" when presents wait for the display's refresh,
    /// "sleep" when the app sleeps between them, "probing" until it has measured which.
    package var pacing: String {
        switch pacer.mode {
        case .probing: return "probing"
        case .display: return "display"
        case .sleep: return "sleep"
        }
    }

    /// Whether the pacer still measures whether the display paces presents.
    private var isProbing: Bool { pacer.mode == .probing }

    /// A frame was skipped because nothing changed: the next animation frame starts a new run.
    func frameSkipped() { pacer.reset() }

    /// Records a presented frame: its timings for the pacer, the latency meter and the
    /// statistics (`moving` without input, showing new `placeholders`). The frame shows every
    /// change so far, and the neighbours are to be prepared again at the next rest.
    func framePresented(
        frameStart: Double, presentStart: Double, returned: Double, moving: Bool, placeholders: Bool
    ) {
        pacer.recordPresent(frameStart: frameStart, presentStart: presentStart, returned: returned)
        inputLatency?.framePresented(atTicks: SDL_GetTicks())
        statistics.recordFrame(at: returned, moving: moving, placeholders: placeholders)
        needsDisplay = false
        neighboursPrepared = false
        if statistics.frames == 1, let firstFramePresented {
            self.firstFramePresented = nil
            firstFramePresented()
        }
    }

    /// Presents the opening frame again, back to back, with `present`, until the pacer knows
    /// whether the display paces presents: about eight periods, before anyone can touch the
    /// window. Probing later, on the first swipe, would leave that swipe's frames reading input
    /// a whole period before they show. `present` returns false, presenting nothing, to stop
    /// (a quit was asked for).
    func probePacing(clock: Clock, present: () -> Bool) {
        let started = clock.now
        var frames = 0
        while isProbing && frames <= FramePacer.probeCount * 2 && present() { frames += 1 }
        pacingProbe = (frames, clock.now - started)
    }

    /// Waits until the next animation frame is due, as the pacer has it.
    func waitForNextFrame(now: Double) { sleep(pacer.delayBeforeNextFrame(now: now)) }
}
