/// Memory the script reads and writes at a fixed address: it moves only when it grows, and the
/// script asks for the address again after each call that may grow it.
struct ByteBuffer {
    private(set) var base = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private(set) var capacity = 1
    private(set) var count = 0

    /// The address of at least `size` bytes, growing the buffer when it is smaller.
    mutating func reserve(_ size: Int) -> UnsafeMutablePointer<UInt8> {
        if size > capacity {
            base.deallocate()
            capacity = max(size, capacity * 2)
            base = .allocate(capacity: capacity)
        }
        return base
    }

    /// Holds `bytes`.
    mutating func set(_ bytes: [UInt8]) {
        let base = reserve(bytes.count)
        for (index, byte) in bytes.enumerated() { base[index] = byte }
        count = bytes.count
    }
}

/// `ByteBuffer` for doubles.
struct DoubleBuffer {
    private(set) var base = UnsafeMutablePointer<Double>.allocate(capacity: 1)
    private(set) var capacity = 1
    private(set) var count = 0

    /// Holds `numbers`.
    mutating func set(_ numbers: [Double]) {
        if numbers.count > capacity {
            base.deallocate()
            capacity = max(numbers.count, capacity * 2)
            base = .allocate(capacity: capacity)
        }
        for (index, number) in numbers.enumerated() { base[index] = number }
        count = numbers.count
    }
}
