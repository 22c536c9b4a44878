import CSDL2
import XCTest

/// What SDL_image decodes the image file at `path` to, as 0xAARRGGBB, rows top to bottom.
func pixelsDecodedBySDLImage(_ path: String) throws -> [UInt32] {
    let loaded = try XCTUnwrap(IMG_Load(path), "\(path): \(String(cString: SDL_GetError()))")
    defer { SDL_FreeSurface(loaded) }
    let surface = try XCTUnwrap(SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0))
    defer { SDL_FreeSurface(surface) }
    let width = Int(surface.pointee.w)
    var pixels: [UInt32] = []
    for row in 0..<Int(surface.pointee.h) {
        let start = surface.pointee.pixels.advanced(by: row * Int(surface.pointee.pitch))
            .assumingMemoryBound(to: UInt32.self)
        pixels += UnsafeBufferPointer(start: start, count: width)
    }
    return pixels
}
