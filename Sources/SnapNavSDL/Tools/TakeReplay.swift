import CSDL2
import Foundation
import SnapNavCore

/// A recorded take played back through the app's own frame (`SnapNavApp.runFrame`), on the
/// manual clock the app was made with, which the replay alone advances. `snapnav --replay`,
/// the tests and `TakeExport` run one.
package final class TakeReplay {
    /// The longest a replay runs on after its last event, waiting for the motion to end.
    static let maximumTail = 600.0

    private unowned let host: ToolHost
    private let tools: DesignerTools
    private let manual: ManualClock

    /// A replay into `host`, whose tools are `tools`, advancing `manual`, which must be the
    /// host's own clock.
    init(host: ToolHost, tools: DesignerTools, clock manual: ManualClock) throws {
        guard manual === host.clock else {
            throw SDLError("a replay runs on the app's own clock, a ManualClock the app was made with")
        }
        self.host = host
        self.tools = tools
        self.manual = manual
    }

    /// A replay into `app`, advancing `manual`, which must be the app's own clock; the touches
    /// are drawn when `showingTouches` (`--touches`).
    package convenience init(app: SnapNavApp, clock manual: ManualClock, showingTouches: Bool = false) throws {
        try self.init(host: app, tools: app.tools, clock: manual)
        if showingTouches { tools.touches = TouchIndicator() }
    }

    /// Plays `recording` back: each event is handled at its recorded time and a frame is drawn
    /// every 1/`framesPerSecond` seconds, all on the app's own clock, which nothing
    /// else advances. So the same recording with the same configuration gives the same frames,
    /// pixel for pixel, on every run. Runs until the last event has been handled and nothing
    /// moves any more.
    ///
    /// - Parameters:
    ///   - realTime: pace the frames to the wall clock (for watching in a window) and let Esc
    ///     or closing the window stop the replay; otherwise run as fast as possible.
    ///   - framesDirectory: write every frame there as `frame-00001.png`, `frame-00002.png`, …
    ///   - finalFramePath: save the last frame there (PNG, or BMP for `.bmp`), also when the
    ///     replay is stopped in its window.
    ///   - slowMotionFactor: show the whole take this many times slower, every event landing
    ///     when it did and every settle playing out as recorded, only stretched.
    ///   - onFrame: called with each frame's pixels and its time in the output, from its start.
    ///   - onStep: called after each frame with the take's time, for whoever follows the
    ///     navigation through the take without reading its pixels.
    /// - Returns: how many frames were drawn.
    @discardableResult
    package func play(
        _ recording: InputRecording, framesPerSecond: Double = 60, realTime: Bool = false,
        framesDirectory: String? = nil, finalFramePath: String? = nil, slowMotionFactor: Double? = nil,
        onFrame: ((_ time: Double, _ frame: (width: Int, height: Int, pixels: [UInt32])) throws -> Void)? = nil,
        onStep: ((_ time: Double) -> Void)? = nil
    ) throws -> Int {
        guard framesPerSecond.isFinite, framesPerSecond > 0 else {
            throw SDLError("a replay needs a positive frame rate")
        }
        if let framesDirectory {
            try FileManager.default.createDirectory(atPath: framesDirectory, withIntermediateDirectories: true)
        }
        tools.isReplaying = true
        defer { tools.isReplaying = false }
        guard (slowMotionFactor ?? 1).isFinite, (slowMotionFactor ?? 1) > 0 else {
            throw SDLError("a replay's slow-motion factor must be positive")
        }
        host.animationClock.factor = recording.header.slowMotionFactor
        tools.tuning.session.isOverlayVisible = recording.header.overlayVisible
        tools.tuning.session.parameters.select(recording.header.selectedParameter)
        let stretch = slowMotionFactor ?? 1
        let origin = manual.now
        // Recorded seconds between frames: smaller in slow motion, so more frames show each one.
        let period = 1 / (framesPerSecond * stretch)
        let entries = recording.entries
        let frames = ((recording.duration + Self.maximumTail) * framesPerSecond * stretch).rounded(.up)
        // The parser bounds a take's length; this keeps a huge frame rate or stretch from trapping.
        guard frames.isFinite, frames <= Double(Int32.max) else {
            throw SDLError("the take is too long to replay at \(framesPerSecond) frames a second")
        }
        let lastFrame = Int(frames)
        let wall = SystemClock()
        let wallStart = wall.now
        var next = 0
        var frame = 0
        var finished = false
        while !finished && frame <= lastFrame && !host.quitRequested {
            // Frame times are computed from the frame number, not summed, so they do not drift.
            let frameTime = origin + Double(frame) * period
            while next < entries.count, origin + entries[next].time <= frameTime {
                manual.set(to: origin + entries[next].time)
                switch entries[next].content {
                case .input(let event):
                    replayEvent(event)
                    // A recorded Esc or closed window is how the take ended, not a reason to
                    // stop the replay short of its last line: the stop line can come frames
                    // later, and a swipe let go just before may still be settling.
                    host.quitRequested = false
                case .tool(let action): tools.perform(action)
                }
                next += 1
            }
            manual.set(to: frameTime)
            frame += 1
            let index = frame
            try host.runFrame(readingEvents: false, always: true) {
                // Done when nothing can change any more: a press the take never let go of
                // (an app killed mid-drag) holds still, but a touchpad swipe whose fingers have
                // not lifted yet ends, and settles, when its pause runs out.
                finished =
                    next == entries.count && !host.isMovingWithoutInput && host.navigator.wheel.deadline == nil
                let paths =
                    (framesDirectory.map { [$0 + "/" + String(format: "frame-%05d.png", index)] } ?? [])
                    + (finished ? finalFramePath.map { [$0] } ?? [] : [])
                guard !paths.isEmpty || onFrame != nil else { return }
                let pixels = try host.canvas.renderer.readPixels()
                for path in paths {
                    try Screenshot.save(pixels: pixels.pixels, width: pixels.width, height: pixels.height, to: path)
                }
                try onFrame?(Double(index - 1) / framesPerSecond, pixels)
            }
            onStep?(frameTime - origin)
            if realTime && !finished {
                pollForQuitDuringReplay()
                let due = wallStart + Double(frame) / framesPerSecond
                host.sleep(max(0, due - wall.now))
            }
        }
        // Stopped in the window, or still moving when the tail ran out: the last frame asked
        // for is the state on screen, drawn once more.
        if let finalFramePath, !finished { try host.saveScreenshot(to: finalFramePath) }
        host.setNeedsDisplay()
        return frame
    }

    private func replayEvent(_ event: InputEvent) {
        // A recorded resize resizes the window too, so replayed frames have the recorded size.
        if case .resize(let size) = event, size.width >= 1, size.height >= 1 {
            host.window.resize(to: size)
        }
        host.handle(event)
    }

    /// While a replay plays in a window, live input is ignored except what ends the replay.
    private func pollForQuitDuringReplay() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {
            switch host.translate(event) {
            case .quit?:
                host.quitRequested = true
            case .input(.key(let key, let modifiers))? where KeyCommand(key: key, modifiers: modifiers) == .quit:
                host.quitRequested = true
            default:
                break
            }
        }
    }
}
