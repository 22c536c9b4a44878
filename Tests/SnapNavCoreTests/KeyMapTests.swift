import Foundation
import SnapNavCore
import XCTest

/// The one table of keys: each chord means one thing in its mode, the most particular chord
/// wins, and the card lists every binding under its mode's heading.
final class KeyMapTests: XCTestCase {
    func testNoChordMeansTwoThingsInOneMode() {
        var seen: [String: KeyAction] = [:]
        for binding in KeyMap.bindings {
            for (chord, action) in binding.chords {
                let name = "\(binding.mode) \(chord.key) \(chord.modifiers.rawValue)"
                if let earlier = seen[name] { XCTAssertEqual(earlier, action, "\(name) is bound twice") }
                seen[name] = action
            }
        }
        XCTAssertGreaterThan(seen.count, 30)
    }

    func testEveryChordFindsItsOwnAction() {
        for binding in KeyMap.bindings {
            for (chord, action) in binding.chords {
                XCTAssertEqual(
                    KeyMap.action(for: chord.key, modifiers: chord.modifiers, in: [binding.mode]), action,
                    "\(binding.keys) in \(binding.mode)")
            }
        }
    }

    func testTheMostParticularChordWins() {
        XCTAssertEqual(KeyMap.action(for: .left, modifiers: .alt, in: [.navigation]), .navigate(.back))
        XCTAssertEqual(KeyMap.action(for: .left, modifiers: [], in: [.navigation]), .navigate(.page(.horizontal, -1)))
        XCTAssertEqual(KeyMap.action(for: .left, modifiers: .shift, in: [.overlay]), .adjustParameter(-10))
        XCTAssertEqual(KeyMap.action(for: .z, modifiers: [.control, .shift], in: [.linkEditing]), .redo)
        XCTAssertEqual(KeyMap.action(for: .z, modifiers: .control, in: [.linkEditing]), .undo)
    }

    func testControlAndAltMakeAChordOfTheirOwn() {
        XCTAssertEqual(KeyMap.action(for: .e, modifiers: [], in: [.navigation]), .editLinks)
        XCTAssertNil(KeyMap.action(for: .e, modifiers: .control, in: [.navigation]), "Ctrl+E is not E")
        XCTAssertNil(KeyMap.action(for: .q, modifiers: [], in: [.navigation]), "Q alone does not quit")
        XCTAssertEqual(KeyMap.action(for: .e, modifiers: .shift, in: [.navigation]), .editLinks, "Shift is no command")
    }

    func testTheFirstModeThatHasTheKeyTakesIt() {
        XCTAssertEqual(
            KeyMap.action(for: .up, modifiers: [], in: [.tools, .overlay, .navigation]), .selectParameter(-1))
        XCTAssertEqual(
            KeyMap.action(for: .up, modifiers: [], in: [.tools, .navigation]), .navigate(.page(.vertical, -1)))
        XCTAssertEqual(KeyMap.action(for: .escape, modifiers: [], in: [.linkEditing, .tools]), .leaveLinkEditing)
    }

    func testTheNavigationsCommandsComeFromTheTable() {
        XCTAssertEqual(KeyCommand(key: .d, modifiers: []), .page(.horizontal, 1))
        XCTAssertEqual(KeyCommand(key: .backspace, modifiers: []), .back)
        XCTAssertEqual(KeyCommand(key: .q, modifiers: .control), .quit)
        XCTAssertNil(KeyCommand(key: .h, modifiers: []), "H is the tools'")
    }

    func testTheCardListsEveryBindingUnderItsModesHeading() {
        let lines = KeyMap.helpLines
        XCTAssertEqual(lines.count, KeyMap.bindings.count + 2, "two headings")
        let overlay = lines.firstIndex { $0.key == "overlay open:" }
        let editing = lines.firstIndex { $0.key == "editing links (E):" }
        XCTAssertNotNil(overlay)
        XCTAssertNotNil(editing)
        XCTAssertTrue(lines.contains { $0.key == "  Ctrl+Z, Ctrl+Shift+Z" && $0.meaning == "undo, redo" })
        XCTAssertTrue(lines.contains { $0.key == "Left/Right, A/D" })
    }

    func testKeysThatTypeSayWhatTheyType() {
        XCTAssertEqual(Key.e.character, "e")
        XCTAssertEqual(Key.digit7.character, "7")
        XCTAssertEqual(Key.minus.character, "-")
        XCTAssertNil(Key.enter.character)
        XCTAssertNil(Key.up.character)
    }
}

/// docs/keys.md is what the table prints, as docs/configuration.md is.
extension KeyMapTests {
    func testTheDocsListTheKeysAsTheTableHasThem() throws {
        let page = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../docs/keys.md").standardized
        let written = try String(contentsOf: page, encoding: .utf8)
        XCTAssertEqual(written, KeyMap.markdownReference(), "docs/keys.md is stale: run make docs to write it again")
    }
}
