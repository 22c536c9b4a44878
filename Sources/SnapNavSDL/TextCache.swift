import CSDL2
import SnapNavCore

/// Rendered text, kept as textures so that drawing the same text again costs one copy and no
/// SDL_ttf call.
final class TextCache {
    private struct Key: Hashable {
        var text: String
        var weight: FontWeight
        var pixelSize: Int
        var color: Color
    }

    private let renderer: Renderer
    private let fonts: FontLibrary
    private var textures: [Key: Texture] = [:]
    /// How many times text has been rendered with SDL_ttf since the cache was made.
    private(set) var renderCount = 0
    /// At most this many textures are kept; past it the cache starts over.
    static let capacity = 512

    init(renderer: Renderer, fonts: FontLibrary) {
        self.renderer = renderer
        self.fonts = fonts
    }

    /// How many textures the cache holds.
    var count: Int { textures.count }

    /// The texture for `text`, rendering it on first use. Nil for empty text or when SDL_ttf fails.
    func texture(for text: String, weight: FontWeight, pixelSize: Int, color: Color) -> Texture? {
        guard !text.isEmpty else { return nil }
        let key = Key(text: text, weight: weight, pixelSize: pixelSize, color: color)
        if let texture = textures[key] { return texture }
        guard let font = fonts.font(weight: weight, pixelSize: pixelSize) else { return nil }
        let sdlColor = SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha)
        renderCount += 1
        guard let surface = TTF_RenderUTF8_Blended(font, text, sdlColor) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let handle = SDL_CreateTextureFromSurface(renderer.handle, surface) else { return nil }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        if textures.count >= Self.capacity { textures.removeAll() }
        let texture = Texture(
            handle: handle, width: Int(surface.pointee.w), height: Int(surface.pointee.h), renderer: renderer)
        textures[key] = texture
        return texture
    }
}
