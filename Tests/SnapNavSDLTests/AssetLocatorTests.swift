import SnapNavSDL
import XCTest

final class AssetLocatorTests: XCTestCase {
    func testAnInstalledExecutableLooksInShareBesideItsBinDirectoryFirst() {
        let candidates = AssetLocator.candidates(
            executable: "/usr/bin/snapnav", workingDirectory: "/home/designer", environment: [:])
        XCTAssertEqual(candidates.first, "/usr/share/snapnav")
        XCTAssertEqual(candidates.last, "/home/designer/Assets")
    }

    func testAnUnpackedTarballFindsItsOwnShareDirectory() {
        let candidates = AssetLocator.candidates(
            executable: "/tmp/x/snapnav-1.0/bin/snapnav", workingDirectory: "/", environment: [:])
        XCTAssertEqual(candidates.first, "/tmp/x/snapnav-1.0/share/snapnav")
    }

    func testABuildTreeFindsAssetsAboveDotBuild() {
        let candidates = AssetLocator.candidates(
            executable: "/src/SnapNav/.build/x86_64-unknown-linux-gnu/release/snapnav", workingDirectory: "/",
            environment: [:])
        XCTAssertTrue(candidates.contains("/src/SnapNav/Assets"))
        XCTAssertLessThan(
            candidates.firstIndex(of: "/src/SnapNav/.build/x86_64-unknown-linux-gnu/release/Assets")!,
            candidates.firstIndex(of: "/src/SnapNav/Assets")!, "nearest first")
    }

    func testTheEnvironmentOverrideComesFirst() {
        let candidates = AssetLocator.candidates(
            executable: "/usr/bin/snapnav", workingDirectory: "/", environment: ["SNAPNAV_ASSETS": "/opt/mine"])
        XCTAssertEqual(Array(candidates.prefix(2)), ["/opt/mine", "/usr/share/snapnav"])
    }

    func testTheRunningTestsFindTheRepositorysAssets() throws {
        let directory = try XCTUnwrap(AssetLocator.assetsDirectory())
        XCTAssertTrue(FileManager.default.fileExists(atPath: directory + "/demo.json"))
    }
}
