import XCTest

@testable import SnapNavCore

/// Each glyph is a layer of its own, named after it: a canvas keeps one texture per name, so
/// two glyphs sharing a name would show one picture for both.
final class GlyphLayerTests: XCTestCase {
    func testEachGlyphsLayerIsNamedAfterIt() {
        let glyphs: [Glyph] = [.chat, .stories, .search, .person]
        XCTAssertEqual(glyphs.map(\.layer.name), ["glyph.chat", "glyph.stories", "glyph.search", "glyph.person"])
        XCTAssertEqual(Set(glyphs.map(\.layer)).count, glyphs.count)
    }
}
