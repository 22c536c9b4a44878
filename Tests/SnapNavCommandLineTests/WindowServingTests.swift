import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavCommandLine

/// The window's key for testing with people: what it serves, and on which port.
final class WindowServingTests: XCTestCase {
    private let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets").path
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "snapnav-window-serving-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: assets + "/starter/screens", toPath: folder + "/screens")
        try FileManager.default.copyItem(atPath: assets + "/starter/snapnav.json", toPath: folder + "/snapnav.json")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// The built-in demo lives with the app's own files, where testers' sessions cannot go.
    func testTheBuiltInDemoIsNotServedAndTheWindowSaysWhatToOpenInstead() throws {
        let demo = try PrototypeSource.resolve(assets + "/demo.json")
        XCTAssertThrowsError(try WindowServing.serve(demo, named: demo.label, assets: assets)) { error in
            XCTAssertEqual("\(error)", WindowServing.refusalForTheAppsOwnFiles)
        }
        XCTAssertTrue(WindowServing.refusalForTheAppsOwnFiles.contains("snapnav new my-prototype"))
        XCTAssertFalse(FileManager.default.fileExists(atPath: assets + "/sessions"))
    }

    /// A taken port is the one failure tried again, on any free port, without reading the
    /// prototype again; other failures are told as they are.
    func testATakenPortFallsBackToAFreeOneAndOtherFailuresAreToldAsTheyAre() throws {
        let first = try ServeServer(ServeRequest(prototype: folder, host: "127.0.0.1", port: 0), assets: assets)
        defer { first.stop() }
        let taken = try XCTUnwrap(Int(try XCTUnwrap(first.url.split(separator: ":").last?.split(separator: "/").first)))
        let request = ServeRequest(prototype: folder, host: "127.0.0.1", port: taken)
        XCTAssertThrowsError(try ServeServer(request, assets: assets)) { error in
            XCTAssertTrue("\(error)".contains("cannot listen on 127.0.0.1 port \(taken)"), "\(error)")
        }
        let second = try ServeServer(request, assets: assets, orAnyFreePort: true)
        defer { second.stop() }
        XCTAssertTrue(second.url.hasPrefix("http://127.0.0.1:"), second.url)
        XCTAssertFalse(second.url.hasPrefix("http://127.0.0.1:\(taken)/"), second.url)
        // A prototype that cannot be read is that failure, not a second try's.
        let broken = ServeRequest(prototype: folder + "/nothing-here", host: "127.0.0.1", port: taken)
        XCTAssertThrowsError(try ServeServer(broken, assets: assets, orAnyFreePort: true)) { error in
            XCTAssertTrue("\(error)".contains("nothing-here"), "\(error)")
        }
    }
}
