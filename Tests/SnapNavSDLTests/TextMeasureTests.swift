import SnapNavCore
import SnapNavSDL
import XCTest

/// The canvas measures text with the shipped fonts, and the banner wraps by those widths.
final class TextMeasureTests: XCTestCase {
    let style = TextStyle(size: 15)

    func testWidthsComeFromTheFontNotFromTheCharacterCount() throws {
        let harness = try HeadlessApp()
        _ = try harness.app.renderPixels()
        let canvas = harness.app.canvas
        XCTAssertEqual(canvas.width(of: "", style: style), 0)
        XCTAssertLessThan(canvas.width(of: "iiii", style: style) * 2, canvas.width(of: "WWWW", style: style))
        XCTAssertGreaterThan(
            canvas.width(of: "Stories", style: TextStyle(size: 15, weight: .bold)),
            canvas.width(of: "Stories", style: style))
        XCTAssertEqual(
            canvas.width(of: "Stories", style: TextStyle(size: 30)), 2 * canvas.width(of: "Stories", style: style),
            accuracy: 2)
    }

    func testWidthsAreInPointsAtEveryScale() throws {
        let one = try HeadlessApp(scale: 1)
        _ = try one.app.renderPixels()
        let three = try HeadlessApp(scale: 3)
        _ = try three.app.renderPixels()
        let text = "Team SnapNav · New Snap"
        XCTAssertEqual(
            three.app.canvas.width(of: text, style: style), one.app.canvas.width(of: text, style: style), accuracy: 3)
    }

    func testTheBannerWrapsToLinesThatFitTheWindow() throws {
        let harness = try HeadlessApp()
        _ = try harness.app.renderPixels()
        let message =
            "/tmp/prototype/snapnav.json: panels.home.content.file: /tmp/prototype/screens/"
            + "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW.png does not exist (still running the last good configuration)"
        let list = DisplayList(size: Size(width: 360, height: 640))
        list.measuring = harness.app.canvas
        MessageBanner(text: message, isError: true).draw(in: list)
        var lines: [(String, Rect, TextStyle)] = []
        for case .text(let text, let box, let style) in list.commands { lines.append((text, box, style)) }
        XCTAssertGreaterThan(lines.count, 3)
        for (text, box, style) in lines {
            XCTAssertLessThanOrEqual(harness.app.canvas.width(of: text, style: style), box.width, text)
        }
        XCTAssertEqual(
            lines.map(\.0).joined().replacingOccurrences(of: " ", with: ""),
            message.replacingOccurrences(of: " ", with: ""))
    }
}
