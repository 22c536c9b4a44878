/// The ICC profile a JPEG file carries, in its `APP2` segments marked `ICC_PROFILE` (ICC.1:2010,
/// annex B): a profile larger than a segment holds is split over several, numbered in order.
public struct JPEGColorProfile: Equatable, Sendable {
    /// The profile.
    public var bytes: [UInt8]
    /// How many channels the image has, from its frame header: 1 for grey, 3 for colour; nil
    /// when the header was not found before the profile's search ended.
    public var channels: Int?

    /// The profile in the JPEG file `bytes`; nil when it carries none.
    public static func find(inJPEG bytes: [UInt8]) -> JPEGColorProfile? {
        find { offset, count in
            offset < bytes.count ? Array(bytes[offset..<min(bytes.count, offset + count)]) : []
        }
    }

    /// The profile in a JPEG file that `readAt` reads, `count` bytes at `offset` (fewer at its
    /// end); nil when it carries none. Only the segments' headers, and the profile's own
    /// segments, are read, however long the metadata before them: Photoshop can write megabytes.
    public static func find(readAt: (_ offset: Int, _ count: Int) -> [UInt8]) -> JPEGColorProfile? {
        guard readAt(0, 2) == [0xFF, 0xD8] else { return nil }
        let signature = Array("ICC_PROFILE".utf8) + [0]
        var parts: [Int: [UInt8]] = [:]
        var channels: Int?
        JPEGSegments.walk(readAt: readAt) { segment in
            if segment.isFrameHeader, segment.header.count >= 10 { channels = Int(segment.header[9]) }
            let bodyLength = segment.length - 2
            if segment.marker == 0xE2, bodyLength > signature.count + 2 {
                let body = readAt(segment.offset + 4, bodyLength)
                if body.count == bodyLength, body.starts(with: signature) {
                    parts[Int(body[signature.count])] = Array(body.dropFirst(signature.count + 2))
                }
            }
            return true
        }
        guard !parts.isEmpty else { return nil }
        // Every part from the first on, in order; a missing one leaves a profile that reads as
        // cut short.
        return JPEGColorProfile(bytes: parts.keys.sorted().flatMap { parts[$0]! }, channels: channels)
    }
}
