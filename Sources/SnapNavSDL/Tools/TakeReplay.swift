import CSDL2
import Foundation
import SnapNavCore

/// A recorded take played back through the app's own frame (`SnapNavApp.runFrame`), on the
/// manual clock the app was made with, which the replay alone advances. `SnapNavApp.replay`
/// and `SnapNavApp.export` run one.
final class TakeReplay {
    private unowned let app: SnapNavApp
    private let manual: ManualClock

    /// A replay into `app`, advancing `manual`, which must be the app's own clock.
    init(app: SnapNavApp, clock manual: ManualClock) throws {
        guard manual === app.clock else {
            throw SDLError("a replay runs on the app's own clock, a ManualClock the app was made with")
        }
        self.app = app
        self.manual = manual
    }

    /// Plays `recording`; see `SnapNavApp.replay`.
    func play(
        _ recording: InputRecording, framesPerSecond: Double, realTime: Bool, framesDirectory: String?,
        finalFramePath: String?, slowMotionFactor: Double?,
        onFrame: ((_ time: Double, _ frame: (width: Int, height: Int, pixels: [UInt32])) throws -> Void)?
    ) throws -> Int {
        guard framesPerSecond.isFinite, framesPerSecond > 0 else {
            throw SDLError("a replay needs a positive frame rate")
        }
        if let framesDirectory {
            try FileManager.default.createDirectory(atPath: framesDirectory, withIntermediateDirectories: true)
        }
        app.tools.isReplaying = true
        defer { app.tools.isReplaying = false }
        guard (slowMotionFactor ?? 1).isFinite, (slowMotionFactor ?? 1) > 0 else {
            throw SDLError("a replay's slow-motion factor must be positive")
        }
        app.animationClock.factor = recording.header.slowMotionFactor
        app.tools.tuning.isOverlayVisible = recording.header.overlayVisible
        app.tools.tuning.parameters.select(recording.header.selectedParameter)
        let stretch = slowMotionFactor ?? 1
        let origin = manual.now
        // Recorded seconds between frames: smaller in slow motion, so more frames show each one.
        let period = 1 / (framesPerSecond * stretch)
        let entries = recording.entries
        let lastFrame = Int(
            ((recording.duration + SnapNavApp.maximumReplayTail) * framesPerSecond * stretch).rounded(.up))
        let wall = SystemClock()
        let wallStart = wall.now
        var next = 0
        var frame = 0
        var finished = false
        while !finished && frame <= lastFrame && !app.quitRequested {
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
                    app.quitRequested = false
                case .tool(let action): app.perform(action)
                }
                next += 1
            }
            manual.set(to: frameTime)
            frame += 1
            let index = frame
            try app.runFrame(readingEvents: false) {
                // Done when nothing can change any more: a press the take never let go of
                // (an app killed mid-drag) holds still, but a touchpad swipe whose fingers have
                // not lifted yet ends, and settles, when its pause runs out.
                finished =
                    next == entries.count && !app.isMovingWithoutInput && app.navigator.wheel.deadline == nil
                let paths =
                    (framesDirectory.map { [$0 + "/" + String(format: "frame-%05d.png", index)] } ?? [])
                    + (finished ? finalFramePath.map { [$0] } ?? [] : [])
                guard !paths.isEmpty || onFrame != nil else { return }
                let pixels = try app.renderer.readPixels()
                for path in paths {
                    try Screenshot.save(pixels: pixels.pixels, width: pixels.width, height: pixels.height, to: path)
                }
                try onFrame?(Double(index - 1) / framesPerSecond, pixels)
            }
            if realTime && !finished {
                pollForQuitDuringReplay()
                let due = wallStart + Double(frame) / framesPerSecond
                app.scheduler.sleep(max(0, due - wall.now))
            }
        }
        // Stopped in the window, or still moving when the tail ran out: the last frame asked
        // for is the state on screen, drawn once more.
        if let finalFramePath, !finished { try app.saveScreenshot(to: finalFramePath) }
        app.scheduler.needsDisplay = true
        return frame
    }

    private func replayEvent(_ event: InputEvent) {
        // A recorded resize resizes the window too, so replayed frames have the recorded size.
        if case .resize(let size) = event, size.width >= 1, size.height >= 1 {
            app.window.resize(to: size)
        }
        app.handle(event)
    }

    /// While a replay plays in a window, live input is ignored except what ends the replay.
    private func pollForQuitDuringReplay() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {
            switch app.inputRouter.translate(event, windowSize: app.windowPointSize) {
            case .quit?:
                app.quitRequested = true
            case .input(.key(let key, let modifiers))? where KeyCommand(key: key, modifiers: modifiers) == .quit:
                app.quitRequested = true
            default:
                break
            }
        }
    }
}
