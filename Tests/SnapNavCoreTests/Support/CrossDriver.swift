import SnapNavCore

/// Drives a navigator with a manual clock the way a mouse, a finger, a wheel or a touchpad and
/// a 60 Hz frame loop would: the one driver every test of the cross uses.
final class CrossDriver {
    let clock: ManualClock
    let navigator: SwipeNavigator
    /// Where the pointer is: the last press or move.
    private(set) var pointer = Point(x: 180, y: 320)

    init(_ navigator: SwipeNavigator, clock: ManualClock) {
        self.navigator = navigator
        self.clock = clock
    }

    /// A driver for the cross `json` describes, in a 360 × 640 viewport, starting on `start`.
    /// Panels are made by the standard factory when `standardPanels` is true (lists scroll,
    /// images load), otherwise as plain colour panels.
    convenience init(
        json: String, file: String = "cross.json", start: String? = nil, clock: ManualClock = ManualClock(),
        standardPanels: Bool = false
    ) throws {
        let configuration = try Configuration.parse(json, file: file)
        let viewport = Size(width: 360, height: 640)
        let navigator =
            standardPanels
            ? try SwipeNavigator(configuration: configuration, viewport: viewport, clock: clock, start: start) {
                try PanelFactory.standard.make($0, clock: clock)
            }
            : SwipeNavigator(configuration: configuration, viewport: viewport, clock: clock, start: start)
        self.init(navigator, clock: clock)
    }

    /// The vertical pager; fails the test's precondition when the layout has none.
    var vertical: PagingScrollController { navigator.vertical! }

    // MARK: Pointer

    /// Presses the mouse at `point`.
    func press(at point: Point) {
        pointer = point
        navigator.handle(.pointerDown(.mouse, point))
    }

    /// Moves the pressed mouse by `delta`, 16 ms after the last event.
    func move(by delta: Point) {
        clock.advance(by: 0.016)
        pointer = pointer + delta
        navigator.handle(.pointerMove(.mouse, pointer))
    }

    /// Keeps the pointer still for `seconds`, long enough that a release has no velocity.
    func holdStill(for seconds: Double = 0.2) {
        clock.advance(by: seconds)
        navigator.handle(.pointerMove(.mouse, pointer))
    }

    /// Lets go of the mouse where it is.
    func release() {
        navigator.handle(.pointerUp(.mouse, pointer))
    }

    /// Presses the mouse at `start`, moves it by `delta` in `steps` moves 16 ms apart, a frame
    /// stepped after each and, when `release` is true, lets go. `each` runs after every move.
    func drag(
        by delta: Point, from start: Point = Point(x: 180, y: 320), steps: Int = 12, release: Bool = true,
        each: () -> Void = {}
    ) {
        press(at: start)
        for step in 1...steps {
            clock.advance(by: 0.016)
            navigator.step()
            let f = Double(step) / Double(steps)
            pointer = Point(x: start.x + delta.x * f, y: start.y + delta.y * f)
            navigator.handle(.pointerMove(.mouse, pointer))
            each()
        }
        if release { self.release() }
    }

    /// A press and a release at `point` 50 ms apart, never leaving the slop.
    func tap(at point: Point) {
        press(at: point)
        clock.advance(by: 0.05)
        navigator.handle(.pointerUp(.mouse, point))
    }

    // MARK: Keys

    /// Presses `key`, then lets `seconds` pass in 60 Hz frames for the page it asked for.
    func press(_ key: Key, thenRun seconds: Double = 1) {
        navigator.handle(.key(key, []))
        run(seconds: seconds)
    }

    // MARK: Wheel and touchpad

    /// `count` wheel events of `delta`, `interval` seconds apart, stepping the navigation after
    /// each; `isPrecise` false for a clicky wheel's whole notches.
    func scroll(_ delta: Point, count: Int, interval: Double = 0.02, isPrecise: Bool = true) {
        for _ in 0..<count {
            navigator.handle(.wheel(delta: delta, isPrecise: isPrecise))
            clock.advance(by: interval)
            navigator.step()
        }
    }

    // MARK: Time

    /// Lets `seconds` pass in 60 Hz frames.
    func run(seconds: Double) {
        frames(Int((seconds * 60).rounded(.up)))
    }

    /// Runs 60 Hz frames until nothing moves (at most fifteen seconds); `each` runs after every frame.
    func settle(each: () -> Void = {}) {
        for _ in 0..<900 where navigator.isAnimating {
            clock.advance(by: 1.0 / 60)
            navigator.step()
            each()
        }
    }

    /// Runs `count` 60 Hz frames.
    func frames(_ count: Int) {
        for _ in 0..<count {
            clock.advance(by: 1.0 / 60)
            navigator.step()
        }
    }
}
