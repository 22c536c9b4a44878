import Foundation
import SnapNavCore
import XCTest

final class ConfigurationTests: XCTestCase {
    static let minimal = """
        { "start": "camera", "horizontal": ["chat", "camera", "stories"],
          "panels": { "chat": { "title": "Chat", "background": "#3CB2E2" },
                      "camera": { "title": "Camera", "background": "#1E1E1E" },
                      "stories": { "title": "Stories", "background": "#9B55A0" } } }
        """

    func testTheShippedDemoConfigurationLoads() throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Assets/demo.json").standardized.path
        let configuration = try Configuration.load(path: path)
        XCTAssertEqual(configuration.start, "camera")
        XCTAssertEqual(configuration.horizontal, ["chat", "camera", "stories"])
        XCTAssertEqual(configuration.vertical, ["profile", "camera", "memories"])
        XCTAssertEqual(configuration.window.width, 360)
        XCTAssertEqual(configuration.window.height, 640)
        XCTAssertEqual(configuration.physics.spring, SpringParameters(dampingRatio: 1, stiffness: 500, mass: 0.5))
        XCTAssertEqual(configuration.panel("chat")?.background, Color(hex: "#3CB2E2"))
    }

    func testDefaultsFillWhatIsLeftOut() throws {
        let configuration = try Configuration.parse(Self.minimal, file: "min.json")
        XCTAssertEqual(configuration.window.title, "SnapNav")
        XCTAssertEqual(configuration.vertical, [])
        XCTAssertFalse(configuration.physics.bounces)
        XCTAssertEqual(configuration.physics.flingVelocity, 300)
    }

    private func error(for text: String) -> ConfigurationError? {
        do {
            _ = try Configuration.parse(text, file: "bad.json")
            return nil
        } catch {
            return error
        }
    }

    func testBrokenJSONNamesTheFileAndLine() {
        let error = error(for: "{\n  \"start\": \"camera\",\n  \"horizontal\": [\"a\" \"b\"]\n}")
        XCTAssertEqual(error?.file, "bad.json")
        XCTAssertEqual(error?.line, 3)
        XCTAssertTrue(error?.description.hasPrefix("bad.json:3:") ?? false, error?.description ?? "")
        XCTAssertTrue(error?.problem.contains("invalid JSON") ?? false)
    }

    func testWrongTypeNamesTheKeyPath() {
        let text = Self.minimal.replacingOccurrences(of: "\"#3CB2E2\"", with: "42")
        let error = error(for: text)
        XCTAssertEqual(error?.keyPath, "panels.chat.background")
        XCTAssertEqual(error?.problem, "expected a string, found a number")
    }

    func testBadColourIsExplained() {
        let error = error(for: Self.minimal.replacingOccurrences(of: "#3CB2E2", with: "blue"))
        XCTAssertEqual(error?.keyPath, "panels.chat.background")
        XCTAssertTrue(error?.problem.contains("#RRGGBB") ?? false)
    }

    func testUnknownPanelInAnArm() {
        let error = error(for: Self.minimal.replacingOccurrences(of: "\"stories\"]", with: "\"storys\"]"))
        XCTAssertEqual(error?.keyPath, "horizontal[2]")
        XCTAssertEqual(error?.problem, "\"storys\" is not defined in panels")
    }

    func testPanelListedTwice() {
        let error = error(for: Self.minimal.replacingOccurrences(of: "\"stories\"]", with: "\"chat\"]"))
        XCTAssertEqual(error?.keyPath, "horizontal[2]")
        XCTAssertEqual(error?.problem, "\"chat\" is listed twice")
    }

    func testStartMissingFromAnArm() {
        let text = Self.minimal.replacingOccurrences(
            of: "\"horizontal\"", with: "\"vertical\": [\"chat\"], \"horizontal\"")
        let error = error(for: text)
        XCTAssertEqual(error?.keyPath, "vertical")
        XCTAssertEqual(error?.problem, "does not contain the start panel \"camera\"")
    }

    func testNegativeWindowSizeIsRefused() {
        let text = Self.minimal.replacingOccurrences(
            of: "{ \"start\"", with: "{ \"window\": { \"width\": -5 }, \"start\"")
        let error = error(for: text)
        XCTAssertEqual(error?.keyPath, "window.width")
    }

    func testMissingFileIsReported() {
        XCTAssertThrowsError(try Configuration.load(path: "/nonexistent/demo.json")) { error in
            XCTAssertEqual(
                (error as? ConfigurationError)?.description, "/nonexistent/demo.json: the file does not exist")
        }
    }

    func testJSONParserHandlesEscapesAndKeepsKeyOrder() throws {
        let value = try JSONParser.parse(#"{"b": "\u00e9\ud83d\ude00\n", "a": [1, -2.5e2, true, null]}"#)
        guard case .object(let members) = value else { return XCTFail("not an object") }
        XCTAssertEqual(members.map(\.key), ["b", "a"])
        XCTAssertEqual(value["b"], .string("é😀\n"))
        XCTAssertEqual(value["a"], .array([.number(1), .number(-250), .bool(true), .null]))
        XCTAssertThrowsError(try JSONParser.parse("[1,]"))
        XCTAssertThrowsError(try JSONParser.parse(String(repeating: "[", count: 10_000)))
    }
}
