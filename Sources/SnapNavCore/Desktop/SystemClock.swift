import Foundation

/// The monotonic system clock.
public final class SystemClock: Clock {
    /// The system's monotonic clock, which never jumps with the wall clock.
    public init() {}

    /// Seconds since the system started.
    public var now: Double {
        var spec = timespec()
        clock_gettime(CLOCK_MONOTONIC, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}
