import SnapNavCore
import XCTest

/// A panel's `displayRevision` moves whenever the navigation hands the panel something that
/// may change what it draws, and only then; the built-in panels say whether they mark their
/// changes, and a panel of the app's own is asked to draw on every frame unless it says so.
final class DisplayRevisionTests: XCTestCase {
    let clock = ManualClock()

    private func makeDriver(start: String = "camera") throws -> CrossDriver {
        try CrossDriver(json: NestedScrollTests.cross, start: start, clock: clock, standardPanels: true)
    }

    /// The revisions of every panel of the cross, by id.
    private func revisions(_ navigator: SwipeNavigator) throws -> [String: Int] {
        var found: [String: Int] = [:]
        for id in ["chat", "camera", "stories", "profile", "memories"] {
            found[id] = try XCTUnwrap(navigator.panel(withID: id)).displayRevision
        }
        return found
    }

    /// The ids whose revision moved from `before` to now.
    private func marked(since before: [String: Int], _ navigator: SwipeNavigator) throws -> Set<String> {
        Set(try revisions(navigator).filter { before[$0.key] != $0.value }.map(\.key))
    }

    func testSetNeedsDisplayMovesTheRevisionAndNothingElseDoes() {
        let panel = PanelController(identifier: "p")
        XCTAssertFalse(panel.marksDisplayChanges, "a panel of the app's own is asked on every frame")
        let start = panel.displayRevision
        panel.setNeedsDisplay()
        panel.setNeedsDisplay()
        XCTAssertEqual(panel.displayRevision, start + 2)
        _ = panel.isRunningAnimation
        panel.draw(in: DisplayList(size: Size(width: 10, height: 10)), frame: Rect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(panel.displayRevision, start + 2, "asking and drawing change nothing")
    }

    func testAnAppearanceMarksThePanelAndAMereChangeOfHowMuchShowsDoesNot() {
        let panel = PanelController(identifier: "p")
        var revision = panel.displayRevision
        panel.setVisibleFraction(0.3)
        XCTAssertEqual(panel.appearanceState, .appearing)
        XCTAssertGreaterThan(panel.displayRevision, revision, "it began to appear")
        revision = panel.displayRevision
        panel.setVisibleFraction(0.6)
        panel.setVisibleFraction(0.4)
        XCTAssertEqual(panel.displayRevision, revision, "still appearing: nothing it was told changed")
        panel.setVisibleFraction(1)
        XCTAssertGreaterThan(panel.displayRevision, revision, "it appeared")
        revision = panel.displayRevision
        panel.setVisibleFraction(0)
        XCTAssertGreaterThan(panel.displayRevision, revision, "it disappeared")
    }

    func testTheBuiltInPanelsThatDrawOnlyTheirOwnStateMarkItsChanges() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        XCTAssertTrue(try XCTUnwrap(navigator.panel(withID: "chat")).marksDisplayChanges, "a list")
        XCTAssertTrue(navigator.home.marksDisplayChanges, "a plain colour panel")
        final class Own: ColorPanelController {}
        XCTAssertFalse(
            Own(identifier: "own", title: "Own", background: .black).marksDisplayChanges,
            "a colour panel's subclass draws what it likes")
        let color = ColorPanelController(identifier: "c", title: "C", background: .black)
        var revision = color.displayRevision
        color.title = "D"
        XCTAssertGreaterThan(color.displayRevision, revision, "a new title")
        revision = color.displayRevision
        color.background = .white
        XCTAssertGreaterThan(color.displayRevision, revision, "a new colour")
        let camera = CameraPanelController(identifier: "cam", title: "Camera", background: .black, clock: clock)
        revision = camera.displayRevision
        camera.capture()
        XCTAssertTrue(camera.marksDisplayChanges)
        XCTAssertGreaterThan(camera.displayRevision, revision, "the flash")
    }

    func testAPressMarksThePressedPanelAndASwipeMarksNoOther() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        driver.frames(2)
        var before = try revisions(navigator)
        driver.press(at: Point(x: 300, y: 320))
        XCTAssertEqual(try marked(since: before, navigator), ["camera"], "the press")
        before = try revisions(navigator)
        for _ in 0..<12 { driver.move(by: Point(x: -20, y: 0)) }
        // The swipe takes the press over, which ends it; stories comes into view.
        XCTAssertEqual(try marked(since: before, navigator), ["camera", "stories"])
        before = try revisions(navigator)
        for _ in 0..<6 { driver.move(by: Point(x: -10, y: 0)) }
        XCTAssertEqual(try marked(since: before, navigator), [], "moving panels marks none")
        driver.release()
        driver.settle()
        XCTAssertEqual(navigator.currentPanel.identifier, "stories")
    }

    func testScrollingAListMarksItOnEveryMoveAndWhileItCoasts() throws {
        let driver = try makeDriver(start: "chat")
        let navigator = driver.navigator
        let chat = try XCTUnwrap(navigator.panel(withID: "chat") as? ListPanelController)
        driver.frames(2)
        driver.press(at: Point(x: 180, y: 320))
        var revision = chat.displayRevision
        for _ in 0..<5 {
            driver.move(by: Point(x: 0, y: -40))
            XCTAssertGreaterThan(chat.displayRevision, revision, "moved to \(chat.scroller.offset)")
            revision = chat.displayRevision
        }
        driver.release()
        XCTAssertTrue(chat.isRunningAnimation, "it coasts")
        while chat.isRunningAnimation {
            revision = chat.displayRevision
            let offset = chat.scroller.offset
            driver.frames(1)
            if chat.scroller.offset != offset { XCTAssertGreaterThan(chat.displayRevision, revision) }
        }
        revision = chat.displayRevision
        driver.frames(5)
        XCTAssertEqual(chat.displayRevision, revision, "at rest, nothing marks it")
        chat.scrollContent(by: -30)
        XCTAssertGreaterThan(chat.displayRevision, revision, "scrolled from outside")
    }

    func testANewSizeMarksEveryPanel() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        let before = try revisions(navigator)
        navigator.resize(to: Size(width: 400, height: 700))
        XCTAssertEqual(try marked(since: before, navigator).count, 5)
    }
}
