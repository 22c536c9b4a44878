import SnapNavCore
import XCTest

final class AreaAveragingTests: XCTestCase {
    let white: UInt32 = 0xFFFF_FFFF
    let black: UInt32 = 0xFF00_0000

    func testAThreeTimesHairlineBecomesAnEvenGreyLineAtOneTimes() {
        // 1-pixel black lines every 9 rows, as in a 3× export, at every offset within a 3-row cell.
        let width = 6
        let height = 54
        var pixels: [UInt32] = []
        for y in 0..<height {
            let isLine = y % 9 == 4 || y % 9 == 0
            pixels += [UInt32](repeating: isLine ? black : white, count: width)
        }
        let scaled = AreaAveraging.downscale(pixels, width: width, height: height, toWidth: 2, toHeight: 18)
        XCTAssertEqual(scaled.count, 36)
        let column = (0..<18).map { scaled[$0 * 2] }
        // Each line covers a third of one output row: 2/3 white, 1/3 black.
        let grey: UInt32 = 0xFFAA_AAAA
        XCTAssertEqual(
            column.filter { $0 == grey }.count, 12, column.map { String($0, radix: 16) }.joined(separator: " "))
        XCTAssertEqual(column.filter { $0 == white }.count, 6)
        XCTAssertFalse(column.contains(black), "no line stays black, none vanishes")
    }

    func testFractionalRatiosWeighPartlyCoveredPixels() {
        // Three columns to two: the middle source column is shared half and half.
        let pixels: [UInt32] = [0xFF00_0000, 0xFFFF_FFFF, 0xFF00_0000]
        let scaled = AreaAveraging.downscale(pixels, width: 3, height: 1, toWidth: 2, toHeight: 1)
        // Each output covers 1.5 source pixels: one black, half a white → 85 of 255.
        XCTAssertEqual(scaled, [0xFF55_5555, 0xFF55_5555])
    }

    func testTransparentPixelsDoNotDarkenTheirNeighbours() {
        let pixels: [UInt32] = [0xFFFF_0000, 0x0000_0000]
        let scaled = AreaAveraging.downscale(pixels, width: 2, height: 1, toWidth: 1, toHeight: 1)
        XCTAssertEqual(scaled, [0x80FF_0000], "half covered, still pure red")
    }

    func testAPartOfTheSourceCanBeScaled() {
        let pixels: [UInt32] = [0xFF11_1111, 0xFF22_2222, 0xFF33_3333, 0xFF44_4444]
        let scaled = AreaAveraging.downscale(
            pixels, width: 2, height: 2, source: (x: 1, y: 0, width: 1, height: 2), toWidth: 1, toHeight: 1)
        XCTAssertEqual(scaled, [0xFF33_3333])
    }

    func testBadSizesGiveNothingInsteadOfTrapping() {
        XCTAssertEqual(AreaAveraging.downscale([white], width: 1, height: 1, toWidth: 0, toHeight: 1), [])
        XCTAssertEqual(AreaAveraging.downscale([], width: 2, height: 2, toWidth: 1, toHeight: 1), [])
        XCTAssertEqual(
            AreaAveraging.downscale(
                [white], width: 1, height: 1, source: (x: 1, y: 0, width: 1, height: 1), toWidth: 1, toHeight: 1),
            [])
    }

    /// Drawn pixel for pixel, a part of an image is its pixels exactly, colours under alpha too.
    func testPixelForPixelIsACopyOfThePart() {
        let pixels: [UInt32] = (0..<20).map { 0x8000_0000 | UInt32($0) * 0x010203 }
        XCTAssertEqual(
            AreaAveraging.downscale(pixels, width: 5, height: 4, source: (1, 1, 3, 2), toWidth: 3, toHeight: 2),
            [pixels[6], pixels[7], pixels[8], pixels[11], pixels[12], pixels[13]])
    }
}
