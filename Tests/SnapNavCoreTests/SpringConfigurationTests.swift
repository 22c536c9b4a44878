import SnapNavCore
import XCTest

/// A spring in any designer's terms wherever a configuration sets one: the settle, a hotspot's
/// tap and an `after`; and the refusals, each at its line and column, listing the forms.
final class SpringConfigurationTests: XCTestCase {
    /// A configuration whose settle spring is `spring` (JSON text).
    func physics(_ spring: String) -> String {
        """
        { "start": "camera", "horizontal": ["camera"],
          "physics": { "spring": \(spring) },
          "panels": { "camera": {} } }
        """
    }

    func parse(_ text: String) throws -> Configuration { try Configuration.parse(text, file: "s.json") }

    func refusal(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ConfigurationError? {
        do {
            _ = try parse(text)
            XCTFail("accepted", file: file, line: line)
            return nil
        } catch {
            return error as? ConfigurationError
        }
    }

    func testEveryFormSetsTheSettleSpringAndIsRemembered() throws {
        let cases: [(String, SpringForm)] = [
            (#""bouncy""#, .preset(.bouncy)),
            (
                #"{ "dampingRatio": 0.8, "stiffness": 400, "mass": 1 }"#,
                .ratio(dampingRatio: 0.8, stiffness: 400, mass: 1)
            ),
            (#"{ "stiffness": 300, "damping": 20 }"#, .physical(stiffness: 300, damping: 20, mass: 1)),
            (#"{ "response": 0.5, "dampingFraction": 0.8 }"#, .response(response: 0.5, dampingFraction: 0.8)),
            (#"{ "duration": 0.5, "bounce": 0.2 }"#, .perceptual(duration: 0.5, bounce: 0.2)),
            (#"{ "tension": 40, "friction": 7 }"#, .origami(tension: 40, friction: 7)),
            (#"{ "bounciness": 5, "speed": 10 }"#, .bouncy(bounciness: 5, speed: 10)),
        ]
        for (text, form) in cases {
            let configuration = try parse(physics(text))
            XCTAssertEqual(configuration.physics.spring, form.parameters, text)
            XCTAssertEqual(configuration.physics.springForm, form.kind, text)
        }
    }

    func testTheTableOfKeysHasEveryFormsKeys() {
        XCTAssertEqual(
            Set(ConfigurationKeys.spring.names), Set(SpringForm.Kind.allCases.flatMap { $0.keys }),
            "the decoder checks keys against the table")
    }

    func testSnapNavsOwnFormKeepsTheDefaultsOfTheKeysItLeavesOut() throws {
        let spring = try parse(physics(#"{ "stiffness": 800 }"#)).physics.spring
        XCTAssertEqual(spring, SpringParameters(dampingRatio: 1, stiffness: 800, mass: 0.5))
        XCTAssertEqual(try parse(physics("{}")).physics.spring, .default, "an empty spring is the default, as it was")
    }

    func testALinkAndAnAfterTakeASpringOfTheirOwn() throws {
        let configuration = try parse(
            """
            { "start": "camera", "horizontal": ["camera"],
              "panels": {
                "camera": { "hotspots": [{ "frame": [0, 0, 100, 100], "tap": { "push": "detail", "spring": "bouncy" } }] },
                "detail": { "after": { "seconds": 1, "back": true, "spring": { "tension": 40, "friction": 7 } },
                            "hotspots": [{ "frame": [0, 0, 100, 100], "tap": { "back": true, "spring": "slow" } }] } } }
            """)
        let camera = try XCTUnwrap(configuration.panels.first { $0.id == "camera" })
        XCTAssertEqual(camera.hotspots[0].spring, .preset(.bouncy))
        XCTAssertEqual(camera.hotspots[0].action, .push("detail"))
        let detail = try XCTUnwrap(configuration.panels.first { $0.id == "detail" })
        XCTAssertEqual(detail.after?.spring, .origami(tension: 40, friction: 7))
        XCTAssertEqual(detail.after?.action, .back)
        XCTAssertEqual(detail.hotspots[0].action, .back)
        XCTAssertEqual(detail.hotspots[0].spring, .preset(.slow))
    }

    func testAFormWithAKeyMissingIsRefusedAtItsLineListingTheForms() throws {
        let error = try XCTUnwrap(refusal(physics(#"{ "tension": 40 }"#)))
        XCTAssertEqual(error.keyPath, "physics.spring")
        XCTAssertEqual(error.line, 2)
        XCTAssertNotNil(error.column)
        XCTAssertTrue(error.problem.contains(#"missing "friction""#), error.problem)
        XCTAssertTrue(error.problem.contains(SpringForm.Kind.list), error.problem)
        XCTAssertTrue(error.description.contains("s.json:2:"), error.description)
    }

    func testMixedFormsAreRefused() throws {
        let error = try XCTUnwrap(refusal(physics(#"{ "response": 0.5, "friction": 7 }"#)))
        XCTAssertEqual(error.keyPath, "physics.spring")
        XCTAssertTrue(error.problem.contains("keys of different forms"), error.problem)
        XCTAssertTrue(error.problem.contains(#"{ "bounciness", "speed" }"#), error.problem)
        let ratioAndDamping = try XCTUnwrap(refusal(physics(#"{ "dampingRatio": 1, "damping": 7, "stiffness": 1 }"#)))
        XCTAssertTrue(ratioAndDamping.problem.contains("keys of different forms"), ratioAndDamping.problem)
    }

    func testNumbersThatMakeNoSpringAreRefused() throws {
        let zeroMass = try XCTUnwrap(refusal(physics(#"{ "stiffness": 100, "damping": 10, "mass": 0 }"#)))
        XCTAssertEqual(zeroMass.keyPath, "physics.spring.mass")
        XCTAssertTrue(zeroMass.problem.contains("greater than 0, found 0"), zeroMass.problem)
        XCTAssertTrue(zeroMass.problem.contains(SpringForm.Kind.list))
        let negativeDamping = try XCTUnwrap(refusal(physics(#"{ "stiffness": 100, "damping": -3 }"#)))
        XCTAssertEqual(negativeDamping.keyPath, "physics.spring.damping")
        XCTAssertEqual(negativeDamping.line, 2)
        // Friction 0 is c = (0 − 8)·3 + 25 = 1, a spring; −1 is c = −2, none.
        let negativeFriction = try XCTUnwrap(refusal(physics(#"{ "tension": 40, "friction": -1 }"#)))
        XCTAssertEqual(negativeFriction.keyPath, "physics.spring")
        XCTAssertTrue(negativeFriction.problem.contains("makes no spring"), negativeFriction.problem)
        let undamped = try XCTUnwrap(refusal(physics(#"{ "duration": 0.5, "bounce": 1 }"#)))
        XCTAssertEqual(undamped.keyPath, "physics.spring.bounce")
    }

    func testAnUnknownPresetOrKeyIsRefusedWithTheNearest() throws {
        let preset = try XCTUnwrap(refusal(physics(#""bouncey""#)))
        XCTAssertTrue(preset.problem.contains(#"did you mean "bouncy"?"#), preset.problem)
        let key = try XCTUnwrap(refusal(physics(#"{ "tensoin": 40, "friction": 7 }"#)))
        XCTAssertEqual(key.keyPath, "physics.spring.tensoin")
        XCTAssertTrue(key.problem.contains(#"did you mean "tension"?"#), key.problem)
        let link = try XCTUnwrap(
            refusal(
                """
                { "start": "camera", "horizontal": ["camera"],
                  "panels": { "camera": { "hotspots": [{ "frame": [0, 0, 10, 10], "tap": { "push": "d", "spring": 3 } }] },
                              "d": {} } }
                """))
        XCTAssertEqual(link.keyPath, "panels.camera.hotspots[0].tap.spring")
        XCTAssertEqual(link.line, 2)
        let go = try XCTUnwrap(
            refusal(
                """
                { "start": "camera", "horizontal": ["camera"],
                  "panels": { "camera": { "after": { "seconds": 1, "go": "camera", "spring": "quick" } } } }
                """))
        XCTAssertEqual(go.keyPath, "panels.camera.after.spring")
        XCTAssertTrue(go.problem.hasPrefix("go moves the cross with physics.spring"), go.problem)
    }
}
