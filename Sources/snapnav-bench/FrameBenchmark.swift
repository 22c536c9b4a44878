import SnapNavCore

/// Per-frame CPU time of the app playing a swipe script, headless.
enum FrameBenchmark {
    struct Result {
        var frameTimes: Sample
        /// SDL_ttf renders during the measured frames; zero when every text texture is cached.
        var textRenders: Int
        /// Panel layers drawn during the measured frames; zero when every panel in view is still.
        var layerRenders: Int
        /// Bar layers drawn during the measured frames: a bar that held still for a frame.
        var barLayerRenders: Int
        /// Heap allocations per measured frame, on average.
        var allocationsPerFrame: Double
        /// The SDL video driver and renderer the frames were drawn with.
        var driver: String
        /// Measured frames that showed an image's placeholder, its file not decoded yet.
        var placeholderFrames: Int

        /// This result and `other`, of the same script, as one: their frames together, their
        /// counts added, and the higher rate of allocations.
        func pooled(with other: Result) -> Result {
            var frames = frameTimes
            for time in other.frameTimes.values { frames.append(time) }
            return Result(
                frameTimes: frames, textRenders: textRenders + other.textRenders,
                layerRenders: layerRenders + other.layerRenders,
                barLayerRenders: barLayerRenders + other.barLayerRenders,
                allocationsPerFrame: max(allocationsPerFrame, other.allocationsPerFrame), driver: driver,
                placeholderFrames: placeholderFrames + other.placeholderFrames)
        }
    }

    /// Plays `script` once to warm up (fonts opened, text textures made, buffers grown), then
    /// `plays` times more with every frame timed; from the `start` panel, with panels drawn
    /// through layers or, when `layers` is false, directly. A swipe script ends on the panel it
    /// started from and a list's scrolls come back to where they began, so each timed play draws
    /// much the same frames; more of them make a steadier p99, which one play's few hundred
    /// frames leave to its three or four slowest.
    static func run(
        configuration: Configuration, size: Size, script: SwipeScript, assetsDirectory: String, start: String? = nil,
        layers: Bool = true, decodesImagesInBackground: Bool = false, plays: Int = 1
    ) throws -> Result {
        let frames = try HeadlessFrames(
            configuration: configuration, size: size, start: start, assetsDirectory: assetsDirectory,
            decodesImagesInBackground: decodesImagesInBackground)
        frames.app.canvas.usesLayers = layers
        frames.play(script)
        let textBefore = frames.app.canvas.textRenderCount
        let layersBefore = frames.app.canvas.layerRenderCount
        let barLayersBefore = frames.app.canvas.barLayerRenderCount
        let placeholdersBefore = frames.app.scheduler.statistics.placeholderFrames
        frames.isRecording = true
        for _ in 0..<max(plays, 1) { frames.play(script) }
        return Result(
            frameTimes: frames.frameTimes, textRenders: frames.app.canvas.textRenderCount - textBefore,
            layerRenders: frames.app.canvas.layerRenderCount - layersBefore,
            barLayerRenders: frames.app.canvas.barLayerRenderCount - barLayersBefore,
            allocationsPerFrame: Double(frames.allocations) / Double(max(frames.frameTimes.count, 1)),
            driver: SDLInfo.driverName(windowID: frames.app.window.id),
            placeholderFrames: frames.app.scheduler.statistics.placeholderFrames - placeholdersBefore)
    }
}
