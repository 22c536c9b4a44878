import SnapNavCore
import XCTest

final class TuningOverlayTests: XCTestCase {
    let configuration = try! Configuration.parse(
        #"{"start":"a","horizontal":["a"],"panels":{"a":{}},"physics":{"flingVelocity":275}}"#, file: "t.json")

    func texts(_ canvas: RecordingCanvas) -> [String] {
        canvas.operations.compactMap { operation in
            if case .text(let text, _, _, _) = operation { return text }
            return nil
        }
    }

    func testShowsTheStateTheParametersAndTheHelp() {
        var overlay = TuningOverlay(configuration: configuration)
        overlay.offset = Point(x: 123.456, y: 0)
        overlay.velocity = Point(x: -987.6, y: 0)
        overlay.currentPanel = "stories"
        overlay.framesPerSecond = 59.94
        overlay.frameTime = 1.0 / 60
        overlay.slowMotionFactor = 10
        overlay.tuning.selectNext()
        let canvas = RecordingCanvas(size: Size(width: 360, height: 2000))
        overlay.draw(in: canvas)
        let shown = texts(canvas)
        XCTAssertTrue(shown.contains("offset  123.5  0 pt"), "\(shown)")
        XCTAssertTrue(shown.contains("velocity  -988  0 pt/s"))
        XCTAssertTrue(shown.contains("panel  stories"))
        XCTAssertTrue(shown.contains("fps  59.9   frame  16.7 ms"))
        XCTAssertTrue(shown.contains("slow motion  10×"))
        XCTAssertTrue(shown.contains("   fling velocity  275 pt/s"))
        XCTAssertTrue(shown.contains("▶ spring stiffness  500"), "the selected parameter is marked")
        for (key, meaning) in HelpText.keys where !meaning.isEmpty {
            XCTAssertTrue(shown.contains("\(key)  \(meaning)"))
        }
        for (flag, meaning) in HelpText.flags { XCTAssertTrue(shown.contains("\(flag)  \(meaning)")) }
    }

    func testDrawsOnlyWhatFitsAndNothingInAnEmptyCanvas() {
        let overlay = TuningOverlay(configuration: configuration)
        let small = RecordingCanvas(size: Size(width: 200, height: 100))
        overlay.draw(in: small)
        XCTAssertEqual(texts(small).count, 6)
        for operation in small.operations {
            if case .text(_, let rect, _, _) = operation { XCTAssertLessThanOrEqual(rect.maxY, 100) }
        }
        let empty = RecordingCanvas(size: .zero)
        overlay.draw(in: empty)
        XCTAssertEqual(empty.operations, [])
    }

    func testBannerWrapsLongMessagesAtSpaces() {
        XCTAssertEqual(
            MessageBanner.wrap("demo.json:3:5: invalid JSON: expected ','", width: 16),
            [
                "demo.json:3:5:", "invalid JSON:", "expected ','",
            ])
        XCTAssertEqual(MessageBanner.wrap("abcdefghij", width: 4), ["abcd", "efgh", "ij"])
        XCTAssertEqual(MessageBanner.wrap("a\nb", width: 0), ["a", "b"])
        let canvas = RecordingCanvas(size: Size(width: 360, height: 640))
        MessageBanner(text: "broken", isError: true).draw(in: canvas)
        XCTAssertEqual(texts(canvas), ["broken"])
    }
}
