import SnapNavCore

/// Per-frame CPU time of the app playing a swipe script, headless.
enum FrameBenchmark {
    struct Result {
        var frameTimes: Sample
        /// SDL_ttf renders during the measured frames; zero when every text texture is cached.
        var textRenders: Int
        /// Heap allocations per measured frame, on average.
        var allocationsPerFrame: Double
        /// The SDL video driver and renderer the frames were drawn with.
        var driver: String
    }

    /// Plays `script` once to warm up (fonts opened, text textures made, buffers grown), then
    /// again with every frame timed.
    static func run(
        configuration: Configuration, size: Size, script: SwipeScript, assetsDirectory: String
    ) throws -> Result {
        let frames = try HeadlessFrames(configuration: configuration, size: size, assetsDirectory: assetsDirectory)
        frames.play(script)
        let textBefore = frames.app.canvas.textRenderCount
        frames.isRecording = true
        frames.play(script)
        return Result(
            frameTimes: frames.frameTimes, textRenders: frames.app.canvas.textRenderCount - textBefore,
            allocationsPerFrame: Double(frames.allocations) / Double(max(frames.frameTimes.count, 1)),
            driver: SDLInfo.driverName(windowID: frames.app.window.id))
    }
}
