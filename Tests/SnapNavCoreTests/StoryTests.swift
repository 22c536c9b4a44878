import Foundation
import SnapNavCore
import XCTest

/// The story viewer: snaps on a timer, taps forward and back, a hold that pauses, an end that
/// goes back (or where `after` says), and a drag down that follows the finger and shrinks.
final class StoryTests: XCTestCase {
    static let screens = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures/screens").standardizedFileURL.path

    /// Camera presents `story`, three snaps of `seconds` each, from a tap on its top 100 points.
    func json(story: String = "", after: String = "") -> String {
        let files = ["home", "feed", "hairlines"].map { "\"\(Self.screens)/\($0).png\"" }.joined(separator: ", ")
        return """
            { "start": "camera", "horizontal": ["chat", "camera", "stories"],
              "panels": {
                "camera": { "hotspots": [{ "frame": [0, 0, 360, 100], "tap": { "present": "story" } }] },
                "story": { "content": { "kind": "story", "files": [\(files)]\(story.isEmpty ? ", \"seconds\": 2" : story) }\(after) },
                "chat": {}, "stories": {} } }
            """
    }

    /// A driver on the camera with the story presented and in place.
    func presentedStory(after: String = "") throws -> (CrossDriver, StoryPanelController) {
        let driver = try CrossDriver(json: json(after: after), file: "s.json", start: "camera", standardPanels: true)
        let navigator = driver.navigator
        navigator.onTap = { [unowned navigator] in navigator.handleHotspotTap(at: $0) }
        driver.tap(at: Point(x: 180, y: 50))
        // Not `settle()`: a story's timer runs as long as it shows.
        driver.run(seconds: 0.6)
        XCTAssertFalse(navigator.screens.isAnimating)
        let story = try XCTUnwrap(navigator.screens.top as? StoryPanelController)
        return (driver, story)
    }

    func testAStoryIsReadWithItsFilesAndSeconds() throws {
        let configuration = try Configuration.parse(json(story: ", \"fit\": \"fill\""), file: "s.json")
        guard case .story(let story) = configuration.panel("story")?.kind else { return XCTFail("not a story") }
        XCTAssertEqual(
            story.files.map { URL(fileURLWithPath: $0.path).lastPathComponent },
            ["home.png", "feed.png", "hairlines.png"])
        XCTAssertEqual(story.seconds, PanelContent.Story.defaultSeconds)
        XCTAssertEqual(story.fit, .fill)
        XCTAssertEqual(configuration.imagePaths.count, 3, "each snap is an image the app loads and checks")
    }

    func testMistakesInAStoryAreRefusedWithTheKeyPath() {
        func refusal(_ story: String, after: String = "") -> String {
            do {
                _ = try Configuration.parse(json(story: story, after: after), file: "s.json")
                return "accepted"
            } catch { return "\(error)".components(separatedBy: ": ").dropFirst().joined(separator: ": ") }
        }
        XCTAssertEqual(
            refusal(", \"seconds\": 0"), "panels.story.content.seconds: expected a number greater than 0, found 0")
        XCTAssertEqual(
            refusal(", \"seconds\": 90"),
            "panels.story.content.seconds: expected a number greater than 0 and at most 60, found 90")
        XCTAssertEqual(
            refusal(", \"fit\": \"cover\""),
            #"panels.story.content.fit: expected "fill", "fit" or "width", found "cover""#)
        XCTAssertEqual(
            refusal(", \"file\": \"x.png\""), #"panels.story.content.file: unknown key; did you mean "files"?"#)
        XCTAssertEqual(
            refusal(", \"seconds\": 2", after: #", "after": { "seconds": 1, "go": "chat" }"#),
            "panels.story.after.seconds: a story's after follows its last snap; leave seconds out, and set each "
                + "snap's with the content's seconds")
        XCTAssertThrowsError(
            try Configuration.parse(
                json().replacingOccurrences(of: "hairlines.png", with: "gone.png"), file: "s.json")
        ) { error in
            XCTAssertTrue("\(error)".contains("panels.story.content.files[2]: "), "\(error)")
            XCTAssertTrue("\(error)".contains("gone.png does not exist"), "\(error)")
        }
        let empty = json().replacingOccurrences(
            of: #"\[[^\]]*hairlines.png"\]"#, with: "[]", options: .regularExpression)
        XCTAssertThrowsError(try Configuration.parse(empty, file: "s.json")) { error in
            let expected = "panels.story.content.files: empty; expected at least one snap's image file"
            XCTAssertTrue("\(error)".hasSuffix(expected), "\(error)")
        }
    }

    func testSnapsMoveOnWithTimeAndTheEndGoesBack() throws {
        let (driver, story) = try presentedStory()
        XCTAssertEqual(story.snapIndex, 0)
        let start = story.elapsed
        driver.run(seconds: 1)
        XCTAssertEqual(story.snapProgress - start / 2, 0.5, accuracy: 0.02, "a second is half of a 2 s snap")
        driver.run(seconds: 1.1 - start)
        XCTAssertEqual(story.snapIndex, 1)
        driver.run(seconds: 2)
        XCTAssertEqual(story.snapIndex, 2)
        XCTAssertFalse(driver.navigator.screens.isEmpty)
        driver.run(seconds: 2)
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty, "after the last snap the story goes back")
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "camera")
    }

    func testTapsOnTheRightGoForwardAndOnTheLeftThirdBack() throws {
        let (driver, story) = try presentedStory()
        driver.run(seconds: 0.5)
        driver.tap(at: Point(x: 300, y: 320))
        XCTAssertEqual(story.snapIndex, 1)
        XCTAssertEqual(story.elapsed, 0, accuracy: 0.001, "the next snap starts from its beginning")
        driver.tap(at: Point(x: 130, y: 320))
        XCTAssertEqual(story.snapIndex, 2, "130 points is past the left third of 360")
        driver.tap(at: Point(x: 110, y: 320))
        XCTAssertEqual(story.snapIndex, 1)
        driver.tap(at: Point(x: 20, y: 320))
        driver.run(seconds: 0.5)
        driver.tap(at: Point(x: 20, y: 320))
        XCTAssertEqual(story.snapIndex, 0)
        XCTAssertEqual(story.elapsed, 0, accuracy: 0.001, "back on the first snap starts it again")
        for _ in 0..<3 { driver.tap(at: Point(x: 300, y: 320)) }
        XCTAssertTrue(story.hasEnded)
        XCTAssertTrue(driver.navigator.isMovingWithoutInput, "the app wakes for what the end does")
        driver.frames(1)
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty, "a tap past the last snap ends the story")
    }

    func testAHoldPausesAndHidesTheBarsAndItsReleaseIsNotATap() throws {
        let (driver, story) = try presentedStory()
        driver.run(seconds: 0.5)
        let bars = { () -> Int in
            let list = DisplayList(size: Size(width: 360, height: 640))
            story.draw(in: list, frame: Rect(x: 0, y: 0, width: 360, height: 640))
            return list.operations.filter { if case .roundedRect = $0 { return true } else { return false } }.count
        }
        XCTAssertEqual(bars(), 4, "three tracks and the first snap's fill")
        driver.press(at: Point(x: 300, y: 320))
        let before = story.elapsed
        driver.run(seconds: 0.1)
        XCTAssertFalse(story.isHolding)
        XCTAssertEqual(bars(), 4, "a press not yet held keeps the bars")
        driver.run(seconds: 1.5)
        XCTAssertTrue(story.isHolding)
        XCTAssertEqual(bars(), 0, "a hold hides the bars")
        XCTAssertEqual(story.elapsed, before, "and the timer stands still")
        driver.release()
        XCTAssertEqual(story.snapIndex, 0, "the release of a hold does not go forward")
        driver.run(seconds: 1)
        XCTAssertEqual(story.elapsed, before + 1, accuracy: 0.05, "the timer runs on")
    }

    func testTheTimerRunsOnTheAnimationClockSoSlowMotionSlowsIt() throws {
        let clock = ManualClock()
        let slow = SlowMotionClock(base: clock)
        let navigator = try SwipeNavigator(
            configuration: try Configuration.parse(json(), file: "s.json"), viewport: Size(width: 360, height: 640),
            clock: clock, animationClock: slow, start: "camera"
        ) { try PanelFactory.standard.make($0, clock: slow) }
        navigator.openInPlace(["story"])
        let story = try XCTUnwrap(navigator.screens.top as? StoryPanelController)
        let driver = CrossDriver(navigator, clock: clock)
        slow.factor = 2
        driver.run(seconds: 3)
        XCTAssertEqual(story.snapIndex, 0, "3 s at half speed is 1.5 s of a 2 s snap")
        XCTAssertEqual(story.elapsed, 1.5, accuracy: 0.03)
        slow.isFrozen = true
        driver.run(seconds: 5)
        XCTAssertEqual(story.elapsed, 1.5, accuracy: 0.03, "frozen, as under the link editor, it waits")
        slow.isFrozen = false
        driver.run(seconds: 1.1)
        XCTAssertEqual(story.snapIndex, 1)
    }

    func testAfterReplacesBackAtTheEnd() throws {
        let (driver, _) = try presentedStory(after: #", "after": { "go": "stories" }"#)
        driver.run(seconds: 6.2)
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty)
        XCTAssertEqual(driver.navigator.currentPanel.identifier, "stories")
    }

    func testAStoryShownAgainStartsOver() throws {
        let (driver, story) = try presentedStory()
        driver.tap(at: Point(x: 300, y: 320))
        driver.run(seconds: 0.5)
        driver.navigator.screens.back()
        driver.settle()
        driver.tap(at: Point(x: 180, y: 50))
        for _ in 0..<120 where driver.navigator.screens.isAnimating { driver.frames(1) }
        driver.run(seconds: 0.1)
        XCTAssertTrue(driver.navigator.screens.top === story)
        XCTAssertEqual(story.snapIndex, 0)
        XCTAssertLessThan(story.elapsed, 0.2, "it ran only since it came into place")
    }

    func testADismissThatSpringsBackResumesTheSameSnapWhereItPaused() throws {
        let (driver, story) = try presentedStory()
        driver.tap(at: Point(x: 300, y: 320))
        driver.run(seconds: 0.5)
        XCTAssertEqual(story.snapIndex, 1)
        let elapsed = story.elapsed
        // Slowly, 80 points down: far short of half way.
        driver.drag(by: Point(x: 0, y: 80), from: Point(x: 180, y: 300), steps: 40, release: false)
        driver.holdStill(for: 1)
        driver.release()
        for _ in 0..<120 where driver.navigator.screens.isAnimating { driver.frames(1) }
        XCTAssertTrue(driver.navigator.screens.top === story, "80 of 640 points springs back")
        XCTAssertEqual(story.snapIndex, 1, "the same snap, not the first")
        XCTAssertFalse(story.hasEnded)
        XCTAssertGreaterThanOrEqual(story.elapsed, elapsed, "its progress kept")
        XCTAssertLessThan(story.elapsed, elapsed + 0.1, "the timer held while the press lasted")
        driver.run(seconds: 2)
        XCTAssertEqual(story.snapIndex, 2, "and its timer runs on from there")
    }

    func testADragDownFollowsTheFingerShrinkingTowardItAndPauses() throws {
        let (driver, story) = try presentedStory()
        driver.run(seconds: 0.5)
        let elapsed = story.elapsed
        let grab = Point(x: 100, y: 300)
        driver.drag(by: Point(x: 0, y: 200), from: grab, release: false)
        driver.holdStill()
        let held = try XCTUnwrap(driver.navigator.screens.placements().last).placement.frame
        // The finger is 200 points down, 10 of them the slop: the story has gone 190.
        let scale = 1 - ScreenStack.dismissalShrink * 190 / 640
        XCTAssertEqual(held.width, 360 * scale, accuracy: 0.01)
        XCTAssertEqual(held.height, 640 * scale, accuracy: 0.01)
        XCTAssertEqual(held.minX + grab.x * scale, grab.x, accuracy: 0.01, "the grabbed point stays under the finger")
        XCTAssertEqual(held.minY + grab.y * scale, grab.y + 190, accuracy: 0.01)
        XCTAssertEqual(story.elapsed, elapsed, accuracy: 0.001, "the timer stops while it is dragged")
        driver.release()
        driver.run(seconds: 0.8)
        XCTAssertTrue(driver.navigator.screens.top === story, "190 of 640 points springs back")
        let frame = try XCTUnwrap(driver.navigator.screens.placements().last).placement.frame
        XCTAssertEqual(frame, Rect(x: 0, y: 0, width: 360, height: 640), "at full size again")
        driver.drag(by: Point(x: 0, y: 400), from: grab)
        driver.settle()
        XCTAssertTrue(driver.navigator.screens.isEmpty, "past half way it dismisses")
    }
}
