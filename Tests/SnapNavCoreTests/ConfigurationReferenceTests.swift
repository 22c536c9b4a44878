import Foundation
import SnapNavCore
import XCTest

/// The configuration reference in `docs/` is printed from the table the decoder checks keys
/// against, and the table is the one the decoder uses.
final class ConfigurationReferenceTests: XCTestCase {
    static let reference = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../docs/configuration.md").standardized

    func testTheReferenceInDocsIsTheOneTheTablePrints() throws {
        let written = try String(contentsOf: Self.reference, encoding: .utf8)
        let printed = ConfigurationKeys.markdownReference()
        guard written != printed else { return }
        let old = written.split(separator: "\n", omittingEmptySubsequences: false)
        let new = printed.split(separator: "\n", omittingEmptySubsequences: false)
        let line = (0..<min(old.count, new.count)).first { old[$0] != new[$0] } ?? min(old.count, new.count)
        XCTFail(
            "docs/configuration.md is not what ConfigurationKeys.markdownReference() prints, from line "
                + "\(line + 1) on; run make docs to write it again")
    }

    func testEveryObjectListsEachKeyOnceWithATypeAndAMeaning() {
        for object in ConfigurationKeys.all {
            XCTAssertEqual(Set(object.names).count, object.names.count, object.path)
            for key in object.keys {
                XCTAssertFalse(key.type.isEmpty, "\(object.path).\(key.name)")
                XCTAssertFalse(key.meaning.isEmpty, "\(object.path).\(key.name)")
                XCTAssertFalse(key.meaning.contains("\n"), "\(object.path).\(key.name)")
            }
        }
    }

    func testEveryBarSwitchIsAKeyOfTheTopLevelAndOfAPanel() {
        for bar in BarSwitch.all {
            XCTAssertTrue(ConfigurationKeys.topLevel.names.contains(bar.key), bar.key)
            XCTAssertTrue(ConfigurationKeys.panel.names.contains(bar.key), bar.key)
        }
    }

    /// A configuration with an unknown key placed in the object at each path: the refusal lists
    /// exactly the table's keys for that object, in its order.
    func testAnUnknownKeyIsRefusedWithTheTablesKeysForItsObject() {
        let cases: [(ConfigurationObject, String, String)] = [
            (ConfigurationKeys.topLevel, #""qqqqqqqq": 1"#, "qqqqqqqq"),
            (ConfigurationKeys.window, #""window": { "qqqqqqqq": 1 }"#, "window.qqqqqqqq"),
            (ConfigurationKeys.physics, #""physics": { "qqqqqqqq": 1 }"#, "physics.qqqqqqqq"),
            (ConfigurationKeys.spring, #""physics": { "spring": { "qqqqqqqq": 1 } }"#, "physics.spring.qqqqqqqq"),
            (ConfigurationKeys.input, #""input": { "qqqqqqqq": 1 }"#, "input.qqqqqqqq"),
            (ConfigurationKeys.transitions, #""transitions": { "qqqqqqqq": 1 }"#, "transitions.qqqqqqqq"),
        ]
        for (object, member, keyPath) in cases {
            let text = #"{ "start": "home", "horizontal": ["home"], "panels": { "home": {} }, "# + member + " }"
            assertRefused(text, at: keyPath, listing: object)
        }
        let panels: [(ConfigurationObject, String, String)] = [
            (ConfigurationKeys.panel, #""qqqqqqqq": 1"#, "panels.home.qqqqqqqq"),
            (
                ConfigurationKeys.hotspot, #""hotspots": [{ "frame": [0, 0, 10, 10], "tap": "back", "qqqqqqqq": 1 }]"#,
                "panels.home.hotspots[0].qqqqqqqq"
            ),
            (
                ConfigurationKeys.tap, #""hotspots": [{ "frame": [0, 0, 10, 10], "tap": { "qqqqqqqq": "home" } }]"#,
                "panels.home.hotspots[0].tap.qqqqqqqq"
            ),
            (ConfigurationKeys.after, #""after": { "seconds": 1, "qqqqqqqq": 1 }"#, "panels.home.after.qqqqqqqq"),
            (
                ConfigurationKeys.content(ofKind: "camera")!, #""content": { "kind": "camera", "qqqqqqqq": 1 }"#,
                "panels.home.content.qqqqqqqq"
            ),
            (
                ConfigurationKeys.content(ofKind: "list")!,
                #""content": { "kind": "list", "rows": [], "qqqqqqqq": 1 }"#,
                "panels.home.content.qqqqqqqq"
            ),
            (
                ConfigurationKeys.row, #""content": { "kind": "list", "rows": [{ "title": "A", "qqqqqqqq": 1 }] }"#,
                "panels.home.content.rows[0].qqqqqqqq"
            ),
            (
                ConfigurationKeys.tile, #""content": { "kind": "grid", "tiles": [{ "title": "A", "qqqqqqqq": 1 }] }"#,
                "panels.home.content.tiles[0].qqqqqqqq"
            ),
        ]
        for (object, member, keyPath) in panels {
            let text = #"{ "start": "home", "horizontal": ["home"], "panels": { "home": { "# + member + " } } }"
            assertRefused(text, at: keyPath, listing: object)
        }
    }

    private func assertRefused(
        _ text: String, at keyPath: String, listing object: ConfigurationObject, line: UInt = #line
    ) {
        do {
            _ = try Configuration.parse(text, file: "snapnav.json")
            XCTFail("accepted: \(text)", line: line)
        } catch {
            XCTAssertEqual(error.keyPath, keyPath, line: line)
            let expected = object.names.map { "\"\($0)\"" }.joined(separator: ", ")
            XCTAssertEqual(error.problem, "unknown key; expected one of \(expected)", line: line)
        }
    }
}
