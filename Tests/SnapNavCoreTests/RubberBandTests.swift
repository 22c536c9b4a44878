import SnapNavCore
import XCTest

final class RubberBandTests: XCTestCase {
    func testRubberBandMatchesUIKitFormula() {
        let d = 360.0
        for x in [0.0, 10, 100, 360, 1000] {
            let expected = (1 - 1 / (x * 0.55 / d + 1)) * d
            XCTAssertEqual(rubberBand(overshoot: x, dimension: d), expected, accuracy: 1e-9)
        }
        XCTAssertEqual(rubberBand(overshoot: 100, dimension: 360), 47.7108, accuracy: 1e-3)
    }

    func testRubberBandIsSymmetricAndBounded() {
        XCTAssertEqual(rubberBand(overshoot: -100, dimension: 360), -rubberBand(overshoot: 100, dimension: 360))
        XCTAssertLessThan(rubberBand(overshoot: 1e9, dimension: 360), 360)
        XCTAssertEqual(rubberBand(overshoot: .nan, dimension: 360), 0)
        XCTAssertEqual(rubberBand(overshoot: 50, dimension: 0), 0)
    }
}
