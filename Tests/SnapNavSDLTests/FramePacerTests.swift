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
}
