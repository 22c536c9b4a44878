/// The ICC profile a JPEG file carries, in its `APP2` segments marked `ICC_PROFILE` (ICC.1:2010,
/// annex B): a profile larger than a segment holds is split over several, numbered in order.
public struct JPEGColorProfile: Equatable, Sendable {
    /// The profile.
    public var bytes: [UInt8]
    /// How many channels the image has, from its frame header: 1 for grey, 3 for colour; nil
    /// when the header was not found before the profile's search ended.
    public var channels: Int?

    /// The profile in the JPEG file that `bytes` starts with; nil when it carries none. Reads
    /// segments up to the image data, where profiles of the usual size lie well within the
    /// first mebibyte.
    public static func find(inJPEG bytes: [UInt8]) -> JPEGColorProfile? {
        let data = bytes[...]
        guard data.count >= 4, data[0] == 0xFF, data[1] == 0xD8 else { return nil }
        let signature = Array("ICC_PROFILE".utf8) + [0]
        var parts: [Int: ArraySlice<UInt8>] = [:]
        var channels: Int?
        var offset = 2
        while offset + 4 <= data.count, data[offset] == 0xFF {
            let marker = data[offset + 1]
            // Fill bytes may stand before a marker.
            if marker == 0xFF {
                offset += 1
                continue
            }
            // The start of the image data, or its end: no more segments before the pixels.
            if marker == 0xDA || marker == 0xD9 { break }
            guard let length = data.bigEndianUInt16(at: offset + 2), length >= 2,
                offset + 2 + Int(length) <= data.count
            else { break }
            let body = data[(offset + 4)..<(offset + 2 + Int(length))]
            // A frame header (SOF0 to SOF15, less the markers that share the range) says how
            // many channels the image has, after its precision, height and width.
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker), body.count > 5 {
                channels = Int(body[body.startIndex + 5])
            }
            if marker == 0xE2, body.count > signature.count + 2, body.starts(with: signature) {
                let sequence = Int(body[body.startIndex + signature.count])
                parts[sequence] = body.dropFirst(signature.count + 2)
            }
            offset += 2 + Int(length)
        }
        guard !parts.isEmpty else { return nil }
        // Every part from the first on, in order; a missing one leaves a profile that reads as
        // cut short.
        return JPEGColorProfile(bytes: parts.keys.sorted().flatMap { Array(parts[$0]!) }, channels: channels)
    }
}
