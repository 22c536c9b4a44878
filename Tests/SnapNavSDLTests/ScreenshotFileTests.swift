import CSDL2
import Foundation
import SnapNavCommandLine
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// Screenshots are written in the format their extension names, and P says where it saved one.
final class ScreenshotFileTests: XCTestCase {
    func firstBytes(_ path: String, count: Int) -> [UInt8] {
        Array((FileManager.default.contents(atPath: path) ?? Data()).prefix(count))
    }

    func testEachExtensionGetsItsOwnFormat() throws {
        let directory = try temporaryDirectory(for: self)
        let harness = try HeadlessApp()
        try harness.app.saveScreenshot(to: directory + "/shot.png")
        try harness.app.saveScreenshot(to: directory + "/shot.BMP")
        try harness.app.saveScreenshot(to: directory + "/shot.jpg")
        try harness.app.saveScreenshot(to: directory + "/shot.jpeg")
        XCTAssertEqual(firstBytes(directory + "/shot.png", count: 4), [0x89, 0x50, 0x4E, 0x47])
        XCTAssertEqual(firstBytes(directory + "/shot.BMP", count: 2), Array("BM".utf8))
        XCTAssertEqual(firstBytes(directory + "/shot.jpg", count: 3), [0xFF, 0xD8, 0xFF])
        XCTAssertEqual(firstBytes(directory + "/shot.jpeg", count: 3), [0xFF, 0xD8, 0xFF])
        let decoded = try XCTUnwrap(IMG_Load(directory + "/shot.jpg"))
        XCTAssertEqual(decoded.pointee.w, 360)
        SDL_FreeSurface(decoded)
    }

    func testAnExtensionThatCannotBeWrittenIsRefusedAndNothingIsWritten() throws {
        let directory = try temporaryDirectory(for: self)
        let harness = try HeadlessApp()
        XCTAssertThrowsError(try harness.app.saveScreenshot(to: directory + "/shot.gif")) { error in
            XCTAssertEqual(
                "\(error)",
                "\(directory)/shot.gif: a screenshot is written as PNG (.png), BMP (.bmp) or JPEG (.jpg, .jpeg), by its extension"
            )
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/shot.gif"))
        XCTAssertThrowsError(try LaunchOptions.parse(["--screenshot", "shot"])) { error in
            XCTAssertTrue("\(error)".hasPrefix("--screenshot: shot: a screenshot is written as PNG"), "\(error)")
        }
    }

    func testAPictureTheDiskCannotTakeWholeLeavesTheOneThereAndSaysWhy() throws {
        let directory = try temporaryDirectory(for: self)
        let harness = try HeadlessApp()
        for name in ["shot.png", "shot.bmp", "shot.jpg"] {
            let path = directory + "/" + name
            try harness.app.saveScreenshot(to: path)
            let before = try XCTUnwrap(FileManager.default.contents(atPath: path))
            // Room for a quarter of it: SDL_image reported success for such a file, cut short,
            // and it replaced the picture.
            XCTAssertThrowsError(try withFileSizeLimit(before.count / 4) { try harness.app.saveScreenshot(to: path) }) {
                XCTAssertEqual("\($0)", "cannot write \(path): the picture could not be written whole (File too large)")
            }
            XCTAssertEqual(FileManager.default.contents(atPath: path), before, name)
            XCTAssertEqual(
                try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".") }, [])
        }
    }

    func testPShowsTheSavedFilesPathForTwoSeconds() throws {
        let directory = try temporaryDirectory(for: self)
        let previous = FileManager.default.currentDirectoryPath
        XCTAssertTrue(FileManager.default.changeCurrentDirectoryPath(directory))
        defer { _ = FileManager.default.changeCurrentDirectoryPath(previous) }
        let harness = try HeadlessApp()
        let bottom = try harness.color(atX: 180, y: 635)
        harness.press(SDLK_p)
        let toast = try XCTUnwrap(harness.app.tools.messages.toast?.banner)
        XCTAssertFalse(toast.isError)
        let saved = try FileManager.default.contentsOfDirectory(atPath: directory)
        XCTAssertEqual(saved.count, 1)
        XCTAssertTrue(toast.text.hasSuffix("/" + saved[0]), toast.text)
        XCTAssertNotEqual(try harness.color(atX: 180, y: 635), bottom, "the toast is drawn across the bottom")
        harness.clock.advance(by: ToolMessages.toastDuration + 0.01)
        // The loop wakes when the toast's time is up, and the frame it runs leaves it out.
        harness.app.runFrame()
        XCTAssertEqual(try harness.color(atX: 180, y: 635), bottom, "and gone after two seconds")
        XCTAssertNil(harness.app.tools.messages.toast)
    }
}
