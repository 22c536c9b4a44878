/// One prototype's navigation driven by a host other than the desktop window: the web player
/// in a browser, and the conformance runs that compare it with the desktop. The host hands it
/// events with their times and asks for frames; each frame is composed by the same
/// `FrameComposer` the desktop uses, into a display list the host draws.
///
/// ```swift
/// let player = try PrototypePlayer(bundle: bundle, viewport: Size(width: 390, height: 844))
/// player.handle(.pointerDown(.finger(1), Point(x: 300, y: 400)), at: 0.0)
/// let moving = player.drawFrame(at: 1.0 / 60)
/// ```
package final class PrototypePlayer {
    /// The prototype's configuration, decoded from its bundle.
    package let configuration: Configuration
    /// The time events and frames are given at, in seconds on the host's clock.
    package let clock = ManualClock()
    /// The navigation, its bars, and what composes them.
    package let scene: NavigationScene
    /// The last frame composed.
    package let frame = DisplayList()
    /// The navigation.
    package var navigator: SwipeNavigator { scene.navigator }
    /// The bars over the panels, when the configuration asks for them.
    package var chrome: NavigationChrome? { scene.chrome }

    /// The player of `bundle`, laid out in `viewport` (the configuration's window when nil),
    /// on its start panel with its launch screen shown from `time` (seconds on the host's
    /// clock). Throws the error the desktop would give for the same configuration.
    package convenience init(
        bundle: PrototypeBundle, viewport: Size? = nil, at time: Double = 0, following previous: PrototypePlayer? = nil
    ) throws(ConfigurationError) {
        try self.init(
            configuration: bundle.decodeConfiguration(), file: bundle.file, edgeColors: bundle.edgeColors,
            viewport: viewport, at: time, following: previous)
    }

    /// The player of `configuration` (read from `file`, its images' colours `edgeColors`), laid
    /// out in `viewport`, from `time`. Following `previous`, the player of the prototype before
    /// a save, it keeps the place as the window's reload does: the panel on screen, the screens
    /// open over it and where each is scrolled, with no launch screen.
    package init(
        configuration: Configuration, file: String, edgeColors: ImageEdgeColors = ImageEdgeColors(),
        viewport: Size? = nil, at time: Double = 0,
        following previous: PrototypePlayer? = nil
    ) throws(ConfigurationError) {
        self.configuration = configuration
        let size = viewport ?? Size(width: configuration.window.width, height: configuration.window.height)
        // The launch screen's time, and every other, counts from when the host opens the player.
        clock.set(to: time)
        let clock = self.clock
        let start = previous.flatMap { SwipeNavigator.start(keepingPlaceOf: $0.navigator, in: configuration) }
        let navigator: SwipeNavigator
        do throws(PanelContentError) {
            navigator = try SwipeNavigator(configuration: configuration, viewport: size, clock: clock, start: start) {
                (panel) throws(PanelContentError) in try PanelFactory.standard.make(panel, clock: clock)
            }
        } catch {
            throw ConfigurationError(file: file, keyPath: "panels", problem: error.problem)
        }
        if let previous {
            navigator.keepPlace(of: previous.navigator)
        } else {
            navigator.showLaunchScreen()
        }
        scene = NavigationScene(configuration: configuration, navigator: navigator, edgeColors: edgeColors)
    }

    /// Handles `event`, which happened at `time` (seconds; earlier times than the last are
    /// taken as the last).
    package func handle(_ event: InputEvent, at time: Double) {
        clock.set(to: time)
        navigator.handle(event)
    }

    /// Handles a browser's wheel event at `time`: its `deltaX` and `deltaY` in its
    /// `deltaMode` (0 pixels, 1 lines, 2 pages), on a page showing `pixelsPerPoint` of its
    /// pixels to a point. Pixels that are not whole notches (a touchpad's) move the content as
    /// far on the screen as the fingers; notches page as a mouse wheel does. Returns the input
    /// the navigation was given, which a take records as the window records its wheel; nil when
    /// the event moves nothing.
    @discardableResult
    package func handleWheel(
        deltaX: Double, deltaY: Double, mode: Int, pixelsPerPoint: Double = 1, at time: Double
    ) -> InputEvent? {
        let notch: Double?
        switch mode {
        case 1: notch = 3
        case 2: notch = 1
        default: notch = [100.0, 120.0].first { Self.isWhole(deltaX, of: $0) && Self.isWhole(deltaY, of: $0) }
        }
        // The browser's positive deltas scroll down and right, which moves the content up and left.
        let delta: Point
        if let notch {
            delta = Point(x: -deltaX / notch, y: -deltaY / notch)
        } else {
            let points = configuration.input.wheelScale > 0 ? configuration.input.wheelScale : 1
            let scale = points * (pixelsPerPoint > 0 ? pixelsPerPoint : 1)
            delta = Point(x: -deltaX / scale, y: -deltaY / scale)
        }
        guard delta != .zero else { return nil }
        let event = InputEvent.wheel(delta: delta, isPrecise: notch == nil)
        handle(event, at: time)
        return event
    }

    private static func isWhole(_ value: Double, of notch: Double) -> Bool {
        value == 0 || (value / notch).rounded() == value / notch
    }

    /// Steps the motion to `time` and composes the frame into `frame`. Returns whether the
    /// navigation is still moving by itself, so that the host asks for another frame; false
    /// when it rests until the next event.
    @discardableResult
    package func drawFrame(at time: Double) -> Bool {
        clock.set(to: time)
        navigator.step()
        let layout = navigator.layOutFrame()
        frame.reset(size: navigator.viewport)
        scene.compose(layout, on: frame)
        return navigator.isMovingWithoutInput
    }
}
