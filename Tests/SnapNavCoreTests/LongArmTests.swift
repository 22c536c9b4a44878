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
}

/// Counts how often its visible fraction changes.
private final class CountingPanel: PanelController {
    var changes = 0

    override func visibleFractionDidChange() {
        changes += 1
    }
}
