import CSDL2
import Foundation
import SnapNavCore
import SnapNavSDL
import SnapNavTesting
import XCTest

/// The repository's Assets directory.
let assetsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../../Assets").standardized.path

/// The demo's five panels as plain colours with titles, without bars or content, for tests
/// of paging and layering that count background and title pixels.
let plainConfigPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../fixtures/plain.json").standardized.path

/// The showcase configuration, with bars and panel content.
let demoConfigPath = assetsDirectory + "/demo.json"

/// A real SnapNavApp on SDL's dummy video driver, with a manual clock, driven by real
/// SDL_Events pushed into SDL's queue.
final class HeadlessApp {
    let clock = ManualClock(now: 100)
    let app: SnapNavApp

    /// The app for the configuration (or folder) at `configPath`. Every image is decoded
    /// first, as a replay does, unless `decodesImagesInBackground`: then, as the `snapnav`
    /// command runs it, the app decodes what it shows first and the rest in the background.
    init(
        configPath: String = plainConfigPath, size: Size? = nil, scale: Double? = nil, start: String? = nil,
        panelFactory: PanelFactory = .standard, decodesImagesInBackground: Bool = false
    ) throws {
        let source = try PrototypeSource.resolve(configPath)
        let loaded = try source.load()
        if !decodesImagesInBackground { try ImageDecodingCheck.check(loaded, file: source.label) }
        let clock = self.clock
        app = try SnapNavApp(
            configuration: loaded, size: size, scale: scale, start: start, headless: true,
            assetsDirectory: assetsDirectory, panelFactory: panelFactory, configurationFile: source.label,
            clock: clock, sleep: { clock.advance(by: $0) }, decodesImagesInBackground: decodesImagesInBackground)
    }

    /// Pushes `event` into SDL's queue, as a device would.
    func push(_ event: SDL_Event) {
        var event = event
        XCTAssertEqual(SDL_PushEvent(&event), 1, String(cString: SDL_GetError()))
    }

    /// Real SDL events for this app's window.
    var events: SDLEventFactory { SDLEventFactory(windowID: app.window.id) }

    func pushMouseButton(down: Bool, x: Int32, y: Int32, which: UInt32 = 0) {
        push(events.mouseButton(down: down, x: x, y: y, which: which))
    }

    func pushMouseMotion(x: Int32, y: Int32, which: UInt32 = 0) {
        push(events.mouseMotion(x: x, y: y, which: which))
    }

    /// Presses the mouse at (`x`, `y`) and lets the app handle the press.
    func pressMouse(x: Int32, y: Int32) {
        pushMouseButton(down: true, x: x, y: y)
        app.processEvents()
    }

    /// Lets a 60 Hz frame's time pass, then moves the mouse to (`x`, `y`) and lets the app
    /// handle the move.
    func moveMouse(x: Int32, y: Int32) {
        clock.advance(by: 1.0 / 60)
        pushMouseMotion(x: x, y: y)
        app.processEvents()
    }

    /// Lets `seconds` pass in 60 Hz frames, handling queued events and stepping animations.
    func run(seconds: Double) {
        let frames = Int((seconds * 60).rounded(.up))
        for _ in 0..<frames {
            app.processEvents()
            clock.advance(by: 1.0 / 60)
            app.navigator.step()
        }
    }

    /// A real mouse drag: press, `steps` motions 16 ms apart, release; each event goes through SDL.
    func drag(from start: (Int32, Int32), to end: (Int32, Int32), steps: Int32 = 12) {
        pushMouseButton(down: true, x: start.0, y: start.1)
        app.processEvents()
        for step in 1...steps {
            clock.advance(by: 0.016)
            pushMouseMotion(
                x: start.0 + (end.0 - start.0) * step / steps, y: start.1 + (end.1 - start.1) * step / steps)
            app.processEvents()
        }
        pushMouseButton(down: false, x: end.0, y: end.1)
        app.processEvents()
    }

    /// A drag from the camera to the panel on its right in the 360 × 640 window, a frame drawn
    /// after each move, released, and frames drawn until it has settled.
    func swipeFromTheCameraToTheRight() throws {
        pressMouse(x: 300, y: 320)
        for step in 1...20 {
            moveMouse(x: 300 - Int32(step) * 13, y: 320)
            _ = try app.renderPixels()
        }
        pushMouseButton(down: false, x: 40, y: 320)
        for _ in 0..<90 {
            run(seconds: 1.0 / 60)
            _ = try app.renderPixels()
        }
    }

    /// The colour of the pixel at (`x`, `y`) in points, rendered now.
    func color(atX x: Double, y: Double) throws -> Color {
        let frame = try app.renderPixels()
        let scale = Double(frame.width) / Double(app.window.size.width)
        let px = Int(x * scale)
        let py = Int(y * scale)
        let argb = frame.pixels[py * frame.width + px]
        return Color(red: UInt8(argb >> 16 & 0xFF), green: UInt8(argb >> 8 & 0xFF), blue: UInt8(argb & 0xFF))
    }
}
