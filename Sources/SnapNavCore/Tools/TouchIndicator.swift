/// Translucent circles where the mouse or a finger presses, as iOS's "Show Touches" draws them
/// in screen recordings, so a shared take shows where the designer touched: a circle follows
/// each pointer while it is down, and fades out where it was released.
package struct TouchIndicator: Sendable {
    /// A fingertip's size in points: Apple's smallest comfortable tap target is 44.
    package static let radius = 22.0
    /// How long a released touch takes to fade out.
    package static let fadeDuration = 0.25
    static let fill = Color(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 0x73)
    static let edge = Color(red: 0x30, green: 0x30, blue: 0x30, alpha: 0x59)

    private var pressed: [PointerID: Point] = [:]
    private var released: [(location: Point, time: Double)] = []

    /// No touches yet.
    package init() {}

    /// Follows `event`, which arrived at `time` (seconds of the clock frames are drawn at).
    package mutating func handle(_ event: InputEvent, at time: Double) {
        switch event {
        case .pointerDown(let id, let location) where location.isFinite:
            pressed[id] = location
        case .pointerMove(let id, let location) where location.isFinite && pressed[id] != nil:
            pressed[id] = location
        case .pointerUp(let id, _):
            // Where the pointer last was while down: a release outside the window has no place.
            if let location = pressed.removeValue(forKey: id) { released.append((location, time)) }
        case .focusLost:
            for location in pressed.values { released.append((location, time)) }
            pressed.removeAll()
        default:
            break
        }
    }

    /// Where pointers are down now.
    package var pressedLocations: [Point] { Array(pressed.values) }

    /// Whether a released touch is still fading at `time`, so frames must keep coming.
    package func isFading(at time: Double) -> Bool {
        released.contains { time - $0.time < Self.fadeDuration }
    }

    /// Forgets released touches that have faded by `time`.
    package mutating func step(to time: Double) {
        released.removeAll { time - $0.time >= Self.fadeDuration }
    }

    /// Draws every touch as it is at `time`: the pressed ones whole, the released fading.
    package func draw(in canvas: Canvas, at time: Double) {
        for location in pressed.values { drawCircle(at: location, opacity: 1, in: canvas) }
        for touch in released {
            let opacity = 1 - (time - touch.time) / Self.fadeDuration
            if opacity > 0 { drawCircle(at: touch.location, opacity: min(opacity, 1), in: canvas) }
        }
    }

    private func drawCircle(at center: Point, opacity: Double, in canvas: Canvas) {
        canvas.fillCircle(center: center, radius: Self.radius, color: Self.fill.withOpacity(opacity))
        canvas.strokeCircle(center: center, radius: Self.radius, lineWidth: 1.5, color: Self.edge.withOpacity(opacity))
    }
}
