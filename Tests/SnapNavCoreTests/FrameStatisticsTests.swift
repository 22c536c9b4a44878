import SnapNavCore
import XCTest

final class FrameStatisticsTests: XCTestCase {
    func testOnlyTheMostRecentIntervalsAreKeptSoMemoryStaysFixed() {
        var statistics = FrameStatistics()
        let total = FrameStatistics.retainedIntervals * 2 + 500
        // Hours of animation at 60 Hz, then a stretch at 30 Hz that the median must reflect.
        for frame in 0...total {
            statistics.recordFrame(at: Double(frame) / 60, moving: true)
        }
        var time = Double(total) / 60
        for _ in 0..<FrameStatistics.retainedIntervals * 2 / 3 {
            time += 1.0 / 30
            statistics.recordFrame(at: time, moving: true)
        }
        XCTAssertEqual(statistics.intervals.count, FrameStatistics.retainedIntervals)
        XCTAssertEqual(statistics.animationFrames, total + FrameStatistics.retainedIntervals * 2 / 3)
        XCTAssertEqual(statistics.medianInterval ?? 0, 1.0 / 30, accuracy: 1e-9)
        XCTAssertTrue(statistics.summary.contains("animationFrames=\(statistics.animationFrames) "))
    }

    func testFramesAtRestAreCountedWithoutIntervals() {
        var statistics = FrameStatistics()
        statistics.recordFrame(at: 0, moving: false)
        statistics.recordFrame(at: 5, moving: false)
        XCTAssertEqual(statistics.frames, 2)
        XCTAssertEqual(statistics.animationFrames, 0)
        XCTAssertNil(statistics.medianInterval)
    }
}
