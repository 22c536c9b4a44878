/// Measures how long input waits to be seen: for every device input that changes a frame, the
/// time from its SDL timestamp to the present that shows it, in SDL's millisecond ticks.
/// The app keeps one only when asked to (`SnapNavApp.inputLatency`), so normal runs pay
/// nothing for it.
package struct InputLatencyMeter: Sendable {
    /// Each measured latency, in seconds, in the order the frames were presented.
    package private(set) var latencies: [Double] = []
    private var pending: [UInt32] = []

    /// A meter with nothing measured yet.
    package init() {}

    /// Notes an event, queued at SDL tick `timestamp`, that the next present will show.
    package mutating func inputHandled(timestamp: UInt32) {
        pending.append(timestamp)
    }

    /// Notes a present at SDL tick `ticks`: every pending event has now been shown.
    package mutating func framePresented(atTicks ticks: UInt32) {
        for timestamp in pending { latencies.append(Double(ticks &- timestamp) / 1000) }
        pending.removeAll(keepingCapacity: true)
    }
}
