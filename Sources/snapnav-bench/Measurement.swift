import Glibc

/// Clocks the benchmarks read.
enum Clocks {
    /// CPU time used by the calling thread, in seconds: what a frame costs, unaffected by
    /// other processes sharing the machine.
    static func threadCPU() -> Double {
        read(CLOCK_THREAD_CPUTIME_ID)
    }

    /// CPU time used by every thread of the process, in seconds.
    static func processCPU() -> Double {
        read(CLOCK_PROCESS_CPUTIME_ID)
    }

    /// Monotonic wall time in seconds, the same clock `SystemClock` reads.
    static func monotonic() -> Double {
        read(CLOCK_MONOTONIC)
    }

    private static func read(_ clock: clockid_t) -> Double {
        var spec = timespec()
        clock_gettime(clock, &spec)
        return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
    }
}

/// A set of measured values, summarised the way the report quotes them.
struct Sample {
    private(set) var values: [Double]

    init(_ values: [Double] = []) {
        self.values = values
    }

    mutating func append(_ value: Double) {
        values.append(value)
    }

    var count: Int { values.count }

    /// The middle value (the mean of the two middle ones for an even count); 0 when empty.
    var median: Double { percentile(50) }

    /// The 99th percentile by nearest rank; 0 when empty.
    var p99: Double { percentile(99) }

    var maximum: Double { values.max() ?? 0 }

    /// The value below which `percent` of the values lie, by nearest rank; the median
    /// averages the two middle values of an even count.
    func percentile(_ percent: Double) -> Double {
        guard !values.isEmpty else { return 0 }
        let sorted = values.sorted()
        if percent == 50 {
            let middle = sorted.count / 2
            return sorted.count % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
        }
        let rank = Int((percent / 100 * Double(sorted.count)).rounded(.up))
        return sorted[min(max(rank, 1), sorted.count) - 1]
    }
}
