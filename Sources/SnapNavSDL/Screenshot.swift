import CSDL2
import SnapNavCore

/// Writing rendered pixels to image files.
enum Screenshot {
    /// JPEG quality, 0–100: high enough that the bars' edges and text show no ringing.
    static let jpegQuality: Int32 = 92

    /// Saves ARGB8888 `pixels` of `width` × `height` at `path`, in the format its extension
    /// names (PNG, BMP or JPEG); any other extension is refused, writing nothing.
    static func save(pixels: [UInt32], width: Int, height: Int, to path: String) throws {
        guard let format = ScreenshotFormat.of(path) else { throw SDLError(ScreenshotFormat.refusal(for: path)) }
        try save(pixels: pixels, width: width, height: height, to: path, format: format)
    }

    /// Saves ARGB8888 `pixels` of `width` × `height` as a BMP file at `path`.
    static func saveBMP(pixels: [UInt32], width: Int, height: Int, to path: String) throws {
        try save(pixels: pixels, width: width, height: height, to: path, format: .bmp)
    }

    private static func save(pixels: [UInt32], width: Int, height: Int, to path: String, format: ScreenshotFormat)
        throws
    {
        guard width > 0, height > 0, pixels.count == width * height else {
            throw SDLError("cannot save a screenshot of an empty window to \(path)")
        }
        var copy = pixels
        // Through a temporary file, so a failed or interrupted save leaves no half a picture, and
        // a folder that cannot be written to is named with the reason.
        try SafeFileWriter.write(to: path) { temporary throws(SDLError) in
            let result: Int32 = copy.withUnsafeMutableBytes { buffer in
                guard
                    let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                        buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                        SDL_PIXELFORMAT_ARGB8888.rawValue)
                else { return -1 }
                defer { SDL_FreeSurface(surface) }
                switch format {
                case .png: return IMG_SavePNG(surface, temporary)
                case .bmp: return snapnav_save_bmp(surface, temporary)
                case .jpeg: return IMG_SaveJPG(surface, temporary, jpegQuality)
                }
            }
            guard result == 0 else { throw SDLError(String(cString: SDL_GetError())) }
        }
    }
}
