import CSDL2
import Foundation
import SnapNavCore

/// The running app: a window, its renderer, and the navigation, joined by a frame loop that
/// draws only when something changed and paces animation frames to the display.
public final class SnapNavApp {
    public let configuration: Configuration
    public let navigator: SwipeNavigator
    public let clock: Clock
    private let session: SDLSession
    public let window: Window
    public let renderer: Renderer
    public let canvas: SDLCanvas
    private var translator: EventTranslator
    private var pacer: FramePacer
    private let sleep: (Double) -> Void
    private var needsDisplay = true
    private var mouseCaptured = false
    /// Whether a quit was asked for (window closed, Esc, Ctrl+Q, SIGINT, SIGTERM).
    public private(set) var quitRequested = false
    /// Counts of frames presented and the intervals between animation frames.
    public private(set) var statistics = FrameStatistics()
    /// How many frames have been presented.
    public var framesPresented: Int { statistics.frames }

    /// Opens the window for `configuration`.
    ///
    /// - Parameters:
    ///   - size: the window size in points; the configuration's when nil.
    ///   - start: the panel to start on; the configuration's `start` when nil.
    ///   - headless: use SDL's dummy video driver (no display needed).
    ///   - assetsDirectory: where the fonts are.
    ///   - clock: the time source; the system's monotonic clock by default.
    ///   - sleep: waits the given seconds between animation frames; tests pass one that advances a manual clock.
    public init(
        configuration: Configuration, size: Size? = nil, start: String? = nil, headless: Bool,
        assetsDirectory: String, clock: Clock = SystemClock(), sleep: ((Double) -> Void)? = nil
    ) throws {
        if let start,
            configuration.panel(start) == nil
                || !(configuration.horizontal + configuration.vertical).contains(start)
        {
            throw SDLError("--start: \"\(start)\" is not a panel of either arm")
        }
        self.configuration = configuration
        self.clock = clock
        self.sleep = sleep ?? { seconds in if seconds > 0 { usleep(UInt32(min(seconds, 1) * 1_000_000)) } }
        session = try SDLSession(headless: headless)
        let windowSize = size ?? Size(width: configuration.window.width, height: configuration.window.height)
        window = try Window(
            session: session, title: configuration.window.title, size: (Int(windowSize.width), Int(windowSize.height)))
        renderer = try Renderer(window: window)
        canvas = SDLCanvas(
            renderer: renderer, fonts: try FontLibrary(assetsDirectory: assetsDirectory, session: session))
        let actual = window.size
        let viewport = Size(width: Double(actual.width), height: Double(actual.height))
        translator = EventTranslator(windowSize: viewport)
        pacer = FramePacer(refreshRate: window.refreshRate)
        navigator = SwipeNavigator(configuration: configuration, viewport: viewport, clock: clock, start: start)
    }

    // MARK: Loop

    /// Runs until quit, or until `frameLimit` frames have been presented. With a frame limit
    /// every iteration presents a frame; otherwise the loop blocks in SDL_WaitEvent while
    /// nothing moves. Saves the last frame to `screenshotPath` if given.
    public func run(frameLimit: Int? = nil, screenshotPath: String? = nil) throws {
        while !quitRequested {
            if frameLimit == nil && !needsDisplay && !navigator.isAnimating {
                waitForEvent()
            }
            processEvents()
            let moving = navigator.isAnimating
            navigator.step()
            guard needsDisplay || moving || frameLimit != nil else {
                pacer.reset()
                continue
            }
            let isLast = frameLimit.map { framesPresented + 1 >= $0 } ?? false
            if isLast, let screenshotPath {
                try saveScreenshot(to: screenshotPath)
            } else {
                drawFrame()
            }
            renderer.present()
            statistics.recordFrame(at: clock.now, moving: navigator.isAnimating)
            needsDisplay = false
            if isLast { return }
            sleep(pacer.delayBeforeNextFrame(now: clock.now))
        }
    }

    private func waitForEvent() {
        var event = SDL_Event()
        let got: Int32
        if let deadline = navigator.nextDeadline {
            let milliseconds = max(1, Int32(min(((deadline - clock.now) * 1000).rounded(.up), 10_000)))
            got = SDL_WaitEventTimeout(&event, milliseconds)
        } else {
            got = SDL_WaitEvent(&event)
        }
        if got == 1 { dispatch(event) }
    }

    /// Handles every event waiting in SDL's queue.
    public func processEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 { dispatch(event) }
    }

    /// Handles one SDL event.
    public func dispatch(_ event: SDL_Event) {
        guard let meaning = translator.translate(event) else { return }
        switch meaning {
        case .quit:
            quitRequested = true
        case .redraw:
            needsDisplay = true
        case .input(let input):
            handle(input)
        }
    }

    private func handle(_ input: InputEvent) {
        switch input {
        case .key(let key, let modifiers):
            if KeyCommand(key: key, modifiers: modifiers) == .quit {
                quitRequested = true
                return
            }
        case .resize(let size):
            translator.windowSize = size
        case .pointerDown(.mouse, _):
            setMouseCapture(true)
        case .pointerUp(.mouse, _), .focusLost:
            setMouseCapture(false)
        case .pointerMove:
            if !navigator.swipeTracker.isActive { return }
        default:
            break
        }
        navigator.handle(input)
        needsDisplay = true
    }

    private func setMouseCapture(_ captured: Bool) {
        guard captured != mouseCaptured else { return }
        mouseCaptured = captured
        SDL_CaptureMouse(captured ? SDL_TRUE : SDL_FALSE)
    }

    // MARK: Drawing

    /// Draws the current state into the back buffer (without presenting).
    public func drawFrame() {
        let size = window.size
        canvas.beginFrame(windowSize: Size(width: Double(size.width), height: Double(size.height)))
        navigator.draw(in: canvas)
    }

    /// Draws the current state and returns its pixels (ARGB8888), without presenting.
    public func renderPixels() throws -> (width: Int, height: Int, pixels: [UInt32]) {
        drawFrame()
        return try renderer.readPixels()
    }

    /// Draws the current state and saves it as a BMP file.
    public func saveScreenshot(to path: String) throws {
        let frame = try renderPixels()
        try Screenshot.saveBMP(pixels: frame.pixels, width: frame.width, height: frame.height, to: path)
    }
}
