import Foundation
import SnapNavCore
import XCTest

/// Every file in Tests/fixtures/hostile-configs: broken JSON, wrong types, bad sizes and ids,
/// huge and non-Latin content. Each is refused with a message naming the file, the key and
/// the problem, or it works.
final class HostileConfigurationTests: XCTestCase {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/hostile-configs").standardized

    /// What loading a file gives: the key path and part of the problem, and the line for
    /// broken JSON.
    struct Refusal {
        var keyPath: String
        var problem: String
        var line: Int?
    }

    static let refusals: [String: Refusal] = [
        "truncated.json": Refusal(keyPath: "", problem: "the file ends where a value was expected", line: 5),
        "garbled.json": Refusal(keyPath: "", problem: "expected a quoted key", line: 2),
        "missing-quote.json": Refusal(keyPath: "", problem: "expected ',' or '}' in an object", line: 15),
        "trailing-comma.json": Refusal(keyPath: "", problem: "is there a comma too many before it?", line: 18),
        "comments.json": Refusal(keyPath: "", problem: "comments (// or /* */) are not allowed in JSON", line: 3),
        "empty.json": Refusal(keyPath: "", problem: "the file is empty", line: 1),
        "whitespace-only.json": Refusal(keyPath: "", problem: "the file is empty", line: 3),
        "image-as-config.json": Refusal(
            keyPath: "", problem: "is a PNG image, not a configuration; open the folder it is in (`snapnav DIR`)",
            line: nil),
        "invalid-utf8-title.json": Refusal(keyPath: "", problem: "the string is not valid UTF-8", line: 13),
        "latin1-title.json": Refusal(keyPath: "", problem: "the string is not valid UTF-8", line: 13),
        "control-character.json": Refusal(keyPath: "", problem: "control character in a string", line: 18),
        "overflowing-number.json": Refusal(keyPath: "", problem: "number out of range: 1e999", line: 2),
        "deep-nesting.json": Refusal(keyPath: "", problem: "nesting deeper than 200 levels", line: 1),
        "top-level-array.json": Refusal(keyPath: "(top level)", problem: "expected an object, found an array"),
        "stray-text-after.json": Refusal(
            keyPath: "", problem: "unexpected text after the end of the JSON value", line: 20),
        "lone-surrogate.json": Refusal(keyPath: "", problem: "unpaired surrogate", line: 13),
        "horizontal-is-a-string.json": Refusal(
            keyPath: "horizontal", problem: "expected an array of panel ids, found a string"),
        "horizontal-holds-numbers.json": Refusal(
            keyPath: "horizontal[1]", problem: "expected a string, found a number"),
        "panels-is-an-array.json": Refusal(keyPath: "panels", problem: "expected an object, found an array"),
        "title-is-a-number.json": Refusal(keyPath: "panels.chat.title", problem: "expected a string, found a number"),
        "title-is-null.json": Refusal(keyPath: "panels.chat.title", problem: "expected a string, found null"),
        "background-is-an-array.json": Refusal(
            keyPath: "panels.stories.background", problem: "expected a string, found an array"),
        "background-is-a-name.json": Refusal(
            keyPath: "panels.stories.background", problem: "expected a colour as \"#RRGGBB\" or \"#RRGGBBAA\""),
        "background-is-short.json": Refusal(keyPath: "panels.stories.background", problem: "found \"#9B5\""),
        "width-is-a-string.json": Refusal(keyPath: "window.width", problem: "expected a number, found a string"),
        "swipe-is-a-string.json": Refusal(keyPath: "panels.chat.swipe", problem: "expected true or false"),
        "spring-is-a-number.json": Refusal(
            keyPath: "physics.spring", problem: "expected a preset's name or an object, found a number"),
        "transition-unknown.json": Refusal(keyPath: "transitions.left", problem: "found \"slide\""),
        "bars-is-a-string.json": Refusal(keyPath: "bars", problem: "expected true or false, found a string"),
        "content-is-a-string.json": Refusal(
            keyPath: "panels.chat.content", problem: "expected an object, found a string"),
        "start-is-a-number.json": Refusal(keyPath: "start", problem: "expected a string, found a number"),
        "negative-width.json": Refusal(keyPath: "window.width", problem: "greater than 0, found -360"),
        "zero-height.json": Refusal(keyPath: "window.height", problem: "greater than 0, found 0"),
        "huge-width.json": Refusal(
            keyPath: "window.width", problem: "greater than 0 and at most 16384, found 1000000000"),
        "negative-stiffness.json": Refusal(keyPath: "physics.spring.stiffness", problem: "found -500"),
        "zero-mass.json": Refusal(keyPath: "physics.spring.mass", problem: "greater than 0, found 0"),
        "huge-fling-velocity.json": Refusal(keyPath: "physics.flingVelocity", problem: "from 0 to 1000000"),
        "negative-wheel-scale.json": Refusal(keyPath: "input.wheelScale", problem: "found -40"),
        "missing-start.json": Refusal(keyPath: "start", problem: "missing"),
        "start-not-a-panel.json": Refusal(keyPath: "start", problem: "\"settings\" is not a panel"),
        "start-not-in-horizontal.json": Refusal(
            keyPath: "horizontal", problem: "does not contain the start panel \"camera\""),
        "missing-horizontal.json": Refusal(keyPath: "horizontal", problem: "missing"),
        "missing-panels.json": Refusal(keyPath: "panels", problem: "missing"),
        "undefined-panel-in-arm.json": Refusal(
            keyPath: "horizontal[3]", problem: "\"settings\" is not defined in panels"),
        "panel-listed-twice.json": Refusal(keyPath: "horizontal[2]", problem: "\"chat\" is listed twice"),
        "panel-in-both-arms.json": Refusal(keyPath: "vertical[0]", problem: "\"chat\" is already in horizontal"),
        "empty-panel-id.json": Refusal(keyPath: "panels", problem: "a panel id is empty"),
        "empty-horizontal.json": Refusal(keyPath: "horizontal", problem: "does not contain the start panel"),
        "empty-vertical.json": Refusal(keyPath: "vertical", problem: "does not contain the start panel"),
        "empty-panels.json": Refusal(keyPath: "panels", problem: "empty; expected at least one panel"),
        "duplicate-panel-id.json": Refusal(keyPath: "panels.chat", problem: "defined twice"),
        "content-kind-unknown.json": Refusal(keyPath: "panels.chat.content.kind", problem: "found \"video\""),
        "content-rows-is-an-object.json": Refusal(
            keyPath: "panels.chat.content.rows", problem: "expected an array, found an object"),
        "content-row-without-title.json": Refusal(
            keyPath: "panels.chat.content.rows[0].title", problem: "missing; expected a string"),
        "content-tile-colour-is-a-number.json": Refusal(
            keyPath: "panels.stories.content.tiles[0].color", problem: "expected a string, found a number"),
        "content-image-outside-assets.json": Refusal(
            keyPath: "panels.chat.content.file",
            problem: "/etc/passwd is a text file, not a PNG, JPEG, WebP or SVG image"),
        "content-image-missing.json": Refusal(
            keyPath: "panels.chat.content.file", problem: "hostile-configs/no-such-image.png does not exist"),
        "content-image-is-a-font.json": Refusal(
            keyPath: "panels.chat.content.file", problem: "Assets/DejaVuSans.ttf is not a PNG, JPEG, WebP or SVG image"),
        "directory.json": Refusal(keyPath: "", problem: "is a directory, not a configuration file"),
        // A link to a file that only accepts writes, which even root cannot read.
        "write-only.json": Refusal(keyPath: "", problem: "the file cannot be read"),
    ]

    /// Files that must load, with the number of panels in each arm.
    static let working: [String: (horizontal: Int, vertical: Int)] = [
        "byte-order-mark.json": (3, 3),
        "duplicate-start-key.json": (3, 0),
        "fractional-size.json": (3, 0),
        "only-the-start-panel.json": (1, 0),
        "vertical-arm-of-one.json": (3, 1),
        "panels-without-titles-or-colours.json": (3, 0),
        "unused-panels.json": (3, 0),
        "ten-thousand-panels.json": (10_000, 0),
        "ten-thousand-panels-on-both-arms.json": (5000, 5000),
        "long-title.json": (3, 0),
        "long-window-title.json": (3, 0),
        "non-latin-titles.json": (6, 0),
        "emoji-and-dotted-ids.json": (3, 0),
        "content-empty-list-and-grid.json": (3, 0),
        "content-five-thousand-rows-and-tiles.json": (3, 0),
    ]

    static func allFiles() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }

    func testEveryFileHasAnExpectedOutcome() throws {
        let files = try Self.allFiles()
        XCTAssertGreaterThanOrEqual(files.count, 60)
        for file in files {
            XCTAssertTrue(
                (Self.refusals[file] != nil) != (Self.working[file] != nil), "\(file) needs exactly one expectation")
        }
        for file in Array(Self.refusals.keys) + Array(Self.working.keys) {
            XCTAssertTrue(files.contains(file), "\(file) is expected but missing")
        }
    }

    func testEachBadFileIsRefusedNamingTheFileTheKeyAndTheProblem() throws {
        for (file, expected) in Self.refusals.sorted(by: { $0.key < $1.key }) {
            let path = Self.directory.appendingPathComponent(file).path
            do {
                _ = try Configuration.load(path: path)
                XCTFail("\(file) loaded")
            } catch {
                XCTAssertEqual(error.file, path, file)
                XCTAssertEqual(error.keyPath, expected.keyPath, file)
                XCTAssertTrue(error.problem.contains(expected.problem), "\(file): \(error.problem)")
                if let line = expected.line {
                    XCTAssertEqual(error.line, line, "\(file): \(error)")
                } else if !expected.keyPath.isEmpty && !expected.keyPath.hasPrefix("(") {
                    // Every refusal of a key that is there names the line the key stands on.
                    let shown = try XCTUnwrap(error.line, "\(file): \(error) names no line")
                    let text = try String(contentsOfFile: path, encoding: .utf8).components(separatedBy: "\n")
                    let lastKey = String(expected.keyPath.split(separator: ".").last ?? "")
                    if !lastKey.hasSuffix("]") && !error.problem.hasPrefix("missing") {
                        XCTAssertTrue(text[shown - 1].contains("\"\(lastKey)\""), "\(file): line \(shown)")
                    }
                }
                XCTAssertTrue(error.description.hasPrefix(path), "\(file): \(error)")
                if !expected.keyPath.isEmpty {
                    XCTAssertTrue(error.description.contains(": " + expected.keyPath + ": "))
                }
            }
        }
    }

    func testEachWorkingFileLoadsAndSwipesToTheNextPanel() throws {
        for (file, arms) in Self.working.sorted(by: { $0.key < $1.key }) {
            let configuration = try Configuration.load(path: Self.directory.appendingPathComponent(file).path)
            XCTAssertEqual(configuration.horizontal.count, arms.horizontal, file)
            XCTAssertEqual(configuration.vertical.count, arms.vertical, file)
            let clock = ManualClock()
            let navigator = SwipeNavigator(
                configuration: configuration, viewport: Size(width: 360, height: 640), clock: clock)
            let start = navigator.horizontal.restingPage
            navigator.handle(.key(.right, []))
            for _ in 0..<120 where navigator.isAnimating {
                clock.advance(by: 1.0 / 60)
                navigator.step()
            }
            XCTAssertTrue(navigator.horizontal.isAtRest, file)
            XCTAssertEqual(navigator.horizontal.restingPage, min(start + 1, arms.horizontal - 1), file)
            XCTAssertEqual(navigator.currentPanel.appearanceState, .appeared, file)
            let canvas = DisplayList(size: Size(width: 360, height: 640))
            FrameComposer().compose(navigator, layout: navigator.layOutFrame(), chrome: nil, on: canvas)
            XCTAssertFalse(canvas.operations.isEmpty, file)
        }
    }

    func testAByteOrderMarkIsSkippedAndLinesStillCountFromTheTop() throws {
        XCTAssertEqual(try JSONParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("{}".utf8)), .object([]))
        XCTAssertThrowsError(try JSONParser.parse(bytes: [0xEF, 0xBB, 0xBF] + Array("{,}".utf8))) { error in
            XCTAssertEqual((error as? JSONSyntaxError)?.column, 2)
        }
    }

    func testAMissingFileIsNamedAsMissing() {
        let path = Self.directory.appendingPathComponent("no-such-file.json").path
        XCTAssertThrowsError(try Configuration.load(path: path)) { error in
            XCTAssertEqual("\(error)", "\(path): the file does not exist")
        }
    }
}
