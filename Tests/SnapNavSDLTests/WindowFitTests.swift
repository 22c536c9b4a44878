import SnapNavCore
import SnapNavSDL
import XCTest

final class WindowFitTests: XCTestCase {
    let phone = Size(width: 390, height: 844)

    func testAWindowThatFitsOpensAtTheScaleAskedFor() {
        let fit = WindowFit(
            points: Size(width: 360, height: 640), requestedScale: 1, usable: Size(width: 1280, height: 1024))
        XCTAssertEqual(fit.scale, 1)
        XCTAssertFalse(fit.isLowered)
        XCTAssertNil(fit.notice)
    }

    func testAThreeTimesPhoneOnA1280By1024ScreenIsLoweredToFitKeepingItsShape() {
        let fit = WindowFit(points: phone, requestedScale: 3, usable: Size(width: 1280, height: 1024))
        XCTAssertTrue(fit.isLowered)
        XCTAssertEqual(fit.scale, 1.16, "the largest scale, to two decimals, under 984 / 844")
        XCTAssertLessThanOrEqual(phone.height * fit.scale, 1024 - WindowFit.titleBarAllowance)
        XCTAssertEqual(
            fit.notice,
            "a window of 390×844 points at scale 3 (1170×2532) does not fit the screen's usable 1280×1024, "
                + "so it opens at scale 1.16 (452×979); screenshots and exports keep scale 3")
    }

    func testAWideScreenLimitsByHeightAndANarrowOneByWidth() {
        XCTAssertEqual(
            WindowFit(points: phone, requestedScale: 2, usable: Size(width: 3000, height: 1080)).scale, 1.23)
        XCTAssertEqual(
            WindowFit(points: Size(width: 1000, height: 300), requestedScale: 1, usable: Size(width: 800, height: 2000))
                .scale, 0.8)
    }

    func testWithoutAScreenTheScaleIsKept() {
        XCTAssertEqual(WindowFit(points: phone, requestedScale: 3, usable: nil).scale, 3)
        XCTAssertEqual(WindowFit(points: phone, requestedScale: 3, usable: Size(width: 0, height: 0)).scale, 3)
    }
}

extension WindowFitTests {
    /// 860 / 844 is 1.019: 1.01 would resample every image by an odd ratio for a window 1 %
    /// larger, so the window opens at 1.
    func testAPhoneOnANineHundredPixelScreenOpensAtAWholeScaleNearTheLargest() {
        let fit = WindowFit(points: phone, requestedScale: 2, usable: Size(width: 1280, height: 900))
        XCTAssertEqual(fit.scale, 1)
        XCTAssertEqual(
            fit.notice,
            "a window of 390×844 points at scale 2 (780×1688) does not fit the screen's usable 1280×900, "
                + "so it opens at scale 1 (390×844); screenshots and exports keep scale 2")
    }

    func testAHalfScaleIsTakenWithinAFewPercentAndNoFurther() {
        // 1.53 fits: 1.5 is 2 % below it.
        XCTAssertEqual(
            WindowFit(points: phone, requestedScale: 3, usable: Size(width: 3000, height: 1331)).scale, 1.5)
        // 1.16 fits: 1 is 14 % below it, too far.
        XCTAssertEqual(
            WindowFit(points: phone, requestedScale: 3, usable: Size(width: 1280, height: 1024)).scale, 1.16)
        // Below the requested scale only: one that fits stays as asked.
        XCTAssertEqual(
            WindowFit(points: phone, requestedScale: 1.02, usable: Size(width: 1280, height: 1024)).scale, 1.02)
    }
}
