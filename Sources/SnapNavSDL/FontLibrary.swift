import CSDL2
import SnapNavCore

/// The TrueType fonts the app draws with, opened once per weight and pixel size.
final class FontLibrary {
    private struct Key: Hashable {
        var weight: FontWeight
        var pixelSize: Int
    }

    private let paths: [FontWeight: String]
    /// Kept so that SDL_ttf outlives every font opened here.
    private let session: SDLSession
    private var fonts: [Key: OpaquePointer] = [:]

    /// Uses the font files in `assetsDirectory` (DejaVu Sans, shipped with the app).
    init(assetsDirectory: String, session: SDLSession) throws {
        self.session = session
        paths = [
            .regular: assetsDirectory + "/DejaVuSans.ttf",
            .bold: assetsDirectory + "/DejaVuSans-Bold.ttf",
        ]
        for path in paths.values {
            guard let probe = TTF_OpenFont(path, 12) else {
                throw SDLError("cannot open the font \(path): \(String(cString: SDL_GetError()))")
            }
            TTF_CloseFont(probe)
        }
    }

    deinit {
        for font in fonts.values { TTF_CloseFont(font) }
        SDLResources.destroyed(\.fonts, fonts.count)
    }

    /// The font for `weight` at `pixelSize` pixels, or nil if it cannot be opened.
    func font(weight: FontWeight, pixelSize: Int) -> OpaquePointer? {
        let key = Key(weight: weight, pixelSize: min(max(pixelSize, 1), 1000))
        if let font = fonts[key] { return font }
        guard let path = paths[weight] ?? paths[.regular], let font = TTF_OpenFont(path, Int32(key.pixelSize)) else {
            return nil
        }
        fonts[key] = font
        SDLResources.created(\.fonts)
        return font
    }
}
