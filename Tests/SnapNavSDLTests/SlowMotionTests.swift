import CSDL2
import SnapNavCore
import XCTest

@testable import SnapNavSDL

final class SlowMotionTests: XCTestCase {
    func makeHarness(slow factor: Double?) throws -> HeadlessApp {
        let directory = try temporaryDirectory(for: self)
        let configPath = directory + "/config.json"
        try toolTestConfiguration().write(toFile: configPath, atomically: true, encoding: .utf8)
        let harness = try HeadlessApp(configPath: configPath)
        var options = ToolOptions()
        options.slowMotionFactor = factor
        try harness.app.setUpTools(options, source: nil)
        return harness
    }

    func settleFrames(slow factor: Double?) throws -> Int {
        let harness = try makeHarness(slow: factor)
        harness.drag(from: (300, 320), to: (120, 320))
        let frames = harness.framesUntilAtRest()
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "stories")
        XCTAssertEqual(harness.app.navigator.horizontal.offset, 720, "lands exactly on the page")
        return frames
    }

    func testTheSettleTakesFactorTimesAsManyFrames() throws {
        let normal = try settleFrames(slow: nil)
        let slow = try settleFrames(slow: 10)
        XCTAssertGreaterThan(normal, 5)
        // Both settles end on the first 60 Hz frame at or after their end, so the slow one
        // takes 10 × the normal duration rounded up to a frame.
        XCTAssertGreaterThan(slow, 10 * (normal - 1))
        XCTAssertLessThanOrEqual(slow, 10 * normal)
    }

    func testDragsFollowThePointerOneToOneInSlowMotion() throws {
        var offsets: [[Double]] = []
        for factor in [nil, 10.0] {
            let harness = try makeHarness(slow: factor)
            XCTAssertEqual(harness.app.tools.tuning.isSlowMotion, factor != nil)
            harness.pushMouseButton(down: true, x: 300, y: 320)
            harness.app.processEvents()
            var seen: [Double] = []
            for x in stride(from: Int32(280), through: 100, by: -30) {
                harness.clock.advance(by: 0.016)
                harness.pushMouseMotion(x: x, y: 320)
                harness.app.processEvents()
                harness.app.navigator.step()
                seen.append(harness.app.navigator.horizontal.offset)
            }
            offsets.append(seen)
        }
        XCTAssertEqual(offsets[0], offsets[1])
        let steps = zip(offsets[1].dropFirst(), offsets[1]).map { $0 - $1 }
        XCTAssertEqual(steps, Array(repeating: 30, count: steps.count), "each 30 pt of pointer moves the content 30 pt")
    }

    func testSTogglesSlowMotionOnlyWhileTheOverlayIsOpenSoWASDStillNavigates() throws {
        let harness = try makeHarness(slow: nil)
        harness.press(SDLK_s)
        harness.framesUntilAtRest()
        XCTAssertEqual(
            harness.app.navigator.currentPanel.identifier, "memories", "S pages down with the overlay closed")
        XCTAssertFalse(harness.app.tools.tuning.isSlowMotion)

        harness.press(SDLK_h)
        XCTAssertTrue(harness.app.tools.tuning.session.isOverlayVisible)
        harness.press(SDLK_s)
        XCTAssertTrue(harness.app.tools.tuning.isSlowMotion)
        XCTAssertEqual(harness.app.animationClock.factor, ToolOptions.defaultSlowMotionFactor)
        XCTAssertFalse(harness.app.navigator.isAnimating, "S did not page while the overlay was open")
        harness.press(SDLK_s)
        XCTAssertFalse(harness.app.tools.tuning.isSlowMotion)

        harness.press(SDLK_h)
        XCTAssertFalse(harness.app.tools.tuning.session.isOverlayVisible)
        harness.press(SDLK_w)
        harness.framesUntilAtRest()
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "camera", "W pages up again")
    }

    func testTurningSlowMotionOnMidSettleSlowsItWithoutAJump() throws {
        let harness = try makeHarness(slow: nil)
        harness.press(SDLK_d)
        harness.run(seconds: 0.05)
        let before = harness.app.navigator.horizontal.offset
        harness.press(SDLK_h)
        harness.press(SDLK_s)
        harness.app.navigator.step()
        XCTAssertEqual(harness.app.navigator.horizontal.offset, before, "no jump when the factor changes")
        harness.run(seconds: 0.1)
        XCTAssertLessThan(harness.app.navigator.horizontal.offset - before, 60)
        XCTAssertTrue(harness.app.navigator.isAnimating)
    }
}
