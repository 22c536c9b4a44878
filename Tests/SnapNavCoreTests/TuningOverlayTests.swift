import XCTest

@testable import SnapNavCore

final class TuningOverlayTests: XCTestCase {
    let configuration = try! Configuration.parse(
        #"{"start":"a","horizontal":["a"],"panels":{"a":{}},"physics":{"flingVelocity":275}}"#, file: "t.json")

    func texts(_ canvas: DisplayList) -> [String] {
        canvas.operations.compactMap { operation in
            if case .text(let text, _, _, _) = operation { return text }
            return nil
        }
    }

    func testShowsTheStateTheParametersAndTheKeys() {
        var overlay = TuningOverlay(configuration: configuration)
        overlay.offset = Point(x: 123.456, y: 0)
        overlay.velocity = Point(x: -987.6, y: 0)
        overlay.currentPanel = "stories"
        overlay.framesPerSecond = 59.94
        overlay.frameTime = 1.0 / 60
        overlay.slowMotionFactor = 10
        overlay.tuning.selectNext()
        let canvas = DisplayList(size: Size(width: 360, height: 2000))
        overlay.draw(in: canvas)
        let shown = texts(canvas)
        XCTAssertEqual(shown.first, "stories   59.9 fps   16.7 ms   slow 10×")
        XCTAssertTrue(shown.contains("offset 123.5, 0 pt   velocity -988, 0 pt/s"), "\(shown)")
        XCTAssertTrue(shown.contains("   fling velocity  275 pt/s"))
        XCTAssertTrue(shown.contains("▶ spring stiffness  500"), "the selected parameter is marked")
        XCTAssertTrue(shown.contains("   bounce  off"))
        XCTAssertTrue(shown.contains("   transition above  reveal"))
        XCTAssertEqual(shown.last, TuningOverlay.keyHint)
    }

    /// At rest no frames are drawn, so the frame left on screen says so instead of the rate of
    /// the motion before it.
    func testAtRestTheFrameRateOfTheMotionBeforeIsNotShown() {
        var overlay = TuningOverlay(configuration: configuration)
        overlay.currentPanel = "camera"
        overlay.framesPerSecond = 59.94
        overlay.frameTime = 1.0 / 60
        overlay.isAtRest = true
        let canvas = DisplayList(size: Size(width: 360, height: 2000))
        overlay.draw(in: canvas)
        XCTAssertEqual(texts(canvas).first, "camera   at rest, no frames drawn")
    }

    /// The card's frame as drawn: the rounded rectangle it fills.
    func card(_ canvas: DisplayList) -> Rect? {
        canvas.operations.compactMap { operation -> Rect? in
            if case .roundedRect(let rect, _, _, _) = operation { return rect }
            return nil
        }.first
    }

    func testTheCardCoversAtMostAThirdOfTheWindowAndKeepsTheSelectionInView() throws {
        for height in [640.0, 300, 180] {
            var overlay = TuningOverlay(configuration: configuration)
            overlay.tuning.select(PhysicsTuning.parameters.count - 1)
            let canvas = DisplayList(size: Size(width: 360, height: height))
            overlay.draw(in: canvas)
            let frame = try XCTUnwrap(card(canvas), "at \(height)")
            XCTAssertLessThanOrEqual(frame.height, height / 3, "at \(height)")
            for operation in canvas.operations {
                if case .text(_, let rect, _, _) = operation { XCTAssertLessThanOrEqual(rect.maxY, frame.maxY) }
            }
            let shown = texts(canvas)
            XCTAssertTrue(shown.contains("▶ transition below  cover"), "at \(height): \(shown)")
        }
        XCTAssertEqual(
            TuningOverlay(configuration: configuration).cardFrame(in: Size(width: 360, height: 640), lineCount: 13)
                .height, 13 * 14 + 16)
    }

    func testTheCardIsReadableOverAnyContent() {
        // Near-opaque dark: white text on it over a white screen still has a contrast of 15:1.
        let alpha = Double(TuningOverlay.background.alpha) / 255
        func over(_ channel: UInt8) -> UInt8 { UInt8((255 * (1 - alpha) + Double(channel) * alpha).rounded()) }
        let background = TuningOverlay.background
        let overWhite = Color(red: over(background.red), green: over(background.green), blue: over(background.blue))
        XCTAssertGreaterThan(Color.white.contrastRatio(with: overWhite), 12)
        let empty = DisplayList(size: .zero)
        TuningOverlay(configuration: configuration).draw(in: empty)
        XCTAssertEqual(empty.operations, [])
    }

    private func characters(_ text: String) -> Double { Double(text.count) }

    func testBannerWrapsLongMessagesAtSpaces() {
        XCTAssertEqual(
            MessageBanner.wrap("demo.json:3:5: invalid JSON: expected ','", width: 16, measure: characters),
            [
                "demo.json:3:5:", "invalid JSON:", "expected ','",
            ])
        XCTAssertEqual(MessageBanner.wrap("abcdefghij", width: 4, measure: characters), ["abcd", "efgh", "ij"])
        XCTAssertEqual(MessageBanner.wrap("a\nb", width: 0, measure: characters), ["a", "b"])
        let canvas = DisplayList(size: Size(width: 360, height: 640))
        MessageBanner(text: "broken", isError: true).draw(in: canvas)
        XCTAssertEqual(texts(canvas), ["broken"])
    }
}
