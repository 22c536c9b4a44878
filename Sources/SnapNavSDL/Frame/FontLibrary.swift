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
        // Each face is opened here, so that a missing or broken font is reported as the app
        // starts, and kept: the first frame sets it to the sizes it needs rather than opening
        // the file a second time.
        for (weight, path) in paths.sorted(by: { $0.key.rawValue > $1.key.rawValue })
        where open(weight, pixelSize: Self.openingSize) == nil {
            throw SDLError("cannot open the font \(path): \(String(cString: SDL_GetError()))")
        }
    }

    /// The pixel size a face is opened at, before anything asks for one.
    private static let openingSize = 12

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
