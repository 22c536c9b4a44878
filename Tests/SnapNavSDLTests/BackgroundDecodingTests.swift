import CSDL2
import Foundation
import SnapNavCore
import XCTest

@testable import SnapNavSDL

/// A prototype of many screens opens with only what it shows first decoded: the screen on top
/// and what one swipe reveals. The rest is decoded on a thread of its own, nearest first; a
/// screen shown before its image is ready shows the image's mean colour, and a broken image
/// found after the window opened is named in the banner.
final class BackgroundDecodingTests: XCTestCase {
    let colors = (0..<12).map { Color(red: UInt8(20 * $0), green: 90, blue: 160) }
    var folder = ""

    override func setUpWithError() throws {
        folder = URL(fileURLWithPath: try temporaryDirectory(for: self)).standardizedFileURL.path
        for (index, color) in colors.enumerated() {
            try writeSolidPNG(color, to: folder + String(format: "/%02d screen.png", index + 1))
        }
    }

    override func tearDown() {
        ImageCache.defaultBudget = 64 << 20
    }

    /// Frames until `condition` holds, on the wall clock (the decoding thread takes real time).
    func frames(of harness: HeadlessApp, until condition: () -> Bool) -> Bool {
        harness.waitForWallClock(seconds: 5) {
            harness.app.runFrame(always: false)
            return condition()
        }
    }

    func testOnlyTheScreenShownAndItsNeighboursAreDecodedBeforeTheWindow() throws {
        // Decoding on demand, so nothing else is decoded behind the test's back.
        let harness = try HeadlessApp(configPath: folder, start: "06 screen")
        XCTAssertEqual(harness.app.canvas.imageLoadCount, 3, "the sixth screen and the fifth and seventh")
    }

    func testTheRestArriveInTheBackgroundAndGiveTheirColoursToTheirPanels() throws {
        let harness = try HeadlessApp(configPath: folder, decodesImagesInBackground: true)
        XCTAssertTrue(frames(of: harness) { harness.app.canvas.images.isIdle })
        func edgeColor(_ id: String) -> Color? {
            harness.app.configuration.panel(id).flatMap { harness.app.images.edgeColors.color(of: $0) }
        }
        XCTAssertTrue(frames(of: harness) { edgeColor("12 screen") != nil })
        for (index, color) in colors.enumerated() {
            let id = String(format: "%02d screen", index + 1)
            XCTAssertEqual(edgeColor(id), color, id)
            XCTAssertEqual((harness.app.navigator.panel(withID: id) as? ColorPanelController)?.background, color, id)
        }
        XCTAssertEqual(harness.app.canvas.imageLoadCount, 12, "each decoded once")
        XCTAssertEqual(harness.app.scheduler.statistics.placeholderFrames, 0)
        XCTAssertNoThrow(try harness.app.checkEveryImage())
    }

    func testAScreenNotDecodedYetShowsItsMeanColourAndIsDrawnAgainWhenItArrives() throws {
        // Room for two screens: the rest are decoded once, checked, and freed.
        ImageCache.defaultBudget = 2 * 360 * 640 * 4
        let harness = try HeadlessApp(configPath: folder, decodesImagesInBackground: true)
        harness.app.canvas.images.checkEveryFile()
        harness.app.absorbDecodedImages()
        XCTAssertLessThanOrEqual(harness.app.canvas.decodedImageBytes, ImageCache.defaultBudget)
        let loads = harness.app.canvas.imageLoadCount
        // Straight to the tenth screen: its pixels were freed, its mean colour is known.
        XCTAssertTrue(harness.app.navigator.navigate(to: "10 screen", animated: false))
        let placeholders = harness.app.canvas.imagePlaceholderCount
        harness.app.runFrame()
        XCTAssertGreaterThan(harness.app.canvas.imagePlaceholderCount, placeholders)
        XCTAssertEqual(harness.app.scheduler.statistics.placeholderFrames, 1)
        let shown = try harness.app.renderPixels()
        XCTAssertEqual(pixel(shown, x: 180, y: 320), colors[9], "its mean colour holds its place")
        // Its arrival alone brings a frame.
        let framesBefore = harness.app.scheduler.statistics.frames
        XCTAssertTrue(
            frames(of: harness) {
                harness.app.canvas.imageLoadCount > loads && harness.app.scheduler.statistics.frames > framesBefore
            })
        let arrived = try harness.app.renderPixels()
        XCTAssertEqual(pixel(arrived, x: 180, y: 320), colors[9])
        let counted = harness.app.canvas.imagePlaceholderCount
        _ = try harness.app.renderPixels()
        XCTAssertEqual(harness.app.canvas.imagePlaceholderCount, counted, "drawn from its pixels now")
    }

    func testABrokenImageFarAwayOpensTheWindowAndIsNamedInTheBanner() throws {
        try FileManager.default.removeItem(atPath: folder + "/09 screen.png")
        try FileManager.default.copyItem(
            atPath: PNGDecodingTests.badImages + "/corrupt.png", toPath: folder + "/09 screen.png")
        let harness = try HeadlessApp(configPath: folder, decodesImagesInBackground: true)
        XCTAssertTrue(frames(of: harness) { !harness.app.images.errors.isEmpty })
        let message = "\(harness.app.images.errors[0])"
        XCTAssertTrue(
            message.contains("panels.09 screen.content.file: \(folder)/09 screen.png cannot be decoded"), message)
        XCTAssertTrue(message.contains("the PNG data is damaged (IDAT: "), message)
        XCTAssertEqual(harness.app.tools.messages.banner?.text.contains("09 screen.png"), true)
        XCTAssertThrowsError(try harness.app.checkEveryImage()) { error in
            XCTAssertEqual("\(error)", message)
        }
    }

    func testABrokenImageOneSwipeAwayIsRefusedBeforeTheWindow() throws {
        // A folder opens on its middle screen; the one right of it is broken.
        let configuration = try PrototypeSource.resolve(folder).load()
        let neighbour = try XCTUnwrap(configuration.horizontal.firstIndex(of: configuration.start)) + 1
        let path = folder + String(format: "/%02d screen.png", neighbour + 1)
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.copyItem(atPath: PNGDecodingTests.badImages + "/truncated.png", toPath: path)
        XCTAssertThrowsError(try HeadlessApp(configPath: folder, decodesImagesInBackground: true)) { error in
            XCTAssertTrue(
                "\(error)".contains(
                    "panels.\(configuration.horizontal[neighbour]).content.file: \(path) cannot be decoded as a PNG "
                        + "image: the file ends before the image does"), "\(error)")
        }
    }

    func testAReloadChecksWhatShowsAtOnceAndTheRestAfterwards() throws {
        let harness = try HeadlessApp(configPath: folder, decodesImagesInBackground: true)
        harness.watchPrototype(try PrototypeSource.resolve(folder))
        XCTAssertTrue(frames(of: harness) { harness.app.canvas.images.isIdle })
        // The first screen is five swipes from the middle one the folder opens on.
        let far = folder + "/01 screen.png"
        try FileManager.default.removeItem(atPath: far)
        try FileManager.default.copyItem(atPath: PNGDecodingTests.badImages + "/corrupt.png", toPath: far)
        XCTAssertTrue(frames(of: harness) { !harness.app.images.errors.isEmpty }, "named once decoded")
        let banner = try XCTUnwrap(harness.app.tools.messages.banner?.text)
        XCTAssertTrue(banner.hasPrefix("\(far): cannot be decoded as a PNG image: the PNG data is damaged"), banner)
        XCTAssertFalse(banner.contains("still running"), "the reload itself was applied")
        // A screen one swipe away broken: the reload is refused, the last good version running.
        let configuration = harness.app.configuration
        let neighbour = try XCTUnwrap(configuration.horizontal.firstIndex(of: configuration.start)) + 1
        let near = folder + String(format: "/%02d screen.png", neighbour + 1)
        try FileManager.default.removeItem(atPath: near)
        try FileManager.default.copyItem(atPath: PNGDecodingTests.badImages + "/truncated.png", toPath: near)
        XCTAssertTrue(
            frames(of: harness) {
                harness.app.tools.messages.banner?.text.contains("still running the last good configuration") == true
            })
        XCTAssertTrue(harness.app.tools.messages.banner?.text.contains(near) == true)
    }

    func testAReloadDecodesTheScreensItCheckedOnlyOnce() throws {
        // Decoding on demand, so that every decode the reload makes is counted here.
        let harness = try HeadlessApp(configPath: folder, start: "06 screen")
        harness.watchPrototype(try PrototypeSource.resolve(folder))
        let loads = harness.app.canvas.imageLoadCount
        try writeSolidPNG(Color(red: 250, green: 10, blue: 10), to: folder + "/06 screen.png")
        XCTAssertTrue(
            frames(of: harness) {
                harness.app.configuration.panel("06 screen").flatMap { harness.app.images.edgeColors.color(of: $0) }
                    == Color(red: 250, green: 10, blue: 10)
            })
        XCTAssertEqual(
            harness.app.canvas.imageLoadCount, loads,
            "the sixth screen and its neighbours, decoded by the reload's check, are not decoded again")
        let shown = try harness.app.renderPixels()
        XCTAssertEqual(pixel(shown, x: 180, y: 320), Color(red: 250, green: 10, blue: 10), "and show as checked")
    }

    func testTheDecoderTakesTheQueueInOrderAndAHurriedFileFirst() throws {
        let paths = colors.indices.map { folder + String(format: "/%02d screen.png", $0 + 1) }
        let done = DispatchSemaphore(value: 0)
        let decoder = BackgroundImageDecoder { done.signal() }
        defer { decoder.stop() }
        decoder.schedule(Array(paths.reversed()))
        var order: [String] = []
        while order.count < paths.count {
            done.wait()
            order += decoder.collect().map(\.path)
        }
        XCTAssertEqual(order, paths.reversed())
        // The last of a new queue, hurried, comes within the first two (one may be under way).
        decoder.schedule(paths)
        decoder.hurry(paths[11])
        var next: [String] = []
        while next.count < 2 {
            done.wait()
            next += decoder.collect().map(\.path)
        }
        XCTAssertTrue(next.prefix(2).contains(paths[11]), "\(next)")
    }

    /// The decoding thread yields to the thread that draws: it runs `niceness` nice values
    /// below the thread that made it.
    func testTheDecodingThreadRunsBelowTheThreadThatMadeIt() throws {
        let which = __priority_which_t(PRIO_PROCESS.rawValue)
        let ours = getpriority(which, 0)
        let seen = NiceValues()
        let decoder = BackgroundImageDecoder { seen.record(getpriority(which, 0)) }
        defer { decoder.stop() }
        let path = folder + "/01 screen.png"
        decoder.schedule([path])
        let deadline = Date().addingTimeInterval(10)
        while seen.values.isEmpty && Date() < deadline { usleep(2_000) }
        XCTAssertEqual(seen.values.first, min(ours + BackgroundImageDecoder.niceness, 19))
        XCTAssertEqual(getpriority(which, 0), ours, "the thread that made it keeps its own")
    }

    private func pixel(_ frame: (width: Int, height: Int, pixels: [UInt32]), x: Int, y: Int) -> Color {
        let value = frame.pixels[y * frame.width + x]
        return Color(red: UInt8(value >> 16 & 0xFF), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }
}

/// Nice values recorded on the decoding thread, read on the test's.
private final class NiceValues: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [Int32] = []

    func record(_ value: Int32) {
        lock.lock()
        recorded.append(value)
        lock.unlock()
    }

    var values: [Int32] {
        lock.lock()
        defer { lock.unlock() }
        return recorded
    }
}
