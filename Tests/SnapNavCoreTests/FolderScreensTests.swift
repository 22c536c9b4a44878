import Foundation
import XCTest

@testable import SnapNavCore

/// A folder of exports as the app shows it: with no configuration, and through a
/// configuration's `"screens": "folder"`, which E writes for a folder.
final class FolderScreensTests: XCTestCase {
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "snapnav-screens-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        directory = URL(fileURLWithPath: directory).standardizedFileURL.path
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Files whose first bytes are a PNG header declaring `width` × `height`.
    func writePNGHeaders(_ names: [String], width: UInt32 = 1170, height: UInt32 = 2532) {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        for name in names {
            _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(bytes))
        }
    }

    func writeConfiguration(_ text: String) throws {
        try text.write(toFile: directory + "/snapnav.json", atomically: false, encoding: .utf8)
    }

    func testThreeTimesExportsOpenAtTheirSizeInPointsNamedWithoutTheSuffixOnHome() throws {
        writePNGHeaders(["Chat@3x.png", "Home@3x.png", "Map@3x.png", "Profile@3x.png"])
        let configuration = try PrototypeSource.resolve(directory).load()
        XCTAssertEqual(configuration.window.width, 390, "1170 pixels at 3×")
        XCTAssertEqual(configuration.window.height, 844)
        XCTAssertEqual(configuration.horizontal, ["Chat", "Home", "Map", "Profile"])
        XCTAssertEqual(configuration.start, "Home", "not Map, the middle one")
    }

    /// The screens a folder of `names` starts on, each in a folder of its own.
    func start(of names: [String]) throws -> String {
        let folder = directory + "/" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        writePNGHeaders(names.map { folder.dropFirst(directory.count + 1) + "/" + $0 })
        return try PrototypeSource.resolve(folder).load().start
    }

    func testAFolderStartsOnCameraInAnyCaseWithoutAHomeElseOnTheMiddleScreen() throws {
        XCTAssertEqual(try start(of: ["a.png", "CAMERA.png", "c.png", "home@2x.png"]), "home")
        XCTAssertEqual(try start(of: ["a.png", "b.png", "camera.jpg"]), "camera")
        XCTAssertEqual(try start(of: ["a.png", "b.png", "c.png", "d.png"]), "c")
        XCTAssertEqual(try start(of: ["a.png", "homepage.png", "c.png"]), "c", "only a screen named Home")
    }

    func testTwoExportsOfOneScreenInTwoFormatsKeepTheirFileNames() throws {
        writePNGHeaders(["Home@3x.png", "Home@3x.jpg", "Chat@2x.png"])
        XCTAssertEqual(try PrototypeSource.resolve(directory).load().horizontal, ["Chat", "Home", "Home@3x.png"])
    }

    func testTheConfigurationEWritesKeepsFollowingTheFolder() throws {
        writePNGHeaders(["Chat@3x.png", "Home@3x.png", "Map@3x.png"])
        let written = try XCTUnwrap(try PrototypeSource.resolve(directory).configurationToWrite)
        XCTAssertEqual(written.path, directory + "/snapnav.json")
        XCTAssertFalse(written.text.contains("@3x"), "ids drop the suffix: \(written.text)")
        try writeConfiguration(written.text)
        let configuration = try PrototypeSource.resolve(directory).load()
        XCTAssertEqual(configuration.horizontal, ["Chat", "Home", "Map"])
        XCTAssertEqual(configuration.start, "Home")
        XCTAssertEqual(configuration.window.width, 390)
        XCTAssertEqual(configuration.window.title, URL(fileURLWithPath: directory).lastPathComponent)
        XCTAssertEqual(configuration.panel("Map")?.kind?.imageFiles.map(\.file.path), [directory + "/Map@3x.png"])

        writePNGHeaders(["Stories@3x.png"])
        XCTAssertEqual(try PrototypeSource.resolve(directory).load().horizontal, ["Chat", "Home", "Map", "Stories"])
    }

    func testPanelEntriesAddToTheFoldersScreensAndOthersArePanelsOfTheirOwn() throws {
        writePNGHeaders(["Chat@3x.png", "Home@3x.png", "Map@3x.png"])
        try FileManager.default.createDirectory(atPath: directory + "/more", withIntermediateDirectories: true)
        writePNGHeaders(["more/sheet.png"], width: 1170, height: 1200)
        try writeConfiguration(
            """
            { "screens": "folder",
              "panels": {
                "sheet": { "content": { "kind": "image", "file": "more/sheet.png" } },
                "Home": { "title": "Home", "hotspots": [{ "frame": [0, 0, 100, 100], "tap": { "present": "sheet" } }] },
                "Map": { "content": { "kind": "image", "file": "Map@3x.png", "fit": "fill" } },
                "Settings": { "background": "#FF0000" } } }
            """)
        let configuration = try PrototypeSource.resolve(directory).load()
        XCTAssertEqual(configuration.panels.map(\.id), ["Chat", "Home", "Map", "sheet", "Settings"])
        XCTAssertEqual(configuration.horizontal, ["Chat", "Home", "Map"], "the folder's screens, not the others")
        XCTAssertEqual(configuration.panel("Home")?.hotspots.count, 1)
        XCTAssertEqual(configuration.panel("Home")?.title, "Home")
        XCTAssertEqual(configuration.panel("Home")?.kind?.imageFiles.map(\.file.path), [directory + "/Home@3x.png"])
        XCTAssertEqual(configuration.panel("Map")?.content?["fit"], .string("fill"), "its own content")
        XCTAssertEqual(configuration.openedScreens.map(\.id), ["sheet"])
    }

    func testAnArmOrStartGivenBesideTheFolderIsKept() throws {
        writePNGHeaders(["Chat@3x.png", "Home@3x.png", "Map@3x.png"])
        try writeConfiguration(#"{ "screens": "folder", "start": "Map", "horizontal": ["Map", "Chat"] }"#)
        let configuration = try PrototypeSource.resolve(directory).load()
        XCTAssertEqual(configuration.horizontal, ["Map", "Chat"])
        XCTAssertEqual(configuration.start, "Map")
    }

    func testAScreensMistakeNamesTheKey() throws {
        writePNGHeaders(["Home@3x.png"])
        func refusal(_ text: String) throws -> String {
            try writeConfiguration(text)
            var message = ""
            XCTAssertThrowsError(try PrototypeSource.resolve(directory).load()) { message = "\($0)" }
            return message
        }
        XCTAssertEqual(
            try refusal(#"{ "screen": "folder" }"#),
            directory + #"/snapnav.json:1:3: screen: unknown key; did you mean "screens"?"#)
        XCTAssertEqual(
            try refusal(#"{ "screens": "folders" }"#),
            directory + "/snapnav.json:1:3: screens: expected \"folder\" "
                + "(this file's folder's PNG and JPEG images, in name order), found \"folders\"")
        XCTAssertEqual(
            try refusal(#"{ "screens": true }"#),
            directory + "/snapnav.json:1:3: screens: expected a string, found a boolean")
        try FileManager.default.removeItem(atPath: directory + "/Home@3x.png")
        XCTAssertEqual(
            try refusal(#"{ "screens": "folder" }"#),
            directory + "/snapnav.json:1:3: screens: \(directory) has no PNG, JPEG, WebP or SVG images to show")
    }
}
