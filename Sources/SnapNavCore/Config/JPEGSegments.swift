/// The segments of a JPEG file before its image data, each a marker and a length, walked from
/// one to the next so that only their headers are read, however much metadata lies between.
enum JPEGSegments {
    /// One segment's start.
    struct Segment {
        /// Its marker, the byte after 0xFF.
        let marker: UInt8
        /// Where its marker starts in the file.
        let offset: Int
        /// Its length, which counts the two length bytes and the body after them.
        let length: Int
        /// Its first bytes from the marker on, up to ten: a frame header's marker, length,
        /// precision, height, width and channels.
        let header: [UInt8]

        /// Whether it is a frame header (SOF0 to SOF15, less the markers that share the range),
        /// which holds the image's size and channels.
        var isFrameHeader: Bool { (0xC0...0xCF).contains(marker) && ![0xC4, 0xC8, 0xCC].contains(marker) }
    }

    /// Calls `visit` with each segment after the file's start, through `readAt` (`count` bytes
    /// at `offset`, fewer at the end), until the image data, the end of the file, a segment that
    /// is not one, or `visit` returning false.
    static func walk(readAt: (_ offset: Int, _ count: Int) -> [UInt8], visit: (Segment) -> Bool) {
        var offset = 2
        while true {
            let header = readAt(offset, 10)
            guard header.count >= 4, header[0] == 0xFF else { return }
            let marker = header[1]
            // Fill bytes may stand before a marker.
            if marker == 0xFF {
                offset += 1
                continue
            }
            // The start of the image data, or the end of the file: no segments past it.
            if marker == 0xDA || marker == 0xD9 { return }
            let length = Int(header[2]) << 8 | Int(header[3])
            guard visit(Segment(marker: marker, offset: offset, length: length, header: header)), length >= 2 else {
                return
            }
            offset += 2 + length
        }
    }
}
