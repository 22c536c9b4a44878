import Foundation

/// The frames of a GIF file as its blocks lay them out: each image's rectangle, and whether
/// its graphic control block gives it a transparent colour. Read from the file's own bytes, so
/// the tests see what a browser is given, not what a decoder makes of it.
struct GIFFrames {
    struct Frame: Equatable {
        var x: Int, y: Int, width: Int, height: Int
        var hasTransparency: Bool
    }

    var width = 0
    var height = 0
    var frames: [Frame] = []

    init?(path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let bytes = [UInt8](data)
        guard bytes.count > 13, bytes.starts(with: Array("GIF89a".utf8)) else { return nil }
        func word(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
        width = word(6)
        height = word(8)
        var at = 13
        if bytes[10] & 0x80 != 0 { at += 3 << (Int(bytes[10] & 7) + 1) }
        /// Skips sub-blocks from `at` to past their terminator.
        func skipSubBlocks() {
            while at < bytes.count, bytes[at] != 0 { at += Int(bytes[at]) + 1 }
            at += 1
        }
        var transparency = false
        while at < bytes.count {
            switch bytes[at] {
            case 0x21:
                if bytes[at + 1] == 0xF9 { transparency = bytes[at + 3] & 1 != 0 }
                at += 2
                skipSubBlocks()
            case 0x2C:
                frames.append(
                    Frame(
                        x: word(at + 1), y: word(at + 3), width: word(at + 5), height: word(at + 7),
                        hasTransparency: transparency))
                let flags = bytes[at + 9]
                at += 10
                if flags & 0x80 != 0 { at += 3 << (Int(flags & 7) + 1) }
                at += 1
                skipSubBlocks()
                transparency = false
            case 0x3B:
                return
            default:
                return nil
            }
        }
    }
}
