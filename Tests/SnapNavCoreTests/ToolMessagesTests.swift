import SnapNavCore
import XCTest

/// What the tools tell the designer, in the window and on standard error.
final class ToolMessagesTests: XCTestCase {
    func testStatusAndErrorsArePrintedAndAnErrorStaysInTheBanner() {
        var printed: [String] = []
        var messages = ToolMessages { printed.append($0) }
        messages.show(status: "wrote the physics to a.json")
        XCTAssertEqual(messages.status, "wrote the physics to a.json")
        XCTAssertNil(messages.bottomBanner)
        messages.show(error: "a.json:3:5: bars: expected true or false")
        XCTAssertEqual(
            messages.bottomBanner, MessageBanner(text: "a.json:3:5: bars: expected true or false", isError: true))
        XCTAssertEqual(
            printed, ["snapnav: wrote the physics to a.json", "snapnav: a.json:3:5: bars: expected true or false"])
        messages.clearBanner()
        XCTAssertNil(messages.banner)
    }

    func testAToastGoesAtItsTimeAndAnErrorOutranksIt() {
        var printed: [String] = []
        var messages = ToolMessages { printed.append($0) }
        messages.toast("saved /tmp/shot.png", until: 12)
        XCTAssertEqual(messages.bottomBanner?.text, "saved /tmp/shot.png")
        XCTAssertTrue(printed.isEmpty, "a toast repeats what was printed with its status")
        messages.show(error: "disk full")
        XCTAssertEqual(messages.bottomBanner?.text, "disk full")
        messages.clearBanner()
        messages.expire(at: 11.9)
        XCTAssertNotNil(messages.toast)
        messages.expire(at: 12)
        XCTAssertNil(messages.toast)
        XCTAssertNil(messages.bottomBanner)
    }
}
