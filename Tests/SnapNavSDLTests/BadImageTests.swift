import CSDL2
import Foundation
import SnapNavCore
import SnapNavSDL
import XCTest

/// Every kind of file a designer can name by mistake where a screen export belongs. Each is
/// refused before a window opens, naming the configuration, the key, the path and the reason,
/// and none crashes or hangs (the FIFO would block a read forever; /dev/zero never ends).
final class BadImageTests: XCTestCase {
    static let badImages = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/bad-images").standardizedFileURL.path
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "snapnav-bad-images-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// Loads a configuration whose panel "home" shows `file`, as the app does before its window.
    func refusal(for file: String) -> String {
        let config = directory + "/snapnav.json"
        let text = """
            { "start": "home", "horizontal": ["home"],
              "panels": { "home": { "content": { "kind": "image", "file": "\(file)" } } } }
            """
        _ = FileManager.default.createFile(atPath: config, contents: Data(text.utf8))
        do {
            let configuration = try Configuration.load(path: config)
            try ImageDecodingCheck.check(configuration, file: config)
            return "loaded"
        } catch {
            return "\(error)"
        }
    }

    func assertRefused(_ file: String, saying reason: String, line: UInt = #line) {
        let message = refusal(for: file)
        let path = file.hasPrefix("/") ? file : directory + "/" + file
        XCTAssertTrue(
            message.hasPrefix("\(directory)/snapnav.json:2:55: panels.home.content.file: \(path) "), message, line: line
        )
        XCTAssertTrue(message.contains(reason), message, line: line)
    }

    func testATruncatedPNGIsRefusedWhenItIsDecoded() {
        assertRefused(Self.badImages + "/truncated.png", saying: "cannot be decoded as a PNG image")
    }

    func testACorruptPNGIsRefusedWhenItIsDecoded() {
        assertRefused(Self.badImages + "/corrupt.png", saying: "cannot be decoded as a PNG image")
    }

    func testATextFileNamedPNGIsRefusedByItsFirstBytes() {
        assertRefused(
            Self.badImages + "/notes.png",
            saying: "is a text file, not a PNG, JPEG, WebP or SVG image")
    }

    func testADirectoryIsRefused() throws {
        try FileManager.default.createDirectory(atPath: directory + "/screens", withIntermediateDirectories: true)
        assertRefused("screens", saying: "is a directory, not an image")
    }

    func testAFIFOIsRefusedWithoutReadingIt() {
        XCTAssertEqual(mkfifo(directory + "/pipe.png", 0o644), 0)
        assertRefused("pipe.png", saying: "is a named pipe, not an image file")
    }

    func testDevZeroBehindASymlinkIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: directory + "/zero.png", withDestinationPath: "/dev/zero")
        assertRefused("zero.png", saying: "is a device, not an image file")
    }

    func testASymlinkLoopIsRefused() throws {
        try FileManager.default.createSymbolicLink(atPath: directory + "/a.png", withDestinationPath: "b.png")
        try FileManager.default.createSymbolicLink(atPath: directory + "/b.png", withDestinationPath: "a.png")
        assertRefused("a.png", saying: "is a symbolic link loop")
    }

    func testAOneByOneImageIsRefusedAsNoScreen() {
        assertRefused(Self.badImages + "/tiny.png", saying: "is 1×1 pixels, too small for a screen (at least 16×16)")
    }

    func testADecompressionBombIsRefusedFromItsHeaderBeforeDecoding() {
        let started = Date()
        assertRefused(
            Self.badImages + "/bomb.png",
            saying: "declares 30000×30000 pixels (900.0 megapixels), more than the budget of 50 megapixels")
        XCTAssertLessThan(Date().timeIntervalSince(started), 5, "900 megapixels were not decoded")
    }

    func testAMissingFileAndAnEmptyOneAreRefused() {
        assertRefused("gone.png", saying: "does not exist")
        _ = FileManager.default.createFile(atPath: directory + "/empty.png", contents: Data())
        assertRefused("empty.png", saying: "is empty")
    }

    func testAGoodScreenNextToTheConfigurationLoads() throws {
        let screens = URL(fileURLWithPath: Self.badImages).deletingLastPathComponent().appendingPathComponent("screens")
        try FileManager.default.copyItem(
            atPath: screens.appendingPathComponent("home.png").path, toPath: directory + "/home.png")
        XCTAssertEqual(refusal(for: "home.png"), "loaded")
    }
}
