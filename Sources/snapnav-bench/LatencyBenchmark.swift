import CSDL2
import Foundation
import SnapNavCore
import SnapNavSDL
import SnapNavTesting

/// The app's own frame loop on the system clock, with input arriving from another thread at
/// a mouse's rate, as a device delivers it: how long each event waits for the present that
/// shows it, and how evenly animation frames are spaced.
enum LatencyBenchmark {
    struct Result {
        var latencies: Sample
        /// Intervals between consecutive animation frames, in seconds.
        var intervals: Sample
        /// The frame period the app paces to, in seconds.
        var period: Double
        /// The SDL video driver and renderer the app ran on.
        var driver: String
        /// CPU time of the frame loop's thread per presented frame, in seconds: what a frame
        /// costs in a real window, presenting included.
        var cpuPerFrame: Double
        /// How the app paced its frames: "display" or "sleep".
        var pacing: String
    }

    /// Runs the app in a window on `display` (SDL's dummy driver when nil) while `drags`
    /// mouse drags and as many arrow-key presses arrive, then quits it.
    static func run(
        configuration: Configuration, assetsDirectory: String, display: String?, drags: Int, motionsPerDrag: Int
    ) throws -> Result {
        if let display {
            setenv("DISPLAY", display, 1)
            unsetenv("SDL_VIDEODRIVER")
        }
        let app = try openingWindow {
            try SnapNavApp(configuration: configuration, headless: display == nil, assetsDirectory: assetsDirectory)
        }
        app.scheduler.inputLatency = InputLatencyMeter()
        let window = app.window
        let feeder = InputFeeder(
            windowID: window.id, width: Double(window.size.width), height: Double(window.size.height))
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            feeder.play(drags: drags, motionsPerDrag: motionsPerDrag)
            done.signal()
        }
        thread.start()
        let cpuBefore = Clocks.threadCPU()
        try app.run()
        let cpu = Clocks.threadCPU() - cpuBefore
        done.wait()
        return Result(
            latencies: Sample(app.scheduler.inputLatency?.latencies ?? []),
            intervals: Sample(app.scheduler.statistics.intervals),
            period: 1 / window.refreshRate, driver: SDLInfo.driverName(windowID: window.id),
            cpuPerFrame: cpu / Double(max(app.scheduler.framesPresented, 1)), pacing: app.scheduler.pacing)
    }
}

/// Pushes mouse drags and key presses into SDL's queue from its own thread, at times that
/// have nothing to do with the app's frames.
struct InputFeeder: Sendable {
    var windowID: UInt32
    var width: Double
    var height: Double

    func play(drags: Int, motionsPerDrag: Int) {
        var random = SystemRandomNumberGenerator()
        pause(0.5)
        for index in 0..<drags {
            let leftward = index % 2 == 0
            let (x0, x1) = leftward ? (0.8 * width, 0.2 * width) : (0.2 * width, 0.8 * width)
            let y = height / 2
            push(button: true, x: x0, y: y)
            for step in 1...max(motionsPerDrag, 1) {
                // About 125 Hz, a common mouse report rate, with a little jitter.
                pause(0.008 + Double.random(in: -0.002...0.002, using: &random))
                push(motionX: x0 + (x1 - x0) * Double(step) / Double(max(motionsPerDrag, 1)), y: y)
            }
            push(button: false, x: x1, y: y)
            pause(0.7)
            pushKey(leftward ? SDLK_LEFT : SDLK_RIGHT)
            pause(0.7)
            pushKey(leftward ? SDLK_RIGHT : SDLK_LEFT)
            pause(0.7)
        }
        var quit = SDLEventFactory.quit()
        SDL_PushEvent(&quit)
    }

    private func pause(_ seconds: Double) {
        usleep(UInt32(max(seconds, 0) * 1_000_000))
    }

    private var events: SDLEventFactory { SDLEventFactory(windowID: windowID) }

    private func push(button down: Bool, x: Double, y: Double) {
        var event = events.mouseButton(down: down, x: Int32(x.rounded()), y: Int32(y.rounded()))
        SDL_PushEvent(&event)
    }

    private func push(motionX x: Double, y: Double) {
        var event = events.mouseMotion(x: Int32(x.rounded()), y: Int32(y.rounded()))
        SDL_PushEvent(&event)
    }

    private func pushKey(_ key: SDL_KeyCode) {
        var press = events.key(key)
        SDL_PushEvent(&press)
        var release = events.key(key)
        release.type = SDL_KEYUP.rawValue
        release.key.state = UInt8(SDL_RELEASED)
        SDL_PushEvent(&release)
    }
}
