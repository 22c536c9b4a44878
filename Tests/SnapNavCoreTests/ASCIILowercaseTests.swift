import XCTest

@testable import SnapNavCore

/// The lower case names are matched in: A to Z lowered, every other character kept.
final class ASCIILowercaseTests: XCTestCase {
    func testLettersAToZAreLoweredAndEveryOtherCharacterKept() {
        XCTAssertEqual("Home@3x.PNG".asciiLowercased, "home@3x.png")
        XCTAssertEqual("<SVG xmlns".asciiLowercased, "<svg xmlns")
        XCTAssertEqual("Écran Ünd 日本".asciiLowercased, "Écran Ünd 日本")
        XCTAssertEqual("".asciiLowercased, "")
    }

    func testAMisspeltKeyInAnotherCaseIsStillSuggested() {
        let keys = ["flingVelocity", "bounces"]
        XCTAssertEqual(SpellingSuggestion.nearest(to: "FLINGVELOCITY", in: keys), "flingVelocity")
        XCTAssertEqual(SpellingSuggestion.nearest(to: "Bounce", in: keys), "bounces")
    }
}
