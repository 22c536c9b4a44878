import SnapNavCore
import XCTest

final class ConfigurationInputTests: XCTestCase {
    func configuration(input: String) throws -> Configuration {
        let text = """
            { "start": "camera", "horizontal": ["chat", "camera"], "input": \(input),
              "panels": { "chat": { "title": "Chat", "background": "#3CB2E2" },
                          "camera": { "title": "Camera", "background": "#1E1E1E" } } }
            """
        return try Configuration.parse(text, file: "input.json")
    }

    func testWheelSettingsDefaultToOnePagePerNotchBurst() throws {
        let input = try configuration(input: "{}").input
        XCTAssertEqual(input.wheelScale, 40)
        XCTAssertEqual(input.wheelEndPause, 0.1)
        XCTAssertEqual(input.wheelNotches, .page)
    }

    func testWheelSettingsReachTheNavigation() throws {
        let configuration = try configuration(
            input: #"{ "wheelScale": 12.5, "wheelEndPause": 0.25, "wheelNotches": "drag" }"#)
        let navigator = SwipeNavigator(
            configuration: configuration, viewport: Size(width: 360, height: 640), clock: ManualClock())
        XCTAssertEqual(navigator.wheel.pointsPerUnit, 12.5)
        XCTAssertEqual(navigator.wheel.endPause, 0.25)
        XCTAssertEqual(navigator.wheel.notches, .drag)
        XCTAssertEqual(navigator.horizontal.swipeLimit, 360, "a touchpad swipe moves one page at most")
        navigator.resize(to: Size(width: 500, height: 700))
        XCTAssertEqual(navigator.horizontal.swipeLimit, 500)
    }

    func testAnUnknownNotchBehaviourIsRefusedByName() {
        XCTAssertThrowsError(try configuration(input: #"{ "wheelNotches": "scroll" }"#)) { error in
            let error = error as? ConfigurationError
            XCTAssertEqual(error?.keyPath, "input.wheelNotches")
            XCTAssertEqual(error?.problem, #"expected "page" or "drag", found "scroll""#)
        }
        XCTAssertThrowsError(try configuration(input: #"{ "wheelNotches": 1 }"#)) { error in
            XCTAssertEqual((error as? ConfigurationError)?.keyPath, "input.wheelNotches")
        }
    }
}
