import SnapNavCommandLine
import XCTest

final class PrototypeArgumentTests: XCTestCase {
    func testTheCommandLineNamesAFolderOrANewOne() throws {
        XCTAssertEqual(try LaunchOptions.parse(["proto", "--headless"]).configPath, "proto")
        XCTAssertEqual(try LaunchOptions.parse(["--config", "proto"]).configPath, "proto")
        XCTAssertEqual(try LaunchOptions.parse(["new", "proto"]).newPrototypeDirectory, "proto")
        XCTAssertThrowsError(try LaunchOptions.parse(["a", "--config", "b"])) { error in
            XCTAssertEqual("\(error)", #"one prototype at a time: "a" and "b" were both named"#)
        }
        XCTAssertThrowsError(try LaunchOptions.parse(["new"])) { error in
            XCTAssertTrue("\(error)".contains("snapnav new DIR"))
        }
    }
}
