import Foundation
import SnapNavCore
import XCTest

/// `snapnav spec`'s content: each distinct motion, where it is used, its code for each
/// platform, and CSS's `linear()` within 1 % of the spring.
final class MotionSpecTests: XCTestCase {
    static let json = """
        { "start": "camera", "horizontal": ["chat", "camera"],
          "physics": { "spring": { "tension": 40, "friction": 7 } },
          "panels": {
            "chat": { "hotspots": [{ "frame": [0, 0, 360, 80], "tap": { "push": "detail", "spring": "bouncy" } }] },
            "camera": {},
            "detail": { "hotspots": [{ "frame": [0, 0, 80, 44], "tap": { "back": true, "spring": { "stiffness": 600, "damping": 15 } } }],
                        "after": { "seconds": 3, "present": "sheet", "spring": { "duration": 0.5, "bounce": 0.2 } } },
            "sheet": {} } }
        """

    func spec() throws -> MotionSpec { MotionSpec(try Configuration.parse(Self.json, file: "p.json")) }

    func testEachDistinctMotionIsListedOnceWithEveryPlaceThatUsesIt() throws {
        let spec = try spec()
        XCTAssertEqual(spec.motions.map { $0.name }, ["custom 1", "bouncy", "custom 2"])
        XCTAssertEqual(
            spec.motions[1].uses, ["panels.chat.hotspots[0].tap: push detail", "panels.detail.hotspots[0].tap: back"],
            "the same spring written two ways is one motion")
        XCTAssertEqual(spec.motions[2].uses, ["panels.detail.after: present sheet"])
        XCTAssertTrue(spec.motions[0].uses[0].hasPrefix("physics.spring: the settle"))
    }

    func testAScreensSpecHoldsItsLinksMotionsAndTheSettleOnlyWhenItMovesWithIt() throws {
        let configuration = try Configuration.parse(Self.json, file: "p.json")
        let detail = MotionSpec(configuration, screen: "detail")
        XCTAssertEqual(detail.motions.map { $0.name }, ["bouncy", "custom 1"], "every link of detail has a spring")
        XCTAssertEqual(detail.motions.map { $0.places }, [["panels.detail.hotspots[0].tap"], ["panels.detail.after"]])
        XCTAssertEqual(
            MotionSpec(configuration, screen: "chat").cardLines(screen: "chat"),
            [
                "Motions on chat",
                #"custom 1: { "tension": 40, "friction": 7 } at physics.spring"#,
                "  .spring(response: 0.414, dampingFraction: 0.725)",
                #"bouncy: "bouncy" at hotspots[0].tap"#,
                "  .spring(response: 0.257, dampingFraction: 0.306)",
            ], "a panel of the cross settles with the settle spring")
        XCTAssertEqual(MotionSpec(configuration, screen: "sheet").cardLines(screen: "sheet"), [], "no links, no motion")
    }

    func testATransitionsSpringIsAMotionToo() throws {
        let configuration = try Configuration.parse(
            #"""
            { "start": "a", "horizontal": ["a"],
              "panels": { "a": { "hotspots": [{ "frame": [0, 0, 80, 44],
                                                "tap": { "push": "b", "transition": { "type": "dissolve", "spring": "quick" } } }] },
                          "b": {} } }
            """#, file: "t.json")
        let spec = MotionSpec(configuration)
        XCTAssertEqual(spec.motions.map { $0.name }, ["custom 1", "quick"])
        XCTAssertEqual(spec.motions[1].uses, ["panels.a.hotspots[0].tap.transition: push b, dissolve"])
    }

    func testBouncyPrintsSwiftUIsResponseAndOrigamisSpringItsStiffnessAndDamping() throws {
        let text = try spec().text(file: "p.json")
        XCTAssertTrue(text.contains(".spring(response: 0.257, dampingFraction: 0.306)"), text)
        XCTAssertTrue(text.contains(#"written  { "tension": 40, "friction": 7 }"#), text)
        XCTAssertTrue(text.contains("custom 1: stiffness 230.2, damping 22, mass 1"), text)
        for line in [
            ".spring(duration: 0.257, bounce: 0.694)",
            "UISpringTimingParameters(mass: 1, stiffness: 600, damping: 15, initialVelocity: .zero)",
            "spring.mass = 1; spring.stiffness = 600; spring.damping = 15; spring.duration = spring.settlingDuration",
            "spring(dampingRatio = 0.306f, stiffness = 600f)",
            "SpringForce().setDampingRatio(0.306f).setStiffness(600f)",
            "transition: transform 0.862s linear(0, ",
            "Spring, custom: mass 1, stiffness 600, damping 15",
            ".spring(duration: 0.5, bounce: 0.2)",
        ] {
            XCTAssertTrue(text.contains(line), line)
        }
    }

    func testComposeAndSpringForceMoveAMassOfOne() throws {
        let configuration = try Configuration.parse(
            #"{ "start": "a", "horizontal": ["a"], "physics": { "spring": { "dampingRatio": 0.5, "stiffness": 400, "mass": 2 } }, "panels": { "a": {} } }"#,
            file: "m.json")
        let code = MotionSpec(configuration).motions[0].code.map { $0.code }
        XCTAssertTrue(code.contains("spring(dampingRatio = 0.5f, stiffness = 200f)"), "\(code)")
        XCTAssertTrue(
            code.contains("UISpringTimingParameters(mass: 2, stiffness: 400, damping: 28.284, initialVelocity: .zero)"))
    }

    /// The oscillator's progress from rest, 0 to 1, by its textbook solution.
    func progress(_ spring: SpringParameters, at t: Double) -> Double {
        let omega = (spring.stiffness / spring.mass).squareRoot()
        let zeta = spring.dampingRatio
        if zeta < 1 {
            let omegaD = omega * (1 - zeta * zeta).squareRoot()
            return 1 - exp(-zeta * omega * t) * (cos(omegaD * t) + zeta * omega / omegaD * sin(omegaD * t))
        }
        if zeta == 1 { return 1 - (1 + omega * t) * exp(-omega * t) }
        let root = (zeta * zeta - 1).squareRoot()
        let r1 = -omega * (zeta - root)
        let r2 = -omega * (zeta + root)
        return 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }

    func testCSSLinearStaysWithinOnePercentOfTheSpringOverItsDuration() throws {
        let springs =
            SpringPreset.allCases.map { $0.parameters } + [
                .default, SpringForm.origami(tension: 40, friction: 7).parameters,
                SpringForm.perceptual(duration: 0.5, bounce: 0.2).parameters,
            ]
        for spring in springs {
            let easing = CSSLinearEasing(spring)
            let function = easing.function
            XCTAssertTrue(function.hasPrefix("linear(0, ") && function.hasSuffix(", 1)"), function)
            let stops = function.dropFirst("linear(".count).dropLast().split(separator: ",").map {
                Double($0.trimmingCharacters(in: .whitespaces))!
            }
            XCTAssertEqual(easing.duration, spring.settlingTime(), accuracy: 0.001)
            var largest = 0.0
            for step in 0...4000 {
                let t = easing.duration * Double(step) / 4000
                let position = Double(stops.count - 1) * Double(step) / 4000
                let index = min(Int(position), stops.count - 2)
                let line = stops[index] + (stops[index + 1] - stops[index]) * (position - Double(index))
                largest = max(largest, abs(line - progress(spring, at: t)))
            }
            XCTAssertLessThan(largest, 0.01, "\(spring): \(stops.count) stops")
        }
    }

    func testTheJSONHasTheSameMotionsAsData() throws {
        let spec = try spec()
        let value = try JSONParser.parse(spec.json(file: "p.json"))
        guard case .array(let motions)? = value["motions"] else { return XCTFail("no motions") }
        XCTAssertEqual(motions.count, 3)
        let bouncy = motions[1]
        XCTAssertEqual(bouncy["name"], .string("bouncy"))
        XCTAssertEqual(bouncy["written"], .string("bouncy"))
        XCTAssertEqual(bouncy["forms"]?["physical"]?["stiffness"], .number(600))
        XCTAssertEqual(bouncy["forms"]?["response"]?["dampingFraction"], .number(0.306186))
        XCTAssertEqual(bouncy["code"]?["swiftUI"], .string(".spring(response: 0.257, dampingFraction: 0.306)"))
        XCTAssertEqual(motions[0]["written"]?["tension"], .number(40))
        XCTAssertEqual(motions[0]["forms"]?["physical"]?["damping"], .number(22))
        guard case .array(let stops)? = bouncy["cssLinear"]?["stops"] else { return XCTFail("no stops") }
        XCTAssertEqual(stops.first, .number(0))
        XCTAssertEqual(stops.last, .number(1))
    }
}
