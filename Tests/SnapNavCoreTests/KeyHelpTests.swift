import SnapNavCore
import XCTest

/// The `?` card: every key's meaning whole, a long one going on over the lines under it.
final class KeyHelpTests: XCTestCase {
    func testAMeaningTooWideForTheCardGoesOnOverLinesOfItsOwnRatherThanBeingCut() throws {
        // 6 points a character, as 11-point text about measures, in a 360-point window's card.
        let width = 170.0
        let lines = KeyHelp.lines(meaningWidth: width) { Double($0.count) * 6 }
        XCTAssertTrue(lines.allSatisfy { Double($0.meaning.count) * 6 <= width }, "\(lines.map(\.meaning))")
        let screenshot = try XCTUnwrap(lines.firstIndex { $0.key == "P" })
        XCTAssertEqual(
            lines[screenshot...].prefix(2).map(\.meaning), ["save a screenshot as", "snapnav-DATE-TIME.png"])
        XCTAssertEqual(lines[screenshot + 1].key, "", "its second line is under the meaning, not a key of its own")
        // Read in order, the lines hold every key and every word of its meaning.
        var rebuilt: [(key: String, meaning: String)] = []
        for line in lines.dropFirst() {
            if line.key.isEmpty, let last = rebuilt.popLast() {
                rebuilt.append((last.key, last.meaning + " " + line.meaning))
            } else {
                rebuilt.append(line)
            }
        }
        XCTAssertEqual(rebuilt.map(\.key), KeyHelp.keys.map(\.key))
        XCTAssertEqual(rebuilt.map(\.meaning), KeyHelp.keys.map(\.meaning))
    }
}
