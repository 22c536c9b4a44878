import CSDL2
import SnapNavCore

/// Vertical gradients computed once into textures and then copied. SDL's software renderer
/// draws a gradient as two triangles whose every pixel it interpolates and blends, which for
/// the camera's full-width shades cost ten times a frame's other drawing; a copy of a cached
/// texture costs a plain (or, when opaque, no) blend.
///
/// A vertical gradient is the same colour across each row, so under a GPU renderer its texture
/// is one column, stretched across the width it is drawn at: each row lands on its own texel
/// and every pixel of the row takes its colour. The camera's four full-width shades had been
/// nearly a megabyte to fill and upload, about 1.5 ms of the app's first frame. SDL's software
/// renderer stretches a translucent copy through another blitter than it blends a plain copy
/// with, which composites otherwise into an opaque layer, so there the texture is as wide as
/// the gradient and a panel drawn into its layer shows the pixels it shows drawn in place.
final class GradientCache {
    struct Key: Hashable {
        var width: Int
        var height: Int
        var top: Color
        var bottom: Color
    }

    private let renderer: Renderer
    private let textures: TextureStore<Key, Texture>
    /// Textures made since the cache was, for checking that steady frames make none.
    private(set) var renderCount = 0
    /// A gradient larger than this many pixels is not cached (nor made).
    static let largestPixels = 16_000_000
    /// At most this many gradients are kept, the least recently used leaving first.
    static let capacity = 64

    init(renderer: Renderer, budget: TextureBudget) {
        self.renderer = renderer
        textures = TextureStore(budget: budget, capacity: Self.capacity)
    }

    /// How wide the texture is for a gradient drawn `width` pixels wide.
    func textureWidth(drawnAt width: Int) -> Int {
        renderer.isSoftware ? width : 1
    }

    /// The gradient for `key`, computed on first use; nil when SDL cannot make the texture.
    func texture(for key: Key) -> Texture? {
        if let texture = textures[key] { return texture }
        guard key.width > 0, key.height > 0, key.width * key.height <= Self.largestPixels,
            let texture = make(key)
        else { return nil }
        textures.insert(texture, bytes: key.width * key.height * 4, for: key)
        return texture
    }

    private func make(_ key: Key) -> Texture? {
        guard
            let surface = SDL_CreateRGBSurfaceWithFormat(
                0, Int32(key.width), Int32(key.height), 32, SDL_PIXELFORMAT_ARGB8888.rawValue)
        else { return nil }
        defer { SDL_FreeSurface(surface) }
        renderCount += 1
        let pitch = Int(surface.pointee.pitch) / 4
        let pixels = surface.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        func channel(_ a: UInt8, _ b: UInt8, _ t: Double) -> UInt32 {
            UInt32((Double(a) + (Double(b) - Double(a)) * t).rounded())
        }
        for y in 0..<key.height {
            // Each row takes the colour at its centre, as SDL interpolates a triangle's colours.
            let t = (Double(y) + 0.5) / Double(key.height)
            let argb =
                channel(key.top.alpha, key.bottom.alpha, t) << 24 | channel(key.top.red, key.bottom.red, t) << 16
                | channel(key.top.green, key.bottom.green, t) << 8 | channel(key.top.blue, key.bottom.blue, t)
            let row = pixels + y * pitch
            for x in 0..<key.width { row[x] = argb }
        }
        guard let handle = SDL_CreateTextureFromSurface(renderer.handle, surface) else { return nil }
        let opaque = key.top.alpha == 255 && key.bottom.alpha == 255
        SDL_SetTextureBlendMode(handle, opaque ? SDL_BLENDMODE_NONE : SDL_BLENDMODE_BLEND)
        return Texture(handle: handle, width: key.width, height: key.height, renderer: renderer)
    }
}
