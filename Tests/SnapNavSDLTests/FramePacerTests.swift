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
}
