import Foundation
import XCTest

@testable import SnapNavCore

final class ColorBlendingTests: XCTestCase {
    let chat = Color(hex: "#3CB2E2")!
    let camera = Color(hex: "#1E1E1E")!

    func testBlendAtZeroAndOneGivesTheEndsExactly() {
        XCTAssertEqual(camera.blended(with: chat, fraction: 0), camera)
        XCTAssertEqual(camera.blended(with: chat, fraction: 1), chat)
    }

    func testHalfWayIsHalfTheLightNotHalfTheBytes() {
        // Linear light 0.5 encodes to sRGB 188, where averaging bytes would give 128.
        XCTAssertEqual(Color.black.blended(with: .white, fraction: 0.5), Color(hex: "#BCBCBC"))
        XCTAssertEqual(
            Color(red: 255, green: 0, blue: 0).blended(with: Color(red: 0, green: 0, blue: 255), fraction: 0.5),
            Color(hex: "#BC00BC"))
        XCTAssertEqual(camera.blended(with: chat, fraction: 0.5), Color(hex: "#3084A7"))
    }

    func testAlphaBlendsLinearlyAndFractionsAreClamped() {
        XCTAssertEqual(Color.white.withOpacity(0).blended(with: .white, fraction: 0.5).alpha, 128)
        XCTAssertEqual(camera.blended(with: chat, fraction: 2), chat)
        XCTAssertEqual(camera.blended(with: chat, fraction: -1), camera)
    }

    /// The sRGB transfer function rounded to a byte, as the sRGB standard writes it.
    private func encodedByTheFormula(_ linear: Double) -> UInt8 {
        let l = min(max(linear, 0), 1)
        let c = l <= 0.0031308 ? l * 12.92 : 1.055 * Foundation.pow(l, 1 / 2.4) - 0.055
        return UInt8((c * 255).rounded())
    }

    func testEncodingLinearLightMatchesTheFormulaEverywhere() {
        // Evenly across the range, past both ends, and right at and beside the light where
        // each channel rounds up to the next, where a table could be off by one.
        var samples = (0...200_000).map { Double($0) / 200_000 } + [-0.5, -1e-12, 1 + 1e-12, 2]
        for channel in 0..<255 {
            let c = (Double(channel) + 0.5) / 255
            let boundary = c <= 0.04045 ? c / 12.92 : Foundation.pow((c + 0.055) / 1.055, 2.4)
            var below = boundary
            var above = boundary
            for _ in 0..<4 {
                below = below.nextDown
                above = above.nextUp
                samples += [below, above]
            }
            samples += [boundary, boundary - 1e-9, boundary + 1e-9, boundary - 2e-9, boundary + 2e-9]
        }
        var differing: [Double] = []
        for linear in samples where Color.encode(linear) != encodedByTheFormula(linear) { differing.append(linear) }
        XCTAssertEqual(differing, [], "linear light encoded other than the formula rounds it")
        XCTAssertEqual(Color.encode(0), 0)
        XCTAssertEqual(Color.encode(1), 255)
        XCTAssertEqual(Color.encode(0.5), 188)
    }
}
