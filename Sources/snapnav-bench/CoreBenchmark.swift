import SnapNavCore

/// The cost of Core alone for one frame of the cross: advance the clock, step the physics,
/// lay out the visible panels, and compose the frame as the app does (`FrameComposer`: panels,
/// hotspots, bars, screens) into a canvas that draws nothing.
enum CoreBenchmark {
    /// Nanoseconds per frame, one value per batch of `batchSize` frames.
    static func run(configuration: Configuration, batches: Int, batchSize: Int) -> Sample {
        let clock = ManualClock(now: 1)
        let viewport = Size(width: configuration.window.width, height: configuration.window.height)
        let navigator = SwipeNavigator(configuration: configuration, viewport: viewport, clock: clock)
        let chrome = NavigationChrome(configuration: configuration, navigator: navigator)
        let canvas = NullCanvas(size: viewport)
        let composer = FrameComposer()
        let commands: [KeyCommand] = [
            .page(.horizontal, 1), .page(.horizontal, -1), .page(.vertical, 1), .page(.vertical, -1),
        ]
        var next = 0
        var perFrame = Sample()
        for _ in 0..<max(batches, 1) {
            let start = Clocks.threadCPU()
            for _ in 0..<max(batchSize, 1) {
                if !navigator.isAnimating {
                    navigator.perform(commands[next % commands.count])
                    next += 1
                }
                clock.advance(by: 1.0 / 60)
                navigator.step()
                composer.compose(navigator, layout: navigator.layOutFrame(), chrome: chrome, on: canvas)
            }
            perFrame.append((Clocks.threadCPU() - start) / Double(max(batchSize, 1)) * 1e9)
        }
        precondition(canvas.operations > 0, "the panels drew nothing")
        return perFrame
    }
}

/// What a long arm costs outside the frame: building the navigation and resizing it.
enum ArmLengthBenchmark {
    /// Seconds of CPU time to build the navigation for `configuration`, and per resize of it,
    /// each the median of `trials`.
    static func run(configuration: Configuration, trials: Int) -> (build: Double, resize: Double) {
        let viewport = Size(width: configuration.window.width, height: configuration.window.height)
        var builds = Sample()
        var resizes = Sample()
        for _ in 0..<max(trials, 1) {
            let clock = ManualClock(now: 1)
            let start = Clocks.threadCPU()
            let navigator = SwipeNavigator(configuration: configuration, viewport: viewport, clock: clock)
            builds.append(Clocks.threadCPU() - start)
            let resizeStart = Clocks.threadCPU()
            let count = 20
            for index in 0..<count {
                let grow = Double(index % 2 * 40)
                navigator.resize(to: Size(width: viewport.width + grow, height: viewport.height + grow))
            }
            resizes.append((Clocks.threadCPU() - resizeStart) / Double(count))
        }
        return (builds.median, resizes.median)
    }
}

/// A canvas that only counts what it is asked to draw.
final class NullCanvas: FrameCanvas {
    let size: Size
    private(set) var operations = 0

    init(size: Size) {
        self.size = size
    }

    func fill(_ rect: Rect, color: Color) { operations += 1 }
    func drawText(_ text: String, in rect: Rect, style: TextStyle) { operations += 1 }
    func pushClip(_ rect: Rect) {}
    func popClip() {}
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) { operations += 1 }
    func strokeRoundedRect(_ rect: Rect, radius: Double, lineWidth: Double, color: Color) { operations += 1 }
    func fillGradient(_ rect: Rect, top: Color, bottom: Color) { operations += 1 }
    func drawImage(_ name: String, in rect: Rect, opacity: Double) { operations += 1 }
    // One copy, as a canvas that keeps layers draws it.
    func drawLayer(_ content: LayerContent, in rect: Rect, tint: Color) { operations += 1 }
}
