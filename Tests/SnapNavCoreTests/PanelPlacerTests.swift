import SnapNavCore
import XCTest

/// Draw order and clips half way through each transition of the cross.
final class PanelPlacerTests: XCTestCase {
    let clock = ManualClock()
    let screen = Rect(x: 0, y: 0, width: 360, height: 640)
    let allPush = "\"left\": \"push\", \"right\": \"push\", \"above\": \"push\", \"below\": \"push\""

    func makeNavigator(transitions: String? = nil) throws -> SwipeNavigator {
        let configuration = try Configuration.parse(CrossFixture.json(transitions: transitions), file: "cross.json")
        return SwipeNavigator(configuration: configuration, viewport: CrossFixture.viewport, clock: clock)
    }

    /// Holds a drag that has moved the content exactly `content` points from the camera: the
    /// first 10 points of the finger's movement only choose the axis.
    func holdDrag(_ navigator: SwipeNavigator, content: Point) {
        let start = Point(x: 180, y: 320)
        let length = (content.x * content.x + content.y * content.y).squareRoot()
        let slop = Point(x: content.x / length * 10, y: content.y / length * 10)
        navigator.handle(.pointerDown(.mouse, start))
        navigator.handle(.pointerMove(.mouse, start + slop))
        navigator.handle(.pointerMove(.mouse, start + slop + content))
    }

    /// The placements as (panel, frame, clip), bottom first.
    func layers(_ navigator: SwipeNavigator) -> [(String, Rect, Rect)] {
        navigator.currentPlacements().map { ($0.panel.identifier, $0.frame, $0.clip) }
    }

    func assertLayers(
        _ actual: [(String, Rect, Rect)], _ expected: [(String, Rect, Rect)], _ message: String,
        line: UInt = #line
    ) {
        XCTAssertEqual(actual.map(\.0), expected.map(\.0), "\(message): order", line: line)
        XCTAssertEqual(actual.map(\.1), expected.map(\.1), "\(message): frames", line: line)
        XCTAssertEqual(actual.map(\.2), expected.map(\.2), "\(message): clips", line: line)
    }

    func testAtRestOnlyTheCurrentPanelIsDrawn() throws {
        let navigator = try makeNavigator()
        assertLayers(layers(navigator), [("camera", screen, screen)], "at rest")
    }

    func testSidePanelSlidesOverTheFixedCamera() throws {
        let left = try makeNavigator()
        holdDrag(left, content: Point(x: -180, y: 0))
        assertLayers(
            layers(left),
            [
                ("camera", screen, Rect(x: 0, y: 0, width: 180, height: 640)),
                ("stories", Rect(x: 180, y: 0, width: 360, height: 640), Rect(x: 180, y: 0, width: 180, height: 640)),
            ], "stories half way")
        let right = try makeNavigator()
        holdDrag(right, content: Point(x: 180, y: 0))
        assertLayers(
            layers(right),
            [
                ("camera", screen, Rect(x: 180, y: 0, width: 180, height: 640)),
                ("chat", Rect(x: -180, y: 0, width: 360, height: 640), Rect(x: 0, y: 0, width: 180, height: 640)),
            ], "chat half way")
    }

    func testPanelBelowSlidesOverTheFixedCamera() throws {
        let navigator = try makeNavigator()
        holdDrag(navigator, content: Point(x: 0, y: -320))
        assertLayers(
            layers(navigator),
            [
                ("camera", screen, Rect(x: 0, y: 0, width: 360, height: 320)),
                ("memories", Rect(x: 0, y: 320, width: 360, height: 640), Rect(x: 0, y: 320, width: 360, height: 320)),
            ], "memories half way")
    }

    func testPanelAboveIsRevealedUnderTheCameraSlidingDown() throws {
        let navigator = try makeNavigator()
        holdDrag(navigator, content: Point(x: 0, y: 320))
        assertLayers(
            layers(navigator),
            [
                ("profile", screen, Rect(x: 0, y: 0, width: 360, height: 320)),
                ("camera", Rect(x: 0, y: 320, width: 360, height: 640), Rect(x: 0, y: 320, width: 360, height: 320)),
            ], "profile half way")
    }

    func testPushMovesBothPanelsOnEveryArm() throws {
        let cases: [(Point, [(String, Rect)])] = [
            (
                Point(x: -180, y: 0),
                [("camera", screen.offsetBy(Point(x: -180, y: 0))), ("stories", screen.offsetBy(Point(x: 180, y: 0)))]
            ),
            (
                Point(x: 180, y: 0),
                [("chat", screen.offsetBy(Point(x: -180, y: 0))), ("camera", screen.offsetBy(Point(x: 180, y: 0)))]
            ),
            (
                Point(x: 0, y: -320),
                [("camera", screen.offsetBy(Point(x: 0, y: -320))), ("memories", screen.offsetBy(Point(x: 0, y: 320)))]
            ),
            (
                Point(x: 0, y: 320),
                [("profile", screen.offsetBy(Point(x: 0, y: -320))), ("camera", screen.offsetBy(Point(x: 0, y: 320)))]
            ),
        ]
        for (content, expected) in cases {
            let navigator = try makeNavigator(transitions: allPush)
            holdDrag(navigator, content: content)
            let actual = layers(navigator)
            XCTAssertEqual(actual.map(\.0), expected.map(\.0), "\(content)")
            XCTAssertEqual(actual.map(\.1), expected.map(\.1), "\(content): both move")
            XCTAssertEqual(actual.map(\.2), expected.map { $0.1.intersection(screen) }, "\(content): clipped to screen")
        }
    }

    func testThePanelUnderneathIsDrawnOnlyWhereItCanBeSeen() throws {
        let drags = [Point(x: -120, y: 0), Point(x: 200, y: 0), Point(x: 0, y: -400), Point(x: 0, y: 150)]
        for transitions in [nil, allPush] {
            for content in drags {
                let navigator = try makeNavigator(transitions: transitions)
                holdDrag(navigator, content: content)
                let canvas = DisplayList(size: CrossFixture.viewport)
                FrameComposer().compose(
                    navigator, layout: navigator.layOutFrame(), chrome: nil, on: canvas, showingHotspots: false)
                var fills: [(rect: Rect, color: Color, clip: Rect)] = []
                for case .fill(let rect, let color, let clip) in canvas.operations {
                    fills.append((rect, color, clip))
                }
                XCTAssertEqual(fills.count, 2, "\(content): two panels, one fill each")
                guard fills.count == 2 else { continue }
                let bottom = fills[0].rect.intersection(fills[0].clip)
                let top = fills[1].rect.intersection(fills[1].clip)
                XCTAssertTrue(bottom.intersection(top).isEmpty, "\(content): nothing drawn under the top panel")
                XCTAssertEqual(
                    bottom.width * bottom.height + top.width * top.height, 360 * 640,
                    "\(content): together they fill the screen")
                for case .text(_, _, _, let clip) in canvas.operations {
                    XCTAssertTrue(clip == fills[0].clip || clip == fills[1].clip, "text is clipped with its panel")
                }
            }
        }
    }
}
