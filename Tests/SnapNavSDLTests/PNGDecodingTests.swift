import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// PNGs are decoded with libpng straight into the app's pixels, on any thread, without a word
/// on standard error. Every kind a design tool may write decodes to exactly what SDL_image
/// makes of it.
final class PNGDecodingTests: XCTestCase {
    static let kinds = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/png-kinds").standardizedFileURL.path
    static let badImages = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/bad-images").standardizedFileURL.path

    func testEveryKindOfPNGDecodesAsSDLImageDecodesIt() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.kinds).filter { $0.hasSuffix(".png") }
        XCTAssertEqual(
            Set(files),
            [
                "rgba.png", "grey.png", "grey-1bit.png", "grey-alpha.png", "rgb-16bit.png", "interlaced.png",
                "palette-transparent.png",
            ])
        for file in files {
            let path = Self.kinds + "/" + file
            let image = try DecodedImage.decode(path).get()
            XCTAssertEqual(image.width, 40, file)
            XCTAssertEqual(image.height, 30, file)
            XCTAssertEqual(image.pixels, try pixelsDecodedBySDLImage(path), file)
        }
    }

    func testTransparencyAndColoursComeThrough() throws {
        let palette = try DecodedImage.decode(Self.kinds + "/palette-transparent.png").get()
        XCTAssertEqual(palette.pixels[0], 0xFFFF_8800, "the left half is orange")
        XCTAssertEqual(palette.pixels[29 * 40 + 39] >> 24, 0, "the bottom right corner is transparent")
        let interlaced = try DecodedImage.decode(Self.kinds + "/interlaced.png").get()
        XCTAssertEqual(interlaced.pixels, try DecodedImage.decode(Self.kinds + "/rgba.png").get().pixels)
    }

    func testDamagedFilesSayWhy() {
        func reason(_ path: String) -> String {
            guard case .failure(let failure) = DecodedImage.decode(path) else { return "decoded" }
            return failure.reason
        }
        XCTAssertEqual(reason(Self.badImages + "/truncated.png"), "the file ends before the image does")
        XCTAssertTrue(
            reason(Self.badImages + "/corrupt.png").hasPrefix("the PNG data is damaged (IDAT: "),
            reason(Self.badImages + "/corrupt.png"))
        XCTAssertEqual(reason("/nonexistent/screen.png"), "the file cannot be opened (No such file or directory)")
    }

    func testDecodingOnManyThreadsAtOnceGivesEachTheSameImage() throws {
        let path = Self.kinds + "/rgba.png"
        let expected = try DecodedImage.decode(path).get().pixels
        let results = UnsafeMutableBufferPointer<Bool>.allocate(capacity: 8)
        defer { results.deallocate() }
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            let damaged = DecodedImage.decode(Self.badImages + "/corrupt.png")
            let good = DecodedImage.decode(path)
            results[index] = (try? good.get().pixels) == expected && (try? damaged.get()) == nil
        }
        XCTAssertEqual(Array(results), Array(repeating: true, count: 8))
    }

    func testTheColoursTakenAreTheBottomEdgeAndTheMean() throws {
        // 16 rows: the top 8 white, the bottom 8 black; the bottom edge is its last row.
        let pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 16 * 8) + [UInt32](repeating: 0xFF00_0000, count: 16 * 8)
        let colors = ImageColors(pixels: pixels, width: 16, height: 16)
        XCTAssertEqual(colors.bottomEdge, Color(red: 0, green: 0, blue: 0))
        XCTAssertEqual(colors.mean, Color(red: 128, green: 128, blue: 128))
        XCTAssertNil(ImageColors(pixels: [0, 0, 0, 0], width: 2, height: 2).mean, "nothing opaque, no colour")
    }
}
