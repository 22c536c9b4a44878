/// The source of time for everything that moves. Injected, so that tests and replays
/// decide exactly when "now" is.
public protocol Clock: AnyObject {
    /// Seconds since an arbitrary fixed origin; never decreases.
    var now: Double { get }
    /// How many of its seconds pass in a second of real time: 1, or less for a clock slowed down.
    var rate: Double { get }
}

extension Clock {
    /// A clock keeps real time unless it says otherwise.
    public var rate: Double { 1 }
}

/// A clock that moves only when told to, for tests and replays.
///
/// ```swift
/// let clock = ManualClock()
/// clock.advance(by: 1.0 / 60)
/// ```
public final class ManualClock: Clock {
    /// The current time, in seconds.
    public private(set) var now: Double

    /// A clock that reads `now` until advanced.
    public init(now: Double = 0) {
        self.now = now
    }

    /// Moves time forward by `seconds`; negative or non-finite amounts are ignored
    /// because time never runs backwards.
    public func advance(by seconds: Double) {
        guard seconds.isFinite, seconds > 0 else { return }
        now += seconds
    }

    /// Sets the time to `time` if it is later than now.
    public func set(to time: Double) {
        guard time.isFinite, time > now else { return }
        now = time
    }
}
