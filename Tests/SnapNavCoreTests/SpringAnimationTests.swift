import SnapNavCore
import XCTest

final class SpringAnimationTests: XCTestCase {
    func testCriticallyDampedSpringLandsExactlyOnTarget() {
        let spring = SpringAnimation(from: 200, to: 360, initialVelocity: 0, startTime: 0, parameters: .default)
        XCTAssertFalse(spring.isFinished(at: 0.1))
        XCTAssertTrue(spring.isFinished(at: 2))
        XCTAssertEqual(spring.value(at: 2), 360)
        XCTAssertEqual(spring.velocity(at: 2), 0)
    }

    func testSpringDoesNotOvershootWithoutVelocity() {
        let spring = SpringAnimation(from: 0, to: 360, initialVelocity: 0, startTime: 0, parameters: .default)
        var previous = 0.0
        for frame in 1...120 {
            let value = spring.value(at: Double(frame) / 60)
            XCTAssertLessThanOrEqual(value, 360)
            XCTAssertGreaterThanOrEqual(value, previous, "frame \(frame) moved backwards")
            previous = value
        }
    }

    func testFastReleaseIsClampedAtTheTarget() {
        let spring = SpringAnimation(from: 300, to: 360, initialVelocity: 5000, startTime: 0, parameters: .default)
        for frame in 1...120 {
            XCTAssertLessThanOrEqual(spring.value(at: Double(frame) / 240), 360)
        }
        XCTAssertEqual(spring.value(at: 1), 360)
    }

    func testSpringStartsAtReleaseVelocity() {
        let spring = SpringAnimation(from: 100, to: 360, initialVelocity: 800, startTime: 5, parameters: .default)
        XCTAssertEqual(spring.value(at: 5), 100, accuracy: 1e-9)
        XCTAssertEqual(spring.velocity(at: 5), 800, accuracy: 1e-9)
        let h = 1e-6
        let numeric = (spring.value(at: 5 + h) - spring.value(at: 5)) / h
        XCTAssertEqual(numeric, 800, accuracy: 0.5)
    }

    func testCriticallyDampedClosedForm() {
        let parameters = SpringParameters(dampingRatio: 1, stiffness: 500, mass: 0.5)
        let spring = SpringAnimation(from: 0, to: 100, initialVelocity: 0, startTime: 0, parameters: parameters)
        let omega = (1000.0).squareRoot()
        let t = 0.05
        let expected = 100 - 100 * (1 + omega * t) * exp(-omega * t)
        XCTAssertEqual(spring.value(at: t), expected, accuracy: 1e-9)
    }

    func testUnderdampedAndOverdampedSpringsAlsoEndOnTarget() {
        for ratio in [0.5, 2.0] {
            let parameters = SpringParameters(dampingRatio: ratio, stiffness: 500, mass: 0.5)
            let spring = SpringAnimation(from: 0, to: 360, initialVelocity: 0, startTime: 0, parameters: parameters)
            XCTAssertEqual(spring.value(at: SpringAnimation.maximumDuration), 360, "ratio \(ratio)")
            XCTAssertLessThanOrEqual(spring.value(at: 0.02), 360)
        }
    }

    func testASpringHeldToACoarserPrecisionRestsWithinItSoonerAndLandsExactly() {
        func frames(to rest: Double) -> (count: Int, lastGap: Double) {
            let spring = SpringAnimation(
                from: 0, to: 360, initialVelocity: 0, startTime: 0, parameters: .default, restDistance: rest)
            let frame = spring.framesUntilFinished()
            XCTAssertEqual(spring.value(at: Double(frame) / 60), 360, "lands exactly")
            return (frame, 360 - spring.value(at: Double(frame - 1) / 60))
        }
        let fine = frames(to: SpringAnimation.restDistance)
        let page = frames(to: 0.36)
        XCTAssertLessThan(page.count, fine.count - 4, "the sub-pixel tail is no longer drawn")
        XCTAssertGreaterThanOrEqual(page.lastGap, 0.36, "the frame before resting was still outside the precision")
        XCTAssertLessThan(page.lastGap, 1, "the jump onto the target is under a point")
    }

    func testANonsensicalPrecisionFallsBackToTheDefault() {
        for rest in [0, -1, Double.nan, Double.infinity] {
            let spring = SpringAnimation(
                from: 0, to: 360, initialVelocity: 0, startTime: 0, parameters: .default, restDistance: rest)
            XCTAssertEqual(spring.restDistance, SpringAnimation.restDistance, "\(rest)")
        }
    }
}
