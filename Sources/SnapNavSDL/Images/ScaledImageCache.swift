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
        lastDrawn.removeAll()
    }

    /// How an image is drawn: the part of it shown and the size in pixels it is drawn at (as the
    /// key of one copy of all of it), and the most rows a strip of it may have.
    struct Drawing: Equatable {
        var whole: Key
        var maximumRows: Int32

        /// Its strips, as `ImageStrips` cuts them, placed at the origin.
        var strips: ImageStrips {
            ImageStrips(
                source: SDL_Rect(x: whole.sourceX, y: whole.sourceY, w: whole.sourceWidth, h: whole.sourceHeight),
                destination: SDL_Rect(x: 0, y: 0, w: whole.width, h: whole.height), maximumRows: maximumRows)
        }
    }

    /// How each image was last drawn.
    private var lastDrawn: [String: Drawing] = [:]

    /// Notes that the image `name` is drawn as `drawing`, for `holdsEveryStrip(of:)`.
    func noteDrawn(_ name: String, as drawing: Drawing) {
        if lastDrawn[name] != drawing { lastDrawn[name] = drawing }
    }

    /// Whether a scaled copy of every strip of the image `name`, as it was last drawn, is kept:
    /// then its pixels are not needed to draw it so again.
    func holdsEveryStrip(of name: String) -> Bool {
        guard let drawing = lastDrawn[name] else { return false }
        return drawing.strips.allSatisfy {
            holds(Self.key(named: name, source: $0.source, width: $0.destination.w, height: $0.destination.h))
        }
    }

    /// The key of the part `source` of the image `name` scaled to `width` × `height` pixels.
    static func key(named name: String, source: SDL_Rect, width: Int32, height: Int32) -> Key {
        Key(
            name: name, sourceX: source.x, sourceY: source.y, sourceWidth: source.w, sourceHeight: source.h,
            width: width, height: height)
    }

    /// The scaled copy for `key` if it was made and is still kept.
    func texture(for key: Key) -> Texture? { textures[key] }

    /// Whether the scaled copy for `key` is kept, without counting as a use.
    func holds(_ key: Key) -> Bool { textures.contains(key) }

    /// The scaled copy for `key`, made from `image` (the file `key.name`) unless it is kept;
    /// nil when the renderer cannot make the texture.
    func texture(for key: Key, from image: DecodedImage) -> Texture? {
        if let texture = textures[key] { return texture }
        let (width, height) = (key.width, key.height)
        let source = SDL_Rect(x: key.sourceX, y: key.sourceY, w: key.sourceWidth, h: key.sourceHeight)
        guard width > 0, height > 0, Int(width) * Int(height) <= Self.largestTexturePixels else { return nil }
        let made =
            width <= source.w && height <= source.h
            ? averaged(image, source: source, width: width, height: height)
            : rendered(image, source: source, width: width, height: height)
        guard let texture = made else { return nil }
        renderCount += 1
        textures.insert(texture, bytes: Int(width) * Int(height) * 4, for: key)
        return texture
    }

    /// The most pixels one scaled copy may hold; an image drawn larger is drawn in strips.
    static let largestTexturePixels = 16_000_000
    /// The most rows one scaled copy may have: within what every renderer takes (8192 is the
    /// least a GL driver offers), so a tall export is drawn in strips of at most this many.
    static let largestTextureRows = 4096

    private func averaged(_ image: DecodedImage, source: SDL_Rect, width: Int32, height: Int32) -> Texture? {
        let pixels = AreaAveraging.downscale(
            image.pixels, width: image.width, height: image.height,
            source: (Int(source.x), Int(source.y), Int(source.w), Int(source.h)), toWidth: Int(width),
            toHeight: Int(height))
        guard pixels.count == Int(width) * Int(height) else { return nil }
        return upload(pixels, width: width, height: height, access: SDL_TEXTUREACCESS_STATIC)
    }

    /// A texture of `pixels`, rows `width` long.
    private func upload(_ pixels: [UInt32], width: Int32, height: Int32, access: SDL_TextureAccess) -> Texture? {
        guard
            let handle = SDL_CreateTexture(
                renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(access.rawValue), width, height)
        else { return nil }
        let texture = Texture(handle: handle, width: Int(width), height: Int(height), renderer: renderer)
        let uploaded = pixels.withUnsafeBytes { SDL_UpdateTexture(handle, nil, $0.baseAddress, width * 4) }
        guard uploaded == 0 else { return nil }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        return texture
    }

    /// Scaled up by the renderer, from a texture of just the source's rows, made for the purpose.
    private func rendered(_ image: DecodedImage, source: SDL_Rect, width: Int32, height: Int32) -> Texture? {
        let rows = Array(image.pixels[Int(source.y) * image.width..<Int(source.y + source.h) * image.width])
        guard
            let original = upload(rows, width: Int32(image.width), height: source.h, access: SDL_TEXTUREACCESS_STATIC),
            let handle = SDL_CreateTexture(
                renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), width,
                height)
        else { return nil }
        SDL_SetTextureScaleMode(original.handle, SDL_ScaleModeLinear)
        let texture = Texture(handle: handle, width: Int(width), height: Int(height), renderer: renderer)
        let copied = renderer.drawing(into: handle) { () -> Int32 in
            SDL_SetRenderDrawColor(renderer.handle, 0, 0, 0, 0)
            SDL_RenderClear(renderer.handle)
            // Copied, not blended, so the scaled pixels keep the image's own alpha.
            SDL_SetTextureBlendMode(original.handle, SDL_BLENDMODE_NONE)
            var from = SDL_Rect(x: source.x, y: 0, w: source.w, h: source.h)
            return SDL_RenderCopy(renderer.handle, original.handle, &from, nil)
        }
        guard copied == 0 else { return nil }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        return texture
    }
}
