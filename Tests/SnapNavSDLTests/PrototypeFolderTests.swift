import CSDL2
import Foundation
import SnapNavCommandLine
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// A designer's own folder: its snapnav.json or, without one, its images, reloaded when any of
/// its files changes, and the starter that `snapnav new` writes.
final class PrototypeFolderTests: XCTestCase {
    let red = Color(hex: "#E02020")!
    let green = Color(hex: "#00C040")!
    let blue = Color(hex: "#2040E0")!

    /// A folder whose snapnav.json shows `screen.png` on its only panel.
    func makeFolder() throws -> String {
        let directory = try temporaryDirectory(for: self)
        try """
        { "start": "home", "horizontal": ["home"],
          "panels": { "home": { "content": { "kind": "image", "file": "screen.png" } } } }
        """.write(toFile: directory + "/snapnav.json", atomically: false, encoding: .utf8)
        try writeSolidPNG(red, to: directory + "/screen.png")
        return directory
    }

    func testAReExportedImageShows() throws {
        let directory = try makeFolder()
        let harness = try HeadlessApp(configPath: directory)
        harness.watchPrototype(try PrototypeSource.resolve(directory))
        XCTAssertEqual(try harness.color(atX: 180, y: 320), red)
        try writeSolidPNG(green, to: directory + "/screen.png")
        XCTAssertTrue(try harness.waitForWallClock(seconds: 10) { try harness.color(atX: 180, y: 320) == green })
        XCTAssertNil(harness.app.tools.messages.banner)
    }

    func testABrokenReExportKeepsThePictureAndSaysWhy() throws {
        let directory = try makeFolder()
        let harness = try HeadlessApp(configPath: directory)
        harness.watchPrototype(try PrototypeSource.resolve(directory))
        XCTAssertEqual(try harness.color(atX: 180, y: 100), red)
        try Data("not a picture".utf8).write(to: URL(fileURLWithPath: directory + "/screen.png"))
        XCTAssertTrue(harness.waitForWallClock(seconds: 10) { harness.app.tools.messages.banner != nil })
        let banner = try XCTUnwrap(harness.app.tools.messages.banner).text
        let folder = URL(fileURLWithPath: directory).standardizedFileURL.path
        XCTAssertTrue(
            banner.hasPrefix("\(folder)/snapnav.json:2:55: panels.home.content.file: \(folder)/screen.png "), banner)
        XCTAssertTrue(banner.contains("is a text file, not a PNG, JPEG, WebP or SVG image"), banner)
        XCTAssertEqual(try harness.color(atX: 180, y: 100), red, "the last good picture stays")
        try writeSolidPNG(blue, to: directory + "/screen.png")
        XCTAssertTrue(try harness.waitForWallClock(seconds: 10) { try harness.color(atX: 180, y: 100) == blue })
        XCTAssertNil(harness.app.tools.messages.banner)
    }

    func testAFolderOfImagesShowsThemInNameOrderFromTheMiddleAndPicksUpANewExport() throws {
        let directory = try temporaryDirectory(for: self)
        try writeSolidPNG(red, to: directory + "/1 login.png")
        try writeSolidPNG(green, to: directory + "/2 home.png")
        try writeSolidPNG(blue, to: directory + "/10 settings.png")
        let source = try PrototypeSource.resolve(directory)
        let harness = try HeadlessApp(configPath: directory)
        harness.watchPrototype(source)
        XCTAssertEqual(harness.app.configuration.horizontal, ["1 login", "2 home", "10 settings"])
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "2 home")
        XCTAssertEqual(try harness.color(atX: 180, y: 320), green)
        harness.drag(from: (300, 320), to: (60, 320))
        harness.run(seconds: 1)
        XCTAssertEqual(try harness.color(atX: 180, y: 320), blue)

        try writeSolidPNG(red, to: directory + "/11 about.png")
        XCTAssertTrue(harness.waitForWallClock(seconds: 10) { harness.app.configuration.horizontal.count == 4 })
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, "10 settings", "it stays where it was")
        harness.drag(from: (300, 320), to: (60, 320))
        harness.run(seconds: 1)
        XCTAssertEqual(try harness.color(atX: 180, y: 320), red, "the new export is the next panel")
    }

    func testTheStarterPrototypeOpensAsItIs() throws {
        let directory = try temporaryDirectory(for: self) + "/my prototype"
        let written = try StarterPrototype.create(in: directory, from: assetsDirectory + "/starter")
        XCTAssertTrue(written.contains("snapnav.json"))
        XCTAssertTrue(written.contains("README.md"))
        XCTAssertGreaterThanOrEqual(written.filter { $0.hasSuffix(".png") }.count, 3)
        let configuration = try PrototypeSource.resolve(directory).load()
        try ImageDecodingCheck.check(configuration, file: directory + "/snapnav.json")
        let harness = try HeadlessApp(configPath: directory)
        XCTAssertEqual(harness.app.navigator.currentPanel.identifier, configuration.start)
        XCTAssertNotEqual(try harness.color(atX: 180, y: 320), configuration.panel(configuration.start)?.background)
        XCTAssertEqual(harness.app.navigator.screens.top?.identifier, "splash", "it opens on its launch screen")
        XCTAssertEqual(try harness.color(atX: 180, y: 600), Color(hex: "#FFFC00"))
        harness.app.runFrame(always: false)
        harness.clock.advance(by: 2.1)
        // As the app's loop runs a frame when it wakes at the deadline: one is drawn, though
        // nothing moved before the action fired.
        XCTAssertTrue(harness.app.runFrame(always: false), "the frame the launch screen's after brings is drawn")
        XCTAssertTrue(harness.app.navigator.screens.isEmpty, "which moves on by itself")
        XCTAssertNotEqual(try harness.color(atX: 180, y: 600), Color(hex: "#FFFC00"))

        XCTAssertThrowsError(try StarterPrototype.create(in: directory, from: assetsDirectory + "/starter")) { error in
            XCTAssertEqual("\(error)", "\(directory)/README.md already exists; nothing was written")
        }
    }

    func testAStarterWhoseFolderCannotBeMadeSaysWhyInAFewWords() throws {
        let file = try temporaryDirectory(for: self) + "/notes.txt"
        try "a file, not a folder".write(toFile: file, atomically: false, encoding: .utf8)
        XCTAssertThrowsError(try StarterPrototype.create(in: file + "/prototype", from: assetsDirectory + "/starter")) {
            XCTAssertEqual("\($0)", "\(file)/prototype: the folder cannot be made (Not a directory)")
        }
        XCTAssertThrowsError(try StarterPrototype.create(in: "/proc/no/prototype", from: assetsDirectory + "/starter"))
        {
            XCTAssertEqual("\($0)", "/proc/no/prototype: the folder cannot be made (No such file or directory)")
        }
    }

    func testTheBarsOverAnImageTakeTheColourOfItsBottomEdge() throws {
        let directory = try makeFolder()
        try writeSolidPNG(Color(hex: "#F4F4F6")!, to: directory + "/screen.png")
        let source = try PrototypeSource.resolve(directory)
        let configuration = try source.load()
        let colors = try ImageDecodingCheck.check(configuration, file: source.label)
        XCTAssertEqual(configuration.panel("home").flatMap(colors.color(of:)), Color(hex: "#F4F4F6")!)
    }

    func testOnlyTheBottomRowsOfAnIndexedImageGiveTheBarsTheirColour() throws {
        // A red screen with a 4-pixel blue strip at its foot, saved as a PNG with a palette.
        let surface = try XCTUnwrap(SDL_CreateRGBSurfaceWithFormat(0, 200, 200, 8, SDL_PIXELFORMAT_INDEX8.rawValue))
        defer { SDL_FreeSurface(surface) }
        var colours = [SDL_Color(r: 0xE0, g: 0x20, b: 0x20, a: 255), SDL_Color(r: 0x20, g: 0x40, b: 0xE0, a: 255)]
        XCTAssertEqual(SDL_SetPaletteColors(surface.pointee.format.pointee.palette, &colours, 0, 2), 0)
        XCTAssertEqual(SDL_FillRect(surface, nil, 0), 0)
        var foot = SDL_Rect(x: 0, y: 196, w: 200, h: 4)
        XCTAssertEqual(SDL_FillRect(surface, &foot, 1), 0)
        let directory = try makeFolder()
        XCTAssertEqual(IMG_SavePNG(surface, directory + "/screen.png"), 0)
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: directory + "/screen.png"))[25], 3, "a palette PNG")
        let source = try PrototypeSource.resolve(directory)
        let configuration = try source.load()
        let colors = try ImageDecodingCheck.check(configuration, file: source.label)
        XCTAssertEqual(configuration.panel("home").flatMap(colors.color(of:)), Color(hex: "#2040E0")!)
    }

    func testAnEditToTheWindowSaysItAppliesAtTheNextStart() throws {
        let directory = try makeFolder()
        let harness = try HeadlessApp(configPath: directory)
        harness.watchPrototype(try PrototypeSource.resolve(directory))
        let path = directory + "/snapnav.json"
        let edited = try String(contentsOfFile: path, encoding: .utf8)
            .replacingOccurrences(of: #"{ "start""#, with: #"{ "window": { "scale": 2 }, "start""#)
        try edited.write(toFile: path, atomically: true, encoding: .utf8)
        XCTAssertTrue(harness.waitForWallClock(seconds: 10) { harness.app.configuration.window.scale == 2 })
        XCTAssertEqual(harness.app.tools.messages.toast?.banner.text.contains("restart"), true)
        XCTAssertEqual(try harness.app.renderPixels().width, 360, "the window stays as it was made")
    }
}

/// What a reload says, and what it says when a folder's files go wrong.
extension PrototypeFolderTests {
    func testAReloadNamesTheFileThatChanged() throws {
        let directory = try makeFolder()
        let harness = try HeadlessApp(configPath: directory)
        harness.watchPrototype(try PrototypeSource.resolve(directory))
        try writeSolidPNG(green, to: directory + "/screen.png")
        XCTAssertTrue(
            harness.waitForWallClock(seconds: 10) { harness.app.tools.messages.status == "reloaded screen.png" })
        let text = try String(contentsOfFile: directory + "/snapnav.json", encoding: .utf8)
        try text.replacingOccurrences(of: "\"home\"", with: "\"start\"").write(
            toFile: directory + "/snapnav.json", atomically: true, encoding: .utf8)
        XCTAssertTrue(
            harness.waitForWallClock(seconds: 10) { harness.app.tools.messages.status == "reloaded snapnav.json" })
    }

    /// A writer that truncates the image, closes it and writes it whole a little later (as
    /// ImageMagick does) is seen once it has finished: the banner never says the file is empty.
    func testAnImageBeingWrittenIsNotReportedEmpty() throws {
        let directory = try makeFolder()
        let harness = try HeadlessApp(configPath: directory)
        harness.watchPrototype(try PrototypeSource.resolve(directory))
        let path = directory + "/screen.png"
        try writeSolidPNG(green, to: directory + "/next.png")
        let whole = try Data(contentsOf: URL(fileURLWithPath: directory + "/next.png"))
        try Data().write(to: URL(fileURLWithPath: path))
        usleep(40_000)
        try whole.write(to: URL(fileURLWithPath: path))
        var sawEmpty = false
        let shown = try harness.waitForWallClock(seconds: 10) {
            if harness.app.tools.messages.banner?.text.contains("is empty") == true { sawEmpty = true }
            return try harness.color(atX: 180, y: 320) == green
        }
        XCTAssertTrue(shown, "the finished image is shown")
        XCTAssertFalse(sawEmpty, "the half-written file was never reported")
    }

    func testAFolderWhoseImagesAreAllDeletedSaysSoNotTheNameOfOne() throws {
        let directory = try temporaryDirectory(for: self)
        try writeSolidPNG(red, to: directory + "/a.png")
        let harness = try HeadlessApp(configPath: directory)
        harness.watchPrototype(try PrototypeSource.resolve(directory))
        try FileManager.default.removeItem(atPath: directory + "/a.png")
        XCTAssertTrue(harness.waitForWallClock(seconds: 10) { harness.app.tools.messages.banner != nil })
        let banner = try XCTUnwrap(harness.app.tools.messages.banner).text
        XCTAssertTrue(banner.contains("has no snapnav.json and no PNG, JPEG, WebP or SVG images"), banner)
        XCTAssertFalse(banner.contains("a.png"), banner)
        try writeSolidPNG(blue, to: directory + "/b.png")
        XCTAssertTrue(try harness.waitForWallClock(seconds: 10) { try harness.color(atX: 180, y: 320) == blue })
        XCTAssertNil(harness.app.tools.messages.banner, "a new export clears it")
    }

    /// A folder of images has no configuration of the designer's: a refusal names the image and
    /// libpng's reason, not a key of the configuration made up for the folder.
    func testABrokenImageInAFolderIsNamedWithoutMadeUpKeys() throws {
        let directory = try temporaryDirectory(for: self)
        try writeSolidPNG(red, to: directory + "/a.png")
        let corrupt = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../fixtures/bad-images/corrupt.png").standardizedFileURL.path
        try FileManager.default.copyItem(atPath: corrupt, toPath: directory + "/b new.png")
        let source = try PrototypeSource.resolve(directory)
        XCTAssertThrowsError(try ImageDecodingCheck.check(try source.load(), file: source.label)) { error in
            let message = "\(source.explaining(error))"
            let folder = URL(fileURLWithPath: directory).standardizedFileURL.path
            XCTAssertTrue(message.hasPrefix("\(folder)/b new.png: cannot be decoded as a PNG image: "), message)
            XCTAssertTrue(message.contains("(IDAT: invalid window size (libpng))"), message)
            XCTAssertFalse(message.contains("panels."), message)
        }
    }
}

/// The snapnav.json that E writes for a folder of images, which keeps following the folder.
extension PrototypeFolderTests {
    func testAfterEANewExportAppearsAndDeletingTheFileShowsTheFolderAgain() throws {
        let directory = URL(fileURLWithPath: try temporaryDirectory(for: self)).standardizedFileURL.path
        try writeSolidPNG(red, to: directory + "/a.png")
        try writeSolidPNG(green, to: directory + "/b.png")
        let harness = try HeadlessApp(configPath: directory)
        harness.watchPrototype(try PrototypeSource.resolve(directory))
        harness.app.tools.links.enter()
        XCTAssertTrue(harness.app.tools.links.isEditing)
        XCTAssertEqual(harness.app.tools.source?.configurationFile, directory + "/snapnav.json")
        harness.app.tools.links.leave()
        XCTAssertEqual(harness.app.configuration.horizontal, ["a", "b"])

        try writeSolidPNG(blue, to: directory + "/c.png")
        XCTAssertTrue(
            harness.waitForWallClock(seconds: 10) { harness.app.configuration.horizontal == ["a", "b", "c"] },
            "the new export is the last screen: \(harness.app.configuration.horizontal)")
        XCTAssertNil(harness.app.tools.messages.banner)

        try FileManager.default.removeItem(atPath: directory + "/snapnav.json")
        XCTAssertTrue(harness.waitForWallClock(seconds: 10) { harness.app.tools.source?.configurationFile == nil })
        XCTAssertNil(harness.app.tools.messages.banner, "not an error")
        let note = "\(directory)/snapnav.json is gone, so \(directory) shows its images as a folder again"
        XCTAssertEqual(harness.app.tools.messages.toast?.banner.text, note)
        XCTAssertEqual(harness.app.configuration.horizontal, ["a", "b", "c"])
    }
}

/// Drawing links from the keyboard: the keys come through the translator and `KeyMap`, as
/// every other key does.
extension PrototypeFolderTests {
    func testEDrawsLinksCtrlEDoesNotAndEscLeavesWithoutQuitting() throws {
        let directory = try makeFolder()
        let harness = try HeadlessApp(configPath: directory + "/snapnav.json")
        harness.watchPrototype(try PrototypeSource.resolve(directory + "/snapnav.json"))
        harness.pushKey(SDLK_e, modifiers: KMOD_LCTRL)
        harness.app.processEvents()
        XCTAssertFalse(harness.app.tools.links.isEditing, "Ctrl+E is not E")
        harness.pushKey(SDLK_e)
        harness.app.processEvents()
        XCTAssertTrue(harness.app.tools.links.isEditing)
        harness.pushKey(SDLK_ESCAPE)
        harness.app.processEvents()
        XCTAssertFalse(harness.app.tools.links.isEditing, "Esc leaves drawing links")
        XCTAssertFalse(harness.app.quitRequested, "and does not quit")
    }
}
