import CSDL2
import CWayland
import SnapNavCore

/// Where the app's input comes from and how it is read: SDL's events through the translator,
/// a touchpad's smooth scrolling from XInput 2 where X11 offers it, Wayland's word that a
/// touchpad's fingers lifted, and the mouse captured while a button is held.
package final class InputRouter {
    private var translator: EventTranslator
    /// Smooth touchpad scrolling read from XInput 2, on X11 where a device offers it.
    private let smoothScrolling: XInputSmoothScrolling?
    private var mouseCaptured = false
    private let videoDriver: String
    private let pointScale: Double
    /// Whether a touchpad's fingers lifting is heard on Wayland (SDL drops it).
    private let hearsFingersLift: Bool

    /// The input of `window`, on `videoDriver`, with wheel units as `configuration` sets them.
    init(window: Window, videoDriver: String, headless: Bool, configuration: Configuration) {
        self.videoDriver = videoDriver
        pointScale = window.pointScale
        translator = EventTranslator(pointScale: window.pointScale)
        smoothScrolling = headless ? nil : XInputSmoothScrolling.start(for: window)
        hearsFingersLift = snapnav_wayland_watch_axis_stops(window.handle) == 1
        follow(configuration)
    }

    /// Follows `configuration`'s wheel units, which tuning and reloads change.
    func follow(_ configuration: Configuration) {
        translator.preciseWheelFactor = Self.preciseWheelFactor(
            driver: videoDriver, pointScale: pointScale, configuration: configuration)
    }

    /// SDL on Wayland gives a touchpad's scrolling as the fingers' distance in window units
    /// divided by 10; the wheel gesture moves `input.wheelScale` points per unit. This factor
    /// makes the content move exactly as far as the fingers did, as it does on X11 through the
    /// scroll valuators, and 1 elsewhere.
    static func preciseWheelFactor(driver: String, pointScale: Double, configuration: Configuration) -> Double {
        guard driver == "wayland", configuration.input.wheelScale > 0 else { return 1 }
        return 10 / pointScale / configuration.input.wheelScale
    }

    /// What `event` means to the app, in a window `windowSize` points large; nil for one it
    /// ignores.
    func translate(_ event: SDL_Event, windowSize: @autoclosure () -> Size) -> AppEvent? {
        translator.translate(event, windowSize: windowSize())
    }

    /// Waits for SDL's next event, at most `seconds` (at least a millisecond, at most ten
    /// seconds), or for as long as it takes when nil. Returns the event, or nil when the time ran out.
    func waitForEvent(seconds: Double?) -> SDL_Event? {
        var event = SDL_Event()
        guard let seconds else { return SDL_WaitEvent(&event) == 1 ? event : nil }
        let milliseconds = max(1, Int32(min((seconds * 1000).rounded(.up), 10_000)))
        return SDL_WaitEventTimeout(&event, milliseconds) == 1 ? event : nil
    }

    /// Hands every event waiting in SDL's queue to `dispatch`.
    func pollEvents(_ dispatch: (SDL_Event) -> Void) {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 { dispatch(event) }
    }

    /// When a wait for events must end though no event comes: a frame from `now` while a
    /// touchpad swipe is held (`wheelActive`) on Wayland, since the word that the fingers
    /// lifted makes no SDL event to wake the wait; nil otherwise.
    func fingersMayLift(wheelActive: Bool, now: Double) -> Double? {
        hearsFingersLift && wheelActive ? now + 1.0 / 120 : nil
    }

    /// Whether Wayland said a touchpad's fingers lifted since it was last asked: read as SDL
    /// pumped its events, so after the scrolling that came before it.
    func fingersLifted() -> Bool { hearsFingersLift && snapnav_wayland_axis_stops() > 0 }

    /// Captures the mouse while a button is held, so a drag that leaves the window goes on.
    func captureMouse(_ captured: Bool) {
        guard captured != mouseCaptured else { return }
        mouseCaptured = captured
        SDL_CaptureMouse(captured ? SDL_TRUE : SDL_FALSE)
    }

    /// Where smooth scrolling comes from: "xinput2" when X11's scroll valuators are read,
    /// otherwise "sdl" (SDL's own wheel events: fractional on Wayland, whole notches on X11).
    package var smoothScrollingSource: String { smoothScrolling?.isActive == true ? "xinput2" : "sdl" }
}
