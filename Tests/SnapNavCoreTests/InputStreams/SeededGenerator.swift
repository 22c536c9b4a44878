/// SplitMix64: a small, fast generator whose whole sequence follows from one seed, so a
/// failing random stream can be made again from the seed it prints.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

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
