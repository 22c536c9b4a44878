import CSDL2

/// An SDL texture, destroyed when the last reference goes.
final class Texture {
    let handle: OpaquePointer
    let width: Int
    let height: Int
    /// The texture's pixels, premultiplied, kept in main memory where the window is blended
    /// into by `WindowSurfaceCompositor`; nil otherwise.
    var pixels: PremultipliedPixels?
    /// Kept so that the renderer outlives its textures.
    private let renderer: Renderer

    init(handle: OpaquePointer, width: Int, height: Int, renderer: Renderer) {
        self.renderer = renderer
        self.handle = handle
        self.width = width
        self.height = height
        SDLResources.created(\.textures)
    }

    /// The bytes the texture takes, with its pixels kept in main memory.
    var byteCount: Int { width * height * 4 + (pixels?.byteCount ?? 0) }

    deinit {
        SDL_DestroyTexture(handle)
        SDLResources.destroyed(\.textures)
    }
}
