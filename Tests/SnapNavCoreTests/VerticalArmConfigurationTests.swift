import SnapNavCore
import XCTest

/// The `vertical` arm and the settings that go with it: per-arm transitions and per-panel swipe.
final class VerticalArmConfigurationTests: XCTestCase {
    private func error(for text: String) -> ConfigurationError? {
        do {
            _ = try Configuration.parse(text, file: "cross.json")
            return nil
        } catch {
            return error
        }
    }

    func testVerticalArmIsReadTopToBottomWithAnyLengthOnEachSide() throws {
        let lengths: [([String], [String])] = [
            ([], ["memories"]), (["profile"], []), (["a", "b", "c"], ["d"]), ([], []),
        ]
        for (above, below) in lengths {
            let configuration = try Configuration.parse(CrossFixture.json(above: above, below: below), file: "x.json")
            XCTAssertEqual(configuration.vertical, above + ["camera"] + below)
        }
    }

    func testMissingVerticalMeansAHorizontalOnlyApp() throws {
        let configuration = try Configuration.parse(CrossFixture.json(above: nil, below: nil), file: "x.json")
        XCTAssertEqual(configuration.vertical, [])
    }

    func testPanelListedTwiceInTheVerticalArm() {
        let error = error(for: CrossFixture.json(above: ["profile"], below: ["memories", "profile"]))
        XCTAssertEqual(error?.keyPath, "vertical[3]")
        XCTAssertEqual(error?.problem, "\"profile\" is listed twice")
        XCTAssertEqual(error?.file, "cross.json")
    }

    func testPanelInBothArmsIsRefused() {
        let error = error(for: CrossFixture.json(above: ["chat"], below: []))
        XCTAssertEqual(error?.keyPath, "vertical[0]")
        XCTAssertEqual(error?.problem, "\"chat\" is already in horizontal; only \"camera\" may be in both arms")
    }

    func testStartMissingFromTheVerticalArm() {
        let text = CrossFixture.json().replacingOccurrences(
            of: "\"vertical\": [\"profile\", \"camera\", \"memories\"]",
            with: "\"vertical\": [\"profile\", \"memories\"]")
        let error = error(for: text)
        XCTAssertEqual(error?.keyPath, "vertical")
        XCTAssertEqual(error?.problem, "does not contain the start panel \"camera\"")
    }

    func testUnknownPanelIdInTheVerticalArm() {
        let text = CrossFixture.json().replacingOccurrences(of: "\"memories\"]", with: "\"memorys\"]")
        let error = error(for: text)
        XCTAssertEqual(error?.keyPath, "vertical[2]")
        XCTAssertEqual(error?.problem, "\"memorys\" is not defined in panels")
    }

    func testTransitionsAreReadPerArmAndCheckedByName() throws {
        let configuration = try Configuration.parse(
            CrossFixture.json(transitions: "\"above\": \"push\", \"left\": \"reveal\""), file: "x.json")
        XCTAssertEqual(configuration.transitions.above, .push)
        XCTAssertEqual(configuration.transitions.left, .reveal)
        XCTAssertEqual(configuration.transitions.right, .cover, "left out means the default")
        XCTAssertEqual(configuration.transitions.below, .cover)
        let error = error(for: CrossFixture.json(transitions: "\"below\": \"slide\""))
        XCTAssertEqual(error?.keyPath, "transitions.below")
        XCTAssertEqual(error?.problem, "expected \"push\", \"cover\" or \"reveal\", found \"slide\"")
    }

    func testSwipeIsReadPerPanel() throws {
        let configuration = try Configuration.parse(
            CrossFixture.json(panelOptions: ["memories": "\"swipe\": false"]), file: "x.json")
        XCTAssertEqual(configuration.panel("memories")?.swipe, false)
        XCTAssertEqual(configuration.panel("camera")?.swipe, true)
        let error = error(for: CrossFixture.json(panelOptions: ["profile": "\"swipe\": \"no\""]))
        XCTAssertEqual(error?.keyPath, "panels.profile.swipe")
    }
}
