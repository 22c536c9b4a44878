import Foundation
import XCTest

@testable import SnapNavCore

/// The web player's side of Core: the bundle a prototype travels in, the player a host drives,
/// the frames it hands over as numbers and the scripts the conformance runs play.
final class PrototypePlayerTests: XCTestCase {
    private static let configuration = """
        { "start": "home", "horizontal": ["inbox", "home"],
          "panels": { "home": { "content": { "kind": "image", "file": "screens/home.png" },
                                "hotspots": [{ "frame": [0, 200, 360, 100], "tap": { "present": "sheet" } }] },
                      "inbox": { "title": "Inbox" }, "sheet": { "title": "Sheet" } } }
        """

    private func bundle(images: [PrototypeBundle.Image]? = nil) -> PrototypeBundle {
        PrototypeBundle(
            file: "/p/snapnav.json", directory: "/p", configuration: Self.configuration,
            images: images ?? [
                PrototypeBundle.Image(
                    path: "/p/screens/home.png", url: "images/1.png", format: .png, width: 1080, height: 1920,
                    edgeColor: Color(red: 1, green: 2, blue: 3))
            ])
    }

    func testABundleReadsBackAsItWasWritten() throws {
        var written = bundle()
        written.folderScreens = ["/p/a.png", "/p/b \"quoted\".png"]
        XCTAssertEqual(try PrototypeBundle(json: Array(written.jsonText.utf8)), written)
    }

    func testABundleDecodesItsConfigurationWithTheImagesItCarries() throws {
        let bundle = try bundle()
        let configuration = try bundle.decodeConfiguration()
        let home = try XCTUnwrap(configuration.panel("home"))
        guard case .image(let image) = home.kind else { return XCTFail("home is not an image panel") }
        XCTAssertEqual(image.file, ImageFile(path: "/p/screens/home.png", format: .png, width: 1080, height: 1920))
        // The edge colour the desktop sampled is the panel's, as it is on the desktop.
        XCTAssertEqual(bundle.edgeColors.color(of: home), Color(red: 1, green: 2, blue: 3))
        let player = try PrototypePlayer(bundle: bundle)
        XCTAssertEqual(
            (player.navigator.panel(withID: "home") as? ColorPanelController)?.background,
            Color(red: 1, green: 2, blue: 3))
    }

    func testAnImageTheBundleLacksIsRefusedAsTheDesktopRefusesAMissingFileNamingTheKey() {
        XCTAssertThrowsError(try bundle(images: []).decodeConfiguration()) { error in
            guard let error = error as? ConfigurationError else { return XCTFail("\(error)") }
            XCTAssertEqual(error.file, "/p/snapnav.json")
            XCTAssertEqual(error.keyPath, "panels.home.content.file")
            XCTAssertEqual(error.line, 2)
        }
    }

    func testABrokenBundleNamesTheKey() {
        XCTAssertThrowsError(try PrototypeBundle(json: Array(#"{"file": "f", "images": [{"path": 3}]}"#.utf8))) {
            XCTAssertEqual(($0 as? ConfigurationError)?.keyPath, "images[0].format")
        }
        XCTAssertThrowsError(try PrototypeBundle(json: Array("{".utf8))) {
            XCTAssertEqual(($0 as? ConfigurationError)?.file, "prototype.json")
        }
    }

    func testTheFrameIsComposedAsTheDesktopComposesItAndEncodedAsNumbers() throws {
        let player = try PrototypePlayer(bundle: bundle(), viewport: Size(width: 360, height: 640))
        XCTAssertFalse(player.drawFrame(at: 0))
        let images = player.frame.operations.compactMap { operation -> Rect? in
            if case .image(let name, let rect, _, _) = operation, name == "/p/screens/home.png" { return rect }
            return nil
        }
        XCTAssertEqual(images.first?.minX, 0)
        var encoding = FrameEncoding()
        encoding.encode(player.frame)
        // Every operation starts with its code and clip; the image's path is in the text.
        XCTAssertEqual(encoding.numbers.first, 1)
        XCTAssertTrue(String(decoding: encoding.text, as: UTF8.self).contains("/p/screens/home.png"))
        let codes = Set(stride(from: 0, to: encoding.numbers.count, by: 1).map { encoding.numbers[$0] })
        XCTAssertTrue(codes.contains(6))
    }

    func testTheContentFollowsAFingerAcrossTheScreen() throws {
        let player = try PrototypePlayer(bundle: bundle(), viewport: Size(width: 360, height: 640))
        player.drawFrame(at: 0)
        player.handle(.pointerDown(.finger(1), Point(x: 100, y: 320)), at: 1)
        player.handle(.pointerMove(.finger(1), Point(x: 120, y: 320)), at: 1.016)
        player.handle(.pointerMove(.finger(1), Point(x: 200, y: 320)), at: 1.032)
        player.drawFrame(at: 1.033)
        let inbox = player.navigator.layOutFrame().placements.first { $0.panel.identifier == "inbox" }
        // The inbox slides in over home, following the finger from where its travel passed the lock.
        // (The first 10 points decide the direction.)
        XCTAssertEqual(inbox?.frame.maxX ?? 0, 90, accuracy: 0.01)
    }

    func testATapOnAHotspotPresentsItsScreen() throws {
        let player = try PrototypePlayer(bundle: bundle(), viewport: Size(width: 360, height: 640))
        player.drawFrame(at: 0)
        player.handle(.pointerDown(.finger(2), Point(x: 180, y: 250)), at: 1)
        player.handle(.pointerUp(.finger(2), Point(x: 180, y: 250)), at: 1.05)
        XCTAssertTrue(player.drawFrame(at: 1.1), "the screen slides in")
        XCTAssertEqual(player.navigator.screens.top?.identifier, "sheet")
    }

    func testAPlayerOpenedAfterASaveKeepsThePlaceWithoutTheLaunchScreen() throws {
        let player = try PrototypePlayer(bundle: bundle(), viewport: Size(width: 360, height: 640))
        player.drawFrame(at: 0)
        player.handle(.pointerDown(.finger(2), Point(x: 180, y: 250)), at: 1)
        player.handle(.pointerUp(.finger(2), Point(x: 180, y: 250)), at: 1.05)
        player.drawFrame(at: 3)
        XCTAssertEqual(player.navigator.startPath, "home/sheet")
        let saved = try PrototypePlayer(
            bundle: bundle(), viewport: Size(width: 360, height: 640), at: 4, following: player)
        XCTAssertEqual(saved.navigator.startPath, "home/sheet", "the screen open over the cross stays open")
        XCTAssertFalse(saved.drawFrame(at: 4), "and shows at rest, with no launch screen or slide")
    }

    func testAWheelsNotchesPageAndATouchpadsPixelsMoveAsFarAsTheFingers() throws {
        let player = try PrototypePlayer(bundle: bundle(), viewport: Size(width: 360, height: 640))
        player.drawFrame(at: 0)
        player.handleWheel(deltaX: -40, deltaY: 0, mode: 0, at: 1)
        player.drawFrame(at: 1)
        let inbox = player.navigator.layOutFrame().placements.first { $0.panel.identifier == "inbox" }
        XCTAssertEqual(inbox?.frame.maxX ?? 0, 40, accuracy: 0.01)
    }

    func testAWheelEventReturnsTheInputATakeRecords() throws {
        let player = try PrototypePlayer(bundle: bundle(), viewport: Size(width: 360, height: 640))
        player.drawFrame(at: 0)
        // The default `wheelScale` is 40 points to a unit: 40 pixels at one pixel a point is one.
        XCTAssertEqual(
            player.handleWheel(deltaX: -40, deltaY: 0, mode: 0, at: 1),
            .wheel(delta: Point(x: 1, y: 0), isPrecise: true))
        XCTAssertEqual(
            player.handleWheel(deltaX: 0, deltaY: 240, mode: 0, at: 2),
            .wheel(delta: Point(x: 0, y: -2), isPrecise: false))
        XCTAssertNil(player.handleWheel(deltaX: 0, deltaY: 0, mode: 0, at: 3))
    }

    func testAScriptReadsBackAsWrittenAndABadLineIsNamed() throws {
        let text =
            "viewport 390.0 844.0\ndown 1 10.0 20.0 0.5\nmove mouse 11.0 20.0 0.6\nwheel 0.0 -3.0 1 0.7\nframe 0.8\n"
        let script = try PlayerScript(text: text)
        XCTAssertEqual(script.text, text)
        XCTAssertEqual(script.viewport, Size(width: 390, height: 844))
        XCTAssertThrowsError(try PlayerScript(text: "frame 1\ndown thumb 1 2 3\n")) {
            XCTAssertEqual(($0 as? PlayerScript.Failure)?.line, 2)
        }
        XCTAssertThrowsError(try PlayerScript(text: "swipe 1 2")) {
            XCTAssertEqual(($0 as? PlayerScript.Failure)?.problem, "unknown step \"swipe\"")
        }
    }

    func testARecordedTakeBecomesAScriptWithAFrameEverySixtiethOfASecond() {
        let take = InputRecording(
            header: .init(viewport: Size(width: 360, height: 640), start: nil, slowMotionFactor: 1),
            entries: [
                .init(time: 0.1, event: .pointerDown(.mouse, Point(x: 300, y: 300))),
                .init(time: 0.2, event: .wheel(delta: Point(x: 0, y: 1), isPrecise: false)),
                .init(time: 0.3, event: .key(.left, [])),
            ])
        let script = PlayerScript(take: take)
        let frames = script.steps.filter { if case .frame = $0 { return true } else { return false } }
        XCTAssertEqual(frames.count, Int((1.3 * 60).rounded(.down)) + 1)
        XCTAssertTrue(script.steps.contains(.wheel(deltaX: 0, deltaY: -3, mode: 1, time: 0.2)))
        XCTAssertFalse(script.text.contains("key"))
    }
}
