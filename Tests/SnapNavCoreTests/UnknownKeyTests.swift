import SnapNavCore
import XCTest

final class UnknownKeyTests: XCTestCase {
    func error(_ text: String) -> ConfigurationError? {
        do {
            _ = try Configuration.parse(text, file: "proto/snapnav.json")
            return nil
        } catch {
            return error
        }
    }

    let panels = ##""panels": { "home": { "title": "Home", "background": "#FFFFFF" } }"##

    func testAMisspeltPanelKeyNamesTheFileLineKeyPathAndTheNearestKey() {
        let text = """
            {
              "start": "home",
              "horizontal": ["home"],
              "panels": {
                "home": {
                  "title": "Home",
                  "backgroud": "#FFFFFF"
                }
              }
            }
            """
        XCTAssertEqual(
            error(text)?.description,
            #"proto/snapnav.json:7:7: panels.home.backgroud: unknown key; did you mean "background"?"#)
    }

    func testEachSlipADesignerMadeIsNamed() {
        let cases: [(String, String, String)] = [
            (#""physics": { "spring": { "stifness": 400 } }"#, "physics.spring.stifness", "stiffness"),
            (#""transitons": { "left": "push" }"#, "transitons", "transitions"),
            (#""bar": true"#, "bar", "bars"),
            (#""window": { "widht": 400 }"#, "window.widht", "width"),
            (#""input": { "wheelscale": 20 }"#, "input.wheelscale", "wheelScale"),
        ]
        for (fragment, keyPath, suggestion) in cases {
            let text = #"{ "start": "home", "horizontal": ["home"], \#(panels), \#(fragment) }"#
            let found = error(text)
            XCTAssertEqual(found?.keyPath, keyPath, fragment)
            XCTAssertEqual(found?.problem, "unknown key; did you mean \"\(suggestion)\"?", fragment)
            XCTAssertEqual(found?.line, 1, fragment)
        }
    }

    func testContentKeysAreCheckedToo() {
        let text = """
            { "start": "home", "horizontal": ["home"],
              "panels": { "home": { "content": { "kind": "list", "rows": [
                { "title": "Ada" },
                { "titel": "Grace" }
              ] } } } }
            """
        let found = error(text)
        XCTAssertEqual(found?.keyPath, "panels.home.content.rows[1].titel")
        XCTAssertEqual(found?.problem, #"unknown key; did you mean "title"?"#)
        XCTAssertEqual(found?.line, 4)
        let image =
            #"{ "start": "home", "horizontal": ["home"], "panels": { "home": { "content": { "kind": "image", "file": "/nonexistent.png", "fil": 1 } } } }"#
        XCTAssertEqual(error(image)?.keyPath, "panels.home.content.fil")
    }

    func testAKeyNothingLikeAKnownOneListsTheKnownKeys() {
        let text = #"{ "start": "home", "horizontal": ["home"], \#(panels), "colour_scheme": "dark" }"#
        let found = error(text)
        XCTAssertEqual(found?.keyPath, "colour_scheme")
        XCTAssertTrue(found?.problem.hasPrefix(#"unknown key; expected one of "window", "start""#) ?? false)
    }

    func testAnEmptyKeyOrOneWithSpacesRoundItIsQuotedInItsRefusal() {
        let empty = #"{ "start": "home", "horizontal": ["home"], "panels": { "home": { "title": "Home", "": 1 } } }"#
        let found = error(empty)
        XCTAssertEqual(found?.keyPath, "panels.home.")
        XCTAssertTrue(
            found?.problem.hasPrefix(#"unknown key "", which is empty; expected one of "title""#) ?? false,
            found?.problem ?? "no error")
        XCTAssertEqual(found?.line, 1)

        let text = """
            { "start": "home", "horizontal": ["home"],
              "panels": { "home": { "title ": "Home" } } }
            """
        let padded = error(text)
        XCTAssertEqual(padded?.keyPath, "panels.home.title ")
        XCTAssertEqual(padded?.problem, #"unknown key "title ", with spaces round it; did you mean "title"?"#)
        XCTAssertEqual(padded?.line, 2)
        XCTAssertEqual(
            error(#"{ "start": "home", "horizontal": ["home"], \#(panels), " bars": true }"#)?.problem,
            #"unknown key " bars", with spaces round it; did you mean "bars"?"#)
    }

    func testTheDemoAndItsFixturesHaveNoUnknownKeys() throws {
        let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
            "../../Assets/demo.json")
        XCTAssertNoThrow(try Configuration.load(path: assets.standardizedFileURL.path))
    }
}

extension UnknownKeyTests {
    func testKeysStartingWithTwoSlashesAreNotes() {
        let text =
            #"{ "//": "hi", "start": "home", "horizontal": ["home"], \#(panels), "window": { "// why": "tall" } }"#
        XCTAssertNil(error(text))
    }
}
