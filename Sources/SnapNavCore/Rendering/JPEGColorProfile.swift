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
        var offset = 2
        while true {
            // The marker, the length, and a frame header's precision, height, width and channels.
            let header = readAt(offset, 10)
            guard header.count >= 4, header[0] == 0xFF else { break }
            let marker = header[1]
            // Fill bytes may stand before a marker.
            if marker == 0xFF {
                offset += 1
                continue
            }
            // The start of the image data, or its end: no more segments before the pixels.
            if marker == 0xDA || marker == 0xD9 { break }
            let length = Int(header[2]) << 8 | Int(header[3])
            guard length >= 2 else { break }
            // A frame header (SOF0 to SOF15, less the markers that share the range) says how
            // many channels the image has, after its precision, height and width.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), header.count >= 10 {
                channels = Int(header[9])
            }
            if marker == 0xE2, length - 2 > signature.count + 2 {
                let body = readAt(offset + 4, length - 2)
                if body.count == length - 2, body.starts(with: signature) {
                    parts[Int(body[signature.count])] = Array(body.dropFirst(signature.count + 2))
                }
            }
            offset += 2 + length
        }
        guard !parts.isEmpty else { return nil }
        // Every part from the first on, in order; a missing one leaves a profile that reads as
        // cut short.
        return JPEGColorProfile(bytes: parts.keys.sorted().flatMap { parts[$0]! }, channels: channels)
    }
}
