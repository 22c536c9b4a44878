import CSDL2
import Foundation
import Glibc

/// Decoding an image with what libpng prints kept off the terminal: for a broken PNG it writes
/// a bare "libpng error: …" line to standard error, ahead of the app's own message, while SDL_image
/// only says "Error reading the PNG file". The line is captured instead, so that the app's message,
/// which names the file and the key, can give libpng's reason too.
enum QuietDecoding {
    /// `IMG_Load(path)`, and what the decoder wrote to standard error meanwhile (trimmed, its
    /// "libpng error: " prefixes dropped; empty when it wrote nothing).
    static func load(_ path: String) -> (surface: UnsafeMutablePointer<SDL_Surface>?, said: String) {
        fflush(stderr)
        var ends: [Int32] = [0, 0]
        let saved = dup(STDERR_FILENO)
        guard saved >= 0, pipe(&ends) == 0 else {
            if saved >= 0 { close(saved) }
            return (IMG_Load(path), "")
        }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        // Non-blocking, so a decoder that writes more than the pipe holds loses the rest
        // instead of waiting forever for a reader.
        dup2(ends[1], STDERR_FILENO)
        close(ends[1])
        let surface = IMG_Load(path)
        fflush(stderr)
        dup2(saved, STDERR_FILENO)
        close(saved)
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = read(ends[0], &buffer, buffer.count)
            guard count > 0 else { break }
            bytes += buffer[..<count]
        }
        close(ends[0])
        let said = String(decoding: bytes, as: UTF8.self)
            .split(separator: "\n")
            .map { $0.replacingOccurrences(of: "libpng error: ", with: "") }
            .joined(separator: "; ")
        return (surface, said)
    }
}
