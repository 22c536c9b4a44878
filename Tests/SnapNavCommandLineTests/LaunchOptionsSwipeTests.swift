import SnapNavCommandLine
import SnapNavCore
import XCTest

final class LaunchOptionsSwipeTests: XCTestCase {
    func testSwipeTakesAHorizontalAndAnOptionalVerticalFraction() throws {
        XCTAssertEqual(try LaunchOptions.parse(["--swipe", "-0.5"]).swipe, Point(x: -0.5, y: 0))
        XCTAssertEqual(try LaunchOptions.parse(["--swipe", "0,0.25"]).swipe, Point(x: 0, y: 0.25))
    }

    func testSwipeOutsideOnePageOrNotANumberIsRefused() {
        for bad in ["2", "x", "0,1.5", "0,0,0", ""] {
            XCTAssertThrowsError(try LaunchOptions.parse(["--swipe", bad]), bad) { error in
                XCTAssertTrue("\(error)".contains("--swipe"), "\(error)")
            }
        }
    }

    /// A gesture moves one arm, so a swipe along both is refused rather than half ignored.
    func testASwipeAlongBothArmsIsRefusedNotHalfIgnored() {
        XCTAssertThrowsError(try LaunchOptions.parse(["--swipe", "0.5,0.5"])) { error in
            XCTAssertEqual(
                "\(error)", #"--swipe moves one arm at a time, as a gesture does: give X,0 or 0,Y, found "0.5,0.5""#)
        }
    }
}
