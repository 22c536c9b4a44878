import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavCommandLine

/// `snapnav report`: a hand-written take replayed through the navigation, and what it adds up to.
final class ReportTests: XCTestCase {
    private let assets = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Assets").path
    private var folder = ""

    override func setUpWithError() throws {
        setenv("SDL_VIDEODRIVER", "dummy", 1)
        folder = NSTemporaryDirectory() + "snapnav-report-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder + "/sessions", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: assets + "/starter/screens", toPath: folder + "/screens")
        try FileManager.default.copyItem(
            atPath: assets + "/starter/snapnav.json", toPath: folder + "/snapnav.json")
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// On the starter, after its two-second splash: the ring opens the sheet, its button takes
    /// it back, a tap on nothing, a swipe to the inbox, its first row opens the chat, and a tap
    /// on nothing there.
    private func writeTake(named name: String) throws -> String {
        var lines = [#"{"recording":"snapnav","version":2,"width":360,"height":640}"#]
        func event(_ time: Double, _ kind: String, _ x: Double, _ y: Double) {
            lines.append(#"{"t":\#(time),"event":"\#(kind)","pointer":"finger:1","x":\#(x),"y":\#(y)}"#)
        }
        func tap(_ time: Double, _ x: Double, _ y: Double) {
            event(time, "pointerDown", x, y)
            event(time + 0.08, "pointerUp", x, y)
        }
        tap(3, 180, 550)
        tap(5, 180, 565)
        tap(7, 50, 100)
        event(8, "pointerDown", 50, 300)
        for step in 1...10 { event(8 + 0.02 * Double(step), "pointerMove", 50 + 25 * Double(step), 300) }
        event(8.22, "pointerUp", 300, 300)
        tap(10, 180, 198)
        tap(12, 300, 400)
        let path = folder + "/sessions/" + name
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    func testATakeReplaysIntoItsTapsMisclicksScreensAndTimes() throws {
        let path = try writeTake(named: "a.jsonl")
        let configuration = try PrototypeSource.resolve(folder).load()
        let replay = try SessionReplay(path: path, fallback: configuration, fallbackFile: folder)
        let session = try replay.observe(assets: assets, panelFactory: .standard)

        XCTAssertEqual(session.path, ["home/splash", "home", "home/sheet", "home", "inbox", "inbox/chat"])
        XCTAssertEqual(session.taps.map { $0.screen }, ["home", "home/sheet", "home", "inbox", "inbox/chat"])
        XCTAssertEqual(session.taps.map { $0.hit }, [true, true, false, true, false])
        XCTAssertEqual(session.misclicks, 2)
        XCTAssertEqual(
            session.taps.map { $0.location },
            [
                Point(x: 180, y: 550), Point(x: 180, y: 565), Point(x: 50, y: 100), Point(x: 180, y: 198),
                Point(x: 300, y: 400),
            ])
        // The stays add up to the take, from its start to its last event, and each begins
        // when the one before ends: the splash's two seconds, then a screen opens as each tap lands.
        XCTAssertEqual(session.visits.first?.start, 0)
        XCTAssertEqual(session.visits.last?.end ?? 0, 12.08, accuracy: 1e-9)
        for (before, after) in zip(session.visits, session.visits.dropFirst()) {
            XCTAssertEqual(before.end, after.start)
        }
        XCTAssertEqual(session.visits[0].seconds, 2, accuracy: 0.05)
        XCTAssertEqual(session.visits[2].start, 3.08, accuracy: 0.05)
        // A sheet going back is the screen until it has gone.
        XCTAssertEqual(session.visits[3].start, 5.35, accuracy: 0.3)
        XCTAssertEqual(session.visits[5].start, 10.08, accuracy: 0.05)
    }

    func testSessionsAddUpPerScreenPerTesterAndPerStep() {
        func tap(_ screen: String, _ hit: Bool) -> ObservedSession.Tap {
            ObservedSession.Tap(time: 0, screen: screen, location: Point(x: 1, y: 2), hit: hit)
        }
        let size = Size(width: 360, height: 640)
        let first = ObservedSession(
            name: "a", viewport: size, taps: [tap("home", true), tap("inbox", false), tap("inbox", false)],
            visits: [.init(screen: "home", start: 0, end: 2), .init(screen: "inbox", start: 2, end: 5)])
        let second = ObservedSession(
            name: "b", viewport: size, taps: [tap("home", false)],
            visits: [
                .init(screen: "home", start: 0, end: 1), .init(screen: "inbox", start: 1, end: 1.5),
                .init(screen: "home", start: 1.5, end: 4),
            ])
        let summary = ReportSummary(sessions: [first, second])
        XCTAssertEqual(summary.tapCount, 4)
        XCTAssertEqual(summary.misclickCount, 3)
        XCTAssertEqual(summary.screens.map { $0.name }, ["home", "inbox"])
        let home = summary.screen(named: "home")
        XCTAssertEqual(home?.secondsBySession, [2, 3.5])
        XCTAssertEqual(home?.seconds, 5.5)
        XCTAssertEqual(home?.visits, 3)
        XCTAssertEqual(home?.taps.map { $0.session }, [0, 1])
        XCTAssertEqual(home?.misclicks, 1)
        XCTAssertEqual(summary.screen(named: "inbox")?.misclicks, 2)
        XCTAssertEqual(summary.screen(named: "inbox")?.secondsBySession, [3, 0.5])
        XCTAssertEqual(
            summary.steps, [.init(from: "home", to: "inbox", count: 2), .init(from: "inbox", to: "home", count: 1)])
    }

    func testTheReportIsAPageWithAPictureOfEachScreenAndNamesABrokenTake() throws {
        _ = try writeTake(named: "2026-01-01-000000-a.jsonl")
        try "not a take\n".write(
            toFile: folder + "/sessions/2026-01-01-000001-b.jsonl", atomically: true, encoding: .utf8)
        XCTAssertEqual(ReportCommand.run(prototype: folder, assets: assets, panelFactory: .standard), 0)
        let page = try String(contentsOfFile: folder + "/report/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains(#"data-sessions="1" data-taps="5" data-misclicks="2""#), page)
        XCTAssertTrue(page.contains(#"<li data-take="2026-01-01-000001-b.jsonl">"#))
        XCTAssertTrue(page.contains(#"data-path="home/splash home home/sheet home inbox inbox/chat""#))
        let pictures = try FileManager.default.contentsOfDirectory(atPath: folder + "/report/screens").sorted()
        XCTAssertEqual(
            pictures, ["01-home_splash.png", "02-home.png", "03-home_sheet.png", "04-inbox.png", "05-inbox_chat.png"])
        for picture in pictures { XCTAssertTrue(page.contains(#"<img src="screens/\#(picture)""#)) }
    }

    /// A take holding values that would trap or hang its replay is skipped, named with its
    /// reason, and the report is written from the others.
    func testHostileTakesAreSkippedNamingTheirReason() throws {
        let header = #"{"recording":"snapnav","version":2,"width":360,"height":640}"#
        let touch = #"{"t":1,"event":"pointerDown","pointer":"finger:1","x":10,"y":20}"#
        // One good take for the report to be written from: a touch during the splash is enough.
        try (header + "\n" + touch + "\n").write(
            toFile: folder + "/sessions/2026-01-01-000000-a.jsonl", atomically: true, encoding: .utf8)
        let hostile = [
            "b-far-time.jsonl": header + "\n" + touch.replacingOccurrences(of: #""t":1"#, with: #""t":1e300"#),
            "c-long-time.jsonl": header + "\n" + touch.replacingOccurrences(of: #""t":1"#, with: #""t":1e9"#),
            "d-wide.jsonl": header.replacingOccurrences(of: "360", with: "1e12") + "\n" + touch,
            "e-far-tap.jsonl": header + "\n" + touch.replacingOccurrences(of: #""x":10"#, with: #""x":1e20"#),
        ]
        for (name, text) in hostile {
            try (text + "\n").write(toFile: folder + "/sessions/" + name, atomically: true, encoding: .utf8)
        }
        XCTAssertEqual(ReportCommand.run(prototype: folder, assets: assets, panelFactory: .standard), 0)
        let page = try String(contentsOfFile: folder + "/report/index.html", encoding: .utf8)
        XCTAssertTrue(page.contains(#"data-sessions="1""#), page)
        for (name, reason) in [
            ("b-far-time.jsonl", "beyond the longest take"), ("c-long-time.jsonl", "beyond the longest take"),
            ("d-wide.jsonl", "width and height must be"), ("e-far-tap.jsonl", "far outside any window"),
        ] {
            XCTAssertTrue(page.contains(#"<li data-take="\#(name)">"#), name)
            XCTAssertTrue(page.contains(reason), reason)
        }
    }

    func testReportHelpPrintsItsUsage() throws {
        for flag in ["--help", "-h"] {
            XCTAssertTrue(try LaunchOptions.parse(["report", flag]).showsReportHelp)
            XCTAssertTrue(try LaunchOptions.parse(["report", "proto", flag]).showsReportHelp)
        }
        XCTAssertTrue(ReportCommand.usage.hasPrefix("usage: snapnav report PROTOTYPE\n"))
        XCTAssertEqual(SnapNavCommand.run(arguments: ["report", "--help"], panelFactory: .standard), 0)
    }

    func testNoSessionsIsRefused() {
        XCTAssertEqual(ReportCommand.run(prototype: folder, assets: assets, panelFactory: .standard), 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/report"))
    }

    func testReportTakesOnePrototype() throws {
        XCTAssertEqual(try LaunchOptions.parse(["report", "proto"]).reportPrototype, "proto")
        for arguments in [["report"], ["report", "a", "b"], ["report", "--x"]] {
            XCTAssertThrowsError(try LaunchOptions.parse(arguments), "\(arguments)")
        }
    }
}
