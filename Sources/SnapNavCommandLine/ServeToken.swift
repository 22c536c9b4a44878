import Foundation

/// The secret part of the served URL: 128 random bits from the kernel, in hex, so that only
/// someone given the URL can open the prototype.
enum ServeToken {
    /// A new token, or nil when /dev/urandom cannot be read.
    static func make() -> String? {
        guard let random = FileHandle(forReadingAtPath: "/dev/urandom") else { return nil }
        defer { try? random.close() }
        guard let bytes = try? random.read(upToCount: 16), bytes.count == 16 else { return nil }
        return bytes.map { String(format: "%02x", $0) }.joined()
    }
}
