import SnapNavCore
import XCTest

final class JSONSourceEditorTests: XCTestCase {
    let source = """
        {
          "window": { "width": 360, "height": 640 },
          "x-designer-notes": ["keep", {"me": true}],
          "physics": {
            "bounces": false,
            "flingVelocity": 300,
            "spring": {"dampingRatio": 1.0, "stiffness": 500, "mass": 0.5}
          },
        \t"weird"  :   [ 1,2 ,3 ]
        }

        """

    func testChangingOneNumberRewritesOnlyItsCharacters() throws {
        var editor = try JSONSourceEditor(text: source)
        try editor.setNumber(612.5, at: ["physics", "spring", "stiffness"])
        XCTAssertEqual(editor.text, source.replacingOccurrences(of: "\"stiffness\": 500", with: "\"stiffness\": 612.5"))
    }

    func testAnEqualNumberKeepsItsSpelling() throws {
        var editor = try JSONSourceEditor(text: source)
        try editor.setNumber(1, at: ["physics", "spring", "dampingRatio"])
        try editor.setNumber(300, at: ["physics", "flingVelocity"])
        XCTAssertEqual(editor.text, source)
    }

    func testAMissingKeyIsAddedLikeTheLastMemberOfItsObject() throws {
        var editor = try JSONSourceEditor(text: source)
        try editor.setNumber(0.2, at: ["physics", "restDistance"])
        try editor.setNumber(2, at: ["physics", "spring", "velocityScale"])
        let expected =
            source
            .replacingOccurrences(of: "\"mass\": 0.5}", with: "\"mass\": 0.5, \"velocityScale\": 2}")
            .replacingOccurrences(
                of: "\"mass\": 0.5, \"velocityScale\": 2}\n",
                with: "\"mass\": 0.5, \"velocityScale\": 2},\n    \"restDistance\": 0.2\n")
        XCTAssertEqual(editor.text, expected)
        XCTAssertEqual(try JSONParser.parse(editor.text)["physics"]?["restDistance"], .number(0.2))
    }

    func testMissingObjectsOnThePathAreAdded() throws {
        var editor = try JSONSourceEditor(text: #"{"start": "camera"}"#)
        try editor.setNumber(0.15, at: ["input", "wheelEndPause"])
        XCTAssertEqual(editor.text, #"{"start": "camera","input": { "wheelEndPause": 0.15 }}"#)
        var empty = try JSONSourceEditor(text: "{}")
        try empty.setNumber(3, at: ["a", "b"])
        XCTAssertEqual(empty.text, #"{ "a": { "b": 3 } }"#)
    }

    func testKeysWithEscapesAndTheLastDuplicateAreMatchedAsTheParserReadsThem() throws {
        var editor = try JSONSourceEditor(text: #"{"a\"b": 1, "k": 1, "k": 2}"#)
        try editor.setNumber(5, at: ["a\"b"])
        try editor.setNumber(7, at: ["k"])
        XCTAssertEqual(editor.text, #"{"a\"b": 5, "k": 1, "k": 7}"#)
    }

    func testValuesThatAreNotNumbersOrObjectsAreRefused() throws {
        var editor = try JSONSourceEditor(text: #"{"physics": 3, "name": "x"}"#)
        XCTAssertThrowsError(try editor.setNumber(1, at: ["physics", "spring"])) { error in
            XCTAssertTrue("\(error)".contains("physics is not an object"), "\(error)")
        }
        XCTAssertThrowsError(try editor.setNumber(1, at: ["name"])) { error in
            XCTAssertTrue("\(error)".contains("name is a string"), "\(error)")
        }
        XCTAssertThrowsError(try JSONSourceEditor(text: "[1]"))
        XCTAssertThrowsError(try JSONSourceEditor(text: "{"))
    }

    func testNumbersAreWrittenSoTheyReadBackTheSame() {
        for value in [0, 300, -2, 0.1, 0.35, 1e-7, 123_456.789, 1e20] {
            XCTAssertEqual(try JSONParser.parse(JSONText.number(value)), .number(value), JSONText.number(value))
        }
        XCTAssertEqual(JSONText.number(300), "300")
        XCTAssertEqual(JSONText.number(.nan), "0")
        XCTAssertEqual(try JSONParser.parse(JSONText.string("a\"\\\n\u{1}é")), .string("a\"\\\n\u{1}é"))
    }
}

/// Arrays rewritten element by element: only what changed is written.
final class JSONSourceEditorArrayTests: XCTestCase {
    func edited(_ text: String, to elements: [JSONValue], at path: [String] = ["panels", "chat", "hotspots"]) throws
        -> String
    {
        var editor = try JSONSourceEditor(text: text)
        try editor.setArray(elements, at: path)
        return editor.text
    }

    let one = JSONValue.object([("frame", .array([.number(0), .number(1)])), ("tap", .string("back"))])
    let two = JSONValue.object([("frame", .array([.number(2), .number(3)])), ("tap", .object([("go", .string("c"))]))])

    func testAnElementIsAddedAfterTheLastAsTheOthersAreSeparated() throws {
        let inline = """
            { "panels": { "chat": { "hotspots": [{ "frame": [0, 1], "tap": "back" }] } } }
            """
        XCTAssertEqual(
            try edited(inline, to: [one, two]),
            """
            { "panels": { "chat": { "hotspots": [{ "frame": [0, 1], "tap": "back" }, { "frame": [2, 3], "tap": { "go": "c" } }] } } }
            """, "an array on one line stays on one line")
        let text = """
            { "panels": { "chat": { "hotspots": [
                { "frame": [0, 1], "tap": "back" }
              ] } } }
            """
        XCTAssertEqual(
            try edited(text, to: [one, two, one]),
            """
            { "panels": { "chat": { "hotspots": [
                { "frame": [0, 1], "tap": "back" },
                { "frame": [2, 3], "tap": { "go": "c" } },
                { "frame": [0, 1], "tap": "back" }
              ] } } }
            """, "one element on a line of its own: each new one goes on a line of its own, indented as it is")
        let twoLines = """
            { "panels": { "chat": { "hotspots": [
                { "frame": [0, 1], "tap": "back" },
                { "frame": [2, 3],   "tap": { "go": "c" } }
              ] } } }
            """
        XCTAssertEqual(
            try edited(twoLines, to: [one, two, one]),
            """
            { "panels": { "chat": { "hotspots": [
                { "frame": [0, 1], "tap": "back" },
                { "frame": [2, 3],   "tap": { "go": "c" } },
                { "frame": [0, 1], "tap": "back" }
              ] } } }
            """, "the elements before keep their own spacing, and the new one is on its own line")
    }

    func testOnlyTheChangedElementIsRewritten() throws {
        let text =
            #"{ "panels": { "chat": { "hotspots": [{"frame":[0,1],"tap":"back"}, {"frame":[2,3],"tap":{"go":"c"}}] } } }"#
        XCTAssertEqual(
            try edited(
                text, to: [one, .object([("frame", .array([.number(5), .number(3)])), ("tap", .string("back"))])]),
            #"{ "panels": { "chat": { "hotspots": [{"frame":[0,1],"tap":"back"}, { "frame": [5, 3], "tap": "back" }] } } }"#
        )
    }

    func testElementsAreRemovedWithTheirSeparator() throws {
        let text = #"{ "panels": { "chat": { "hotspots": [1, 2, 3] } } }"#
        XCTAssertEqual(
            try edited(text, to: [.number(1), .number(3)]), #"{ "panels": { "chat": { "hotspots": [1, 3] } } }"#)
        XCTAssertEqual(
            try edited(text, to: [.number(2), .number(3)]), #"{ "panels": { "chat": { "hotspots": [2, 3] } } }"#)
        XCTAssertEqual(
            try edited(text, to: [.number(1), .number(2)]), #"{ "panels": { "chat": { "hotspots": [1, 2] } } }"#)
        XCTAssertEqual(try edited(text, to: []), #"{ "panels": { "chat": { "hotspots": [] } } }"#)
        XCTAssertEqual(
            try edited(text, to: [.number(0), .number(1), .number(2), .number(3)]),
            #"{ "panels": { "chat": { "hotspots": [0, 1, 2, 3] } } }"#)
        XCTAssertEqual(try edited(text, to: [.number(1), .number(2), .number(3)]), text, "no change, no edit")
    }

    func testAMissingArrayIsAddedAfterThePanelsLastMember() throws {
        let text = """
            { "panels": {
                "chat": { "content": { "kind": "camera" } },
                "camera": {} } }
            """
        XCTAssertEqual(
            try edited(text, to: [one]),
            """
            { "panels": {
                "chat": { "content": { "kind": "camera" }, "hotspots": [{ "frame": [0, 1], "tap": "back" }] },
                "camera": {} } }
            """)
        XCTAssertEqual(
            try edited(#"{ "panels": {} }"#, to: [one]),
            #"{ "panels": { "chat": { "hotspots": [{ "frame": [0, 1], "tap": "back" }] } } }"#,
            "a panel listed only in an arm gets an entry")
        XCTAssertEqual(
            try edited(#"{ "panels": { "chat": { "hotspots": [] } } }"#, to: [one]),
            #"{ "panels": { "chat": { "hotspots": [{ "frame": [0, 1], "tap": "back" }] } } }"#)
        XCTAssertThrowsError(try edited(#"{ "panels": { "chat": { "hotspots": 3 } } }"#, to: [one]))
    }

    func testAHotspotIsWrittenAsTheConfigurationReadsIt() throws {
        let link = Hotspot(frame: Rect(x: 20, y: 400, width: 320, height: 60.5), action: .push("sheet"))
        XCTAssertEqual(
            try edited(
                #"{ "panels": {} }"#, to: [link.jsonValue, Hotspot(frame: link.frame, action: .back).jsonValue]),
            #"{ "panels": { "chat": { "hotspots": [{ "frame": [20, 400, 320, 60.5], "tap": { "push": "sheet" } }, "#
                + #"{ "frame": [20, 400, 320, 60.5], "tap": "back" }] } } }"#)
    }
}
