import SnapNavCore

extension SnapNavApp {
    /// The longest a replay runs on after its last event, waiting for the motion to end.
    static let maximumReplayTail = 600.0

    /// Plays `recording` back: each event is handled at its recorded time and a frame is drawn
    /// every 1/`framesPerSecond` seconds, all on `clock`: the app's own clock, a `ManualClock`
    /// that nothing else advances, which the replay advances itself. So the same recording with the same configuration gives the
    /// same frames, pixel for pixel, on every run. Runs until the last event has been handled
    /// and nothing moves any more; the recorded quit that closed the live window does not stop
    /// it, and a press the take never let go of holds still.
    ///
    /// - Parameters:
    ///   - realTime: pace the frames to the wall clock (for watching in a window) and let Esc
    ///     or closing the window stop the replay; otherwise run as fast as possible.
    ///   - framesDirectory: write every frame there as `frame-00001.png`, `frame-00002.png`, …
    ///   - finalFramePath: save the last frame there (PNG, or BMP for `.bmp`), also when the
    ///     replay is stopped in its window.
    ///   - slowMotionFactor: show the whole take this many times slower: frames are drawn that
    ///     many times more often in the recording's time, so every event lands when it did and
    ///     every settle plays out exactly as recorded, only stretched. Animations run at the
    ///     speed they had while recording (the header's slow-motion factor) either way.
    ///   - onFrame: called with each frame's pixels and its time in the output, from its start.
    /// - Returns: how many frames were drawn.
    @discardableResult
    package func replay(
        _ recording: InputRecording, on manual: ManualClock, framesPerSecond: Double = 60, realTime: Bool = false,
        framesDirectory: String? = nil, finalFramePath: String? = nil, slowMotionFactor: Double? = nil,
        onFrame: ((_ time: Double, _ frame: (width: Int, height: Int, pixels: [UInt32])) throws -> Void)? = nil
    ) throws -> Int {
        try TakeReplay(app: self, clock: manual).play(
            recording, framesPerSecond: framesPerSecond, realTime: realTime, framesDirectory: framesDirectory,
            finalFramePath: finalFramePath, slowMotionFactor: slowMotionFactor, onFrame: onFrame)
    }
}
