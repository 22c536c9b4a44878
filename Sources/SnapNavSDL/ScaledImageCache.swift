import CSDL2
import SnapNavCore

/// Images scaled once to the size they are drawn at, so that each frame copies pixels one to
/// one: SDL's software renderer rescales a whole image on every scaled copy, which for a
/// full-window picture cost several times the rest of the frame. Smaller copies are area
/// averaged, so a 3× export's one-pixel hairlines come out as even grey lines at 1×, where
/// SDL's sampling keeps some and drops others; larger ones are scaled by the renderer.
final class ScaledImageCache {
    struct Key: Hashable {
        var name: String
        var sourceX: Int32
        var sourceY: Int32
        var sourceWidth: Int32
        var sourceHeight: Int32
        var width: Int32
        var height: Int32
    }

    private let renderer: Renderer
    private let textures: TextureStore<Key, Texture>
    /// Scaled copies made since the cache was, for checking that steady frames make none.
    private(set) var renderCount = 0
    /// At most this many scaled copies are kept, the least recently used leaving first.
    static let capacity = 16

    init(renderer: Renderer, budget: TextureBudget) {
        self.renderer = renderer
        textures = TextureStore(budget: budget, capacity: Self.capacity)
    }

    /// Forgets every scaled copy.
    func removeAll() {
        textures.removeAll()
    }

    /// The part `source` of `image` (the file `name`) scaled to `width` × `height` pixels, made
    /// on first use; nil when the renderer cannot make the texture.
    func texture(for image: DecodedImage, named name: String, source: SDL_Rect, width: Int32, height: Int32)
        -> Texture?
    {
        let key = Key(
            name: name, sourceX: source.x, sourceY: source.y, sourceWidth: source.w, sourceHeight: source.h,
            width: width, height: height)
        if let texture = textures[key] { return texture }
        guard width > 0, height > 0, Int(width) * Int(height) <= 16_000_000 else { return nil }
        let made =
            width <= source.w && height <= source.h
            ? averaged(image, source: source, width: width, height: height)
            : rendered(image.texture, source: source, width: width, height: height)
        guard let texture = made else { return nil }
        renderCount += 1
        textures.insert(texture, bytes: Int(width) * Int(height) * 4, for: key)
        return texture
    }

    private func averaged(_ image: DecodedImage, source: SDL_Rect, width: Int32, height: Int32) -> Texture? {
        let pixels = AreaAveraging.downscale(
            image.pixels, width: image.width, height: image.height,
            source: (Int(source.x), Int(source.y), Int(source.w), Int(source.h)), toWidth: Int(width),
            toHeight: Int(height))
        guard pixels.count == Int(width) * Int(height),
            let handle = SDL_CreateTexture(
                renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width,
                height)
        else { return nil }
        let texture = Texture(handle: handle, width: Int(width), height: Int(height), renderer: renderer)
        let uploaded = pixels.withUnsafeBytes { SDL_UpdateTexture(handle, nil, $0.baseAddress, width * 4) }
        guard uploaded == 0 else { return nil }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        return texture
    }

    private func rendered(_ image: Texture, source: SDL_Rect, width: Int32, height: Int32) -> Texture? {
        guard
            let handle = SDL_CreateTexture(
                renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width,
                height)
        else { return nil }
        let texture = Texture(handle: handle, width: Int(width), height: Int(height), renderer: renderer)
        let copied = renderer.drawing(into: handle) { () -> Int32 in
            SDL_SetRenderDrawColor(renderer.handle, 0, 0, 0, 0)
            SDL_RenderClear(renderer.handle)
            // Copied, not blended, so the scaled pixels keep the image's own alpha.
            SDL_SetTextureBlendMode(image.handle, SDL_BLENDMODE_NONE)
            SDL_SetTextureAlphaMod(image.handle, 255)
            var from = source
            let result = SDL_RenderCopy(renderer.handle, image.handle, &from, nil)
            SDL_SetTextureBlendMode(image.handle, SDL_BLENDMODE_BLEND)
            return result
        }
        guard copied == 0 else { return nil }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        return texture
    }
}
