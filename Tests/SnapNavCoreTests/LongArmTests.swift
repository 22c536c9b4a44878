import SnapNavCore
import XCTest

/// A long arm behaves as a short one and costs what the pages on screen cost.
final class LongArmTests: XCTestCase {
    func testAPageAddedLaterIsLaidOutAfterTheOthers() {
        let clock = ManualClock()
        let panels = (0..<3).map { ColorPanelController(identifier: "p\($0)", title: "", background: .black) }
        let pager = PagingScrollController.make(
            axis: .vertical, with: panels, viewport: Size(width: 360, height: 640), clock: clock)
        pager.addPage(ColorPanelController(identifier: "p3", title: "", background: .black))
        XCTAssertEqual(pager.contentSize, Size(width: 360, height: 2560))
        XCTAssertEqual(pager.pages.map(\.view.frame.minY), [0, 640, 1280, 1920])
        XCTAssertEqual(pager.pages[3].view.frame.size, Size(width: 360, height: 640))
        pager.fit(to: Size(width: 300, height: 500))
        XCTAssertEqual(pager.pages[3].view.frame, Rect(x: 0, y: 1500, width: 300, height: 500))
    }

    func testOnlyThePagesInViewHearAboutAppearanceOnAThousandPageArm() {
        let clock = ManualClock()
        let panels = (0..<1000).map { CountingPanel(identifier: "p\($0)") }
        let pager = PagingScrollController.make(
            axis: .horizontal, with: panels, viewport: Size(width: 360, height: 640), startPage: 500, clock: clock)
        pager.setVisibleFraction(1, animated: false)
        for panel in panels { panel.changes = 0 }
        pager.beginDragging()
        for step in 1...30 { pager.updateDragging(translation: -Double(step) * 10) }
        pager.endDragging(velocity: 0)
        while pager.step() { clock.advance(by: 1.0 / 60) }
        let told = panels.filter { $0.changes > 0 }.map(\.identifier)
        XCTAssertEqual(told, ["p500", "p501"], "only the two pages the swipe showed")
        XCTAssertEqual(pager.currentPage, 501)
    }

    func testOnlyThePanelsInReachAreAskedWhetherTheyAnimateOnAThousandPanelArm() {
        let arm = ThousandPanelCross()
        arm.drive.drag(by: Point(x: -200, y: 0))
        arm.drive.settle()
        XCTAssertEqual(arm.navigator.currentPanel.identifier, "p501")
        let asked = Set((arm.horizontal + arm.vertical).filter { $0.asked > 0 }.map(\.identifier))
        XCTAssertEqual(
            asked, ["p499", "p500", "p501", "p502", "above", "below"],
            "the pages in view and one either side, on both arms")
    }

    func testAnAnimationThatLeavesReachRunsToItsEnd() {
        let arm = ThousandPanelCross()
        let home = arm.horizontal[500]
        home.framesLeft = 120
        arm.drive.run(seconds: 0.5)
        XCTAssertTrue(arm.navigator.navigate(to: "p900", animated: false))
        arm.drive.run(seconds: 2.5)
        XCTAssertEqual(home.steps, 120, "stepped after it left reach, until it ended")
        let asked = home.asked
        arm.drive.run(seconds: 0.5)
        XCTAssertEqual(home.asked, asked, "not asked again once it ended out of reach")
        XCTAssertFalse(arm.navigator.isMovingWithoutInput)
    }

    func testAnAnimationStartedOutOfReachRunsOnceInReach() {
        let arm = ThousandPanelCross()
        let far = arm.horizontal[520]
        far.framesLeft = 10
        arm.drive.run(seconds: 0.5)
        XCTAssertEqual(far.steps, 0)
        XCTAssertFalse(arm.navigator.isMovingWithoutInput, "nothing in reach moves, so no frame is due")
        XCTAssertTrue(arm.navigator.navigate(to: "p519", animated: false))
        XCTAssertTrue(arm.navigator.isMovingWithoutInput, "one page away, it is in reach")
        arm.drive.run(seconds: 0.5)
        XCTAssertEqual(far.steps, 10)
    }

    func testAPanelLetGoOutOfReachRunsTheAnimationItsReleaseStarted() {
        let arm = ThousandPanelCross()
        let home = arm.horizontal[500]
        home.framesOnRelease = 8
        arm.drive.press(at: Point(x: 180, y: 320))
        XCTAssertTrue(arm.navigator.navigate(to: "p900", animated: false))
        arm.drive.run(seconds: 0.1)
        arm.drive.release()
        arm.drive.run(seconds: 0.5)
        XCTAssertEqual(home.steps, 8, "asked after the press ended, though far away by then")
    }

    func testEveryPanelIsAskedOnceAfterANewSize() {
        let arm = ThousandPanelCross()
        arm.drive.run(seconds: 0.5)
        let far = arm.horizontal[900]
        // As content that a smaller window leaves past its end springs back.
        far.framesLeft = 10
        arm.navigator.resize(to: Size(width: 300, height: 500))
        XCTAssertTrue(arm.navigator.isMovingWithoutInput)
        arm.drive.run(seconds: 0.5)
        XCTAssertEqual(far.steps, 10, "found by the step after the resize, and run to its end")
        let asked = arm.horizontal[700].asked
        arm.drive.run(seconds: 0.5)
        XCTAssertEqual(arm.horizontal[700].asked, asked, "only that step asked every panel")
    }
}

/// A thousand panels across, the middle one (p500) at home with one panel above and one below,
/// each counting how often it is asked whether it animates from the first frame on, which asks
/// every panel.
private struct ThousandPanelCross {
    let horizontal = (0..<1000).map { AnimatingPanel(identifier: "p\($0)") }
    let vertical: [AnimatingPanel]
    let navigator: SwipeNavigator
    let drive: CrossDriver

    init() {
        let clock = ManualClock()
        vertical = [AnimatingPanel(identifier: "above"), AnimatingPanel(identifier: "below")]
        navigator = SwipeNavigator(
            horizontal: horizontal, vertical: [vertical[0], horizontal[500], vertical[1]], home: horizontal[500],
            viewport: Size(width: 360, height: 640), clock: clock)
        drive = CrossDriver(navigator, clock: clock)
        drive.frames(1)
        for panel in horizontal + vertical { panel.asked = 0 }
    }
}

/// Runs an animation of its own for `framesLeft` steps, counting how often it is asked whether
/// it does and how often it is stepped.
private final class AnimatingPanel: PanelController {
    var asked = 0
    var steps = 0
    var framesLeft = 0
    /// How many steps the animation a press's end starts runs for, as content let go coasts.
    var framesOnRelease = 0

    override func pressEnded() {
        framesLeft = framesOnRelease
    }

    override var isRunningAnimation: Bool {
        asked += 1
        return framesLeft > 0
    }

    override func stepAnimation() {
        steps += 1
        framesLeft -= 1
    }
}

/// Counts how often its visible fraction changes.
private final class CountingPanel: PanelController {
    var changes = 0

    override func visibleFractionDidChange() {
        changes += 1
    }
}
