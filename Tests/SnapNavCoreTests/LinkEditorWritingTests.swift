import SnapNavCore
import XCTest

/// Writing a panel's links into the text of its configuration file.
final class LinkEditorWritingTests: XCTestCase {
    let source = """
        {
          "start": "home",
          "horizontal": ["home"],
          "vertical": ["home"],
          "panels": {
            "home": { "hotspots": [] },
            "sheet": {}
          }
        }

        """
    let link = Hotspot(frame: Rect(x: 20, y: 400, width: 320, height: 60), action: .present("sheet"))

    func testALinkIsWrittenIntoItsPanelsArray() throws {
        XCTAssertEqual(
            try LinkEditor.write([link], of: "home", into: source, file: "snapnav.json"),
            source.replacingOccurrences(
                of: #""hotspots": []"#,
                with: #""hotspots": [{ "frame": [20, 400, 320, 60], "tap": { "present": "sheet" } }]"#))
    }

    func testABrokenFileIsNamedWithItsLineAndColumnAsTheAppNamesConfigurationErrors() {
        let broken = source.replacingOccurrences(of: #""vertical": ["home"],"#, with: #""vertical": ["home"]"#)
        XCTAssertThrowsError(try LinkEditor.write([link], of: "home", into: broken, file: "snapnav.json")) { error in
            XCTAssertEqual(
                "\(error)", "snapnav.json:4:23: invalid JSON: expected ',' or '}' in an object",
                "the description a configuration error has everywhere else, not a dump of the value")
        }
    }
}
