import CSDL2
import SnapNavCore
import XCTest

/// Writes a PNG of `width` × `height` pixels all of `color`, as an export tool would.
func writeSolidPNG(_ color: Color, width: Int32 = 360, height: Int32 = 640, to path: String) throws {
    try writeSplitPNG(top: color, bottom: color, width: width, height: height, to: path)
}

/// Writes a PNG of `width` × `height` pixels, its top half `top` and its bottom half `bottom`:
/// an image whose mean colour is neither, so that a placeholder cannot pass for it.
func writeSplitPNG(top: Color, bottom: Color, width: Int32 = 360, height: Int32 = 640, to path: String) throws {
    let surface = try XCTUnwrap(
        SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_ARGB8888.rawValue))
    defer { SDL_FreeSurface(surface) }
    func argb(_ color: Color) -> UInt32 {
        0xFF00_0000 | UInt32(color.red) << 16 | UInt32(color.green) << 8 | UInt32(color.blue)
    }
    var upper = SDL_Rect(x: 0, y: 0, w: width, h: height / 2)
    var lower = SDL_Rect(x: 0, y: height / 2, w: width, h: height - height / 2)
    XCTAssertEqual(SDL_FillRect(surface, &upper, argb(top)), 0)
    XCTAssertEqual(SDL_FillRect(surface, &lower, argb(bottom)), 0)
    // Written beside and renamed over, as editors and export tools do, so no reader sees half a file.
    let partial = path + ".partial"
    XCTAssertEqual(IMG_SavePNG(surface, partial), 0, String(cString: SDL_GetError()))
    XCTAssertEqual(rename(partial, path), 0)
}
