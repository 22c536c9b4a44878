import CSDL2
import SnapNavCore

/// Image files as textures, each loaded with SDL_image once, by the path the configuration
/// resolved. A file that cannot be loaded is remembered too, so a bad one costs one attempt, not
/// one per frame; `removeAll()` forgets them all when the files may have changed.
final class ImageCache {
    private let renderer: Renderer
    private var textures: [String: Texture?] = [:]
    /// How many files have been read from disk since the cache was made.
    private(set) var loadCount = 0

    init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// Forgets every image, so each is read again on its next use.
    func removeAll() {
        textures.removeAll()
    }

    /// The texture for the image file at `name`, or nil when it cannot be read.
    func texture(named name: String) -> Texture? {
        if let known = textures[name] { return known }
        let texture = load(name)
        textures[name] = texture
        return texture
    }

    private func load(_ name: String) -> Texture? {
        guard !name.isEmpty else { return nil }
        loadCount += 1
        guard let surface = IMG_Load(name) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let handle = SDL_CreateTextureFromSurface(renderer.handle, surface) else { return nil }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(handle, SDL_ScaleModeLinear)
        return Texture(
            handle: handle, width: Int(surface.pointee.w), height: Int(surface.pointee.h), renderer: renderer)
    }
}
