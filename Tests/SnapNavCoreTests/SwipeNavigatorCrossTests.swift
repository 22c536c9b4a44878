import Foundation
import SnapNavCore
import XCTest

/// The cross's rules: which axis a gesture takes, where each axis may move, the arms, the
/// start panel, programmatic navigation, swipe locks and keys.
final class SwipeNavigatorCrossTests: XCTestCase {
    let clock = ManualClock()
    let log = CallbackLog()

    func makeDriver(
        _ json: String = CrossFixture.json(), start: String? = nil, recording: Bool = false
    ) throws -> CrossDriver {
        let configuration = try Configuration.parse(json, file: "cross.json")
        let log = self.log
        let navigator = SwipeNavigator(
            configuration: configuration, viewport: CrossFixture.viewport, clock: clock, start: start,
            makePanel: { panel in
                recording
                    ? RecordingPanel(panel.id, log: log)
                    : ColorPanelController(identifier: panel.id, title: panel.title, background: panel.background)
            })
        return CrossDriver(navigator, clock: clock)
    }

    /// A drag of `length` points at `degrees` from the horizontal, measured counter-clockwise
    /// with y pointing down the screen (so 90° is straight up).
    func vector(degrees: Double, length: Double) -> Point {
        let radians = degrees * .pi / 180
        return Point(x: cos(radians) * length, y: -sin(radians) * length)
    }

    /// The appearance callbacks among `entries`, leaving out containment.
    func appearance(_ entries: [String]) -> [String] {
        entries.filter { $0.contains("ppear") }
    }

    // MARK: Direction lock

    func testLockDecisionsAtTenFortyFourFortySixAndEightyDegrees() {
        let lock = DirectionLock()
        let expected: [(Double, Axis)] = [(10, .horizontal), (44, .horizontal), (46, .vertical), (80, .vertical)]
        for (degrees, axis) in expected {
            // The same angle from the horizontal in each quadrant.
            for angle in [degrees, 180 - degrees, 180 + degrees, 360 - degrees] {
                XCTAssertEqual(lock.axis(for: vector(degrees: angle, length: 10.5)), axis, "\(angle)° past the slop")
                XCTAssertNil(lock.axis(for: vector(degrees: angle, length: 9.5)), "\(angle)° inside the slop")
            }
        }
    }

    func testDragsAtEachLockAngleFromTheCameraMoveOnlyTheLockedAxis() throws {
        // The finger's direction, counter-clockwise from rightward, and where it ends: 10° and 44°
        // from the horizontal lock horizontally, 46° and 80° vertically.
        let cases: [(degrees: Double, panel: String)] = [
            (180 + 10, "stories"), (180 + 44, "stories"), (46, "memories"), (80, "memories"),
            (10, "chat"), (44, "chat"), (180 + 46, "profile"), (180 + 80, "profile"),
        ]
        for (degrees, panel) in cases {
            let driver = try makeDriver()
            let nav = driver.navigator
            let lockedHorizontal = panel == "stories" || panel == "chat"
            let finger = vector(degrees: degrees, length: 300)
            let check = {
                if lockedHorizontal {
                    XCTAssertEqual(driver.vertical.offset, 640, "\(degrees)°: the vertical axis never moves")
                } else {
                    XCTAssertEqual(nav.horizontal.offset, 360, "\(degrees)°: the horizontal axis never moves")
                }
            }
            driver.drag(by: finger, steps: 20, each: check)
            driver.settle(each: check)
            XCTAssertEqual(nav.currentPanel.identifier, panel, "\(degrees)°")
        }
    }

    func testDiagonalDragFromTheCameraMovesOneAxisOnlyAndEndsOnAHorizontalNeighbour() throws {
        let driver = try makeDriver()
        let nav = driver.navigator
        var horizontalOffsets: Set<Double> = []
        let check = {
            XCTAssertEqual(driver.vertical.offset, 640)
            XCTAssertEqual(driver.vertical.phase, .idle)
            horizontalOffsets.insert(nav.horizontal.offset)
        }
        driver.drag(by: Point(x: 120, y: 60), each: check)
        driver.settle(each: check)
        XCTAssertEqual(nav.currentPanel.identifier, "chat")
        XCTAssertGreaterThan(horizontalOffsets.count, 10, "the horizontal axis did move")
    }

    func testSteepDiagonalDragMovesOnlyTheVerticalAxis() throws {
        let driver = try makeDriver()
        let check = { XCTAssertEqual(driver.navigator.horizontal.offset, 360) }
        driver.drag(by: Point(x: -60, y: -120), each: check)
        driver.settle(each: check)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "memories")
    }

    // MARK: Swipe direction

    func testFingerUpFromTheCameraShowsThePanelBelow() throws {
        let driver = try makeDriver()
        driver.drag(by: Point(x: 0, y: -250))
        driver.settle()
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "memories")
        XCTAssertEqual(driver.vertical.offset, 1280)
    }

    func testFingerDownFromTheCameraShowsThePanelAbove() throws {
        let driver = try makeDriver()
        driver.drag(by: Point(x: 0, y: 250))
        driver.settle()
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "profile")
        XCTAssertEqual(driver.vertical.offset, 0)
    }

    // MARK: Where each axis may move

    func testVerticalDragsAreRefusedFromSidePanels() throws {
        for side in ["chat", "stories"] {
            let driver = try makeDriver(start: side)
            let nav = driver.navigator
            let start = nav.horizontal.offset
            for dy in [-300.0, 300] {
                let check = {
                    XCTAssertEqual(driver.vertical.offset, 640, side)
                    XCTAssertEqual(nav.horizontal.offset, start, side)
                }
                driver.drag(by: Point(x: 0, y: dy), each: check)
                driver.settle(each: check)
                XCTAssertEqual(nav.currentPanel.identifier, side)
            }
        }
    }

    func testHorizontalDragsAreRefusedFromTheTopAndBottomPanels() throws {
        for (panel, offset) in [("profile", 0.0), ("memories", 1280)] {
            let driver = try makeDriver(start: panel)
            let nav = driver.navigator
            for dx in [-300.0, 300] {
                let check = {
                    XCTAssertEqual(nav.horizontal.offset, 360, panel)
                    XCTAssertEqual(driver.vertical.offset, offset, panel)
                }
                driver.drag(by: Point(x: dx, y: 0), each: check)
                driver.settle(each: check)
                XCTAssertEqual(nav.currentPanel.identifier, panel)
            }
            driver.drag(by: Point(x: 0, y: panel == "profile" ? -300 : 300))
            driver.settle()
            XCTAssertEqual(nav.currentPanel.identifier, "camera", "vertical drags page back toward the camera")
        }
    }

    func testVerticalGestureDuringAHorizontalSettleIsIgnored() throws {
        let driver = try makeDriver(start: "stories")
        let nav = driver.navigator
        driver.drag(by: Point(x: 100, y: 0), steps: 6)
        driver.frames(1)
        XCTAssertEqual(nav.horizontal.phase, .settling)
        XCTAssertGreaterThan(nav.horizontal.pagePosition, 1.5, "caught nearer stories than the camera")
        var previous = nav.horizontal.offset
        let check = {
            XCTAssertEqual(driver.vertical.offset, 640, "the vertical axis never moves")
            XCTAssertLessThanOrEqual(nav.horizontal.offset, previous, "the settle never turns back")
            previous = nav.horizontal.offset
        }
        driver.drag(by: Point(x: 0, y: -300), each: check)
        driver.settle(each: check)
        XCTAssertEqual(nav.currentPanel.identifier, "camera", "the settle carries on to where it was going")
        XCTAssertEqual(nav.horizontal.offset, 360)
    }

    func testHorizontalGestureDuringAVerticalSettleIsIgnored() throws {
        let driver = try makeDriver(start: "memories")
        let nav = driver.navigator
        driver.drag(by: Point(x: 0, y: 150), steps: 6)
        driver.frames(1)
        XCTAssertEqual(driver.vertical.phase, .settling)
        XCTAssertGreaterThan(driver.vertical.pagePosition, 1.5)
        let check = { XCTAssertEqual(nav.horizontal.offset, 360, "the horizontal axis never moves") }
        driver.drag(by: Point(x: -300, y: 0), each: check)
        driver.settle(each: check)
        XCTAssertEqual(nav.currentPanel.identifier, "camera")
    }

    func testGrabbingASettleOnItsOwnAxisStillCatchesIt() throws {
        let driver = try makeDriver(start: "stories")
        let nav = driver.navigator
        driver.drag(by: Point(x: 100, y: 0), steps: 6)
        driver.frames(1)
        let caughtAt = nav.horizontal.offset
        driver.navigator.handle(.pointerDown(.mouse, Point(x: 180, y: 320)))
        driver.frames(3)
        XCTAssertEqual(nav.horizontal.offset, caughtAt, "held where it was caught")
        driver.navigator.handle(.pointerMove(.mouse, Point(x: 100, y: 320)))
        driver.navigator.handle(.pointerUp(.mouse, Point(x: 100, y: 320)))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "stories", "dragged back the other way")
    }

    // MARK: Arms

    func testArmOfLengthZeroAboveAndThreeBelow() throws {
        let below = ["memories", "spotlight", "map"]
        let driver = try makeDriver(CrossFixture.json(above: [], below: below))
        let nav = driver.navigator
        XCTAssertEqual(driver.vertical.offset, 0, "the camera is the top page")
        driver.drag(by: Point(x: 0, y: 300))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "camera", "nothing above")
        XCTAssertEqual(driver.vertical.offset, 0)
        for (index, panel) in below.enumerated() {
            driver.drag(by: Point(x: 0, y: -300))
            driver.settle()
            XCTAssertEqual(nav.currentPanel.identifier, panel)
            XCTAssertEqual(driver.vertical.offset, Double(index + 1) * 640)
            driver.drag(by: Point(x: -300, y: 0))
            driver.settle()
            XCTAssertEqual(nav.currentPanel.identifier, panel, "no horizontal paging away from the camera")
        }
        driver.drag(by: Point(x: 0, y: -300))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "map", "nothing past the end")
        for panel in ["spotlight", "memories", "camera"] {
            driver.drag(by: Point(x: 0, y: 300))
            driver.settle()
            XCTAssertEqual(nav.currentPanel.identifier, panel)
        }
        driver.drag(by: Point(x: -300, y: 0))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "stories", "back on the camera, sideways works again")
    }

    func testArmOfLengthThreeAboveAndZeroBelow() throws {
        let above = ["settings", "friends", "profile"]
        let driver = try makeDriver(CrossFixture.json(above: above, below: []))
        let nav = driver.navigator
        XCTAssertEqual(driver.vertical.offset, 1920, "the camera is the bottom page")
        driver.drag(by: Point(x: 0, y: -300))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "camera", "nothing below")
        for panel in above.reversed() {
            driver.drag(by: Point(x: 0, y: 300))
            driver.settle()
            XCTAssertEqual(nav.currentPanel.identifier, panel)
        }
    }

    func testArmsOfLengthOneReachBothNeighbours() throws {
        let driver = try makeDriver(CrossFixture.json(above: ["profile"], below: ["memories"]))
        let nav = driver.navigator
        var seen: [String] = []
        for dy in [-300.0, 300, 300, -300] {
            driver.drag(by: Point(x: 0, y: dy))
            driver.settle()
            seen.append(nav.currentPanel.identifier)
        }
        XCTAssertEqual(seen, ["memories", "camera", "profile", "camera"])
    }

    func testVerticalArmOfTheCameraAloneNeverMoves() throws {
        let driver = try makeDriver(CrossFixture.json(above: [], below: []))
        let nav = driver.navigator
        for dy in [-300.0, 300] {
            let check = {
                XCTAssertEqual(driver.vertical.offset, 0)
                XCTAssertEqual(nav.horizontal.offset, 360)
            }
            driver.drag(by: Point(x: 0, y: dy), each: check)
            driver.settle(each: check)
        }
        nav.handle(.key(.up, []))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "camera")
    }

    func testWithoutAVerticalArmVerticalDragsDoNothing() throws {
        let driver = try makeDriver(CrossFixture.json(above: nil, below: nil))
        let nav = driver.navigator
        XCTAssertNil(nav.vertical)
        driver.drag(by: Point(x: 0, y: -300), each: { XCTAssertEqual(nav.horizontal.offset, 360) })
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "camera")
        nav.handle(.key(.down, []))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "camera")
        driver.drag(by: Point(x: 300, y: 0))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "chat")
    }

    func testResizeOnTheVerticalArmKeepsThePanel() throws {
        let driver = try makeDriver(start: "memories")
        let nav = driver.navigator
        nav.handle(.resize(Size(width: 720, height: 1280)))
        XCTAssertEqual(nav.horizontal.offset, 720)
        XCTAssertEqual(driver.vertical.offset, 2560)
        driver.drag(by: Point(x: 0, y: 200), release: false)
        nav.handle(.resize(Size(width: 360, height: 640)))
        clock.advance(by: 0.2)
        nav.handle(.pointerUp(.mouse, Point(x: 180, y: 520)))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "memories", "a short drag springs back after the resize")
        XCTAssertEqual(driver.vertical.offset, 1280)
        nav.handle(.resize(Size(width: 0, height: 0)))
        driver.drag(by: Point(x: 0, y: 300))
        driver.settle()
        nav.handle(.resize(Size(width: 360, height: 640)))
        XCTAssertEqual(nav.horizontal.offset, 360)
        XCTAssertTrue([0.0, 640, 1280].contains(driver.vertical.offset), "on a page after a zero-size window")
    }

    // MARK: Appearance

    func testVerticalSwipeFromCameraToMemoriesBalancesAppearanceAcrossAxes() throws {
        let driver = try makeDriver(recording: true)
        XCTAssertEqual(appearance(log.entries), ["camera.willAppear", "camera.didAppear"])
        let launch = log.entries.count
        driver.drag(by: Point(x: 0, y: -300))
        driver.settle()
        XCTAssertEqual(
            Array(log.entries[launch...]),
            ["camera.willDisappear", "memories.willAppear", "camera.didDisappear", "memories.didAppear"])
        for neighbour in ["chat", "stories", "profile"] {
            XCTAssertEqual(appearance(log.entries(of: neighbour)), [], "\(neighbour) never appears")
        }
        driver.drag(by: Point(x: 0, y: 300))
        driver.settle()
        for panel in ["camera", "memories"] {
            XCTAssertTrue(appearanceIsBalanced(log.entries(of: panel)), panel)
        }
        XCTAssertEqual(log.entries(of: "camera").suffix(2), ["willAppear", "didAppear"])
        XCTAssertEqual(log.entries(of: "memories").suffix(2), ["willDisappear", "didDisappear"])
        XCTAssertEqual(
            appearance(log.entries(of: "chat") + log.entries(of: "stories") + log.entries(of: "profile")), [])
    }

    func testAbandonedVerticalSwipeClosesTheAppearanceItOpened() throws {
        let driver = try makeDriver(recording: true)
        let launch = log.entries.count
        driver.drag(by: Point(x: 0, y: 80), steps: 20, release: false)
        clock.advance(by: 0.2)
        driver.navigator.handle(.pointerUp(.mouse, Point(x: 180, y: 400)))
        driver.settle()
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "camera")
        let swipe = CallbackLog()
        swipe.entries = Array(log.entries[launch...])
        XCTAssertEqual(swipe.entries(of: "profile"), ["willAppear", "willDisappear", "didDisappear"])
        XCTAssertEqual(swipe.entries(of: "camera"), ["willDisappear", "willAppear", "didAppear"])
        XCTAssertEqual(swipe.entries(of: "chat") + swipe.entries(of: "stories") + swipe.entries(of: "memories"), [])
        XCTAssertTrue(appearanceIsBalanced(log.entries(of: "camera")))
        XCTAssertTrue(appearanceIsBalanced(log.entries(of: "profile")))
    }

    // MARK: Start

    func testEveryPanelOfEitherArmCanBeTheStart() throws {
        let expected: [String: (horizontal: Double, vertical: Double)] = [
            "chat": (0, 640), "camera": (360, 640), "stories": (720, 640), "profile": (360, 0),
            "memories": (360, 1280),
        ]
        for (panel, offsets) in expected {
            log.entries.removeAll()
            let driver = try makeDriver(start: panel, recording: true)
            let nav = driver.navigator
            XCTAssertEqual(nav.currentPanel.identifier, panel)
            XCTAssertEqual(nav.horizontal.offset, offsets.horizontal, panel)
            XCTAssertEqual(driver.vertical.offset, offsets.vertical, panel)
            XCTAssertEqual(
                appearance(log.entries), ["\(panel).willAppear", "\(panel).didAppear"],
                "only the start panel appears")
            nav.handle(.key(.home, []))
            driver.settle()
            XCTAssertEqual(nav.currentPanel.identifier, "camera", "Home goes back to the camera from \(panel)")
        }
    }

    // MARK: Programmatic navigation

    func testNavigateFromASidePanelToThePanelAboveGoesThroughTheCamera() throws {
        let driver = try makeDriver(start: "chat")
        let nav = driver.navigator
        var sawCamera = false
        var previous = (horizontal: nav.horizontal.offset, vertical: driver.vertical.offset)
        XCTAssertTrue(nav.navigate(to: "profile", animated: true))
        XCTAssertTrue(nav.isAnimating)
        driver.settle {
            let now = (horizontal: nav.horizontal.offset, vertical: driver.vertical.offset)
            XCTAssertFalse(
                now.horizontal != previous.horizontal && now.vertical != previous.vertical, "never both at once")
            if now.vertical != 640 {
                XCTAssertEqual(now.horizontal, 360, "vertical only on the camera column")
                XCTAssertEqual(nav.horizontal.phase, .idle)
            }
            if now.horizontal == 360 && now.vertical == 640 { sawCamera = true }
            previous = now
        }
        XCTAssertTrue(sawCamera, "passed through the camera")
        XCTAssertEqual(nav.currentPanel.identifier, "profile")
        XCTAssertEqual(driver.vertical.offset, 0)
    }

    func testNavigateFromThePanelBelowToASidePanelGoesThroughTheCamera() throws {
        let driver = try makeDriver(start: "memories")
        let nav = driver.navigator
        nav.navigate(to: "stories", animated: true)
        driver.settle {
            if nav.horizontal.offset != 360 {
                XCTAssertEqual(driver.vertical.offset, 640, "horizontal only once the camera row is reached")
                XCTAssertEqual(driver.vertical.phase, .idle)
            }
        }
        XCTAssertEqual(nav.currentPanel.identifier, "stories")
        XCTAssertEqual(driver.vertical.offset, 640)
    }

    func testNavigateWithoutAnimationLandsAtOnce() throws {
        let driver = try makeDriver(start: "chat", recording: true)
        let nav = driver.navigator
        XCTAssertTrue(nav.navigate(to: "memories", animated: false))
        XCTAssertFalse(nav.isAnimating)
        XCTAssertEqual(nav.currentPanel.identifier, "memories")
        XCTAssertEqual(nav.horizontal.offset, 360)
        XCTAssertEqual(driver.vertical.offset, 1280)
        XCTAssertEqual(nav.panel(withID: "memories")?.appearanceState, .appeared)
        XCTAssertEqual(nav.panel(withID: "chat")?.appearanceState, .disappeared)
        XCTAssertFalse(nav.navigate(to: "nowhere", animated: true))
        XCTAssertEqual(nav.currentPanel.identifier, "memories")
    }

    // MARK: Panels one swipe away

    func testPanelsOneSwipeAwayAreTheNeighboursOfWhereTheArmsRest() throws {
        let driver = try makeDriver()
        let navigator = driver.navigator
        func ids() -> [String] { navigator.panelsOneSwipeAway.map(\.identifier) }
        XCTAssertEqual(ids(), ["chat", "stories", "profile", "memories"], "from the camera, both arms")
        XCTAssertTrue(navigator.navigate(to: "chat", animated: false))
        XCTAssertEqual(ids(), ["camera"], "off home, the other arm cannot move")
        XCTAssertTrue(navigator.navigate(to: "profile", animated: false))
        XCTAssertEqual(ids(), ["camera"])
        XCTAssertTrue(navigator.navigate(to: "camera", animated: true))
        driver.frames(2)
        XCTAssertEqual(ids(), [], "nothing while the arms move")
        driver.settle()
        XCTAssertEqual(ids(), ["chat", "stories", "profile", "memories"])
    }

    // MARK: Swipe locks

    func testPanelWithSwipeOffIgnoresDragsAndStillObeysNavigate() throws {
        let json = CrossFixture.json(panelOptions: ["memories": "\"swipe\": false"])
        let driver = try makeDriver(json)
        let nav = driver.navigator
        driver.drag(by: Point(x: 0, y: -300))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "memories", "swiping to a locked panel is allowed")
        for delta in [Point(x: 0, y: 300), Point(x: 300, y: 0), Point(x: -300, y: 0)] {
            let check = {
                XCTAssertEqual(driver.vertical.offset, 1280)
                XCTAssertEqual(nav.horizontal.offset, 360)
            }
            driver.drag(by: delta, each: check)
            driver.settle(each: check)
            XCTAssertEqual(nav.currentPanel.identifier, "memories")
        }
        nav.navigate(to: "chat", animated: true)
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "chat")
        nav.navigate(to: "memories", animated: true)
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "memories")
    }

    func testSwipeCanBeTurnedOffAndOnAtRunTime() throws {
        let driver = try makeDriver()
        let nav = driver.navigator
        let camera = try XCTUnwrap(nav.panel(withID: "camera"))
        camera.isSwipeEnabled = false
        driver.drag(by: Point(x: 0, y: 300))
        driver.drag(by: Point(x: -300, y: 0))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "camera")
        XCTAssertEqual(driver.vertical.offset, 640)
        XCTAssertEqual(nav.horizontal.offset, 360)
        camera.isSwipeEnabled = true
        driver.drag(by: Point(x: 0, y: 300))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "profile")
    }

    // MARK: Keys

    func testUpAndDownPageVerticallyFromTheCamera() throws {
        let driver = try makeDriver()
        let nav = driver.navigator
        var seen: [String] = []
        for key in [Key.up, .down, .down, .w, .s] {
            nav.handle(.key(key, []))
            driver.settle { XCTAssertEqual(nav.horizontal.offset, 360) }
            seen.append(nav.currentPanel.identifier)
        }
        XCTAssertEqual(seen, ["profile", "camera", "memories", "camera", "memories"])
    }

    func testKeysFollowTheCrossRules() throws {
        let driver = try makeDriver(start: "stories")
        let nav = driver.navigator
        nav.handle(.key(.up, []))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "stories", "no vertical paging from a side panel")
        nav.handle(.key(.left, []))
        nav.handle(.key(.up, []))
        XCTAssertEqual(nav.horizontal.phase, .settling)
        driver.settle { XCTAssertEqual(driver.vertical.offset, 640, "Up during a horizontal settle is ignored") }
        XCTAssertEqual(nav.currentPanel.identifier, "camera")
        nav.handle(.key(.down, []))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "memories")
        for key in [Key.left, .right] {
            nav.handle(.key(key, []))
            driver.settle()
            XCTAssertEqual(nav.currentPanel.identifier, "memories", "no horizontal paging from below the camera")
        }
        nav.handle(.key(.down, []))
        driver.settle()
        XCTAssertEqual(nav.currentPanel.identifier, "memories", "nothing below memories")
    }
}
