/// SplitMix64: a small, fast random number generator whose whole sequence follows from one
/// seed, so randomised input (property tests, soaks) can be made again from the seed it prints.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    /// The generator that `seed` starts.
    public init(seed: UInt64) {
        state = seed
    }

    /// The next number of the sequence.
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
