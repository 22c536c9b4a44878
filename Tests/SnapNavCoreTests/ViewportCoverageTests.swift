import SnapNavCore
import XCTest

final class ViewportCoverageTests: XCTestCase {
    func makeDriver(_ json: String = CrossFixture.json()) throws -> CrossDriver {
        let clock = ManualClock()
        let configuration = try Configuration.parse(json, file: "cross.json")
        let navigator = SwipeNavigator(configuration: configuration, viewport: CrossFixture.viewport, clock: clock)
        return CrossDriver(navigator, clock: clock)
    }

    func testOpaquePanelsCoverTheViewportAtRestAndThroughEverySwipe() throws {
        let driver = try makeDriver()
        XCTAssertTrue(driver.navigator.coversViewportOpaquely())
        for delta in [Point(x: -150, y: 0), Point(x: 150, y: 0), Point(x: 0, y: 200), Point(x: 0, y: -200)] {
            driver.drag(by: delta, release: false) {
                XCTAssertTrue(driver.navigator.coversViewportOpaquely(), "mid-swipe by \(delta)")
            }
            driver.navigator.handle(.pointerUp(.mouse, Point(x: 180, y: 320) + delta))
            driver.settle { XCTAssertTrue(driver.navigator.coversViewportOpaquely(), "settling after \(delta)") }
        }
    }

    func testATranslucentPanelOnScreenNeedsTheFrameCleared() throws {
        let json = CrossFixture.json().replacingOccurrences(of: "#9B55A0", with: "#9B55A080")
        let driver = try makeDriver(json)
        XCTAssertTrue(driver.navigator.coversViewportOpaquely(), "the translucent panel is off screen")
        driver.drag(by: Point(x: -150, y: 0), release: false)
        XCTAssertFalse(driver.navigator.coversViewportOpaquely(), "half of stories is on screen")
    }

    func testRubberBandingPastTheLastPanelUncoversTheViewport() throws {
        let json = CrossFixture.json().replacingOccurrences(
            of: "\"start\": \"camera\"", with: "\"start\": \"camera\", \"physics\": { \"bounces\": true }")
        let driver = try makeDriver(json)
        driver.navigator.navigate(to: "stories", animated: false)
        XCTAssertTrue(driver.navigator.coversViewportOpaquely())
        driver.drag(by: Point(x: -200, y: 0), release: false)
        XCTAssertFalse(driver.navigator.coversViewportOpaquely(), "the content is pulled past its end")
    }

    func testPanelsThatDoNotSayTheyAreOpaqueAreNotTrustedToCover() {
        let panels = ["left", "home", "right"].map { PanelController(identifier: $0) }
        let navigator = SwipeNavigator(
            horizontal: panels, home: panels[1], viewport: CrossFixture.viewport, clock: ManualClock())
        XCTAssertFalse(navigator.coversViewportOpaquely())
    }

    func testAZeroSizedViewportIsNeverCovered() throws {
        let driver = try makeDriver()
        driver.navigator.resize(to: .zero)
        XCTAssertFalse(driver.navigator.coversViewportOpaquely())
    }
}
