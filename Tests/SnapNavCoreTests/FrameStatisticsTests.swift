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

    func testFramesShowingAPlaceholderAreCountedAndSaid() {
        var statistics = FrameStatistics()
        statistics.recordFrame(at: 0, moving: true, placeholders: true)
        statistics.recordFrame(at: 1.0 / 60, moving: true)
        statistics.recordFrame(at: 2.0 / 60, moving: false, placeholders: true)
        XCTAssertEqual(statistics.placeholderFrames, 2)
        XCTAssertTrue(statistics.summary.hasSuffix(" placeholderFrames=2"), statistics.summary)
        XCTAssertEqual(FrameStatistics().summary, "frames=0 animationFrames=0 placeholderFrames=0")
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
