import CSDL2

/// Writing rendered pixels to image files.
enum Screenshot {
    /// The image formats a screenshot can be saved in.
    enum Format {
        case png
        case bmp

        /// The format a file name asks for: BMP for `.bmp`, PNG otherwise.
        init(path: String) {
            self = path.lowercased().hasSuffix(".bmp") ? .bmp : .png
        }
    }

    /// Saves ARGB8888 `pixels` of `width` × `height` at `path`, as PNG or BMP by its extension.
    static func save(pixels: [UInt32], width: Int, height: Int, to path: String) throws {
        try save(pixels: pixels, width: width, height: height, to: path, format: Format(path: path))
    }

    /// Saves ARGB8888 `pixels` of `width` × `height` as a BMP file at `path`.
    static func saveBMP(pixels: [UInt32], width: Int, height: Int, to path: String) throws {
        try save(pixels: pixels, width: width, height: height, to: path, format: .bmp)
    }

    private static func save(pixels: [UInt32], width: Int, height: Int, to path: String, format: Format) throws {
        guard width > 0, height > 0, pixels.count == width * height else {
            throw SDLError("cannot save a screenshot of an empty window to \(path)")
        }
        var copy = pixels
        let result: Int32 = copy.withUnsafeMutableBytes { buffer in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                    SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return -1 }
            defer { SDL_FreeSurface(surface) }
            switch format {
            case .png: return IMG_SavePNG(surface, path)
            case .bmp: return snapnav_save_bmp(surface, path)
            }
        }
        guard result == 0 else { throw SDLError.last("saving the screenshot \(path)") }
    }
}
