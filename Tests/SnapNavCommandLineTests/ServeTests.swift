import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavCommandLine

final class ServeTests: XCTestCase {
    func testServeTakesAPrototypeAHostAndAPort() throws {
        XCTAssertEqual(
            try LaunchOptions.parse(["serve", "myproto"]).serve,
            ServeRequest(prototype: "myproto", host: nil, port: ServeRequest.defaultPort))
        XCTAssertEqual(
            try LaunchOptions.parse(["serve", "--port", "0", "myproto", "--host", "127.0.0.1"]).serve,
            ServeRequest(prototype: "myproto", host: "127.0.0.1", port: 0))
        XCTAssertTrue(try LaunchOptions.parse(["serve", "--help"]).showHelp)
        let refused = [
            ["serve"], ["serve", "a", "b"], ["serve", "a", "--port", "65536"], ["serve", "a", "--port"],
            ["serve", "a", "--port", "x"], ["serve", "a", "--open"],
        ]
        for arguments in refused { XCTAssertThrowsError(try LaunchOptions.parse(arguments), "\(arguments)") }
    }

    func testTheQRCodeIsDrawnInHalfBlocksInsideALightMargin() throws {
        let lines = try XCTUnwrap(ServeQRCode.lines(of: "http://192.168.1.5:8080/0123456789abcdef0123456789abcdef/"))
        let width = lines[0].count
        XCTAssertTrue(lines.allSatisfy { $0.count == width })
        // Two margin lines above and below, four modules of margin each side: 2 × 2 + modules / 2 lines.
        XCTAssertEqual(lines.count, 4 + (width - 8 + 1) / 2)
        for line in lines.prefix(2) + lines.suffix(2) { XCTAssertEqual(Set(line), ["█"]) }
        XCTAssertTrue(lines.allSatisfy { $0.allSatisfy { "█▀▄ ".contains($0) } })
    }

    func testUploadsOfASessionAreOneTakeTheParserReads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("serve-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let sessions = ServeSessions(directory: folder + "/sessions")
        sessions.serve(.init(text: "{}", source: "proto/snapnav.json", directory: "proto"))
        let header = #"{"recording":"snapnav","version":2,"width":360,"height":780}"#
        func touch(_ time: Double) -> String {
            #"{"t":\#(time),"event":"pointerDown","pointer":"finger:1","x":10,"y":20}"#
        }
        func upload(_ lines: [String]) -> ServeSessions.Answer {
            sessions.take(Data((lines.joined(separator: "\n") + "\n").utf8), session: "0123456789abcdef")
        }
        XCTAssertEqual(upload([header, touch(0.5)]), .stored)
        XCTAssertEqual(upload([header, touch(1), touch(2)]), .stored)
        XCTAssertEqual(upload([header, touch(1.5)]), .stored, "a batch that crossed another on the way")
        XCTAssertEqual(upload([header, #"{"t":3,"event":"tool","action":"stop"}"#]).status, 400)
        XCTAssertEqual(upload(["not json"]).status, 400)
        let takes = try FileManager.default.contentsOfDirectory(atPath: folder + "/sessions")
        XCTAssertEqual(takes.count, 1)
        let text = try String(contentsOfFile: folder + "/sessions/" + takes[0], encoding: .utf8)
        let take = try InputRecording.parse(text, file: takes[0])
        XCTAssertEqual(take.entries.map(\.time), [0.5, 1, 1.5, 2], "in time order")
        XCTAssertEqual(take.header.viewport, Size(width: 360, height: 780))
        XCTAssertEqual(take.header.configuration?.source, "proto/snapnav.json")
    }
}
