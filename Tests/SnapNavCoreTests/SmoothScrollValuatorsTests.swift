import SnapNavCore
import XCTest

final class SmoothScrollValuatorsTests: XCTestCase {
    /// A touchpad (device 6) as Xorg's drivers describe one: horizontal scrolling on valuator 2,
    /// vertical on 3, 120 units a notch.
    let touchpad = [
        ScrollValuator(number: 2, axis: .horizontal, increment: 120),
        ScrollValuator(number: 3, axis: .vertical, increment: 120),
    ]

    func makeValuators(inside: Bool = true, values: [Int: Double] = [2: 0, 3: 0]) -> SmoothScrollValuators {
        var valuators = SmoothScrollValuators(isPointerInside: inside)
        valuators.setDevices([6: touchpad, 4: []], values: [6: values])
        return valuators
    }

    func testDeltasAreNotchesWithFractionsKeptFromTheServersValues() {
        var valuators = makeValuators(values: [2: 1000, 3: -50])
        XCTAssertTrue(valuators.isAvailable)
        XCTAssertEqual(valuators.scrolling(device: 6, values: [2: 1030]), Point(x: 0.25, y: 0))
        XCTAssertEqual(valuators.scrolling(device: 6, values: [2: 1090, 3: 70]), Point(x: 0.5, y: 1))
        XCTAssertEqual(valuators.scrolling(device: 6, values: [3: 10]), Point(x: 0, y: -0.5))
    }

    func testAValuatorWithoutABaselineOnlySetsIt() {
        var valuators = SmoothScrollValuators(isPointerInside: true)
        valuators.setDevices([6: touchpad], values: [:])
        XCTAssertNil(valuators.scrolling(device: 6, values: [2: 500]))
        XCTAssertEqual(valuators.scrolling(device: 6, values: [2: 560]), Point(x: 0.5, y: 0))
    }

    func testScrollingElsewhereDoesNotJumpWhenThePointerComesBack() {
        var valuators = makeValuators(inside: false)
        valuators.rawMotion(device: 6, valuatorNumbers: [2])
        valuators.pointerEntered()
        XCTAssertNil(valuators.scrolling(device: 6, values: [2: 9000]), "the total moved on outside the window")
        XCTAssertEqual(valuators.scrolling(device: 6, values: [2: 9060]), Point(x: 0.5, y: 0))
    }

    func testRawMotionInsideTheWindowKeepsTheBaseline() {
        var valuators = makeValuators()
        valuators.rawMotion(device: 6, valuatorNumbers: [2])
        XCTAssertEqual(valuators.scrolling(device: 6, values: [2: 30]), Point(x: 0.25, y: 0))
    }

    func testPointerMotionOutsideTheWindowKeepsTheBaseline() {
        var valuators = makeValuators(inside: false)
        valuators.rawMotion(device: 6, valuatorNumbers: [0, 1])
        valuators.pointerEntered()
        XCTAssertEqual(valuators.scrolling(device: 6, values: [3: 120]), Point(x: 0, y: 1))
    }

    func testLeavingTheWindowMakesLaterScrollingThereForeign() {
        var valuators = makeValuators()
        valuators.pointerLeft()
        XCTAssertFalse(valuators.isPointerInside)
        valuators.rawMotion(device: 6, valuatorNumbers: [3])
        valuators.pointerEntered()
        XCTAssertNil(valuators.scrolling(device: 6, values: [3: 4000]))
    }

    func testDevicesWithoutScrollValuatorsScrollNothing() {
        var valuators = makeValuators()
        XCTAssertNil(valuators.scrolling(device: 4, values: [2: 120]), "XTEST's pointer has no scroll valuators")
        XCTAssertNil(valuators.scrolling(device: 9, values: [2: 120]), "an unknown device")
        XCTAssertNil(valuators.scrolling(device: 6, values: [0: 100, 1: 5]), "plain pointer motion")
        var none = SmoothScrollValuators()
        none.setDevices([4: []], values: [:])
        XCTAssertFalse(none.isAvailable)
    }

    func testAWrappedTotalAndNonFiniteValuesAreNotScrolling() {
        var valuators = makeValuators(values: [2: 2_000_000_000, 3: 0])
        XCTAssertNil(valuators.scrolling(device: 6, values: [2: -2_000_000_000]))
        XCTAssertEqual(valuators.scrolling(device: 6, values: [2: -1_999_999_880]), Point(x: 1, y: 0))
        XCTAssertNil(valuators.scrolling(device: 6, values: [3: .nan]))
        XCTAssertEqual(valuators.scrolling(device: 6, values: [3: 60]), Point(x: 0, y: 0.5))
    }

    func testANegativeIncrementCountsTheOtherWay() {
        var valuators = SmoothScrollValuators(isPointerInside: true)
        valuators.setDevices([6: [ScrollValuator(number: 3, axis: .vertical, increment: -120)]], values: [6: [3: 0]])
        XCTAssertEqual(valuators.scrolling(device: 6, values: [3: 120]), Point(x: 0, y: -1))
    }

    func testEachEmulatedPressDropsExactlyOneCoreWheelEvent() {
        var valuators = makeValuators()
        XCTAssertFalse(valuators.consumeDuplicateWheelEvent(), "a wheel press nobody emulated is kept")
        valuators.emulatedWheelButtonPressed()
        valuators.emulatedWheelButtonPressed()
        XCTAssertTrue(valuators.consumeDuplicateWheelEvent())
        XCTAssertTrue(valuators.consumeDuplicateWheelEvent())
        XCTAssertFalse(valuators.consumeDuplicateWheelEvent())
    }

    func testAnEmulatedPressWhoseCoreEventNeverCameIsForgottenAtItsRelease() {
        var valuators = makeValuators()
        valuators.emulatedWheelButtonPressed()
        valuators.wheelButtonReleased()
        XCTAssertFalse(valuators.consumeDuplicateWheelEvent(), "a real press later is not taken for a duplicate")
    }

    func testNewDevicesReplaceTheOldOnes() {
        var valuators = makeValuators()
        valuators.setDevices([11: touchpad], values: [11: [2: 0]])
        XCTAssertNil(valuators.scrolling(device: 6, values: [2: 120]))
        XCTAssertEqual(valuators.scrolling(device: 11, values: [2: 120]), Point(x: 1, y: 0))
    }
}
