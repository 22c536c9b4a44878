/// A clock that runs `factor` times slower than the clock it follows, like the iOS
/// Simulator's "Slow Animations". Animations read it; gestures keep reading the real clock,
/// so drags follow the pointer 1:1 and release velocities stay in real points per second.
///
/// ```swift
/// let real = ManualClock()
/// let slow = SlowMotionClock(base: real)
/// slow.factor = 10
/// real.advance(by: 1)   // slow.now has moved 0.1 s
/// ```
public final class SlowMotionClock: Clock {
    /// The clock this one follows.
    public let base: Clock
    private var anchorBase: Double
    private var anchorSlow: Double

    /// How many times slower than `base` this clock runs; 1 is real time. Changing it keeps
    /// `now` continuous, so an animation in flight only changes speed, never jumps.
    public var factor: Double = 1 {
        didSet {
            if !(factor.isFinite && factor > 0) { factor = 1 }
            let baseNow = base.now
            if !isFrozen { anchorSlow += (baseNow - anchorBase) / oldValue }
            anchorBase = baseNow
        }
    }

    /// Whether time stands still, as it does while the link editor is open: every animation,
    /// timer and timed action waits where it is, and carries on from there when it is false.
    public var isFrozen = false {
        didSet {
            guard isFrozen != oldValue else { return }
            let baseNow = base.now
            if isFrozen { anchorSlow += (baseNow - anchorBase) / factor }
            anchorBase = baseNow
        }
    }

    /// A clock running at `base`'s pace until slowed.
    public init(base: Clock) {
        self.base = base
        anchorBase = base.now
        anchorSlow = anchorBase
    }

    /// `base`'s time, slowed by `factor` since the factor last changed; still while frozen.
    public var now: Double { isFrozen ? anchorSlow : anchorSlow + (base.now - anchorBase) / factor }

    /// `base`'s rate, slowed by `factor`.
    public var rate: Double { base.rate / factor }
}
