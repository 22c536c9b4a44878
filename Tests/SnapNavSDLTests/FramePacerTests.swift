import SnapNavSDL
import XCTest

final class FramePacerTests: XCTestCase {
    func testTheFrameAfterARestWaitsOnePeriod() {
        var pacer = FramePacer(refreshRate: 60)
        XCTAssertEqual(pacer.delayBeforeNextFrame(now: 10), 1.0 / 60, accuracy: 1e-12)
    }

    func testDrawingTimeDoesNotStretchThePeriod() {
        var pacer = FramePacer(refreshRate: 50)
        var now = 1.0
        var presents: [Double] = []
        for _ in 0..<5 {
            now += 0.004  // each frame takes 4 ms to draw and present
            presents.append(now)
            now += pacer.delayBeforeNextFrame(now: now)
        }
        let intervals = zip(presents.dropFirst(), presents).map { $0 - $1 }
        // The schedule starts at the first present, so only the first interval holds a drawing time.
        XCTAssertEqual(intervals[0], 0.024, accuracy: 1e-9)
        for interval in intervals.dropFirst() { XCTAssertEqual(interval, 0.02, accuracy: 1e-9) }
    }

    func testAFrameMoreThanAPeriodLateStartsANewScheduleWithoutCatchingUp() {
        var pacer = FramePacer(refreshRate: 100)
        _ = pacer.delayBeforeNextFrame(now: 0)
        XCTAssertEqual(pacer.delayBeforeNextFrame(now: 0.025), 0.01, accuracy: 1e-12, "late: one period from now")
        XCTAssertEqual(pacer.delayBeforeNextFrame(now: 0.036), 0.009, accuracy: 1e-12, "back on the new schedule")
    }

    func testResetForgetsTheSchedule() {
        var pacer = FramePacer(refreshRate: 100)
        _ = pacer.delayBeforeNextFrame(now: 0)
        pacer.reset()
        XCTAssertEqual(pacer.delayBeforeNextFrame(now: 0.005), 0.01, accuracy: 1e-12)
    }

    func testAnUnknownRefreshRateMeansSixtyHertz() {
        XCTAssertEqual(FramePacer(refreshRate: 0).period, 1.0 / 60, accuracy: 1e-12)
        XCTAssertEqual(FramePacer(refreshRate: .nan).period, 1.0 / 60, accuracy: 1e-12)
    }

    /// A model display: each present blocks until the next refresh after `drawing` seconds of
    /// work, as vsync does, or returns at once, as on Xvfb's software path or the dummy driver.
    func presentDurations(refreshRate: Double, vsync: Bool, drawing: Double, frames: Int) -> [Double] {
        let period = 1 / refreshRate
        var now = 0.0
        var durations: [Double] = []
        for _ in 0..<frames {
            now += drawing
            let done = vsync ? (now / period).rounded(.up) * period : now
            durations.append(done - now)
            now = done
        }
        return durations
    }

    func testPresentsThatWaitForTheDisplayPaceTheFramesWithoutSleeping() {
        for rate in [60.0, 120, 144] {
            var pacer = FramePacer(refreshRate: rate, vsyncRequested: true)
            XCTAssertEqual(pacer.mode, .probing)
            for duration in presentDurations(refreshRate: rate, vsync: true, drawing: 0.0009, frames: 8) {
                XCTAssertEqual(pacer.delayBeforeNextFrame(now: 0), 0, "no sleeping while it measures")
                pacer.recordPresent(duration: duration)
            }
            XCTAssertEqual(pacer.mode, .display, "\(rate) Hz")
            XCTAssertEqual(pacer.delayBeforeNextFrame(now: 1), 0)
            XCTAssertEqual(pacer.period, 1 / rate, accuracy: 1e-12, "the display's own rate, not 60")
        }
    }

    func testPresentsThatReturnAtOnceFallBackToSleeping() {
        var pacer = FramePacer(refreshRate: 60, vsyncRequested: true)
        for duration in presentDurations(refreshRate: 60, vsync: false, drawing: 0.0009, frames: 8) {
            pacer.recordPresent(duration: duration)
        }
        XCTAssertEqual(pacer.mode, .sleep)
        XCTAssertEqual(pacer.delayBeforeNextFrame(now: 1), 1.0 / 60, accuracy: 1e-12)
    }

    func testACompositorsFirstBufferedPresentsDoNotDecide() {
        // Two presents return at once into free buffers; then each waits for the display.
        var pacer = FramePacer(refreshRate: 60, vsyncRequested: true)
        for duration in [0.0001, 0.0002] + Array(repeating: 0.0158, count: 6) {
            pacer.recordPresent(duration: duration)
        }
        XCTAssertEqual(pacer.mode, .display)
    }

    func testWithoutVsyncAskedForThePacerSleepsFromTheStart() {
        XCTAssertEqual(FramePacer(refreshRate: 60).mode, .sleep)
    }

    // MARK: Reading input late while the display paces presents

    /// A pacer that has probed a display pacing presents at `rate`.
    func displayPacedPacer(rate: Double = 60) -> FramePacer {
        var pacer = FramePacer(refreshRate: rate, vsyncRequested: true)
        for duration in presentDurations(refreshRate: rate, vsync: true, drawing: 0.0009, frames: 8) {
            pacer.recordPresent(duration: duration)
        }
        XCTAssertEqual(pacer.mode, .display)
        return pacer
    }

    /// Runs the app's loop against a model display refreshing every `period` from time 0:
    /// each frame reads input, works for `work(frame)` seconds, and its present blocks until
    /// the next refresh. Returns, per frame, when it read input and when its present returned.
    func runLoop(
        _ pacer: inout FramePacer, frames: Int, work: (Int) -> Double
    ) -> [(start: Double, returned: Double)] {
        let period = pacer.period
        var now = 0.0001
        var frameTimes: [(start: Double, returned: Double)] = []
        for frame in 0..<frames {
            let start = now
            now += work(frame)
            let returned = (now / period).rounded(.up) * period
            pacer.recordPresent(frameStart: start, presentStart: now, returned: returned)
            frameTimes.append((start, returned))
            now = returned + 0.00005
            now += pacer.delayBeforeNextFrame(now: now)
        }
        return frameTimes
    }

    func testWhileTheDisplayPacesPresentsInputIsReadALeadBeforeEachRefresh() {
        var pacer = displayPacedPacer()
        XCTAssertEqual(pacer.inputLead, 1.0 / 240, accuracy: 1e-12, "a quarter period at 60 Hz")
        let frames = runLoop(&pacer, frames: 60) { _ in 0.001 }
        for (start, returned) in frames.dropFirst() {
            XCTAssertEqual(returned - start, pacer.inputLead, accuracy: 1e-9, "input read a lead before the refresh")
        }
        let intervals = zip(frames.dropFirst(), frames).map { $0.returned - $1.returned }
        for interval in intervals { XCTAssertEqual(interval, pacer.period, accuracy: 1e-9, "no refresh missed") }
    }

    func testAtHighRatesTheLeadIsThreeMilliseconds() {
        XCTAssertEqual(displayPacedPacer(rate: 144).inputLead, 0.003, accuracy: 1e-12)
        XCTAssertEqual(displayPacedPacer(rate: 500).inputLead, 0.002, accuracy: 1e-12, "never more than a period")
    }

    func testFramesThatMissTheirRefreshLengthenTheLeadUntilTheyFit() {
        var pacer = displayPacedPacer()
        // Each frame works 7 ms, more than the 4.2 ms lead it starts with.
        let frames = runLoop(&pacer, frames: 200) { _ in 0.007 }
        XCTAssertGreaterThan(pacer.inputLead, 0.007)
        XCTAssertLessThanOrEqual(pacer.inputLead, pacer.period)
        let late = zip(frames.dropFirst(), frames).suffix(100).filter { $0.returned - $1.returned > 1.5 * pacer.period }
        XCTAssertEqual(late.count, 0, "once the lead covers the work, every refresh is made")
    }

    func testALongRunOnTimeShortensTheLeadBackButNotBelowWhereItStarted() {
        var pacer = displayPacedPacer()
        _ = runLoop(&pacer, frames: 10) { _ in 0.012 }
        let lengthened = pacer.inputLead
        XCTAssertGreaterThan(lengthened, 0.012)
        _ = runLoop(&pacer, frames: FramePacer.framesBeforeShorterLead) { _ in 0.001 }
        XCTAssertLessThan(pacer.inputLead, lengthened, "a step shorter after a run on time")
        _ = runLoop(&pacer, frames: FramePacer.framesBeforeShorterLead * 20) { _ in 0.001 }
        XCTAssertEqual(pacer.inputLead, 1.0 / 240, accuracy: 1e-12)
    }

    func testAMissAfterARestDoesNotCount() {
        var pacer = displayPacedPacer()
        pacer.recordPresent(frameStart: 0, presentStart: 0.001, returned: 1.0 / 60)
        // The next frame begins seconds later, from rest: it had no refresh to make.
        pacer.recordPresent(frameStart: 5.0001, presentStart: 5.012, returned: 5.0 + 2.0 / 60)
        XCTAssertEqual(pacer.inputLead, 1.0 / 240, accuracy: 1e-12)
    }

    func testOnlyFramesBegunAsThePreviousPresentReturnedAreProbed() {
        var pacer = FramePacer(refreshRate: 60, vsyncRequested: true)
        var returned = 0.0
        // Frames begun from rest, well after the last present: their presents block for
        // whatever was left of the period, which says nothing about the display.
        for frame in 1...20 {
            let start = returned + 0.5
            returned = (Double(frame) * 31 + 0.999) / 60
            pacer.recordPresent(frameStart: start, presentStart: returned - 0.0001, returned: returned)
        }
        XCTAssertEqual(pacer.mode, .probing)
        // Frames back to back, as an animation's or a fast drag's.
        for _ in 1...8 {
            let start = returned + 0.0002
            let next = returned + 1.0 / 60
            pacer.recordPresent(frameStart: start, presentStart: start + 0.001, returned: next)
            returned = next
        }
        XCTAssertEqual(pacer.mode, .display)
    }
}
