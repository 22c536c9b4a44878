import SnapNavCore
import XCTest

/// How large a take is exported: a GIF made to share, video at the window's scale, and the
/// command line's own choice over both.
final class ExportSizeTests: XCTestCase {
    func testAGIFIsDrawnAtMost600PixelsWideUnlessAsked() {
        let gif = ExportSize(format: .gif, pointWidth: 390, windowScale: 3, scale: nil, width: nil)
        XCTAssertEqual(gif.scale, 600.0 / 390, accuracy: 1e-9, "drawn at 600 pixels, not 1170 and scaled down")
        XCTAssertNil(gif.encodedWidth)
        let narrow = ExportSize(format: .gif, pointWidth: 360, windowScale: 1, scale: nil, width: nil)
        XCTAssertEqual(narrow, ExportSize(format: .mp4, pointWidth: 360, windowScale: 1, scale: nil, width: nil))
        XCTAssertEqual(narrow.scale, 1, "a window already narrower keeps its scale")
        let wide = ExportSize(format: .gif, pointWidth: 1024, windowScale: 2, scale: nil, width: nil)
        XCTAssertEqual(wide.scale, 1, "drawn at the least scale a window has")
        XCTAssertEqual(wide.encodedWidth, 600, "and scaled to 600 by the encoder")
    }

    func testVideoKeepsTheWindowsScale() {
        let video = ExportSize(format: .mp4, pointWidth: 390, windowScale: 3, scale: nil, width: nil)
        XCTAssertEqual(video.scale, 3)
        XCTAssertNil(video.encodedWidth)
    }

    func testScaleOrWidthOnTheCommandLineWins() {
        let scaled = ExportSize(format: .gif, pointWidth: 390, windowScale: 1, scale: 3, width: nil)
        XCTAssertEqual(scaled.scale, 3)
        XCTAssertNil(scaled.encodedWidth)
        let sized = ExportSize(format: .gif, pointWidth: 390, windowScale: 3, scale: nil, width: 780)
        XCTAssertEqual(sized.scale, 2)
        XCTAssertNil(sized.encodedWidth, "780 pixels is what 2× draws")
        let narrow = ExportSize(format: .mp4, pointWidth: 390, windowScale: 3, scale: nil, width: 200)
        XCTAssertEqual(narrow.scale, 1)
        XCTAssertEqual(narrow.encodedWidth, 200, "narrower than 1× draws: the encoder scales it")
        let huge = ExportSize(format: .webm, pointWidth: 390, windowScale: 1, scale: nil, width: 2000)
        XCTAssertEqual(huge.scale, 4)
        XCTAssertEqual(huge.encodedWidth, 2000)
    }

    func testTheEncoderKeepsTheTakesShapeWithAnEvenHeightForVideo() {
        XCTAssertTrue(ExportFormat.gif.scaledSize(of: (360, 640), toWidth: 240) == (240, 427))
        XCTAssertTrue(ExportFormat.mp4.scaledSize(of: (360, 640), toWidth: 240) == (240, 426))
        XCTAssertTrue(ExportFormat.webm.scaledSize(of: (1170, 2532), toWidth: 600) == (600, 1298))
    }

    func testAGIFTooLargeToShareSuggestsAnMP4() {
        XCTAssertEqual(ExportFormat.megabytes(84_373_300), "84.4 MB")
        XCTAssertEqual(ExportFormat.megabytes(7_849_999), "7.8 MB")
        XCTAssertEqual(ExportFormat.megabytes(40_000), "0.0 MB")
        XCTAssertNil(ExportFormat.advice(bytes: 9_999_999, path: "take.gif"))
        XCTAssertNil(
            ExportFormat.advice(bytes: 90_000_000, path: "take.mp4"), "video is said to be too large by nobody")
        XCTAssertEqual(
            ExportFormat.advice(bytes: 84_373_300, path: "out/take.gif"),
            "out/take.gif is 84.4 MB, more than most chats and documents take (about 10 MB); an MP4 of the same "
                + "take is a fraction of the size (--export out/take.mp4), or a narrower GIF is (--width 400)")
    }
}
