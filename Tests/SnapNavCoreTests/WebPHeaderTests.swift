import XCTest

@testable import SnapNavCore

/// A WebP's size is in its first chunk, as a lossy (`VP8 `), lossless (`VP8L`) or extended
/// (`VP8X`) file writes it; the header pass reads it, refuses an animation and holds it to the
/// pixel budget before anything decodes it.
final class WebPHeaderTests: XCTestCase {
    func littleEndian(_ value: Int, _ count: Int) -> [UInt8] { (0..<count).map { UInt8(value >> (8 * $0) & 0xFF) } }

    /// A WebP's first 30 bytes: RIFF, WEBP, and the first chunk's header and `body`.
    func head(_ chunk: String, _ body: [UInt8]) -> [UInt8] {
        let bytes =
            Array("RIFF".utf8) + littleEndian(1000, 4) + Array("WEBP".utf8) + Array(chunk.utf8)
            + littleEndian(100, 4) + body
        return bytes + [UInt8](repeating: 0, count: max(0, 30 - bytes.count))
    }

    func checked(_ bytes: [UInt8]) -> Result<[Int], ImageFileError> {
        do throws(ImageFileError) {
            let file = try ImageFile.checked(header: bytes, path: "screen.webp")
            XCTAssertEqual(file.format, .webp)
            return .success([file.width, file.height])
        } catch {
            return .failure(error)
        }
    }

    func testEachKindOfHeaderGivesTheSize() throws {
        // Lossy: a frame tag, the start code, then 14-bit width and height.
        let lossy = head("VP8 ", [0, 0, 0, 0x9D, 0x01, 0x2A] + littleEndian(1170, 2) + littleEndian(2532, 2))
        XCTAssertEqual(try checked(lossy).get(), [1170, 2532])
        // Lossless: the signature, then width and height less one in 14 bits each.
        let lossless = head("VP8L", [0x2F] + littleEndian((750 - 1) | (1334 - 1) << 14, 4))
        XCTAssertEqual(try checked(lossless).get(), [750, 1334])
        // Extended: flags, then the canvas's width and height less one in 24 bits each.
        let extended = head("VP8X", [0x20, 0, 0, 0] + littleEndian(359, 3) + littleEndian(639, 3))
        XCTAssertEqual(try checked(extended).get(), [360, 640])
    }

    func testAnAnimationAndAnOversizedCanvasAreRefused() {
        let animated = head("VP8X", [0x02, 0, 0, 0] + littleEndian(359, 3) + littleEndian(639, 3))
        XCTAssertEqual(
            checked(animated), .failure(ImageFileError("is an animated WebP image; export one frame of it to show it")))
        let huge = head("VP8X", [0, 0, 0, 0] + littleEndian(16383, 3) + littleEndian(16383, 3))
        guard case .failure(let error) = checked(huge) else { return XCTFail("accepted") }
        XCTAssertTrue(error.reason.hasPrefix("declares 16384×16384 pixels"), error.reason)
        XCTAssertEqual(
            checked(Array(head("VP8 ", [1, 2, 3]).prefix(20))),
            .failure(ImageFileError("is a WebP image cut short before its header")))
    }
}
