import SnapNavCore
import XCTest

/// Each way of writing a spring, converted by its published formula, each way: the numbers
/// here are worked out from the formulas in the test, not read back from the converter.
final class SpringFormsTests: XCTestCase {
    let pi = Double.pi

    /// Stiffness, damping coefficient and mass of `spring`, the three numbers every formula
    /// below is stated in.
    func physical(_ spring: SpringParameters) -> (k: Double, c: Double, m: Double) {
        (spring.stiffness, 2 * spring.dampingRatio * (spring.stiffness * spring.mass).squareRoot(), spring.mass)
    }

    func assertSpring(
        _ spring: SpringParameters, k: Double, c: Double, m: Double, file: StaticString = #filePath, line: UInt = #line
    ) {
        let (sk, sc, sm) = physical(spring)
        XCTAssertEqual(sk, k, accuracy: 1e-9 * max(1, k), "stiffness", file: file, line: line)
        XCTAssertEqual(sc, c, accuracy: 1e-9 * max(1, c), "damping", file: file, line: line)
        XCTAssertEqual(sm, m, accuracy: 1e-12, "mass", file: file, line: line)
    }

    func assertValues(
        _ form: SpringForm?, _ expected: [Double], accuracy: Double = 1e-9, file: StaticString = #filePath,
        line: UInt = #line
    ) {
        guard let values = form?.values, values.count == expected.count else {
            return XCTFail("\(String(describing: form)) is not \(expected)", file: file, line: line)
        }
        for (value, wanted) in zip(values, expected) {
            XCTAssertEqual(value, wanted, accuracy: accuracy * max(1, abs(wanted)), file: file, line: line)
        }
    }

    func testFigmasPresetsAreItsPublishedNumbers() {
        assertSpring(SpringForm.preset(.gentle).parameters, k: 100, c: 15, m: 1)
        assertSpring(SpringForm.preset(.quick).parameters, k: 300, c: 20, m: 1)
        assertSpring(SpringForm.preset(.bouncy).parameters, k: 600, c: 15, m: 1)
        assertSpring(SpringForm.preset(.slow).parameters, k: 80, c: 20, m: 1)
        for preset in SpringPreset.allCases {
            XCTAssertEqual(SpringForm(preset.parameters, as: .preset), .preset(preset))
        }
        XCTAssertNil(SpringForm(.default, as: .preset), "the default settle is no preset")
    }

    func testStiffnessDampingAndMassBothWays() {
        assertSpring(SpringForm.physical(stiffness: 230, damping: 18, mass: 2).parameters, k: 230, c: 18, m: 2)
        // SnapNav's default: ζ 1, k 500, m 0.5 is c = 2·1·√(500·0.5) = 2√250.
        assertValues(SpringForm(.default, as: .physical), [500, 2 * 250.0.squareRoot(), 0.5])
    }

    func testSwiftUIResponseAndDampingFractionBothWays() {
        // k = m(2π/response)², c = 4π·ζ·m/response, m = 1.
        let response = 0.55
        let zeta = 0.825
        assertSpring(
            SpringForm.response(response: response, dampingFraction: zeta).parameters,
            k: pow(2 * pi / response, 2), c: 4 * pi * zeta / response, m: 1)
        // Bouncy: response 2π/√600, fraction 15/(2√600).
        assertValues(
            SpringForm(SpringPreset.bouncy.parameters, as: .response),
            [2 * pi / 600.0.squareRoot(), 15 / (2 * 600.0.squareRoot())])
        // A spring of another mass moves as the unit-mass spring of its ω and ζ.
        let heavy = SpringParameters(dampingRatio: 0.5, stiffness: 800, mass: 2)
        assertValues(SpringForm(heavy, as: .response), [2 * pi / (800.0 / 2).squareRoot(), 0.5])
    }

    func testIOS17DurationAndBounceBothWays() {
        // mass 1, stiffness (2π/duration)², damping (1 − bounce)·4π/duration for bounce ≥ 0 …
        assertSpring(
            SpringForm.perceptual(duration: 0.5, bounce: 0.3).parameters, k: pow(2 * pi / 0.5, 2),
            c: (1 - 0.3) * 4 * pi / 0.5, m: 1)
        // … and 4π/(duration·(1 + bounce)) below 0.
        assertSpring(
            SpringForm.perceptual(duration: 0.4, bounce: -0.25).parameters, k: pow(2 * pi / 0.4, 2),
            c: 4 * pi / (0.4 * (1 - 0.25)), m: 1)
        assertValues(
            SpringForm(SpringForm.perceptual(duration: 0.5, bounce: 0.3).parameters, as: .perceptual), [0.5, 0.3])
        assertValues(
            SpringForm(SpringForm.perceptual(duration: 0.4, bounce: -0.25).parameters, as: .perceptual), [0.4, -0.25])
        assertValues(
            SpringForm(SpringParameters(dampingRatio: 1, stiffness: 100, mass: 1), as: .perceptual), [2 * pi / 10, 0])
    }

    func testOrigamiTensionAndFrictionBothWays() {
        // k = (T − 30)·3.62 + 194, c = (F − 8)·3 + 25: Rebound's default, 40 and 7, is 230.2 and 22.
        assertSpring(SpringForm.origami(tension: 40, friction: 7).parameters, k: 230.2, c: 22, m: 1)
        assertSpring(SpringForm.origami(tension: 120, friction: 12).parameters, k: 519.8, c: 37, m: 1)
        assertValues(SpringForm(SpringForm.origami(tension: 40, friction: 7).parameters, as: .origami), [40, 7])
        assertValues(
            SpringForm(SpringPreset.quick.parameters, as: .origami), [(300 - 194) / 3.62 + 30, (20 - 25) / 3.0 + 8])
    }

    /// Rebound's `BouncyConversion` and `OrigamiValueConverter`, as its Java source states them.
    func rebound(bounciness: Double, speed: Double) -> (k: Double, c: Double) {
        func normalize(_ value: Double, _ start: Double, _ end: Double) -> Double { (value - start) / (end - start) }
        func project(_ n: Double, _ start: Double, _ end: Double) -> Double { start + n * (end - start) }
        func noBounce(_ x: Double) -> Double {
            if x <= 18 { return 0.0007 * pow(x, 3) - 0.031 * pow(x, 2) + 0.64 * x + 1.28 }
            if x <= 44 { return 0.000044 * pow(x, 3) - 0.006 * pow(x, 2) + 0.36 * x + 2 }
            return 0.00000045 * pow(x, 3) - 0.000332 * pow(x, 2) + 0.1078 * x + 5.84
        }
        let b = project(normalize(bounciness / 1.7, 0, 20), 0, 0.8)
        let s = normalize(speed / 1.7, 0, 20)
        let tension = project(s, 0.5, 200)
        let t = 2 * b - b * b
        let friction = t * 0.01 + (1 - t) * noBounce(tension)
        return ((tension - 30) * 3.62 + 194, (friction - 8) * 3 + 25)
    }

    func testOrigamiBouncinessAndSpeedBothWays() {
        for (bounciness, speed) in [(5.0, 10.0), (10, 20), (0, 12), (20, 6), (8, 30)] {
            let (k, c) = rebound(bounciness: bounciness, speed: speed)
            let spring = SpringForm.bouncy(bounciness: bounciness, speed: speed).parameters
            assertSpring(spring, k: k, c: c, m: 1)
            assertValues(SpringForm(spring, as: .bouncy), [bounciness, speed], accuracy: 1e-7)
        }
        XCTAssertNil(
            SpringForm(SpringParameters(dampingRatio: 5, stiffness: 300, mass: 1), as: .bouncy),
            "damped harder than Origami's no bounce, no bounciness says it")
    }

    func testEveryFormRoundTripsThroughEveryOther() throws {
        let spring = SpringParameters(dampingRatio: 0.62, stiffness: 410, mass: 1)
        for kind in SpringForm.Kind.allCases where kind != .preset {
            let form = try XCTUnwrap(SpringForm(spring, as: kind), "\(kind)")
            XCTAssertTrue(SpringForms.moveAlike(form.parameters, spring), "\(kind): \(form)")
            XCTAssertEqual(SpringForm(kind, values: form.values), form)
        }
    }

    func testOvershootAndSettlingTimeFollowTheDampedOscillator() {
        let bouncy = SpringPreset.bouncy.parameters
        let zeta = 15 / (2 * 600.0.squareRoot())
        XCTAssertEqual(bouncy.overshoot, exp(-pi * zeta / (1 - zeta * zeta).squareRoot()), accuracy: 1e-12)
        XCTAssertEqual(SpringPreset.slow.parameters.overshoot, 0, "overdamped: none")
        // Critically damped from rest: (1 + ωt)e^(−ωt) = 0.001 at the settling time.
        let critical = SpringParameters(dampingRatio: 1, stiffness: 100, mass: 1)
        let t = critical.settlingTime()
        XCTAssertEqual((1 + 10 * t) * exp(-10 * t), 0.001, accuracy: 1e-9)
    }
}
