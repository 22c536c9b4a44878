import Foundation
import XCTest

@testable import SnapNavCore

final class MissingFileTests: XCTestCase {
    var directory = ""

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "snapnav-missing-\(getpid())-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: directory + "/screens", withIntermediateDirectories: true)
        directory = URL(fileURLWithPath: directory).standardizedFileURL.path
        writePNGHeader("screens/home.png")
    }

    override func tearDown() {
        try? FileManager.default.removeItem(atPath: directory)
    }

    /// A file at `name` whose first bytes are a PNG header declaring 1170 × 2532 pixels.
    func writePNGHeader(_ name: String) {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for value: UInt32 in [1170, 2532] { bytes += withUnsafeBytes(of: value.bigEndian) { Array($0) } }
        bytes += [8, 6, 0, 0, 0, 0, 0, 0, 0]
        XCTAssertTrue(FileManager.default.createFile(atPath: directory + "/" + name, contents: Data(bytes)), name)
    }

    /// The configuration in the folder naming `file` as its one panel's image.
    func load(naming file: String) throws -> Configuration {
        let text = """
            { "start": "home", "horizontal": ["home"],
              "panels": { "home": { "content": { "kind": "image", "file": "\(file)" } } } }
            """
        let path = directory + "/snapnav.json"
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
        return try Configuration.load(path: path)
    }

    func refusal(naming file: String) -> ConfigurationError? {
        do {
            _ = try load(naming: file)
            XCTFail("\(file) was taken")
            return nil
        } catch {
            return error as? ConfigurationError
        }
    }

    func imagePath(of configuration: Configuration) -> String? {
        configuration.imagePaths.first
    }

    func testANameWrittenAsMacOSWritesItFindsItsFile() throws {
        let composed = "\u{C9}cran accueil.png"  // É as one character
        let decomposed = "E\u{301}cran accueil.png"  // E and a combining acute accent, as macOS writes it
        XCTAssertNotEqual(Array(composed.utf8), Array(decomposed.utf8))
        writePNGHeader("screens/" + decomposed)

        let configuration = try load(naming: "screens/" + composed)
        let found = try XCTUnwrap(imagePath(of: configuration))
        XCTAssertEqual(Array(found.utf8), Array((directory + "/screens/" + decomposed).utf8), "the file's own name")
        XCTAssertTrue(FileManager.default.fileExists(atPath: found))
    }

    func testAFolderNameWrittenTheOtherWayIsFoundToo() throws {
        let folder = "E\u{301}crans"
        try FileManager.default.createDirectory(atPath: directory + "/" + folder, withIntermediateDirectories: true)
        writePNGHeader(folder + "/home.png")
        let found = try XCTUnwrap(imagePath(of: try load(naming: "\u{C9}crans/home.png")))
        XCTAssertEqual(Array(found.utf8), Array((directory + "/" + folder + "/home.png").utf8))
    }

    func testWhereBothWaysAreThereTheNameAsWrittenIsTheFile() throws {
        let composed = "screens/\u{C9}cran.png"
        writePNGHeader("screens/E\u{301}cran.png")
        writePNGHeader(composed)
        let found = try XCTUnwrap(imagePath(of: try load(naming: composed)))
        XCTAssertEqual(Array(found.utf8), Array((directory + "/" + composed).utf8))
    }

    func testASlipOfTheKeyboardIsNamedWithTheFileMeant() {
        let error = refusal(naming: "screens/hom.png")
        XCTAssertEqual(error?.keyPath, "panels.home.content.file")
        XCTAssertEqual(error?.problem, directory + #"/screens/hom.png does not exist; did you mean "home.png"?"#)
        XCTAssertEqual(error?.line, 2)
    }

    func testAnotherLetterCaseIsSuggestedNotTaken() {
        let error = refusal(naming: "screens/Home.PNG")
        XCTAssertEqual(error?.problem, directory + #"/screens/Home.PNG does not exist; did you mean "home.png"?"#)
    }

    func testAnotherExtensionIsSuggested() {
        let error = refusal(naming: "screens/home.jpeg")
        XCTAssertEqual(error?.problem, directory + #"/screens/home.jpeg does not exist; did you mean "home.png"?"#)
    }

    func testAMisspeltFolderIsNamed() {
        let error = refusal(naming: "screen/home.png")
        XCTAssertEqual(
            error?.problem,
            directory + #"/screen/home.png does not exist; there is no folder "screen"; did you mean "screens"?"#)
    }

    func testAPathFromAnotherMachineNamesTheFileOfItsNameInThePrototype() {
        let relative = "Paths are relative to the configuration's folder"
        XCTAssertEqual(
            refusal(naming: "/Users/anna/Desktop/exports/home.png")?.problem,
            #"/Users/anna/Desktop/exports/home.png does not exist; did you mean "screens/home.png"? "# + relative)
        XCTAssertEqual(
            refusal(naming: #"C:\\Users\\anna\\home.png"#)?.problem,
            directory + #"/C:\Users\anna\home.png does not exist; did you mean "screens/home.png"? "# + relative)
        // The shallowest of several, the same on every machine.
        try? FileManager.default.createDirectory(atPath: directory + "/old/a", withIntermediateDirectories: true)
        writePNGHeader("old/a/home.png")
        XCTAssertEqual(
            refusal(naming: "exports/home.png")?.problem,
            directory + #"/exports/home.png does not exist; did you mean "screens/home.png"? "# + relative)
        XCTAssertEqual(
            refusal(naming: "/Users/anna/kitchen.png")?.problem, "/Users/anna/kitchen.png does not exist",
            "no file of its name")
    }

    func testANameLikeNoneThereSaysOnlyThatItIsMissing() {
        let error = refusal(naming: "screens/settings-overview.png")
        XCTAssertEqual(error?.problem, directory + "/screens/settings-overview.png does not exist")
    }

    func testAMisspeltConfigurationFileIsNamedWithTheOneMeant() throws {
        try Data("{}".utf8).write(to: URL(fileURLWithPath: directory + "/prototype.json"))
        XCTAssertThrowsError(try Configuration.load(path: directory + "/protoype.json")) { error in
            XCTAssertEqual(
                "\(error)", directory + #"/protoype.json: the file does not exist; did you mean "prototype.json"?"#)
        }
    }
}
