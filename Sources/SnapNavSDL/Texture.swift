import CSDL2

/// An SDL texture, destroyed when the last reference goes.
final class Texture {
    let handle: OpaquePointer
    let width: Int
    let height: Int
    /// Kept so that the renderer outlives its textures.
    private let renderer: Renderer

    init(handle: OpaquePointer, width: Int, height: Int, renderer: Renderer) {
        self.renderer = renderer
        self.handle = handle
        self.width = width
        self.height = height
        SDLResources.created(\.textures)
    }

    deinit {
        SDL_DestroyTexture(handle)
        SDLResources.destroyed(\.textures)
    }
}
