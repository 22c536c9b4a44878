import SnapNavCommandLine
import SnapNavCore
import XCTest

final class LaunchOptionsTests: XCTestCase {
    func testAllFlagsParse() throws {
        let options = try LaunchOptions.parse([
            "--config", "x.json", "--size", "400x800", "--start", "chat", "--headless", "--frames", "3",
            "--screenshot", "s.bmp", "--direct",
        ])
        XCTAssertEqual(options.configPath, "x.json")
        XCTAssertEqual(options.size, Size(width: 400, height: 800))
        XCTAssertEqual(options.start, "chat")
        XCTAssertTrue(options.headless)
        XCTAssertEqual(options.frames, 3)
        XCTAssertEqual(options.screenshotPath, "s.bmp")
        XCTAssertTrue(options.drawsPanelsDirectly)
        XCTAssertFalse(try LaunchOptions.parse([]).drawsPanelsDirectly)
    }

    func testBadArgumentsAreRefusedWithAReason() {
        for (arguments, fragment) in [
            (["--bogus"], "unknown option"), (["--size", "wide"], "--size"), (["--size", "0x5"], "--size"),
            (["--frames", "-1"], "--frames"), (["--config"], "needs a value"),
        ] {
            XCTAssertThrowsError(try LaunchOptions.parse(arguments)) { error in
                XCTAssertTrue("\(error)".contains(fragment), "\(arguments): \(error)")
            }
        }
    }
}
