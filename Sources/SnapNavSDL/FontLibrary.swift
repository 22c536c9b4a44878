import CSDL2
import SnapNavCore

/// The TrueType fonts the app draws with: one face per weight, opened once and set to each
/// pixel size as it is asked for. Every size opened as a font of its own cost about 200 KB
/// (FreeType's and HarfBuzz's tables for DejaVu's six thousand glyphs), and text is rendered
/// and measured once per string and size (`TextCache`), so switching sizes is rare.
final class FontLibrary {
    private struct Face {
        let font: OpaquePointer
        var pixelSize: Int
    }

    private let paths: [FontWeight: String]
    /// Kept so that SDL_ttf outlives every font opened here.
    private let session: SDLSession
    private var faces: [FontWeight: Face] = [:]

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
        for face in faces.values { TTF_CloseFont(face.font) }
        SDLResources.destroyed(\.fonts, faces.count)
    }

    /// The font for `weight`, set to `pixelSize` pixels, or nil if it cannot be opened or set to
    /// that size. Valid until the next call, which may set it to another size.
    func font(weight: FontWeight, pixelSize: Int) -> OpaquePointer? {
        let size = min(max(pixelSize, 1), 1000)
        guard let face = faces[weight] ?? open(weight, pixelSize: size) else { return nil }
        if face.pixelSize != size {
            guard TTF_SetFontSize(face.font, Int32(size)) == 0 else { return nil }
            faces[weight]?.pixelSize = size
        }
        return face.font
    }

    private func open(_ weight: FontWeight, pixelSize: Int) -> Face? {
        guard let path = paths[weight] ?? paths[.regular], let font = TTF_OpenFont(path, Int32(pixelSize)) else {
            return nil
        }
        let face = Face(font: font, pixelSize: pixelSize)
        faces[weight] = face
        SDLResources.created(\.fonts)
        return face
    }
}
