import CSDL2
import Foundation
import SnapNavCore

/// The running app: a window, its renderer, and the navigation, joined by a frame loop that
/// draws only when something changed and paces animation frames to the display.
package final class SnapNavApp {
    /// The configuration in force: the file's, with any live tuning applied.
    package internal(set) var configuration: Configuration {
        // Wheel units follow `input.wheelScale`, which tuning and reloads change.
        didSet {
            inputRouter.follow(configuration)
        }
    }
    /// The navigation and its bars; rebuilt when the configuration file is reloaded.
    package internal(set) var scene: NavigationScene
    /// The clock animations read: `clock`, slowed down in slow motion.
    package let animationClock: SlowMotionClock
    /// Hot reload, tuning, recording, screenshots and link editing, reaching the app as its
    /// `ToolHost`.
    private(set) lazy var tools = DesignerTools(host: self)
    /// The window the app draws into; it keeps SDL running while it is open.
    package let window: Window
    /// The canvas the panels, the bars and the tools draw on, with its caches and layers.
    package let canvas: SDLCanvas
    /// Makes every panel, at launch and on each reload: the built-in kinds and the app's own.
    package let panelFactory: PanelFactory
    /// When frames are drawn and how they are paced, and what they measured.
    package let scheduler: FrameScheduler
    /// SDL's events, XInput's smooth scrolling, and the mouse's capture.
    package let inputRouter: InputRouter
    /// Whether a quit was asked for (window closed, Esc, Ctrl+Q, SIGINT, SIGTERM).
    package internal(set) var quitRequested = false
    /// The screens' images: decoded before the window opens or in the background, and what
    /// decoding them found.
    package let images: ImageFeed

    /// Opens the window for `configuration`.
    ///
    /// - Parameters:
    ///   - size: the window size in points; the configuration's when nil.
    ///   - scale: pixels per point; the configuration's `window.scale` when nil, else 1.
    ///   - start: the panel to start on, then any screens open over it, joined with "/"
    ///     (`inbox/chat`); the configuration's `start`, with its launch screen, when nil.
    ///   - headless: use SDL's dummy video driver (no display needed).
    ///   - assetsDirectory: where the fonts are.
    ///   - panelFactory: makes the panels, with any kinds of content the app adds; it is kept
    ///     and used again on every hot reload.
    ///   - configurationFile: the configuration's path, to name in errors.
    ///   - clock: the time source; the system's monotonic clock by default.
    ///   - sleep: waits the given seconds between animation frames; tests pass one that advances a manual clock.
    ///   - decodesImagesInBackground: decode the images of screens further than one swipe away
    ///     on a thread of their own, nearest first, after the window opens, rather than each
    ///     when it is first drawn. Either way the images on screen and one swipe away are
    ///     decoded before the window opens (a broken one throws, naming the file and key);
    ///     one found broken later is shown in the banner and kept in `images.errors`.
    package init(
        configuration: Configuration, size: Size? = nil, scale: Double? = nil, start: String? = nil, headless: Bool,
        assetsDirectory: String, panelFactory: PanelFactory = .standard, configurationFile: String = "configuration",
        clock: Clock = SystemClock(), sleep: ((Double) -> Void)? = nil, decodesImagesInBackground: Bool = false
    ) throws {
        if let start, let problem = configuration.problem(startingOn: start) { throw SDLError("--start: \(problem)") }
        try panelFactory.check(configuration, file: configurationFile)
        // A start of "inbox/chat" is the cross's panel, then the screens opened over it.
        let startPath = start.map { $0.split(separator: "/").map(String.init) } ?? []
        let shown = configuration.panelsShown(startingOn: startPath.isEmpty ? nil : startPath)
        images = ImageFeed(
            configuration, file: configurationFile, shown: shown, scale: scale ?? configuration.window.scale ?? 1,
            inBackground: decodesImagesInBackground)
        // SDL starts while the decoding thread takes the first images; what it has not done
        // by then is shared out, and a broken one is refused before the window opens.
        let session = try SDLSession(headless: headless)
        // SVGs are rendered at the scale the window asks for (the desktop's, when nothing says);
        // the first frame corrects it to the window's pixels, where the system scales them.
        images.cache.setRenderScale(scale ?? configuration.window.scale ?? session.desktopScale)
        try images.decodeShownFirst(of: configuration, from: shown)
        self.configuration = configuration
        self.panelFactory = panelFactory
        animationClock = SlowMotionClock(base: clock)
        let windowSize = size ?? Size(width: configuration.window.width, height: configuration.window.height)
        window = try Window(
            session: session, title: configuration.window.title, size: (Int(windowSize.width), Int(windowSize.height)),
            pointScale: scale ?? configuration.window.scale ?? session.desktopScale, fitsScreen: !headless)
        if let notice = window.fit.notice { StandardError.write("snapnav: \(notice)") }
        let renderer = try Renderer(
            window: window,
            choice: RendererChoice.choose(
                videoDriver: session.videoDriver, environment: ProcessInfo.processInfo.environment,
                gpuReachable: GPUDevices.reachable()))
        canvas = SDLCanvas(
            renderer: renderer, fonts: try FontLibrary(assetsDirectory: assetsDirectory, session: session),
            images: images.cache)
        let viewport = window.pointSize
        inputRouter = InputRouter(
            window: window, videoDriver: session.videoDriver, headless: headless, configuration: configuration)
        scheduler = FrameScheduler(
            pacer: FramePacer(refreshRate: window.refreshRate, vsyncRequested: renderer.vsyncRequested),
            sleep: sleep ?? { seconds in if seconds > 0 { usleep(UInt32(min(seconds, 1) * 1_000_000)) } })
        let navigator = try SwipeNavigator(
            configuration: configuration, viewport: viewport, clock: clock, animationClock: animationClock,
            start: startPath.first, panelFactory: panelFactory)
        navigator.openInPlace(Array(startPath.dropFirst()))
        // A prototype opened on a panel of its own choosing skips its launch screen.
        if start == nil { navigator.showLaunchScreen() }
        scene = NavigationScene(configuration: configuration, navigator: navigator, edgeColors: images.edgeColors)
        images.ranked(asShownBy: navigator)
    }

    /// The navigation.
    package var navigator: SwipeNavigator { scene.navigator }

    /// The time source of input and frames.
    package var clock: Clock { animationClock.base }

    /// The SDL renderer drawing into the window.
    package var renderer: Renderer { canvas.renderer }

    // MARK: Drawing

    /// Draws the current state into the back buffer (without presenting).
    package func drawFrame() {
        let layout = navigator.layOutFrame()
        canvas.beginFrame(windowSize: window.pointSize, clearing: !layout.coversViewportOpaquely)
        scene.compose(layout, on: canvas, showingHotspots: !tools.links.isEditing)
        tools.draw(in: canvas)
    }

    /// Reads the frames back at the scale the window was asked for.
    var capture: FrameCapture { FrameCapture(window: window, renderer: renderer) }

    /// Draws the current state and returns its pixels (ARGB8888), without presenting, at the
    /// scale the window was asked for (see `FrameCapture`).
    package func renderPixels() throws -> (width: Int, height: Int, pixels: [UInt32]) {
        try capture.pixels(drawing: drawFrame)
    }

    /// Draws the current state and saves it as a PNG file (BMP when `path` ends in `.bmp`).
    package func saveScreenshot(to path: String) throws { try capture.save(to: path, drawing: drawFrame) }
}
