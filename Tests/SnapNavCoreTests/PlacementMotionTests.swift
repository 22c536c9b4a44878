import SnapNavCore
import XCTest

/// The panels moving between frames, as the bars over them follow it.
final class PlacementMotionTests: XCTestCase {
    private func makeDriver() throws -> CrossDriver {
        let clock = ManualClock()
        let configuration = try Configuration.parse(CrossFixture.json(), file: "cross.json")
        let navigator = SwipeNavigator(configuration: configuration, viewport: CrossFixture.viewport, clock: clock)
        return CrossDriver(navigator, clock: clock)
    }

    func testNothingMovesAtRestOrOnTheFirstFrame() throws {
        let driver = try makeDriver()
        var motion = PlacementMotion()
        XCTAssertFalse(motion.moved(to: driver.navigator.layOutFrame()), "the first frame has nothing before it")
        for _ in 0..<3 {
            XCTAssertFalse(motion.moved(to: driver.navigator.layOutFrame()), "at rest")
        }
    }

    func testEveryFrameOfASwipeMovesAndTheFrameAfterItSettledDoesNot() throws {
        let driver = try makeDriver()
        var motion = PlacementMotion()
        _ = motion.moved(to: driver.navigator.layOutFrame())
        for delta in [Point(x: -150, y: 0), Point(x: 0, y: 200)] {
            var frames = 0
            var moving = 0
            driver.drag(by: delta) {
                frames += 1
                if motion.moved(to: driver.navigator.layOutFrame()) { moving += 1 }
            }
            XCTAssertEqual(moving, frames, "each move of a drag by \(delta) moves the panels")
            driver.settle {
                XCTAssertTrue(motion.moved(to: driver.navigator.layOutFrame()), "settling after \(delta)")
            }
            XCTAssertFalse(motion.moved(to: driver.navigator.layOutFrame()), "settled after \(delta)")
            driver.press(.home)
            _ = motion.moved(to: driver.navigator.layOutFrame())
        }
    }

    func testAPanelComingOrGoingCountsAsMotion() throws {
        let driver = try makeDriver()
        var motion = PlacementMotion()
        let atRest = driver.navigator.layOutFrame()
        XCTAssertEqual(atRest.placements.count, 1, "the camera alone at rest")
        _ = motion.moved(to: atRest)
        // A short drag: the camera moves and its neighbour's edge comes into view.
        driver.drag(by: Point(x: -40, y: 0), steps: 4, release: false)
        let nudged = driver.navigator.layOutFrame()
        XCTAssertEqual(nudged.placements.count, 2)
        XCTAssertTrue(motion.moved(to: nudged))
        XCTAssertTrue(motion.moved(to: atRest), "the neighbour gone again")
        XCTAssertFalse(motion.moved(to: atRest))
    }
}
