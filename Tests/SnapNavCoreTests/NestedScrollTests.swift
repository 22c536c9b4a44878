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

    func makeNavigator(start: String) throws -> SwipeNavigator {
        let configuration = try Configuration.parse(Self.cross, file: "cross.json")
        let clock = self.clock
        return try SwipeNavigator(
            configuration: configuration, viewport: Size(width: 360, height: 640), clock: clock, start: start
        ) { try PanelFactory.standard.make($0, clock: clock) }
    }

    func list(_ navigator: SwipeNavigator, _ id: String) throws -> ListPanelController {
        try XCTUnwrap(navigator.panel(withID: id) as? ListPanelController)
    }

    /// Presses at (180, y) and moves straight down by each of `moves` (negative is up), 16 ms
    /// apart, without releasing. The first 10 points only choose the axis.
    func press(_ navigator: SwipeNavigator, at y: Double = 320, moves: [Double]) {
        pointerY = y
        navigator.handle(.pointerDown(.mouse, Point(x: 180, y: pointerY)))
        for move in moves {
            clock.advance(by: 0.016)
            pointerY += move
            navigator.handle(.pointerMove(.mouse, Point(x: 180, y: pointerY)))
        }
    }

    /// Keeps the pointer still long enough that the release has no velocity.
    func holdStill(_ navigator: SwipeNavigator) {
        clock.advance(by: 0.2)
        navigator.handle(.pointerMove(.mouse, Point(x: 180, y: pointerY)))
    }

    func release(_ navigator: SwipeNavigator) {
        navigator.handle(.pointerUp(.mouse, Point(x: 180, y: pointerY)))
    }

    var pointerY = 0.0

    func runUntilRest(_ navigator: SwipeNavigator) {
        for _ in 0..<900 where navigator.isAnimating {
            clock.advance(by: 1.0 / 60)
            navigator.step()
        }
    }

    func testAVerticalDragOnTheChatListScrollsTheListNotThePagers() throws {
        let navigator = try makeNavigator(start: "chat")
        let chat = try list(navigator, "chat")
        press(navigator, moves: [-20, -100, -100])
        XCTAssertEqual(chat.scroller.offset, 210)
        XCTAssertEqual(navigator.currentPanel.identifier, "chat")
        release(navigator)
        XCTAssertTrue(navigator.isAnimating, "the list coasts after a fast release")
        runUntilRest(navigator)
        XCTAssertGreaterThan(chat.scroller.offset, 210)
        XCTAssertLessThanOrEqual(chat.scroller.offset, chat.scroller.maximumOffset)
        XCTAssertEqual(navigator.horizontal.offset, 0)
    }

    func testOnThePanelBelowTheGridScrollsFirstThenHandsOverAtItsTop() throws {
        let navigator = try makeNavigator(start: "memories")
        let vertical = try XCTUnwrap(navigator.vertical)
        let memories = try list(navigator, "memories")
        press(navigator, moves: [-20, -280])
        XCTAssertEqual(memories.scroller.offset, 290)
        holdStill(navigator)
        release(navigator)
        runUntilRest(navigator)
        XCTAssertEqual(memories.scroller.offset, 290, "a still release does not coast")

        press(navigator, moves: [20, 180, 200])
        XCTAssertEqual(memories.scroller.offset, 0, "the content reached its top first")
        XCTAssertEqual(vertical.offset, 1280 - 100, "the rest of the drag pages back toward the camera")
        clock.advance(by: 0.016)
        navigator.handle(.pointerMove(.mouse, Point(x: 180, y: pointerY - 150)))
        XCTAssertEqual(vertical.offset, 1280, "moving back, the pager gives up what it took")
        XCTAssertEqual(memories.scroller.offset, 50, accuracy: 1e-9, "then the content scrolls again")
    }

    func testAtTheTopADownwardDragOnThePanelBelowPagesBackToTheCamera() throws {
        let navigator = try makeNavigator(start: "memories")
        press(navigator, at: 150, moves: [20, 150, 150])
        XCTAssertEqual(try list(navigator, "memories").scroller.offset, 0)
        release(navigator)
        runUntilRest(navigator)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
    }

    func testOnThePanelAboveOnlyTheContentsBottomEdgeHandsOver() throws {
        let navigator = try makeNavigator(start: "profile")
        let vertical = try XCTUnwrap(navigator.vertical)
        let profile = try list(navigator, "profile")
        press(navigator, moves: [20, 100])
        XCTAssertLessThan(profile.scroller.offset, 0, "pulled past its top it rubber-bands")
        XCTAssertEqual(vertical.offset, 0, "the top edge does not face the camera")
        release(navigator)
        runUntilRest(navigator)
        XCTAssertEqual(profile.scroller.offset, 0)

        let bottom = profile.scroller.maximumOffset
        press(navigator, at: 600, moves: [-20, -(bottom - 10) - 100])
        XCTAssertEqual(profile.scroller.offset, bottom, accuracy: 1e-9)
        XCTAssertEqual(vertical.offset, 100, accuracy: 1e-9)
    }

    func testHorizontalSwipesOnAListStillPage() throws {
        let navigator = try makeNavigator(start: "chat")
        navigator.handle(.pointerDown(.mouse, Point(x: 300, y: 320)))
        for step in 1...12 {
            clock.advance(by: 0.016)
            navigator.handle(.pointerMove(.mouse, Point(x: 300 - Double(step) * 20, y: 320)))
        }
        navigator.handle(.pointerUp(.mouse, Point(x: 60, y: 320)))
        runUntilRest(navigator)
        XCTAssertEqual(navigator.currentPanel.identifier, "camera")
        XCTAssertEqual(try list(navigator, "chat").scroller.offset, 0)
    }
}
