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
}
