/// One line of the report: what was measured, how it is shown, and the goal it is held to.
struct Metric {
    /// The key in `bench/results.json`.
    var key: String
    var label: String
    var unit: Unit
    /// The goal in words, and whether a run's value meets it given all of that run's values.
    var goal: (text: String, isMet: (Double, [String: Double]) -> Bool)?

    enum Unit: String {
        case milliseconds = "ms"
        case microseconds = "µs"
        case nanoseconds = "ns"
        case megabytes = "MB"
        case ratio = "×"
        case count = ""

        /// How a value in the metric's base unit (seconds, bytes, plain numbers) is shown.
        func format(_ value: Double) -> String {
            switch self {
            case .milliseconds: return fixed(value * 1000, digits: value * 1000 < 10 ? 3 : 1) + " ms"
            case .microseconds: return fixed(value * 1e6, digits: 1) + " µs"
            case .nanoseconds: return fixed(value, digits: 0) + " ns"
            case .megabytes: return fixed(value / 1_048_576, digits: 1) + " MB"
            case .ratio: return fixed(value, digits: 2)
            case .count: return fixed(value, digits: value == value.rounded() ? 0 : 1)
            }
        }

        private func fixed(_ value: Double, digits: Int) -> String {
            guard value.isFinite else { return "n/a" }
            var scale = 1.0
            for _ in 0..<digits { scale *= 10 }
            let rounded = (value * scale).rounded() / scale
            var text = digits == 0 ? String(Int(rounded)) : String(rounded)
            if digits > 0 {
                let decimals = text.split(separator: ".").last.map(\.count) ?? 0
                text += String(repeating: "0", count: max(0, digits - decimals))
            }
            return text
        }
    }

    static func atMost(_ limit: Double, _ text: String) -> (text: String, isMet: (Double, [String: Double]) -> Bool) {
        (text, { value, _ in value <= limit })
    }
}
