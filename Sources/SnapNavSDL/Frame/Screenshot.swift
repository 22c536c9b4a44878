import CSDL2
import Foundation
import SnapNavCore

/// Writing rendered pixels to image files.
package enum Screenshot {
    /// JPEG quality, 0–100: high enough that the bars' edges and text show no ringing.
    static let jpegQuality: Int32 = 92

    /// Saves ARGB8888 `pixels` of `width` × `height` at `path`, in the format its extension
    /// names (PNG, BMP or JPEG); any other extension is refused, writing nothing.
    package static func save(pixels: [UInt32], width: Int, height: Int, to path: String) throws {
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
            let failure: SDLError? = copy.withUnsafeMutableBytes { buffer in
                guard
                    let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                        buffer.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                        SDL_PIXELFORMAT_ARGB8888.rawValue)
                else { return SDLError(String(cString: SDL_GetError())) }
                defer { SDL_FreeSurface(surface) }
                do throws(SDLError) {
                    try encode(surface, as: format, to: temporary)
                    return nil
                } catch {
                    return error
                }
            }
            if let failure { throw failure }
        }
    }

    /// Encodes `surface` into the file at `path`. SDL_image ignores what its writes return and
    /// what closing the file returns, so on a full disk it reports success for a file cut
    /// short, or empty, which would then replace the picture there. It writes here into a
    /// stream this checks: every write, the last flush and the close.
    private static func encode(
        _ surface: UnsafeMutablePointer<SDL_Surface>, as format: ScreenshotFormat, to path: String
    )
        throws(SDLError)
    {
        guard let file = fopen(path, "wb") else { throw SDLError(String(cString: strerror(errno))) }
        guard let stream = SDL_RWFromFP(file, SDL_FALSE) else {
            fclose(file)
            throw SDLError(String(cString: SDL_GetError()))
        }
        let result: Int32
        switch format {
        case .png: result = IMG_SavePNG_RW(surface, stream, 0)
        case .bmp: result = SDL_SaveBMP_RW(surface, stream, 0)
        case .jpeg: result = IMG_SaveJPG_RW(surface, stream, 0, jpegQuality)
        }
        let encoderError = String(cString: SDL_GetError())
        SDL_RWclose(stream)
        let writtenWhole = ferror(file) == 0 && fflush(file) == 0
        let writeError = errno
        let closed = fclose(file) == 0
        // A write the file refused is the reason, before whatever the encoder made of it.
        guard writtenWhole, closed else {
            throw SDLError("the picture could not be written whole (\(String(cString: strerror(writeError))))")
        }
        guard result == 0 else { throw SDLError(encoderError) }
    }
}
