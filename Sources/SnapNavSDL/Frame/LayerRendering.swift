import CSDL2
import SnapNavCore

/// Drawing made into a texture that the ordinary alpha blend composites, for the layers bars
/// and layer contents are kept in.
///
/// Translucent drawing made into a transparent texture comes out with its colours multiplied
/// by their coverage, which SDL's software renderer cannot blend as such. So the drawing is
/// made in a scratch target, read back once, divided by its alpha, and kept in a static
/// texture: composited with the alpha blend, the same pixels as drawing in place, within
/// rounding. Where the window is blended into directly, the pixels read back are kept too, as
/// they are: `WindowSurfaceCompositor` blends premultiplied pixels.
enum LayerRendering {
    /// `content` drawn into a texture of `width` × `height` pixels, or nil when the renderer
    /// cannot draw into textures or read them.
    static func texture(of content: DisplayList, width: Int, height: Int, on canvas: SDLCanvas) -> Texture? {
        let renderer = canvas.renderer
        guard width > 0, height > 0,
            let scratch = SDL_CreateTexture(
                renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                Int32(width), Int32(height))
        else { return nil }
        defer { SDL_DestroyTexture(scratch) }
        SDL_SetTextureBlendMode(scratch, SDL_BLENDMODE_BLEND)
        var pixels = [UInt32](repeating: 0, count: width * height)
        let drawn = canvas.draw(content, into: scratch, size: Size(width: Double(width), height: Double(height))) {
            pixels.withUnsafeMutableBytes { buffer in
                SDL_RenderReadPixels(
                    renderer.handle, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(width * 4)) == 0
            }
        }
        guard drawn else { return nil }
        return texture(
            fromPremultiplied: PremultipliedPixels(width: width, height: height, values: pixels), on: renderer)
    }

    /// A static texture holding `pixels` with their colours divided back out, blended by SDL's
    /// alpha blend; the pixels are kept with it where the window is blended into directly. Nil
    /// when SDL cannot make or fill it.
    static func texture(fromPremultiplied pixels: PremultipliedPixels, on renderer: Renderer) -> Texture? {
        let straight = pixels.values.map(unpremultiplied)
        guard
            let handle = SDL_CreateTexture(
                renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(pixels.width), Int32(pixels.height))
        else { return nil }
        let texture = Texture(handle: handle, width: pixels.width, height: pixels.height, renderer: renderer)
        let uploaded = straight.withUnsafeBytes { buffer in
            SDL_UpdateTexture(handle, nil, buffer.baseAddress, Int32(pixels.width * 4)) == 0
        }
        guard uploaded else { return nil }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        if renderer.isSoftware { texture.pixels = pixels }
        return texture
    }

    /// An ARGB pixel whose colour was multiplied by its alpha, as blending onto transparent
    /// black leaves it, with the colour divided back out.
    static func unpremultiplied(_ pixel: UInt32) -> UInt32 {
        let alpha = pixel >> 24
        guard alpha > 0 else { return 0 }
        guard alpha < 255 else { return pixel }
        func channel(_ shift: UInt32) -> UInt32 {
            let value = (pixel >> shift) & 0xFF
            return min(255, (value * 255 + alpha / 2) / alpha) << shift
        }
        return alpha << 24 | channel(16) | channel(8) | channel(0)
    }
}
