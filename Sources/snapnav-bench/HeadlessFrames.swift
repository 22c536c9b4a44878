import BenchAllocations
import CSDL2
import SnapNavCore
import SnapNavSDL
import SnapNavTesting

/// The real app on SDL's dummy video driver and software renderer, stepped one 60 Hz frame
/// at a time by a manual clock. A frame is the app's own `runFrame()`: handle the queued
/// events, step the animations, draw, present, count; its CPU time is recorded.
final class HeadlessFrames {
    let app: SnapNavApp
    let clock = ManualClock(now: 1)
    private(set) var frameTimes = Sample()
    /// Heap allocations made inside the recorded frames, by the app, SDL and the runtime.
    private(set) var allocations = 0
    /// Whether frames are being recorded (false while warming up).
    var isRecording = false

    init(
        configuration: Configuration, size: Size, start: String? = nil, assetsDirectory: String,
        decodesImagesInBackground: Bool = false
    ) throws {
        let clock = self.clock
        app = try SnapNavApp(
            configuration: configuration, size: size, start: start, headless: true, assetsDirectory: assetsDirectory,
            clock: clock, sleep: { clock.advance(by: $0) }, decodesImagesInBackground: decodesImagesInBackground)
    }

    /// The window's size in points.
    var windowSize: Size {
        let size = app.window.size
        return Size(width: Double(size.width), height: Double(size.height))
    }

    /// Plays every drag of `script` through SDL's event queue, one frame per motion, then
    /// frames until the settle ends.
    func play(_ script: SwipeScript) {
        let size = windowSize
        for drag in script.drags {
            let from = Point(x: drag.from.x * size.width, y: drag.from.y * size.height)
            let to = Point(x: drag.to.x * size.width, y: drag.to.y * size.height)
            pushMouseButton(down: true, at: from)
            frame()
            for step in 1...max(script.motionFrames, 1) {
                let t = Double(step) / Double(max(script.motionFrames, 1))
                pushMouseMotion(to: Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t))
                frame()
            }
            pushMouseButton(down: false, at: to)
            frame()
            var settleFrames = 0
            while app.navigator.isAnimating && settleFrames < script.settleFrameLimit {
                frame()
                settleFrames += 1
            }
        }
    }

    /// One frame of the app's loop, timed in CPU time; then 1/60 s passes.
    func frame() {
        let allocationsBefore = bench_allocation_count()
        let start = Clocks.threadCPU()
        app.runFrame()
        let elapsed = Clocks.threadCPU() - start
        let allocated = Int(bench_allocation_count() - allocationsBefore)
        if isRecording {
            frameTimes.append(elapsed)
            allocations += allocated
        }
        clock.advance(by: 1.0 / 60)
    }

    private func pushMouseButton(down: Bool, at point: Point) {
        var event = events.mouseButton(down: down, x: Int32(point.x.rounded()), y: Int32(point.y.rounded()))
        SDL_PushEvent(&event)
    }

    private func pushMouseMotion(to point: Point) {
        var event = events.mouseMotion(x: Int32(point.x.rounded()), y: Int32(point.y.rounded()))
        SDL_PushEvent(&event)
    }

    private var events: SDLEventFactory { SDLEventFactory(windowID: app.window.id) }
}
