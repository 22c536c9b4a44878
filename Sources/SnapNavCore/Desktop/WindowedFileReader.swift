import Foundation

/// Reads a file a few bytes at a time at any offset, through a window of the file kept in
/// memory, so that walking a JPEG's segments costs a read per 64 KiB of the file rather than one
/// per segment, however many tiny segments a hostile file holds.
public final class WindowedFileReader {
    private let handle: FileHandle
    private var windowStart = 0
    private var window: [UInt8] = []
    /// How much of the file a read from it takes in.
    public static let windowSize = 64 << 10
    /// How many times the file itself has been read.
    public private(set) var fileReads = 0

    /// A reader of the file open on `handle`, which it does not close.
    public init(_ handle: FileHandle) {
        self.handle = handle
    }

    /// Up to `count` bytes at `offset`: fewer at the end of the file, none past it or when it
    /// cannot be read.
    public func read(at offset: Int, count: Int) -> [UInt8] {
        guard offset >= 0, count > 0 else { return [] }
        if offset < windowStart || offset + count > windowStart + window.count {
            guard (try? handle.seek(toOffset: UInt64(offset))) != nil else { return [] }
            windowStart = offset
            fileReads += 1
            window = [UInt8]((try? handle.read(upToCount: max(count, Self.windowSize))) ?? Data())
        }
        let start = offset - windowStart
        return Array(window[start..<min(window.count, start + count)])
    }
}
