import Foundation

/// A short fingerprint of a file's bytes (64-bit FNV-1a, in hex), for telling whether an image
/// a take was recorded with has changed since. Not for security: it only has to notice a
/// re-export.
package enum ContentFingerprint {
    /// The fingerprint of the file at `path`; nil when it cannot be read.
    package static func of(path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        data.withUnsafeBytes { buffer in
            for byte in buffer {
                hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
            }
        }
        return String(hash, radix: 16)
    }
}
