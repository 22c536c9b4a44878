import SnapNavCore

/// What one tester did, as the replay of their take through the navigation saw it: every tap,
/// where it landed and whether anything answered it, and the screens they rested on, in order.
package struct ObservedSession: Equatable, Sendable {
    /// A tap (a press and release that never left the slop), on the screen shown when it came.
    package struct Tap: Equatable, Sendable {
        /// Seconds since the take began.
        package var time: Double
        /// Where the navigation was, as `--start` takes it (`inbox/chat`).
        package var screen: String
        /// Where the finger or the mouse was, in the take's points.
        package var location: Point
        /// Whether a bar's button, a hotspot or the panel itself answered it; a tap nothing
        /// answers is a misclick, the one after which the window flashes the hotspots.
        package var hit: Bool

        /// A tap at `time` on `screen` at `location` that `hit` or missed.
        package init(time: Double, screen: String, location: Point, hit: Bool) {
            self.time = time
            self.screen = screen
            self.location = location
            self.hit = hit
        }
    }

    /// A stay on one screen, from when the navigation headed there to when it headed elsewhere.
    package struct Visit: Equatable, Sendable {
        /// Where the navigation was, as `--start` takes it.
        package var screen: String
        /// Seconds since the take began.
        package var start: Double
        /// See `start`.
        package var end: Double

        /// How long the stay lasted.
        package var seconds: Double { end - start }

        /// A stay on `screen` from `start` to `end`.
        package init(screen: String, start: Double, end: Double) {
            self.screen = screen
            self.start = start
            self.end = end
        }
    }

    /// The take's file name, which names the tester in the report.
    package var name: String
    /// The device's size in points.
    package var viewport: Size
    /// Every tap, in time order.
    package var taps: [Tap]
    /// Every stay, in time order; one follows another on another screen.
    package var visits: [Visit]

    /// A tester's session: the take `name` on a device of `viewport` points.
    package init(name: String, viewport: Size, taps: [Tap] = [], visits: [Visit] = []) {
        self.name = name
        self.viewport = viewport
        self.taps = taps
        self.visits = visits
    }

    /// The screens the tester went through, in order.
    package var path: [String] { visits.map { $0.screen } }

    /// The taps nothing answered.
    package var misclicks: Int { taps.filter { !$0.hit }.count }
}
