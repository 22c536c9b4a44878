import SnapNavCore
import XCTest

/// The overlay's meter: velocity, frame time and rate from the frames presented.
final class MotionMeterTests: XCTestCase {
    func testVelocityAndFrameTimeComeFromTheLastTwoFrames() {
        var meter = MotionMeter()
        meter.recordFrame(at: 10, offset: Point(x: 360, y: 0))
        XCTAssertEqual(meter.velocity, .zero)
        XCTAssertNil(meter.frameTime)
        meter.recordFrame(at: 10.016, offset: Point(x: 344, y: 8))
        XCTAssertEqual(meter.velocity.x, -1000, accuracy: 1e-6)
        XCTAssertEqual(meter.velocity.y, 500, accuracy: 1e-6)
        XCTAssertEqual(meter.frameTime ?? 0, 0.016, accuracy: 1e-9)
    }

    func testAFrameAfterARestIsNoFrameTime() {
        var meter = MotionMeter()
        meter.recordFrame(at: 1, offset: .zero)
        meter.recordFrame(at: 3, offset: Point(x: 10, y: 0))
        XCTAssertNil(meter.frameTime, "two seconds of rest between them")
        XCTAssertEqual(meter.velocity.x, 5, accuracy: 1e-9)
    }

    func testTheSameMomentAgainMeasuresNothing() {
        var meter = MotionMeter()
        meter.recordFrame(at: 1, offset: .zero)
        meter.recordFrame(at: 1.02, offset: Point(x: 20, y: 0))
        meter.recordFrame(at: 1.02, offset: Point(x: 99, y: 0))
        XCTAssertEqual(meter.velocity.x, 1000, accuracy: 1e-6)
        XCTAssertEqual(meter.framesPerSecond(at: 1.02) ?? 0, 50, accuracy: 1e-6)
    }

    func testTheRateCountsTheLastSecondOnly() {
        var meter = MotionMeter()
        XCTAssertNil(meter.framesPerSecond(at: 0))
        for frame in 0...120 { meter.recordFrame(at: Double(frame) / 60, offset: .zero) }
        XCTAssertEqual(meter.framesPerSecond(at: 2) ?? 0, 60, accuracy: 1e-6)
        meter.recordFrame(at: 10, offset: .zero)
        XCTAssertNil(meter.framesPerSecond(at: 10), "one frame in the last second")
    }
}
