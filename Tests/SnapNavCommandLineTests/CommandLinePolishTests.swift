import XCTest

@testable import SnapNavCommandLine

final class CommandLinePolishTests: XCTestCase {
    func testVersionIsAFlagOfItsOwn() throws {
        XCTAssertTrue(try LaunchOptions.parse(["--version"]).showVersion)
        XCTAssertTrue(LaunchOptions.usage.contains("--version"))
        XCTAssertEqual(Version.number.split(separator: ".").count, 3, "major.minor.patch")
    }

    func testPathsArePrintedSoThatTheyPasteIntoAShell() {
        XCTAssertEqual(ShellQuoting.quote("myproto"), "myproto")
        XCTAssertEqual(ShellQuoting.quote("/tmp/a-b_c.d"), "/tmp/a-b_c.d")
        XCTAssertEqual(ShellQuoting.quote("my proto"), "'my proto'")
        XCTAssertEqual(ShellQuoting.quote("Bob's app"), #"'Bob'\''s app'"#)
        XCTAssertEqual(ShellQuoting.quote("$HOME"), "'$HOME'")
        XCTAssertEqual(ShellQuoting.quote(""), "''")
    }
}
