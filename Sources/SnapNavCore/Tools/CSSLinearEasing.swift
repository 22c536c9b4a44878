/// A spring sampled into CSS's `linear()` easing, which has no spring of its own: the progress
/// from 0 to 1 at evenly spaced times across the spring's settling time, as few stops as keep
/// the straight lines between them within half a percent of the spring, each to three decimals.
package struct CSSLinearEasing: Equatable, Sendable {
    /// How long the transition runs, in seconds: the spring's settling time, to the millisecond.
    package let duration: Double
    /// The progress at evenly spaced times from 0 to `duration`: 0 first, 1 last.
    package let stops: [Double]

    /// The straight lines may stray this far from the spring, as a share of the distance; the
    /// stops' rounding to three decimals adds at most 0.0005.
    static let tolerance = 0.005

    /// `spring` from rest to its target, sampled.
    package init(_ spring: SpringParameters) {
        duration = (spring.settlingTime() * 1000).rounded(.up) / 1000
        let motion = SpringAnimation(
            from: 0, to: 1, initialVelocity: 0, startTime: 0, parameters: spring, overshoots: true)
        let duration = duration
        func progress(_ time: Double) -> Double { 1 + motion.state(at: time).displacement }
        var count = 8
        var stops: [Double] = []
        while true {
            stops = (0...count).map { index in
                index == count ? 1 : (progress(duration * Double(index) / Double(count)) * 1000).rounded() / 1000
            }
            if count >= 400 || Self.largestError(of: stops, duration: duration, against: progress) <= Self.tolerance {
                break
            }
            count += count / 2
        }
        self.stops = stops
    }

    /// How far the straight lines through `stops` stray from `progress`, checked at 20 times
    /// between each pair of stops.
    static func largestError(of stops: [Double], duration: Double, against progress: (Double) -> Double) -> Double {
        let segments = stops.count - 1
        var largest = 0.0
        for segment in 0..<segments {
            for step in 0..<20 {
                let fraction = Double(step) / 20
                let time = duration * (Double(segment) + fraction) / Double(segments)
                let line = stops[segment] + (stops[segment + 1] - stops[segment]) * fraction
                largest = max(largest, abs(line - progress(time)))
            }
        }
        return largest
    }

    /// The easing as CSS writes it: `linear(0, 0.087, …, 1)`.
    package var function: String { "linear(" + stops.map { JSONText.number($0) }.joined(separator: ", ") + ")" }

    /// A transition of `property` with it: `transition: transform 0.861s linear(…);`.
    package func transition(of property: String = "transform") -> String {
        "transition: \(property) \(JSONText.number(duration))s \(function);"
    }
}
