import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// At rest, a screen off to the side that is scaled to the size it is drawn at lets its
/// full-size pixels go: it is drawn from its scaled copy, and decoded again only when a copy
/// must be made anew.
final class ImageHandOverTests: XCTestCase {
    let tops = (0..<3).map { Color(red: UInt8(40 + 60 * $0), green: 200, blue: 30) }
    let bottoms = (0..<3).map { Color(red: 10, green: UInt8(20 + 50 * $0), blue: 220) }
    let screenBytes = 360 * 640 * 4
    var folder = ""

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: try temporaryDirectory(for: self)).standardizedFileURL.path
        for index in 0..<3 {
            try writeSplitPNG(top: tops[index], bottom: bottoms[index], to: folder + "/0\(index + 1) screen.png")
        }
    }

    private func pixel(_ frame: (width: Int, height: Int, pixels: [UInt32]), x: Int, y: Int) -> Color {
        let value = frame.pixels[y * frame.width + x]
        return Color(red: UInt8((value >> 16) & 0xFF), green: UInt8((value >> 8) & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// The harness on the middle screen, at rest: its neighbours prepared.
    private func restingOnTheMiddleScreen(inBackground: Bool = false) throws -> HeadlessApp {
        let harness = try HeadlessApp(configPath: folder, start: "02 screen", decodesImagesInBackground: inBackground)
        harness.app.runFrame()
        harness.app.prepareNeighbours()
        return harness
    }

    func testAtRestOnlyTheScreenShownKeepsItsPixels() throws {
        let harness = try HeadlessApp(configPath: folder, start: "02 screen")
        harness.app.runFrame()
        XCTAssertEqual(harness.app.canvas.decodedImageBytes, 3 * screenBytes, "the screen and both neighbours")
        harness.app.prepareNeighbours()
        XCTAssertEqual(harness.app.canvas.decodedImageBytes, screenBytes, "the neighbours' pixels went")
    }

    func testAScreenWhosePixelsWentIsDrawnFromItsScaledCopyWithoutADecode() throws {
        let harness = try restingOnTheMiddleScreen()
        XCTAssertFalse(harness.app.canvas.images.keepsPixels(of: folder + "/03 screen.png"))
        let loads = harness.app.canvas.imageLoadCount
        let placeholders = harness.app.canvas.imagePlaceholderCount
        // Its layer gone too, as when it is evicted, so that the image itself is drawn.
        harness.app.canvas.layers.removeAll()
        XCTAssertTrue(harness.app.navigator.navigate(to: "03 screen", animated: false))
        let frame = try harness.app.renderPixels()
        XCTAssertEqual(pixel(frame, x: 180, y: 100), tops[2])
        XCTAssertEqual(pixel(frame, x: 180, y: 540), bottoms[2])
        XCTAssertEqual(harness.app.canvas.imageLoadCount, loads, "drawn from its scaled copy")
        XCTAssertEqual(harness.app.canvas.imagePlaceholderCount, placeholders)
    }

    func testAScreenWhosePixelsWentIsDecodedAgainForANewSize() throws {
        let harness = try restingOnTheMiddleScreen()
        let loads = harness.app.canvas.imageLoadCount
        let window = try XCTUnwrap(SDL_GetWindowFromID(harness.app.window.id))
        SDL_SetWindowSize(window, 300, 500)
        harness.run(seconds: 0.1)
        XCTAssertTrue(harness.app.navigator.navigate(to: "01 screen", animated: false))
        let frame = try harness.app.renderPixels()
        XCTAssertEqual(frame.width, 300)
        XCTAssertEqual(pixel(frame, x: 150, y: 80), tops[0])
        XCTAssertEqual(pixel(frame, x: 150, y: 420), bottoms[0])
        XCTAssertEqual(harness.app.canvas.imageLoadCount, loads + 1, "decoded once more, for the new size")
    }

    func testTheBackgroundDoesNotDecodeAScreenWhosePixelsWentAgain() throws {
        let harness = try restingOnTheMiddleScreen(inBackground: true)
        XCTAssertTrue(
            harness.waitForWallClock(seconds: 5) {
                harness.app.runFrame(always: false)
                return harness.app.canvas.images.isIdle
            })
        harness.app.prepareNeighbours()
        XCTAssertEqual(harness.app.canvas.decodedImageBytes, screenBytes)
        let loads = harness.app.canvas.imageLoadCount
        // Ranked again from the same screen, as a swipe that springs back does.
        harness.app.images.rank(harness.app.configuration, shownBy: harness.app.navigator)
        XCTAssertTrue(
            harness.waitForWallClock(seconds: 10) {
                harness.app.runFrame(always: false)
                return harness.app.canvas.images.isIdle
            })
        XCTAssertEqual(harness.app.canvas.imageLoadCount, loads, "nothing decoded again")
        XCTAssertEqual(harness.app.canvas.decodedImageBytes, screenBytes)
    }
}
