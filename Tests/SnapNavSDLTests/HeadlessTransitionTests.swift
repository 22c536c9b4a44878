import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// Figma's transitions on links, drawn by SDL on the dummy driver with a manual clock: the
/// frame half way through each, read back in pixels.
final class HeadlessTransitionTests: XCTestCase {
    let chat = Color(hex: "#3CB2E2")!
    let detail = Color(hex: "#E0301E")!

    /// The app on chat, whose tap at (180, 240) opens detail with `transition`; detail's tap at
    /// (40, 20) goes back with `back`.
    func makeHarness(_ transition: String, back: String = #""back""#) throws -> HeadlessApp {
        let directory = try temporaryDirectory(for: self)
        try """
        { "start": "camera", "horizontal": ["chat", "camera"],
          "panels": { "chat": { "background": "#3CB2E2",
                                "hotspots": [{ "frame": [20, 200, 320, 80],
                                               "tap": { "push": "detail", "transition": \(transition) } }] },
                      "detail": { "background": "#E0301E", "hotspots": [{ "frame": [0, 0, 80, 44], "tap": \(back) }] },
                      "camera": { "background": "#1E1E1E" } } }
        """.write(toFile: directory + "/snapnav.json", atomically: false, encoding: .utf8)
        return try HeadlessApp(configPath: directory, start: "chat")
    }

    /// Taps the link, then lets `seconds` of the transition pass.
    func tapTheLink(_ harness: HeadlessApp, thenRun seconds: Double) {
        harness.pressMouse(x: 180, y: 240)
        harness.clock.advance(by: 0.05)
        harness.pushMouseButton(down: false, x: 180, y: 240)
        harness.app.processEvents()
        XCTAssertEqual(harness.app.navigator.screens.top?.identifier, "detail", "the link opened it")
        harness.clock.advance(by: seconds)
        harness.app.navigator.step()
    }

    func assertClose(
        _ color: Color, _ expected: Color, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let near = [(color.red, expected.red), (color.green, expected.green), (color.blue, expected.blue)]
            .allSatisfy { abs(Int($0.0) - Int($0.1)) <= 6 }
        XCTAssertTrue(near, "\(message): \(color) is not \(expected)", file: file, line: line)
    }

    /// Half of `a` over half of `b`.
    func mix(_ a: Color, _ b: Color) -> Color {
        Color(
            red: UInt8((Int(a.red) + Int(b.red)) / 2), green: UInt8((Int(a.green) + Int(b.green)) / 2),
            blue: UInt8((Int(a.blue) + Int(b.blue)) / 2))
    }

    func testADissolveShowsBothScreensHalfWayThroughWithLayersAndWithout() throws {
        for layers in [true, false] {
            let harness = try makeHarness(#"{ "type": "dissolve", "duration": 0.3, "easing": "linear" }"#)
            harness.app.canvas.usesLayers = layers
            tapTheLink(harness, thenRun: 0.15)
            assertClose(try harness.color(atX: 180, y: 400), mix(chat, detail), "layers \(layers)")
            assertClose(try harness.color(atX: 20, y: 500), mix(chat, detail), "the whole screen, layers \(layers)")
            harness.run(seconds: 0.3)
            assertClose(try harness.color(atX: 180, y: 400), detail, "then the new screen alone")
            harness.app.navigator.screens.back()
            harness.clock.advance(by: 0.15)
            harness.app.navigator.step()
            assertClose(try harness.color(atX: 180, y: 400), mix(chat, detail), "back dissolves it out")
        }
    }

    func testEachMovingKindHalfWayThrough() throws {
        // The colour left and right of the middle of the window half way through a linear move to
        // the left: the new screen covers the right half in each, the cross the left.
        for kind in ["move-in", "move-out", "push", "slide-in", "slide-out"] {
            let harness = try makeHarness(#"{ "type": "\#(kind)", "duration": 0.4, "easing": "linear" }"#)
            tapTheLink(harness, thenRun: 0.2)
            assertClose(try harness.color(atX: 90, y: 400), chat, "\(kind): the screen under on the left")
            assertClose(try harness.color(atX: 270, y: 400), detail, "\(kind): the new screen on the right")
        }
    }

    func testAnUpwardMoveInHalfWayThrough() throws {
        let harness = try makeHarness(
            #"{ "type": "move-in", "direction": "top", "duration": 0.4, "easing": "linear" }"#)
        tapTheLink(harness, thenRun: 0.2)
        assertClose(try harness.color(atX: 180, y: 160), chat, "the top half")
        assertClose(try harness.color(atX: 180, y: 480), detail, "the bottom half")
    }

    /// Replays what `harness` recorded at `recordingPath` into frames, and reads each frame's
    /// colour at each of `points`.
    func replayedColors(
        of harness: HeadlessApp, recordedAt recordingPath: String, at points: [(x: Double, y: Double)]
    ) throws -> [[Color]] {
        let recording = try InputRecording.parse(
            try String(contentsOfFile: recordingPath, encoding: .utf8), file: recordingPath)
        let clock = ManualClock()
        let app = try SnapNavApp(
            configuration: harness.app.configuration, size: recording.header.viewport, start: recording.header.start,
            headless: true, assetsDirectory: assetsDirectory, clock: clock)
        let frames = try temporaryDirectory(for: self) + "/frames"
        let count = try TakeReplay(app: app, clock: clock).play(recording, framesDirectory: frames)
        let width = try app.renderPixels().width
        let scale = Double(width) / Double(app.window.size.width)
        let names = try FileManager.default.contentsOfDirectory(atPath: frames).sorted()
        XCTAssertEqual(names.count, count)
        return try names.map { name in
            let pixels = try pixelsDecodedBySDLImage(frames + "/" + name)
            return points.map { point in
                let argb = pixels[Int(point.y * scale) * width + Int(point.x * scale)]
                return Color(red: UInt8(argb >> 16 & 0xFF), green: UInt8(argb >> 8 & 0xFF), blue: UInt8(argb & 0xFF))
            }
        }
    }

    func testARecordedTapOnADissolvingLinkDissolvesInTheReplaysFrames() throws {
        let harness = try makeHarness(#"{ "type": "dissolve", "duration": 0.3 }"#)
        let recordingPath = try temporaryDirectory(for: self) + "/tap.jsonl"
        try harness.startRecording(to: recordingPath)
        harness.clock.advance(by: 0.1)
        tapTheLink(harness, thenRun: 0)
        harness.run(seconds: 1)
        XCTAssertNil(harness.app.tools.recording.stop())

        let colors = try replayedColors(of: harness, recordedAt: recordingPath, at: [(180, 400)]).map { $0[0] }
        XCTAssertEqual(colors.first, chat, "the replay starts on chat")
        XCTAssertEqual(colors.last, detail, "and ends on detail")
        let between = colors.filter { $0 != chat && $0 != detail }
        XCTAssertGreaterThanOrEqual(between.count, 5, "frames of the dissolve: \(colors)")
        let reds = colors.map { Int($0.red) }
        XCTAssertEqual(reds, reds.sorted(), "each frame more of detail than the one before")
        XCTAssertTrue(
            between.allSatisfy {
                $0.red > chat.red && $0.red < detail.red && $0.blue < chat.blue && $0.blue > detail.blue
            },
            "each a mix of the two screens, not a move: \(between)")
    }
}

/// A back link's own transition, drawn by SDL: it plays that transition rather than the reverse
/// of the one that brought the screen in.
extension HeadlessTransitionTests {
    /// Taps detail's back link.
    func tapTheBackLink(_ harness: HeadlessApp) {
        harness.pressMouse(x: 40, y: 20)
        harness.clock.advance(by: 0.05)
        harness.pushMouseButton(down: false, x: 40, y: 20)
        harness.app.processEvents()
    }

    func testABackLinksMoveOutDropsTheScreenAwayInTheReplaysFramesRatherThanDissolvingIt() throws {
        let harness = try makeHarness(
            #"{ "type": "dissolve", "duration": 0.3 }"#,
            back: #"""
                { "back": true,
                  "transition": { "type": "move-out", "direction": "bottom", "duration": 0.4, "easing": "linear" } }
                """#)
        let recordingPath = try temporaryDirectory(for: self) + "/back.jsonl"
        try harness.startRecording(to: recordingPath)
        tapTheLink(harness, thenRun: 0)
        harness.run(seconds: 1)
        tapTheBackLink(harness)
        harness.clock.advance(by: 0.2)
        harness.app.navigator.step()
        assertClose(try harness.color(atX: 180, y: 160), chat, "half way, chat shows in the top half")
        assertClose(try harness.color(atX: 180, y: 480), detail, "and detail, not faded, in the bottom half")
        harness.run(seconds: 1)
        XCTAssertTrue(harness.app.navigator.screens.isEmpty)
        XCTAssertNil(harness.app.tools.recording.stop())

        let frames = try replayedColors(of: harness, recordedAt: recordingPath, at: [(180, 160), (180, 480)])
        let back = try XCTUnwrap(frames.lastIndex { $0 == [detail, detail] }, "the replay shows detail in place")
        let leaving = frames[back...].drop { $0[0] != chat }
        XCTAssertEqual(leaving.last, [chat, chat], "and ends on chat")
        XCTAssertTrue(
            leaving.contains([chat, detail]), "a frame half way shows chat above and detail below: \(leaving)")
        XCTAssertTrue(
            leaving.allSatisfy { $0.allSatisfy { $0 == chat || $0 == detail } },
            "each frame has one screen or the other at each point, no mix of the two: \(leaving)")
    }

    func testABackLinkWithoutATransitionStillDissolvesTheScreenOut() throws {
        let harness = try makeHarness(#"{ "type": "dissolve", "duration": 0.3, "easing": "linear" }"#)
        tapTheLink(harness, thenRun: 1)
        tapTheBackLink(harness)
        harness.clock.advance(by: 0.15)
        harness.app.navigator.step()
        assertClose(try harness.color(atX: 180, y: 400), mix(chat, detail), "back dissolves it out, half way")
    }
}

/// Overlays in the middle or at a frame fade in where they rest and out again, as Figma and
/// iOS show them, drawn by SDL with the dim following them.
final class HeadlessOverlayTests: XCTestCase {
    let chat = Color(hex: "#3CB2E2")!
    let overlay = Color(hex: "#E0301E")!

    func makeHarness(sheet: String) throws -> HeadlessApp {
        let directory = try temporaryDirectory(for: self)
        try """
        { "start": "camera", "horizontal": ["chat", "camera"],
          "panels": { "chat": { "background": "#3CB2E2",
                                "hotspots": [{ "frame": [20, 20, 320, 80], "tap": { "present": "card", "sheet": \(sheet) } }] },
                      "card": { "background": "#E0301E" },
                      "camera": { "background": "#1E1E1E" } } }
        """.write(toFile: directory + "/snapnav.json", atomically: false, encoding: .utf8)
        return try HeadlessApp(configPath: directory, start: "chat")
    }

    /// Lets frames pass until the overlay shows between 40 and 60 % opaque; returns how opaque.
    func runUntilHalfWay(_ harness: HeadlessApp) throws -> Double {
        for _ in 0..<120 {
            harness.clock.advance(by: 1.0 / 240)
            harness.app.navigator.step()
            let opacity = try XCTUnwrap(harness.app.navigator.screens.placements().last).opacity
            if (0.4...0.6).contains(opacity) { return opacity }
        }
        XCTFail("never half way")
        return 0
    }

    func assertClose(
        _ color: Color, _ expected: Color, _ message: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let near = [(color.red, expected.red), (color.green, expected.green), (color.blue, expected.blue)]
            .allSatisfy { abs(Int($0.0) - Int($0.1)) <= 6 }
        XCTAssertTrue(near, "\(message): \(color) is not \(expected)", file: file, line: line)
    }

    /// `a` at `alpha` over `b`.
    func blend(_ a: Color, _ alpha: Double, over b: Color) -> Color {
        func channel(_ x: UInt8, _ y: UInt8) -> UInt8 { UInt8((Double(x) * alpha + Double(y) * (1 - alpha)).rounded()) }
        return Color(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue))
    }

    func testAnOverlayInTheMiddleFadesInAndOutWhereItRestsWithTheDimFollowing() throws {
        for layers in [true, false] {
            let harness = try makeHarness(
                sheet: ##"{ "position": "center", "height": 300, "dim": { "color": "#000000", "opacity": 0.5 } }"##)
            harness.app.canvas.usesLayers = layers
            harness.pressMouse(x: 180, y: 60)
            harness.clock.advance(by: 0.05)
            harness.pushMouseButton(down: false, x: 180, y: 60)
            harness.app.processEvents()
            XCTAssertEqual(harness.app.navigator.screens.top?.identifier, "card")
            for way in ["in", "out"] {
                let alpha = try runUntilHalfWay(harness)
                let dimmed = blend(.black, alpha * 0.5, over: chat)
                assertClose(try harness.color(atX: 180, y: 100), dimmed, "\(way), layers \(layers): dimmed above it")
                // At its place (170 to 470) from top to bottom, all of it half there.
                for y in [175.0, 320, 465] {
                    assertClose(
                        try harness.color(atX: 180, y: y), blend(overlay, alpha, over: dimmed),
                        "\(way), layers \(layers): mixed at y \(y)")
                }
                assertClose(try harness.color(atX: 180, y: 560), dimmed, "\(way), layers \(layers): not below it")
                harness.run(seconds: 1)
                if way == "in" {
                    assertClose(try harness.color(atX: 180, y: 320), overlay, "then it is there")
                    harness.app.navigator.screens.back()
                }
            }
            XCTAssertTrue(harness.app.navigator.screens.isEmpty)
            assertClose(try harness.color(atX: 180, y: 320), chat, "gone, and the dim with it")
        }
    }

    func testABottomSheetStillSlidesUp() throws {
        let harness = try makeHarness(sheet: #"{ "height": 300 }"#)
        harness.pressMouse(x: 180, y: 60)
        harness.clock.advance(by: 0.05)
        harness.pushMouseButton(down: false, x: 180, y: 60)
        harness.app.processEvents()
        harness.clock.advance(by: 0.03)
        harness.app.navigator.step()
        let top = try XCTUnwrap(harness.app.navigator.screens.placements().last)
        XCTAssertEqual(top.opacity, 1)
        XCTAssertGreaterThan(top.placement.frame.minY, 345, "on its way up")
        assertClose(try harness.color(atX: 180, y: 630), overlay, "opaque at the bottom of the window")
    }
}

/// A sheet at a set height with a dim, drawn by SDL: the screen under it shows above it,
/// darkened, and a tap there closes it.
final class HeadlessSheetTests: XCTestCase {
    func testASheetOfFourHundredPointsShowsTheScreenUnderItDimmedAndATapThereClosesIt() throws {
        let directory = try temporaryDirectory(for: self)
        try ##"""
        { "start": "camera", "horizontal": ["chat", "camera"],
          "panels": { "chat": { "background": "#3CB2E2",
                                "hotspots": [{ "frame": [20, 100, 320, 80],
                                               "tap": { "present": "sheet",
                                                        "sheet": { "height": 400,
                                                                   "dim": { "color": "#000000", "opacity": 0.5 } } } }] },
                      "sheet": { "background": "#E0301E" },
                      "camera": { "background": "#1E1E1E" } } }
        """##.write(toFile: directory + "/snapnav.json", atomically: false, encoding: .utf8)
        let harness = try HeadlessApp(configPath: directory, start: "chat")
        let chat = try harness.color(atX: 180, y: 200)
        harness.pressMouse(x: 180, y: 140)
        harness.clock.advance(by: 0.05)
        harness.pushMouseButton(down: false, x: 180, y: 140)
        harness.app.processEvents()
        harness.run(seconds: 1.5)
        let above = try harness.color(atX: 180, y: 200)
        XCTAssertEqual(Int(above.red), Int(chat.red) / 2, accuracy: 2, "chat shows above the sheet, half as bright")
        XCTAssertEqual(Int(above.blue), Int(chat.blue) / 2, accuracy: 2)
        XCTAssertEqual(try harness.color(atX: 180, y: 500), Color(hex: "#E0301E")!, "the sheet, 400 points tall")
        XCTAssertEqual(try harness.color(atX: 180, y: 250), Color(hex: "#E0301E")!)
        harness.pressMouse(x: 180, y: 140)
        harness.clock.advance(by: 0.05)
        harness.pushMouseButton(down: false, x: 180, y: 140)
        harness.app.processEvents()
        XCTAssertEqual(harness.app.navigator.screens.screens.count, 1, "the tap opened nothing under the sheet")
        harness.run(seconds: 1.5)
        XCTAssertTrue(harness.app.navigator.screens.isEmpty, "it closed the sheet")
        XCTAssertEqual(try harness.color(atX: 180, y: 500), try harness.color(atX: 180, y: 200))
    }
}
