import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// One face per weight serves every size: text rendered at a size after other sizes is the
/// text rendered at that size first, and no more fonts are opened than weights.
final class FontLibraryTests: XCTestCase {
    private func rendered(_ text: String, with fonts: FontLibrary, weight: FontWeight, size: Int) throws -> [UInt32] {
        let font = try XCTUnwrap(fonts.font(weight: weight, pixelSize: size))
        let surface = try XCTUnwrap(TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)))
        defer { SDL_FreeSurface(surface) }
        let converted = try XCTUnwrap(SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
        defer { SDL_FreeSurface(converted) }
        let width = Int(converted.pointee.w)
        let pitch = Int(converted.pointee.pitch) / 4
        let pixels = converted.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        return (0..<Int(converted.pointee.h)).flatMap { row in (0..<width).map { pixels[row * pitch + $0] } }
    }

    func testEverySizeFromOneFacePerWeightMatchesThatSizeOpenedFirst() throws {
        let session = try SDLSession(headless: true)
        let text = "Team SnapNav · 12m ago"
        var first: [String: [UInt32]] = [:]
        for weight in [FontWeight.regular, .bold] {
            for size in [12, 28] {
                let alone = try FontLibrary(assetsDirectory: assetsDirectory, session: session)
                first["\(weight) \(size)"] = try rendered(text, with: alone, weight: weight, size: size)
            }
        }
        let before = SDLResources.live.fonts
        let shared = try FontLibrary(assetsDirectory: assetsDirectory, session: session)
        for size in [15, 12, 20, 28, 13, 12, 28] {
            for weight in [FontWeight.regular, .bold] {
                let pixels = try rendered(text, with: shared, weight: weight, size: size)
                if let expected = first["\(weight) \(size)"] {
                    XCTAssertEqual(pixels, expected, "\(weight) at \(size) after other sizes")
                }
                XCTAssertGreaterThan(pixels.count, size * size, "\(weight) at \(size) is drawn at its size")
            }
        }
        XCTAssertEqual(SDLResources.live.fonts - before, 2, "one font per weight")
        let small = try rendered(text, with: shared, weight: .regular, size: 12).count
        let large = try rendered(text, with: shared, weight: .regular, size: 28).count
        XCTAssertGreaterThan(large, 4 * small, "a size asked for is the size drawn")
    }

    func testBothFacesAreOpenedOnceWhenTheLibraryIsMadeAndTheFirstTextOpensNoMore() throws {
        let session = try SDLSession(headless: true)
        let before = SDLResources.live.fonts
        let fonts = try FontLibrary(assetsDirectory: assetsDirectory, session: session)
        XCTAssertEqual(SDLResources.live.fonts - before, 2, "a face per weight, opened as the library is made")
        for weight in [FontWeight.regular, .bold] {
            XCTAssertFalse(try rendered("Camera", with: fonts, weight: weight, size: 17).isEmpty)
        }
        XCTAssertEqual(SDLResources.live.fonts - before, 2, "the first text sets their size and opens nothing")
    }

    func testAMissingFontIsNamedWhenTheLibraryIsMade() throws {
        let session = try SDLSession(headless: true)
        let directory = try temporaryDirectory(for: self)
        try FileManager.default.copyItem(
            atPath: assetsDirectory + "/DejaVuSans.ttf", toPath: directory + "/DejaVuSans.ttf")
        XCTAssertThrowsError(try FontLibrary(assetsDirectory: directory, session: session)) { error in
            XCTAssertTrue("\(error)".contains(directory + "/DejaVuSans-Bold.ttf"), "\(error)")
        }
    }
}
