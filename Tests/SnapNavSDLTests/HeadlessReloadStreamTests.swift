import CSDL2
import Foundation
import SnapNavCore
import SnapNavTesting
import XCTest

@testable import SnapNavSDL

/// Random streams of real SDL input into the headless app, with the configuration reloaded
/// at random moments (as hot reload does when a designer saves the file mid-swipe). After every
/// step the navigation holds its properties; once input stops it rests on a page; once the app
/// closes, no SDL object is left.
final class HeadlessReloadStreamTests: XCTestCase {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../fixtures").standardized

    /// Configurations a designer might save in turn: the showcase, the plain cross, and odd
    /// but valid ones (one panel, a vertical arm of one, empty lists, any script in titles).
    static func configurations() throws -> [Configuration] {
        let hostile = fixtures.appendingPathComponent("hostile-configs")
        let files = [
            demoConfigPath, plainConfigPath, hostile.appendingPathComponent("only-the-start-panel.json").path,
            hostile.appendingPathComponent("vertical-arm-of-one.json").path,
            hostile.appendingPathComponent("content-empty-list-and-grid.json").path,
            hostile.appendingPathComponent("non-latin-titles.json").path,
            hostile.appendingPathComponent("emoji-and-dotted-ids.json").path,
        ]
        return try files.map { try Configuration.load(path: $0) }
    }

    static let streams = 200

    /// A small seeded generator, so a failing stream can be run again from its seed.
    struct Random {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(bound))
        }
    }

    func testRandomInputWithReloadsMidGestureEndsOnAPageAndLeavesNothingBehind() throws {
        let configurations = try Self.configurations()
        let before = SDLResources.live
        var checks = 0
        for seed in UInt64(1)...UInt64(Self.streams) {
            checks += try runStream(seed: seed, configurations: configurations)
            XCTAssertEqual(SDLResources.live, before, "seed \(seed): SDL objects left after the app closed")
        }
        print("reload streams: \(Self.streams) streams, \(checks) property checks")
    }

    /// Runs one stream and returns how many property checks passed.
    private func runStream(seed: UInt64, configurations: [Configuration]) throws -> Int {
        var random = Random(state: seed)
        let harness = try HeadlessApp(configPath: demoConfigPath)
        let app = harness.app
        let window = try XCTUnwrap(SDL_GetWindowFromID(app.window.id))
        var checks = 0
        var x: Int32 = 180
        var y: Int32 = 320
        func check(_ step: Int) {
            let navigator = app.navigator
            for pager in [navigator.horizontal, navigator.vertical].compactMap({ $0 }) {
                XCTAssertTrue(pager.offset.isFinite, "seed \(seed) step \(step): \(pager.identifier) offset")
                XCTAssertGreaterThanOrEqual(pager.offset, -pager.pageLength, "seed \(seed) step \(step)")
                XCTAssertLessThanOrEqual(
                    pager.offset, pager.maximumOffset + pager.pageLength, "seed \(seed) step \(step)")
            }
            let dragging = [navigator.horizontal, navigator.vertical].compactMap { $0 }.filter(\.isDragging)
            XCTAssertLessThanOrEqual(dragging.count, 1, "seed \(seed) step \(step): two pagers dragged")
            checks += 1
        }
        for step in 0..<(40 + random.next(80)) {
            switch random.next(100) {
            case 0..<12:
                harness.pushMouseButton(down: true, x: x, y: y)
            case 12..<45:
                if random.next(2) == 0 { x += Int32(random.next(81)) - 40 } else { y += Int32(random.next(81)) - 40 }
                harness.pushMouseMotion(x: x, y: y)
            case 45..<55:
                harness.pushMouseButton(down: false, x: x, y: y)
            case 55..<65:
                let amount = Float(random.next(41) - 20) / 10
                let sideways = random.next(2) == 0
                harness.pushWheel(preciseX: sideways ? amount : 0, preciseY: sideways ? 0 : amount)
            case 65..<72:
                let keys = [SDLK_LEFT, SDLK_RIGHT, SDLK_UP, SDLK_DOWN, SDLK_HOME]
                harness.pushKey(keys[random.next(keys.count)])
            case 72..<76:
                let sizes: [(Int32, Int32)] = [(360, 640), (320, 480), (800, 600), (1, 1)]
                let size = sizes[random.next(sizes.count)]
                SDL_SetWindowSize(window, size.0, size.1)
            case 76..<84:
                // Saved mid-gesture: the navigation is rebuilt under the finger.
                try app.reload(configurations[random.next(configurations.count)])
            default:
                harness.run(seconds: Double(random.next(30)) / 100)
            }
            harness.run(seconds: 1.0 / 60)
            check(step)
        }
        harness.pushMouseButton(down: false, x: x, y: y)
        harness.run(seconds: 2)
        check(-1)
        let navigator = app.navigator
        for pager in [navigator.horizontal, navigator.vertical].compactMap({ $0 }) {
            XCTAssertTrue(pager.isAtRest, "seed \(seed): \(pager.identifier) at \(pager.offset), not on a page")
        }
        let ids = app.configuration.horizontal + app.configuration.vertical
        let shown = Set(ids).compactMap { navigator.panel(withID: $0) }.filter { $0.visibleFraction > 0 }
        XCTAssertEqual(shown.map(\.identifier), [navigator.currentPanel.identifier], "seed \(seed): one panel shows")
        XCTAssertEqual(navigator.currentPanel.appearanceState, .appeared, "seed \(seed)")
        _ = try app.renderPixels()
        harness.push(SDLEventFactory.quit())
        try app.run()
        return checks
    }
}
