import Foundation
import SnapNavCommandLine
import XCTest

/// `snapnav spec PROTOTYPE [--json]`: its words, its help, and its mistakes.
final class SpecCommandTests: XCTestCase {
    func testSpecTakesOnePrototypeAndJSON() throws {
        XCTAssertEqual(try LaunchOptions.parse(["spec", "proto"]).spec, try SpecCommand.Request(arguments: ["proto"]))
        let json = try XCTUnwrap(try LaunchOptions.parse(["spec", "--json", "proto"]).spec)
        XCTAssertEqual(json.prototype, "proto")
        XCTAssertTrue(json.json)
        XCTAssertTrue(try XCTUnwrap(try LaunchOptions.parse(["spec", "--help"]).spec).showHelp)
    }

    func testSpecRefusesNoPrototypeTwoOrAnUnknownFlag() {
        for arguments in [["spec"], ["spec", "a", "b"], ["spec", "--yaml"]] {
            XCTAssertThrowsError(try LaunchOptions.parse(arguments), "\(arguments)") { error in
                XCTAssertTrue("\(error)".contains("snapnav spec PROTOTYPE [--json]"), "\(error)")
            }
        }
    }

    func testTheUsageNamesSpecAndItsHelpNamesEveryPlatform() {
        XCTAssertTrue(LaunchOptions.usage.contains("snapnav spec PROTOTYPE [--json]"))
        for platform in [
            "SwiftUI", "UISpringTimingParameters", "CASpringAnimation", "Jetpack Compose", "SpringForce", "linear()",
            "Figma",
        ] {
            XCTAssertTrue(SpecCommand.usage.contains(platform), platform)
        }
    }

    func testAPrototypeIsReadAndItsSpecPrinted() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        try #"{ "start": "a", "horizontal": ["a"], "physics": { "spring": "bouncy" }, "panels": { "a": {} } }"#
            .write(toFile: directory + "/snapnav.json", atomically: true, encoding: .utf8)
        XCTAssertEqual(SpecCommand.run(try SpecCommand.Request(arguments: [directory])), 0)
        XCTAssertEqual(SpecCommand.run(try SpecCommand.Request(arguments: [directory, "--json"])), 0)
    }

    func testAPrototypeThatCannotBeReadExitsWithOne() throws {
        XCTAssertEqual(SpecCommand.run(try SpecCommand.Request(arguments: ["/nonexistent/prototype"])), 1)
    }
}
