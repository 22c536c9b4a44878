import SnapNavCore
import XCTest

@testable import SnapNavCore

/// The tuning overlay speaks every form of a spring: it shows the spring in each at once with
/// its overshoot and settling time, N steps through Figma's presets, and W writes the spring
/// back in the form the file wrote it in.
final class SpringTuningTests: XCTestCase {
    func configuration(spring: String) throws -> Configuration {
        try Configuration.parse(
            #"{ "start": "a", "horizontal": ["a"], "panels": { "a": {} }, "physics": { "spring": \#(spring) } }"#,
            file: "t.json")
    }

    func texts(_ canvas: DisplayList) -> [String] {
        canvas.operations.compactMap { operation in
            if case .text(let text, _, _, _) = operation { return text }
            return nil
        }
    }

    func testTheOverlayShowsTheSpringInEveryFormWithItsOvershootAndSettlingTime() throws {
        let overlay = TuningOverlay(configuration: try configuration(spring: #""bouncy""#))
        let canvas = DisplayList(size: Size(width: 360, height: 2000))
        overlay.draw(in: canvas)
        let shown = texts(canvas)
        for line in [
            "• spring bouncy   overshoot 36.4 %   settles 0.861 s",
            "  k 600  c 15  m 1  ζ 0.306",
            "  SwiftUI  response 0.257  fraction 0.306",
            "  iOS 17  duration 0.257  bounce 0.694",
            "  Origami  tension 142.155  friction 4.667",
            "  Origami  bounciness 19.4  speed 24.1",
        ] {
            XCTAssertTrue(shown.contains(line), "\(line) in \(shown)")
        }
        let origami = TuningOverlay(configuration: try configuration(spring: #"{ "tension": 40, "friction": 7 }"#))
        XCTAssertTrue(
            origami.lines.map { $0.text }.contains("• Origami  tension 40  friction 7"), "the file's form is marked")
    }

    func testNStepsThroughThePresetsAndRecordsAsATune() throws {
        var session = TuningSession()
        session.isOverlayVisible = true
        var configuration = try configuration(spring: #"{ "stiffness": 500 }"#)
        XCTAssertNil(
            TuningSession().effect(of: .n, modifiers: [], configuration: configuration, isSlowMotion: false),
            "N is the overlay's")
        var seen: [SpringPreset?] = []
        for _ in 0..<5 {
            guard
                case .action(.tune(let name, let value)) = session.effect(
                    of: .n, modifiers: [], configuration: configuration, isSlowMotion: false)
            else { return XCTFail("N tunes") }
            XCTAssertEqual(name, "physics.spring.preset")
            configuration = PhysicsTuning.setting(name, to: value, in: configuration)
            seen.append(SpringPreset(matching: configuration.physics.spring))
        }
        XCTAssertEqual(seen, [.gentle, .quick, .bouncy, .slow, .gentle])
        XCTAssertEqual(KeyMap.action(for: .n, modifiers: [], in: [.overlay]), .nextSpringPreset)
    }

    func testWWritesTheSpringBackInTheFormTheFileUsed() throws {
        func written(_ spring: String, tuned: (Configuration) -> Configuration) throws -> JSONValue? {
            let source =
                #"{ "start": "a", "horizontal": ["a"], "panels": { "a": {} }, "physics": { "spring": \#(spring) } }"#
            let tunedConfiguration = tuned(try Configuration.parse(source, file: "t.json"))
            let text = try PhysicsTuning.write(tunedConfiguration, into: source, file: "t.json")
            let reread = try Configuration.parse(text, file: "t.json").physics.spring
            let tuned = tunedConfiguration.physics.spring
            XCTAssertEqual(reread.naturalFrequency, tuned.naturalFrequency, accuracy: 1e-3 * tuned.naturalFrequency)
            XCTAssertEqual(reread.dampingRatio, tuned.dampingRatio, accuracy: 1e-3 * tuned.dampingRatio)
            return try JSONParser.parse(text)["physics"]?["spring"]
        }
        let toQuick = { (configuration: Configuration) in
            PhysicsTuning.setting("physics.spring.preset", to: 2, in: configuration)
        }
        XCTAssertEqual(try written(#""bouncy""#, tuned: toQuick), .string("quick"))
        XCTAssertEqual(
            try written(#"{ "tension": 40, "friction": 7 }"#, tuned: toQuick),
            .object([("tension", .number(59.2818)), ("friction", .number(6.3333))]))
        XCTAssertEqual(
            try written(#"{ "response": 0.5, "dampingFraction": 0.8 }"#, tuned: toQuick)?["dampingFraction"],
            .number(0.5774))
        // Off the presets, a preset's file gets Figma's custom spring.
        let stiffer = { (configuration: Configuration) in
            PhysicsTuning.setting("physics.spring.stiffness", to: 700, in: configuration)
        }
        XCTAssertEqual(
            try written(#""bouncy""#, tuned: stiffer),
            .object([("stiffness", .number(700)), ("damping", .number(16.2019)), ("mass", .number(1))]))
        // SnapNav's own form is written key by key, as before.
        XCTAssertEqual(
            try written(#"{ "dampingRatio": 1, "stiffness": 500, "mass": 0.5 }"#, tuned: toQuick),
            .object([
                ("dampingRatio", .number(20 / (2 * 300.0.squareRoot()))), ("stiffness", .number(300)),
                ("mass", .number(1)),
            ]))
    }
}
