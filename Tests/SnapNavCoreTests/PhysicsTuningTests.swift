import SnapNavCore
import XCTest

final class PhysicsTuningTests: XCTestCase {
    let demoPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../Assets/demo.json").standardized.path

    func testSelectionWrapsBothWays() {
        var tuning = PhysicsTuning()
        XCTAssertEqual(tuning.selected.name, "fling velocity")
        tuning.selectPrevious()
        XCTAssertEqual(tuning.selected.name, "transition below")
        tuning.selectNext()
        tuning.selectNext()
        XCTAssertEqual(tuning.selected.name, "spring stiffness")
    }

    func testStepsChangeTheSelectedParameterWithinItsRange() throws {
        let configuration = try Configuration.load(path: demoPath)
        var tuning = PhysicsTuning()
        XCTAssertEqual(
            tuning.adjust(configuration, by: 2).physics.flingVelocity, configuration.physics.flingVelocity + 50)
        XCTAssertEqual(tuning.adjust(configuration, by: -1_000_000).physics.flingVelocity, 0)
        tuning.selectNext()
        tuning.selectNext()
        var damped = configuration
        for _ in 0..<7 { damped = tuning.adjust(damped, by: -1) }
        XCTAssertEqual(damped.physics.spring.dampingRatio, 0.65, "rounded, not 0.6499999…")
        XCTAssertEqual(JSONText.number(damped.physics.spring.dampingRatio), "0.65")
        XCTAssertEqual(tuning.adjust(damped, by: -100).physics.spring.dampingRatio, 0.05, "never reaches 0")
        XCTAssertEqual(damped.physics.spring.stiffness, configuration.physics.spring.stiffness, "others untouched")
    }

    func testWriteBackKeepsUnknownKeysAndFormatting() throws {
        let source = """
            {
                "window": { "width": 360, "height": 640, "title": "SnapNav" },
                "start": "camera",
                "horizontal": ["chat", "camera", "stories"],
                "// designer": { "owner": "ana", "reviewed": [1, 2.50, 3e2] },
                "physics": { "bounces": false, "flingVelocity": 300,
                             "spring": { "dampingRatio": 1.0, "stiffness": 500, "mass": 0.5 } },
                "panels": {
                    "chat":   { "title": "Chat",   "background": "#3CB2E2", "// badge": 3 },
                    "camera": { "title": "Camera", "background": "#1E1E1E" },
                    "stories":{ "title": "Stories","background": "#9B55A0" }
                }
            }

            """
        var configuration = try Configuration.parse(source, file: "tuned.json")
        configuration.physics.flingVelocity = 425
        configuration.physics.spring.mass = 0.75
        configuration.input.wheelEndPause = 0.12
        let written = try PhysicsTuning.write(configuration, into: source, file: "tuned.json")
        let expected =
            source
            .replacingOccurrences(of: "\"flingVelocity\": 300", with: "\"flingVelocity\": 425")
            .replacingOccurrences(of: "\"mass\": 0.5", with: "\"mass\": 0.75")
            .replacingOccurrences(
                of: "\"stories\":{ \"title\": \"Stories\",\"background\": \"#9B55A0\" }\n    }\n",
                with: "\"stories\":{ \"title\": \"Stories\",\"background\": \"#9B55A0\" }\n    },\n"
                    + "    \"input\": { \"wheelEndPause\": 0.12 }\n")
        XCTAssertEqual(written, expected)
        XCTAssertEqual(try Configuration.parse(written, file: "tuned.json"), configuration)
    }

    func testWritingUnchangedValuesLeavesTheFileAsItIs() throws {
        let source = try String(contentsOfFile: demoPath, encoding: .utf8)
        let configuration = try Configuration.parse(source, file: demoPath)
        XCTAssertEqual(try PhysicsTuning.write(configuration, into: source, file: demoPath), source)
        XCTAssertThrowsError(try PhysicsTuning.write(configuration, into: "{", file: "broken.json")) { error in
            XCTAssertTrue("\(error)".contains("broken.json:1"), "\(error)")
        }
    }

    func testBounceSwitchesAndTransitionsStepThroughTheirChoicesAndAreWrittenAsTheFileSaysThem() throws {
        let text = """
            { "start": "a", "horizontal": ["a", "b"],
              "transitions": { "right": "cover" },
              "panels": { "a": {}, "b": {} } }
            """
        let configuration = try Configuration.parse(text, file: "t.json")
        var tuning = PhysicsTuning()
        tuning.select(PhysicsTuning.parameters.firstIndex { $0.name == "bounce" }!)
        let bouncing = tuning.adjust(configuration, by: -1)
        XCTAssertTrue(bouncing.physics.bounces, "any step flips a switch")
        XCTAssertEqual(tuning.selected.display(in: bouncing), "on")
        tuning.select(PhysicsTuning.parameters.firstIndex { $0.name == "transition right" }!)
        var stepped = bouncing
        var seen: [String] = []
        for _ in 0..<3 {
            stepped = tuning.adjust(stepped, by: 1)
            seen.append(tuning.selected.display(in: stepped))
        }
        XCTAssertEqual(seen, ["reveal", "push", "cover"], "the choices in turn, wrapping around")
        stepped = tuning.adjust(stepped, by: -10)
        XCTAssertEqual(stepped.transitions.right, .push, "a big step back is one choice back")

        let written = try PhysicsTuning.write(stepped, into: text, file: "t.json")
        XCTAssertTrue(written.contains(#""transitions": { "right": "push" }"#), written)
        XCTAssertTrue(written.contains(#""bounces": true"#), written)
        XCTAssertEqual(try Configuration.parse(written, file: "t.json").transitions.right, .push)
    }
}
