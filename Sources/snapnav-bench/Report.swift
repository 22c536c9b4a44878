import Foundation

/// The results of every run: the table printed at the end and `bench/results.json`.
struct Report {
    var settings: BenchSettings
    var runs: [[String: Double]] = []
    var notes: [String: String] = [:]

    /// The median of one metric over the runs that measured it.
    func median(_ key: String) -> Double? {
        let values = runs.compactMap { $0[key] }
        return values.isEmpty ? nil : Sample(values).median
    }

    /// Whether the median of `metric` meets its goal, judged against the other medians; nil
    /// when it has no goal, was not measured, or this is a smoke run.
    func isMet(_ metric: Metric) -> Bool? {
        guard !settings.smoke, let goal = metric.goal, let value = median(metric.key) else { return nil }
        var medians: [String: Double] = [:]
        for other in Metrics.all { medians[other.key] = median(other.key) }
        return goal.isMet(value, medians)
    }

    /// The metrics no run measured, leaving out the at-rest ones when there was no display.
    var unmeasured: [String] {
        Metrics.all.map(\.key).filter { key in
            median(key) == nil && !(settings.display == nil && key.hasPrefix("rest."))
        }
    }

    /// The table as Markdown, as the README quotes it.
    var table: String {
        let title = settings.smoke ? "smoke run (too short to judge)" : "median of \(runs.count) run(s)"
        var lines = ["| measure | \(title) | goal | met |", "| --- | ---: | --- | --- |"]
        for metric in Metrics.all {
            let value = median(metric.key).map { metric.unit.format($0) } ?? "not measured"
            let met = isMet(metric).map { $0 ? "yes" : "no" } ?? ""
            lines.append("| \(metric.label) | \(value) | \(metric.goal?.text ?? "") | \(met) |")
        }
        return lines.joined(separator: "\n")
    }

    /// The unit of a metric's values as stored: seconds, bytes or the plain unit.
    private func jsonUnit(_ unit: Metric.Unit) -> String {
        switch unit {
        case .milliseconds, .microseconds: return "s"
        case .megabytes: return "bytes"
        case .nanoseconds, .ratio, .count: return unit.rawValue
        }
    }

    /// Writes the results, every run's value and each median, as JSON to `path`.
    func writeJSON(to path: String) throws {
        var metrics: [[String: Any]] = []
        for metric in Metrics.all {
            var entry: [String: Any] = [
                "key": metric.key, "label": metric.label,
                "unit": jsonUnit(metric.unit),
                "runs": runs.map { $0[metric.key] ?? .nan }.map { $0.isFinite ? $0 as Any : NSNull() },
            ]
            if let value = median(metric.key) { entry["median"] = value }
            if let goal = metric.goal { entry["goal"] = goal.text }
            if let met = isMet(metric) { entry["met"] = met }
            metrics.append(entry)
        }
        let root: [String: Any] = [
            "runs": runs.count, "smoke": settings.smoke, "notes": notes, "metrics": metrics,
            "machine": ["cores": ProcessInfo.processInfo.activeProcessorCount],
        ]
        let data = try JSONSerialization.data(withJSONObject: root, options: [.prettyPrinted, .sortedKeys])
        let url = URL(fileURLWithPath: path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }
}
