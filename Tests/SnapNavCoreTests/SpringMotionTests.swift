import SnapNavCore
import XCTest

/// The motion SnapNav plays for a link with each of Figma's presets, frame by frame on a manual
/// clock, against the damped harmonic oscillator worked out here from its textbook solution:
/// within a thousandth of the distance at every frame, overshoot and settling time included.
final class SpringMotionTests: XCTestCase {
    static let width = 360.0

    /// A cross whose camera pushes `detail` with `spring` (JSON text) when its top-left corner
    /// is tapped.
    func driver(spring: String) throws -> CrossDriver {
        try tapping(
            json: """
                { "start": "camera", "horizontal": ["camera"],
                  "panels": { "camera": { "hotspots": [{ "frame": [0, 0, 100, 100],
                                                         "tap": { "push": "detail", "spring": \(spring) } }] },
                              "detail": {} } }
                """)
    }

    /// A driver for `json` whose taps go to the hotspots.
    func tapping(json: String) throws -> CrossDriver {
        let driver = try CrossDriver(json: json)
        let navigator = driver.navigator
        navigator.onTap = { [unowned navigator] in navigator.handleHotspotTap(at: $0) }
        return driver
    }

    /// Where a push's screen is, `t` seconds after the tap, by the oscillator: it starts at
    /// rest a width to the right of its place, x(0) = L, x'(0) = 0.
    func oscillator(_ preset: SpringPreset, at t: Double) -> Double {
        let (k, c, m) = preset.stiffnessDampingMass
        let omega = (k / m).squareRoot()
        let zeta = c / (2 * (k * m).squareRoot())
        let l = Self.width
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return l * exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        return l * (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }

    /// The oscillator's overshoot, as a share of the distance: e^(−πζ/√(1−ζ²)), none when
    /// overdamped; and the time of its peak, π/ω_d.
    func formulaOvershoot(_ preset: SpringPreset) -> (share: Double, time: Double?) {
        let (k, c, m) = preset.stiffnessDampingMass
        let zeta = c / (2 * (k * m).squareRoot())
        guard zeta < 1 else { return (0, nil) }
        let omegaD = (k / m).squareRoot() * (1 - zeta * zeta).squareRoot()
        return (exp(-Double.pi * zeta / (1 - zeta * zeta).squareRoot()), Double.pi / omegaD)
    }

    /// The last time the oscillator is more than a thousandth of the distance from its place,
    /// found by sampling it every tenth of a millisecond.
    func formulaSettlingTime(_ preset: SpringPreset) -> Double {
        var last = 0.0
        for step in 0..<100_000 {
            let t = Double(step) * 0.0001
            if abs(oscillator(preset, at: t)) > Self.width * 0.001 { last = t }
        }
        return last
    }

    struct Measured {
        var maximumError = 0.0
        var overshoot = 0.0
        /// When it is first exactly in place.
        var landing: Double?
    }

    /// Taps the link and plays it at 60 Hz until it rests, comparing every frame.
    func play(_ preset: SpringPreset) throws -> Measured {
        let driver = try driver(spring: "\"\(preset.rawValue)\"")
        driver.tap(at: Point(x: 50, y: 50))
        let start = driver.clock.now
        var measured = Measured()
        while driver.navigator.isAnimating {
            driver.frames(1)
            let t = driver.clock.now - start
            let x = try XCTUnwrap(driver.navigator.screens.placements().last).placement.frame.minX
            measured.maximumError = max(measured.maximumError, abs(x - oscillator(preset, at: t)))
            measured.overshoot = max(measured.overshoot, -x)
            if x == 0, measured.landing == nil { measured.landing = t }
            XCTAssertLessThan(t, 5, "\(preset) never came to rest")
            if t > 5 { break }
        }
        return measured
    }

    func testEveryPresetPlaysTheOscillatorWithinAThousandthOfTheDistanceAtEveryFrame() throws {
        for preset in SpringPreset.allCases {
            let measured = try play(preset)
            let landing = try XCTUnwrap(measured.landing, "\(preset) never landed")
            let (share, _) = formulaOvershoot(preset)
            let settling = formulaSettlingTime(preset)
            print(
                "\(preset): overshoot \(measured.overshoot / Self.width * 100) % (formula \(share * 100) %, "
                    + "framed \(measured.overshoot) pt); lands at \(landing) s "
                    + "(formula \(settling) s, \(preset.parameters.settlingTime()) s by Core); "
                    + "largest error \(measured.maximumError) pt")
            XCTAssertLessThanOrEqual(measured.maximumError, Self.width * 0.001, "\(preset)")
            // Sampled at 60 Hz the peak is caught to within a frame of its time.
            XCTAssertLessThanOrEqual(measured.overshoot, share * Self.width + 1e-9, "\(preset)")
            XCTAssertGreaterThanOrEqual(measured.overshoot, share * Self.width * 0.95, "\(preset)")
            // It lands on the first frame after it has settled within a thousandth for good.
            XCTAssertGreaterThanOrEqual(landing, settling - 1e-4, "\(preset)")
            XCTAssertLessThanOrEqual(landing, settling + 1.0 / 60 + 1e-4, "\(preset)")
            XCTAssertEqual(preset.parameters.settlingTime(), settling, accuracy: 0.0002, "\(preset)")
        }
    }

    /// The peak itself, read at the instant the formula puts it: `"spring": "bouncy"` on a link
    /// overshoots by the formula's amount.
    func testALinksSpringOvershootsByTheFormulasAmountAtItsPeak() throws {
        for preset in SpringPreset.allCases {
            let (share, time) = formulaOvershoot(preset)
            guard let time else {
                XCTAssertEqual(share, 0, "\(preset) is overdamped")
                continue
            }
            let driver = try driver(spring: "\"\(preset.rawValue)\"")
            driver.tap(at: Point(x: 50, y: 50))
            driver.clock.advance(by: time)
            driver.navigator.step()
            let x = try XCTUnwrap(driver.navigator.screens.placements().last).placement.frame.minX
            XCTAssertEqual(-x / Self.width, share, accuracy: 0.001, "\(preset)")
            XCTAssertEqual(-x / Self.width, preset.parameters.overshoot, accuracy: 1e-9, "\(preset)")
        }
        XCTAssertEqual(formulaOvershoot(.bouncy).share, 0.364, accuracy: 0.001)
    }

    /// The settle spring is still clamped: `physics.spring` set to a bouncy preset lands on the
    /// page without flying past it, and a link without a spring of its own moves as before.
    func testTheSettleAndLinksWithoutASpringDoNotOvershoot() throws {
        let driver = try tapping(
            json: """
                { "start": "camera", "horizontal": ["camera"], "physics": { "spring": "bouncy" },
                  "panels": { "camera": { "hotspots": [{ "frame": [0, 0, 100, 100], "tap": { "push": "detail" } }] },
                              "detail": {} } }
                """)
        driver.tap(at: Point(x: 50, y: 50))
        var smallest = Double.infinity
        driver.settle {
            smallest = min(
                smallest, (try? XCTUnwrap(driver.navigator.screens.placements().last))?.placement.frame.minX ?? 0)
        }
        XCTAssertEqual(smallest, 0)
    }
}
