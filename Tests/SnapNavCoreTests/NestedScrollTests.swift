import SnapNavCore
import XCTest

/// Lists and grids scroll their own content; on a panel above or below the camera, only the
/// movement past the content's edge facing the camera pages back.
final class NestedScrollTests: XCTestCase {
    let clock = ManualClock()

    static func rows(_ count: Int) -> String {
        (0..<count).map { ##"{ "title": "Row \##($0)", "avatar": "#FFFFFF" }"## }.joined(separator: ", ")
    }

    static let cross = """
        { "start": "camera", "horizontal": ["chat", "camera", "stories"],
          "vertical": ["profile", "camera", "memories"],
          "panels": {
            "chat": { "background": "#3CB2E2", "content": { "kind": "list", "rows": [\(rows(30))] } },
            "camera": { "background": "#1E1E1E" },
            "stories": { "background": "#9B55A0" },
            "profile": { "background": "#FFFC00", "content": { "kind": "list", "rows": [\(rows(30))] } },
            "memories": { "background": "#F23C57", "content": { "kind": "list", "rows": [\(rows(30))] } } } }
        """

    func makeDriver(start: String) throws -> CrossDriver {
        try CrossDriver(json: Self.cross, start: start, clock: clock, standardPanels: true)
    }

    func list(_ navigator: SwipeNavigator, _ id: String) throws -> ListPanelController {
        try XCTUnwrap(navigator.panel(withID: id) as? ListPanelController)
    }

    /// Presses at (180, y) and moves straight down by each of `moves` (negative is up), 16 ms
    /// apart, without releasing. The first 10 points only choose the axis.
    func press(_ driver: CrossDriver, at y: Double = 320, moves: [Double]) {
        driver.press(at: Point(x: 180, y: y))
        for move in moves { driver.move(by: Point(x: 0, y: move)) }
    }

    func testAVerticalDragOnTheChatListScrollsTheListNotThePagers() throws {
        let driver = try makeDriver(start: "chat")
        let navigator = driver.navigator
        let chat = try list(navigator, "chat")
        press(driver, moves: [-20, -100, -100])
        XCTAssertEqual(chat.scroller.offset, 210)
        XCTAssertEqual(navigator.currentPanel.identifier, "chat")
        driver.release()
        XCTAssertTrue(navigator.isAnimating, "the list coasts after a fast release")
        driver.settle()
        XCTAssertGreaterThan(chat.scroller.offset, 210)
        XCTAssertLessThanOrEqual(chat.scroller.offset, chat.scroller.maximumOffset)
        XCTAssertEqual(navigator.horizontal.offset, 0)
    }

    func testOnThePanelBelowTheGridScrollsFirstThenHandsOverAtItsTop() throws {
        let driver = try makeDriver(start: "memories")
        let navigator = driver.navigator
        let vertical = try XCTUnwrap(navigator.vertical)
        let memories = try list(navigator, "memories")
        press(driver, moves: [-20, -280])
        XCTAssertEqual(memories.scroller.offset, 290)
        driver.holdStill()
        driver.release()
        driver.settle()
        XCTAssertEqual(memories.scroller.offset, 290, "a still release does not coast")

        press(driver, moves: [20, 180, 200])
        XCTAssertEqual(memories.scroller.offset, 0, "the content reached its top first")
        XCTAssertEqual(vertical.offset, 1280 - 100, "the rest of the drag pages back toward the camera")
        driver.move(by: Point(x: 0, y: -150))
        XCTAssertEqual(vertical.offset, 1280, "moving back, the pager gives up what it took")
        XCTAssertEqual(memories.scroller.offset, 50, accuracy: 1e-9, "then the content scrolls again")
    }

    func testAtTheTopADownwardDragOnThePanelBelowPagesBackToTheCamera() throws {
        let driver = try makeDriver(start: "memories")
        let navigator = driver.navigator
        press(driver, at: 150, moves: [20, 150, 150])
        XCTAssertEqual(try list(navigator, "memories").scroller.offset, 0)
        driver.release()
        driver.settle()
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
    }

    func testOnThePanelAboveOnlyTheContentsBottomEdgeHandsOver() throws {
        let driver = try makeDriver(start: "profile")
        let navigator = driver.navigator
        let vertical = try XCTUnwrap(navigator.vertical)
        let profile = try list(navigator, "profile")
        press(driver, moves: [20, 100])
        XCTAssertLessThan(profile.scroller.offset, 0, "pulled past its top it rubber-bands")
        XCTAssertEqual(vertical.offset, 0, "the top edge does not face the camera")
        driver.release()
        driver.settle()
        XCTAssertEqual(profile.scroller.offset, 0)

        let bottom = profile.scroller.maximumOffset
        press(driver, at: 600, moves: [-20, -(bottom - 10) - 100])
        XCTAssertEqual(profile.scroller.offset, bottom, accuracy: 1e-9)
        XCTAssertEqual(vertical.offset, 100, accuracy: 1e-9)
    }

    func testHorizontalSwipesOnAListStillPage() throws {
        let driver = try makeDriver(start: "chat")
        let navigator = driver.navigator
        driver.drag(by: Point(x: -240, y: 0), from: Point(x: 300, y: 320))
        driver.settle()
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
        XCTAssertEqual(try list(navigator, "chat").scroller.offset, 0)
    }
}
