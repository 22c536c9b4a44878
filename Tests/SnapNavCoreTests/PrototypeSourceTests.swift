import Foundation
import XCTest

@testable import SnapNavCore

final class PrototypeSourceTests: XCTestCase {
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "snapnav-source-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        directory = URL(fileURLWithPath: directory).standardizedFileURL.path
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A file whose first bytes are a PNG header declaring `width` × `height`.
    func writePNGHeader(_ name: String, width: UInt32 = 1080, height: UInt32 = 1920) {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value in [width, height] { bytes += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(bytes))
    }

    func testAFileIsAConfiguration() throws {
        XCTAssertEqual(try PrototypeSource.resolve("/some/where.json"), .file("/some/where.json"))
    }

    func testAFolderWithSnapnavJSONOpensIt() throws {
        _ = FileManager.default.createFile(atPath: directory + "/snapnav.json", contents: Data("{}".utf8))
        writePNGHeader("a.png")
        XCTAssertEqual(try PrototypeSource.resolve(directory + "/"), .file(directory + "/snapnav.json"))
    }

    func testAScreenExportedAtSeveralScalesIsShownOnceAtItsLargest() throws {
        for name in ["Chat.png", "Chat@3x.png", "Home@2x.png", "Home@3x.png", "Profile@2x.png", "Map.png", "Map.jpg"] {
            writePNGHeader(name)
        }
        guard case .images(_, let files, let skipped) = try PrototypeSource.resolve(directory) else {
            return XCTFail("expected a folder of images")
        }
        XCTAssertEqual(
            files.map { URL(fileURLWithPath: $0).lastPathComponent },
            ["Chat@3x.png", "Home@3x.png", "Map.jpg", "Map.png", "Profile@2x.png"])
        XCTAssertEqual(
            skipped, ["Chat.png, a smaller export of Chat@3x.png", "Home@2x.png, a smaller export of Home@3x.png"])
        XCTAssertEqual(PrototypeSource.panelID(of: directory + "/Home@2x.png", among: files), "Home", "opened on")
        XCTAssertNil(PrototypeSource.panelID(of: directory + "/Settings.png", among: files))
        XCTAssertEqual(ExportScales.parse("Home@1.5x.jpeg").screen, "Home")
        XCTAssertEqual(ExportScales.parse("Home@1.5x.jpeg").scale, 1.5)
        XCTAssertEqual(ExportScales.parse("me@home.png").screen, "me@home", "not a scale")
        XCTAssertEqual(ExportScales.parse("Box@10x.png").scale, 1, "no export is made at 10×")
    }

    func testAFolderOfImagesListsThemInTheOrderAFileManagerShows() throws {
        for name in ["10 end.png", "2 b.jpg", "1 a.PNG", ".hidden.png", "notes.txt"] { writePNGHeader(name) }
        guard case .images(let folder, let files, _) = try PrototypeSource.resolve(directory) else {
            return XCTFail("expected a folder of images")
        }
        XCTAssertEqual(folder, directory)
        XCTAssertEqual(files.map { URL(fileURLWithPath: $0).lastPathComponent }, ["1 a.PNG", "2 b.jpg", "10 end.png"])
    }

    func testTheImagesConfigurationStartsInTheMiddleWithTheImagesShape() throws {
        writePNGHeader("a.png", width: 1170, height: 2532)
        writePNGHeader("b.png", width: 1170, height: 2532)
        writePNGHeader("a.jpg", width: 1170, height: 2532)
        writePNGHeader("c.png", width: 1170, height: 5000)
        let text = PrototypeSource.imagesConfigurationText(
            ["a.png", "a.jpg", "b.png", "c.png"].map { directory + "/" + $0 })
        let configuration = try JSONParser.parse(bytes: Array(text.utf8))
        XCTAssertEqual(configuration["horizontal"], .array(["a", "a.jpg", "b", "c"].map(JSONValue.string)))
        XCTAssertEqual(configuration["start"], .string("b"))
        XCTAssertEqual(configuration["window"]?["height"], .number(779), "360 points wide at the export's 2.16:1")
    }

    func testAFolderWithNeitherSaysWhatItLookedForAndWhatToDo() {
        _ = FileManager.default.createFile(atPath: directory + "/notes.txt", contents: Data("hi".utf8))
        XCTAssertThrowsError(try PrototypeSource.resolve(directory)) { error in
            XCTAssertEqual(
                "\(error)",
                "\(directory): has no snapnav.json and no PNG, JPEG, WebP or SVG images; "
                    + "`snapnav new \(directory)` writes a starter prototype there")
        }
    }

    func testFilesTheFolderCannotShowAreSkippedWithANoteInsteadOfRefusingIt() throws {
        writePNGHeader("a.png")
        for name in ["b.heic", "d.SVG", "e.gif"] {
            _ = FileManager.default.createFile(atPath: directory + "/" + name, contents: Data("RIFF".utf8))
        }
        _ = FileManager.default.createFile(atPath: directory + "/c.png", contents: Data("hello there".utf8))
        _ = FileManager.default.createFile(atPath: directory + "/being-written.png", contents: Data())
        guard case .images(_, let files, let skipped) = try PrototypeSource.resolve(directory) else {
            return XCTFail("expected a folder of images")
        }
        XCTAssertEqual(files, [directory + "/a.png"])
        XCTAssertEqual(
            skipped,
            [
                "b.heic is HEIC; export PNG, JPEG, WebP or SVG to show it",
                "being-written.png is empty",
                "c.png is a text file, not a PNG, JPEG, WebP or SVG image",
                "d.SVG is a text file, not a PNG, JPEG, WebP or SVG image",
                "e.gif is GIF; export PNG, JPEG, WebP or SVG to show it",
            ])
    }

    func testAFolderWhoseFilesAreAllSkippedSaysWhy() {
        _ = FileManager.default.createFile(atPath: directory + "/home.gif", contents: Data("RIFF".utf8))
        XCTAssertThrowsError(try PrototypeSource.resolve(directory)) { error in
            XCTAssertTrue(
                "\(error)".contains("no PNG, JPEG, WebP or SVG images (home.gif is GIF; export PNG, JPEG, WebP or SVG"),
                "\(error)")
        }
    }

    func testTheWindowIsTitledAfterTheFolder() throws {
        writePNGHeader("a.png")
        let configuration = try PrototypeSource.resolve(directory).load()
        XCTAssertEqual(configuration.window.title, URL(fileURLWithPath: directory).lastPathComponent)
    }
}

extension PrototypeSourceTests {
    /// `snapnav home.png` opens the folder the image is in, on that image.
    func testAnImageNamedAloneStandsForItsFolder() throws {
        for name in ["a.png", "b.png", "c.png"] { writePNGHeader(name) }
        let source = try PrototypeSource.resolve(directory + "/c.png")
        guard case .images(let folder, let files, _) = source else { return XCTFail("expected its folder") }
        XCTAssertEqual(folder, directory)
        XCTAssertEqual(PrototypeSource.panelID(of: directory + "/c.png", among: files), "c")
        XCTAssertTrue(PrototypeSource.isImage(directory + "/c.png"))
        XCTAssertFalse(PrototypeSource.isImage("/nowhere/snapnav.json"))
    }

    func testAnImageBesideASnapnavJSONOpensThatConfiguration() throws {
        writePNGHeader("a.png")
        _ = FileManager.default.createFile(atPath: directory + "/snapnav.json", contents: Data("{}".utf8))
        XCTAssertEqual(try PrototypeSource.resolve(directory + "/a.png"), .file(directory + "/snapnav.json"))
    }
}
