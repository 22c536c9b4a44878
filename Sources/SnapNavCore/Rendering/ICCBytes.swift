/// The numbers an ICC profile stores, read from its bytes: big-endian integers, four-letter
/// signatures and fixed-point numbers, each nil where it would run past the end.
extension ArraySlice where Element == UInt8 {
    /// The big-endian 32-bit number at `offset` from the slice's start; nil past its end.
    func bigEndianUInt32(at offset: Int) -> UInt32? {
        guard offset >= 0, offset + 4 <= count else { return nil }
        let start = startIndex + offset
        return UInt32(self[start]) << 24 | UInt32(self[start + 1]) << 16 | UInt32(self[start + 2]) << 8
            | UInt32(self[start + 3])
    }

    /// The big-endian 16-bit number at `offset` from the slice's start; nil past its end.
    func bigEndianUInt16(at offset: Int) -> UInt16? {
        guard offset >= 0, offset + 2 <= count else { return nil }
        let start = startIndex + offset
        return UInt16(self[start]) << 8 | UInt16(self[start + 1])
    }

    /// The four ASCII characters at `offset`, as ICC's signatures are; nil past the end.
    func bigEndianTag(at offset: Int) -> String? {
        guard offset >= 0, offset + 4 <= count else { return nil }
        let start = startIndex + offset
        return String(decoding: self[start..<start + 4], as: Unicode.ASCII.self)
    }

    /// ICC's signed 15.16 fixed-point number at `offset`; nil past the end.
    func s15Fixed16(at offset: Int) -> Double? {
        bigEndianUInt32(at: offset).map { Double(Int32(bitPattern: $0)) / 65536 }
    }
}
