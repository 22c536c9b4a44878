import SnapNavCommandLine
import SnapNavCore
import XCTest

final class ToolOptionsTests: XCTestCase {
    func testToolFlagsParse() throws {
        let options = try LaunchOptions.parse([
            "--slow", "4", "--replay", "r.jsonl", "--frames-out", "frames", "--fps", "30", "--headless",
        ])
        XCTAssertEqual(options.tools.slowMotionFactor, 4)
        XCTAssertEqual(options.tools.replayPath, "r.jsonl")
        XCTAssertEqual(options.tools.framesDirectory, "frames")
        XCTAssertEqual(options.tools.framesPerSecond, 30)
        XCTAssertTrue(options.headless)
        XCTAssertEqual(try LaunchOptions.parse(["--record", "out.jsonl"]).tools.recordPath, "out.jsonl")
        XCTAssertEqual(try LaunchOptions.parse([]).tools, ToolOptions())
        let sized = try LaunchOptions.parse(["--replay", "r.jsonl", "--export", "t.gif", "--width", "400"])
        XCTAssertEqual(sized.tools.exportWidth, 400)
        XCTAssertEqual(sized.tools.replayFramesPerSecond, 25, "a GIF's own rate")
    }

    func testBadToolFlagsAreRefusedWithAReason() {
        for (arguments, fragment) in [
            (["--slow", "0"], "--slow"), (["--slow", "fast"], "--slow"), (["--slow"], "needs a value"),
            (["--fps", "0.5"], "--fps"), (["--frames-out", "dir"], "needs --replay"),
            (["--record", "a", "--replay", "b"], "cannot be used together"),
            (["--replay", "r", "--export", "t.gif", "--width", "8"], "from 16 to 8000, found \"8\""),
            (["--replay", "r", "--width", "400"], "--width needs --export FILE"),
            (["--replay", "r", "--export", "t.gif", "--width", "400", "--scale", "2"], "give one of them"),
        ] {
            XCTAssertThrowsError(try LaunchOptions.parse(arguments)) { error in
                XCTAssertTrue("\(error)".contains(fragment), "\(arguments): \(error)")
            }
        }
    }

    func testEveryFlagInTheHelpIsAccepted() throws {
        for (flag, _) in HelpText.flags {
            let parts = flag.split(separator: " ").map(String.init)
            var arguments = [parts[0]]
            let samples = [
                "WxH": "10x10", "N": "2", "FACTOR": "2", "X|0,Y": "0.5", "FILE": "x.png", "PIXELS": "400",
            ]
            if parts.count > 1 { arguments.append(samples[parts[1]] ?? "x") }
            if parts[0] == "--export" { arguments = ["--export", "take.gif"] }
            if ["--keep-idle", "--width"].contains(parts[0]) { arguments += ["--export", "take.mp4"] }
            if ["--frames-out", "--export", "--keep-idle", "--width", "--current-config"].contains(parts[0]) {
                arguments += ["--replay", "r.jsonl"]
            }
            XCTAssertNoThrow(try LaunchOptions.parse(arguments), flag)
            XCTAssertTrue(LaunchOptions.usage.contains(parts[0]), flag)
        }
        for (key, _) in HelpText.keys { XCTAssertTrue(LaunchOptions.usage.contains(key), key) }
    }
}
