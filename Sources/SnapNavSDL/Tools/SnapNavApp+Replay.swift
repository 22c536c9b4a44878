import CSDL2
import Foundation
import SnapNavCore

extension SnapNavApp {
    /// The longest a replay runs on after its last event, waiting for the motion to end.
    static let maximumReplayTail = 600.0

    /// Plays `recording` back: each event is handled at its recorded time and a frame is drawn
    /// every 1/`framesPerSecond` seconds, all on `clock`: the app's own clock, a `ManualClock`
    /// that nothing else advances, which the replay advances itself. So the same recording with the same configuration gives the
    /// same frames, pixel for pixel, on every run. Runs until the last event has been handled
    /// and nothing moves any more.
    ///
    /// - Parameters:
    ///   - realTime: pace the frames to the wall clock (for watching in a window) and let Esc
    ///     or closing the window stop the replay; otherwise run as fast as possible.
    ///   - framesDirectory: write every frame there as `frame-00001.png`, `frame-00002.png`, …
    ///   - finalFramePath: save the last frame there (PNG, or BMP for `.bmp`).
    ///   - slowMotionFactor: show the whole take this many times slower: frames are drawn that
    ///     many times more often in the recording's time, so every event lands when it did and
    ///     every settle plays out exactly as recorded, only stretched. Animations run at the
    ///     speed they had while recording (the header's slow-motion factor) either way.
    ///   - onFrame: called with each frame's pixels and its time in the output, from its start.
    /// - Returns: how many frames were drawn.
    @discardableResult
    public func replay(
        _ recording: InputRecording, on manual: ManualClock, framesPerSecond: Double = 60, realTime: Bool = false,
        framesDirectory: String? = nil, finalFramePath: String? = nil, slowMotionFactor: Double? = nil,
        onFrame: ((_ time: Double, _ frame: (width: Int, height: Int, pixels: [UInt32])) throws -> Void)? = nil
    ) throws -> Int {
        guard manual === clock else {
            throw SDLError("a replay runs on the app's own clock, a ManualClock the app was made with")
        }
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
        animationClock.factor = recording.header.slowMotionFactor
        tools.tuning.isOverlayVisible = recording.header.overlayVisible
        tools.tuning.tuning.select(recording.header.selectedParameter)
        let stretch = slowMotionFactor ?? 1
        let origin = manual.now
        // Recorded seconds between frames: smaller in slow motion, so more frames show each one.
        let period = 1 / (framesPerSecond * stretch)
        let entries = recording.entries
        let lastFrame = Int(((recording.duration + Self.maximumReplayTail) * framesPerSecond * stretch).rounded(.up))
        let wall = SystemClock()
        let wallStart = wall.now
        var next = 0
        var frame = 0
        while frame <= lastFrame && !quitRequested {
            // Frame times are computed from the frame number, not summed, so they do not drift.
            let frameTime = origin + Double(frame) * period
            while next < entries.count, origin + entries[next].time <= frameTime {
                manual.set(to: origin + entries[next].time)
                switch entries[next].content {
                case .input(let event): replayEvent(event)
                case .tool(let action): perform(action)
                }
                next += 1
            }
            manual.set(to: frameTime)
            frame += 1
            let index = frame
            var finished = false
            try runFrame(readingEvents: false) {
                finished = next == entries.count && !navigator.isAnimating
                let paths =
                    (framesDirectory.map { [$0 + "/" + String(format: "frame-%05d.png", index)] } ?? [])
                    + (finished ? finalFramePath.map { [$0] } ?? [] : [])
                guard !paths.isEmpty || onFrame != nil else { return }
                let pixels = try renderer.readPixels()
                for path in paths {
                    try Screenshot.save(pixels: pixels.pixels, width: pixels.width, height: pixels.height, to: path)
                }
                try onFrame?(Double(index - 1) / framesPerSecond, pixels)
            }
            if finished { break }
            if realTime {
                pollForQuitDuringReplay()
                let due = wallStart + Double(frame) / framesPerSecond
                sleep(max(0, due - wall.now))
            }
        }
        needsDisplay = true
        return frame
    }

    private func replayEvent(_ event: InputEvent) {
        // A recorded resize resizes the window too, so replayed frames have the recorded size.
        if case .resize(let size) = event, size.width >= 1, size.height >= 1 {
            window.resize(to: size)
        }
        handle(event)
    }

    /// While a replay plays in a window, live input is ignored except what ends the replay.
    private func pollForQuitDuringReplay() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 {
            switch translator.translate(event, windowSize: windowPointSize) {
            case .quit?:
                quitRequested = true
            case .input(.key(let key, let modifiers))? where KeyCommand(key: key, modifiers: modifiers) == .quit:
                quitRequested = true
            default:
                break
            }
        }
    }
}
