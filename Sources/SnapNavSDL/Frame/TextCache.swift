import CSDL2
import SnapNavCore

/// Rendered text, kept as textures so that drawing the same text again costs one copy and no
/// SDL_ttf call.
final class TextCache {
    private struct Key: Hashable {
        var text: String
        var weight: FontWeight
        var pixelSize: Int
    }

    private struct FitKey: Hashable {
        var text: String
        var weight: FontWeight
        var pixelSize: Int
        var width: Int
    }

    private let renderer: Renderer
    private let fonts: FontLibrary
    private let textures: TextureStore<Key, Texture>
    private var fitted: [FitKey: String] = [:]
    private var widths: [Key: Int] = [:]
    /// How many times text has been rendered with SDL_ttf since the cache was made.
    private(set) var renderCount = 0
    /// At most this many textures are kept, the least recently used leaving first; past as
    /// many fitted strings, that table starts over.
    static let capacity = 512

    init(renderer: Renderer, fonts: FontLibrary, budget: TextureBudget) {
        self.renderer = renderer
        self.fonts = fonts
        textures = TextureStore(budget: budget, capacity: Self.capacity)
    }

    /// How many textures the cache holds.
    var count: Int { textures.count }

    /// The texture for `text` in white (callers tint it with a colour mod), rendering it on
    /// first use. Nil for empty text or when SDL_ttf fails.
    func texture(for text: String, weight: FontWeight, pixelSize: Int) -> Texture? {
        guard !text.isEmpty else { return nil }
        let key = Key(text: text, weight: weight, pixelSize: pixelSize)
        if let texture = textures[key] { return texture }
        guard let font = fonts.font(weight: weight, pixelSize: pixelSize) else { return nil }
        renderCount += 1
        guard let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255)) else {
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        guard let handle = SDL_CreateTextureFromSurface(renderer.handle, surface) else { return nil }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        let texture = Texture(
            handle: handle, width: Int(surface.pointee.w), height: Int(surface.pointee.h), renderer: renderer)
        textures.insert(texture, bytes: texture.width * texture.height * 4, for: key)
        return texture
    }

    /// How many pixels wide `text` is on one line; measured once per text and size.
    func width(of text: String, weight: FontWeight, pixelSize: Int) -> Int {
        guard !text.isEmpty else { return 0 }
        let key = Key(text: text, weight: weight, pixelSize: pixelSize)
        if let known = widths[key] { return known }
        guard let font = fonts.font(weight: weight, pixelSize: pixelSize) else { return 0 }
        let measured = Self.pixelWidth(of: text, in: font)
        if widths.count >= Self.capacity { widths.removeAll() }
        widths[key] = measured
        return measured
    }

    /// `text` as it fits in `width` pixels: whole when it fits, otherwise its longest prefix
    /// followed by an ellipsis. Measured once per text and width.
    func fitting(_ text: String, weight: FontWeight, pixelSize: Int, width: Int) -> String {
        guard !text.isEmpty else { return text }
        let key = FitKey(text: text, weight: weight, pixelSize: pixelSize, width: width)
        if let known = fitted[key] { return known }
        guard let font = fonts.font(weight: weight, pixelSize: pixelSize) else { return text }
        func measure(_ candidate: String) -> Int { Self.pixelWidth(of: candidate, in: font) }
        var result = text
        if measure(text) > width {
            let characters = Array(text)
            var low = 0
            var high = characters.count
            // The longest prefix that still fits with the ellipsis after it.
            while low < high {
                let middle = (low + high + 1) / 2
                if measure(String(characters[..<middle]) + "…") <= width { low = middle } else { high = middle - 1 }
            }
            let prefix = String(characters[..<low]).trimmingTrailingSpaces()
            result = prefix.isEmpty ? "" : prefix + "…"
        }
        if fitted.count >= Self.capacity { fitted.removeAll() }
        fitted[key] = result
        return result
    }

    /// How many pixels wide SDL_ttf lays `text` out in `font`; 0 when it cannot.
    private static func pixelWidth(of text: String, in font: OpaquePointer) -> Int {
        var width: Int32 = 0
        var height: Int32 = 0
        return TTF_SizeUTF8(font, text, &width, &height) == 0 ? Int(width) : 0
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
