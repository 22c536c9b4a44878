import CSDL2
import Foundation

/// A prototype folder as a designer brings one: `count` flat 3× exports of 1170 × 2532 pixels
/// (a 390 × 844-point phone), each a colour of its own, written once for the benchmarks that
/// open it.
enum ExportFolder {
    /// Writes the folder under the temporary directory and returns its path.
    static func make(count: Int, width: Int = 1170, height: Int = 2532) throws -> String {
        let directory = NSTemporaryDirectory() + "snapnav-bench-folder-\(getpid())-\(count)"
        try? FileManager.default.removeItem(atPath: directory)
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        for index in 0..<count {
            guard
                let surface = SDL_CreateRGBSurfaceWithFormat(
                    0, Int32(width), Int32(height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { throw BenchError.process("SDL_CreateRGBSurfaceWithFormat: \(String(cString: SDL_GetError()))") }
            defer { SDL_FreeSurface(surface) }
            let shade = UInt32(40 + index * 200 / max(count, 1))
            SDL_FillRect(surface, nil, 0xFF00_0000 | shade << 16 | 0x5A << 8 | 0xA0)
            // A header band, so a screen is not one colour only.
            var header = SDL_Rect(x: 0, y: 0, w: Int32(width), h: Int32(height / 10))
            SDL_FillRect(surface, &header, 0xFFFF_FFFF)
            let path = directory + String(format: "/%02d screen.png", index + 1)
            guard IMG_SavePNG(surface, path) == 0 else {
                throw BenchError.process("IMG_SavePNG \(path): \(String(cString: SDL_GetError()))")
            }
        }
        return directory
    }
}
