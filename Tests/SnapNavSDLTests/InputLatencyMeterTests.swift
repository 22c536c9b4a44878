import CSDL2
import SnapNavSDL
import XCTest

final class InputLatencyMeterTests: XCTestCase {
    func testEachPendingEventIsMeasuredToTheNextPresent() {
        var meter = InputLatencyMeter()
        meter.inputHandled(timestamp: 100)
        meter.inputHandled(timestamp: 105)
        meter.framePresented(atTicks: 117)
        meter.framePresented(atTicks: 134)
        XCTAssertEqual(meter.latencies.count, 2, "a present with nothing pending measures nothing")
        XCTAssertEqual(meter.latencies[0], 0.017, accuracy: 1e-9)
        XCTAssertEqual(meter.latencies[1], 0.012, accuracy: 1e-9)
    }

    func testLatencySurvivesTheTickCounterWrappingAround() {
        var meter = InputLatencyMeter()
        meter.inputHandled(timestamp: UInt32.max - 2)
        meter.framePresented(atTicks: 3)
        XCTAssertEqual(meter.latencies, [0.006])
    }

    func testTheFrameLoopMeasuresEveryDragEventItPresents() throws {
        let harness = try HeadlessApp()
        harness.app.scheduler.inputLatency = InputLatencyMeter()
        harness.pushMouseButton(down: true, x: 300, y: 320)
        harness.pushMouseMotion(x: 250, y: 320)
        harness.pushMouseMotion(x: 200, y: 320)
        try harness.app.run(frameLimit: 1)
        let latencies = try XCTUnwrap(harness.app.scheduler.inputLatency?.latencies)
        XCTAssertEqual(latencies.count, 3, "the press and both motions are shown by the one frame")
        for latency in latencies { XCTAssertGreaterThanOrEqual(latency, 0) }
    }
}
