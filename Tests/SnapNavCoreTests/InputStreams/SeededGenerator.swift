import SnapNavCore

/// The property tests' generator: Core's SplitMix64, seeded, so a failing random stream can be
/// made again from the seed it prints.
typealias SeededGenerator = SplitMix64

extension SplitMix64 {
    /// True with probability `p`.
    mutating func chance(_ p: Double) -> Bool {
        Double.random(in: 0..<1, using: &self) < p
    }

    /// An index into `weights`, each picked in proportion to its weight.
    mutating func pick(_ weights: [Int]) -> Int {
        var remaining = Int.random(in: 0..<weights.reduce(0, +), using: &self)
        for (index, weight) in weights.enumerated() {
            if remaining < weight { return index }
            remaining -= weight
        }
        return weights.count - 1
    }

    /// One of `choices`, each picked in proportion to its weight.
    mutating func weighted<T>(_ choices: [(weight: Int, value: T)]) -> T {
        choices[pick(choices.map(\.weight))].value
    }
}
