import SnapNavCore
import XCTest

/// A pager seen only through `Swipeable`, as the navigator drives whatever a gesture picked.
final class SwipeableTests: XCTestCase {
    let clock = ManualClock()

    func testAPagerIsSwipedInPagesOfItsOwnLength() {
        let target: Swipeable = makeThreePagePager(clock: clock, log: CallbackLog())
        XCTAssertEqual(target.swipeAxis, .horizontal)
        XCTAssertEqual(target.swipeDistance, 360)
        XCTAssertEqual(target.snapPoints, [0, 1, 2])
        XCTAssertEqual(target.swipeProgress, 1)
        target.beginSwipe()
        target.updateSwipe(translation: -90)
        XCTAssertEqual(target.swipeProgress, 1.25, accuracy: 1e-9, "a quarter page under the finger")
        XCTAssertEqual(target.cancelProgress, 1)
    }

    func testAFlingSettlesOnTheNextSnapPointAndACancelOnTheOneItStartedFrom() throws {
        let pager = makeThreePagePager(clock: clock, log: CallbackLog())
        let target: Swipeable = pager
        target.beginSwipe()
        target.updateSwipe(translation: -60)
        target.endSwipe(velocity: -900)
        settle(pager, clock: clock)
        XCTAssertEqual(target.swipeProgress, 2)
        XCTAssertEqual(target.cancelProgress, 2)

        target.beginSwipe()
        target.updateSwipe(translation: 300)
        XCTAssertLessThan(target.swipeProgress, 2)
        target.cancelSwipe()
        settle(pager, clock: clock)
        XCTAssertEqual(target.swipeProgress, 2, "a cancelled swipe changes nothing")
    }
}
