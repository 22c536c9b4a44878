import SnapNavCore
import XCTest

final class PanelControllerTests: XCTestCase {
    let clock = ManualClock()
    let log = CallbackLog()

    func testContainmentOrderForAddAndRemove() {
        let parent = PanelController(identifier: "parent")
        let child = RecordingPanel("child", log: log)
        parent.addChild(child)
        XCTAssertEqual(log.entries, ["child.willMove(parent)"])
        XCTAssertTrue(child.parent === parent)
        child.didMove(toParent: parent)
        XCTAssertEqual(log.entries, ["child.willMove(parent)", "child.didMove(parent)"])
        XCTAssertEqual(parent.children.count, 1)

        child.willMove(toParent: nil)
        child.removeFromParent()
        XCTAssertEqual(log.entries.suffix(2), ["child.willMove(nil)", "child.didMove(nil)"])
        XCTAssertNil(child.parent)
        XCTAssertTrue(parent.children.isEmpty)
    }

    func testPagerAddsPagesInUIKitOrder() {
        let pager = makeThreePagePager(clock: clock, log: log)
        XCTAssertEqual(
            Array(log.entries.prefix(6)),
            [
                "left.willMove(pager)", "left.didMove(pager)", "middle.willMove(pager)", "middle.didMove(pager)",
                "right.willMove(pager)", "right.didMove(pager)",
            ])
        XCTAssertEqual(pager.children.map(\.identifier), ["left", "middle", "right"])
        pager.removePage(pager.pages[0])
        XCTAssertEqual(log.entries.suffix(2), ["left.willMove(nil)", "left.didMove(nil)"])
        XCTAssertEqual(pager.pageCount, 2)
    }

    func testOnlyTheStartPageAppearsAtLaunch() {
        _ = makeThreePagePager(clock: clock, log: log)
        XCTAssertEqual(log.entries(of: "middle"), ["willMove(pager)", "didMove(pager)", "willAppear", "didAppear"])
        XCTAssertEqual(log.entries(of: "left"), ["willMove(pager)", "didMove(pager)"])
    }

    func testAppearanceFollowsTheScreenDuringASwipe() {
        let pager = makeThreePagePager(clock: clock, log: log)
        log.entries = []
        pager.beginDragging()
        pager.updateDragging(translation: 180)
        XCTAssertEqual(log.entries, ["middle.willDisappear", "left.willAppear"], "half visible: will-appear only")
        pager.updateDragging(translation: 250)
        pager.endDragging(velocity: 0)
        settle(pager, clock: clock)
        XCTAssertEqual(
            log.entries, ["middle.willDisappear", "left.willAppear", "middle.didDisappear", "left.didAppear"])
        XCTAssertEqual(pager.pages[0].appearanceState, .appeared)
        XCTAssertEqual(pager.pages[1].appearanceState, .disappeared)
        XCTAssertTrue(log.entries(of: "right").isEmpty)
    }

    func testAbortedSwipeStaysBalanced() {
        let pager = makeThreePagePager(clock: clock, log: log)
        let launch = log.entries.count
        pager.beginDragging()
        pager.updateDragging(translation: 100)
        pager.endDragging(velocity: 0)
        settle(pager, clock: clock)
        XCTAssertEqual(
            Array(log.entries[launch...]),
            [
                "middle.willDisappear", "left.willAppear", "left.willDisappear", "left.didDisappear",
                "middle.willAppear", "middle.didAppear",
            ])
        for id in ["left", "middle", "right"] {
            XCTAssertTrue(appearanceIsBalanced(log.entries(of: id)), id)
        }
    }

    func testBackAndForthDragNeverSendsWillAppearTwice() {
        let pager = makeThreePagePager(clock: clock, log: log)
        pager.beginDragging()
        for translation in Array(stride(from: 0.0, through: 700, by: 35))
            + Array(stride(from: 700.0, through: -700, by: -35))
        {
            pager.updateDragging(translation: translation)
        }
        pager.endDragging(velocity: 0)
        settle(pager, clock: clock)
        for id in ["left", "middle", "right"] {
            XCTAssertTrue(appearanceIsBalanced(log.entries(of: id)), "\(id): \(log.entries(of: id))")
        }
        XCTAssertEqual(pager.pages.filter { $0.appearanceState == .appeared }.count, 1)
    }

    func testAChildThatOutlivesItsContainerIsLeftWithoutAParent() {
        let child = PanelController(identifier: "child")
        var container: PanelController? = PanelController(identifier: "container")
        container?.addChild(child)
        XCTAssertTrue(child.parent === container)
        container = nil
        XCTAssertNil(child.parent)
    }
}
