import CSDL2
import SnapNavCore

/// Images from the assets directory as textures, each file loaded with SDL_image once. A file
/// that cannot be loaded is remembered too, so a bad name costs one attempt, not one per frame.
final class ImageCache {
    private let renderer: Renderer
    private let directory: String
    private var textures: [String: Texture?] = [:]
    /// How many files have been read from disk since the cache was made.
    private(set) var loadCount = 0

    init(renderer: Renderer, directory: String) {
        self.renderer = renderer
        self.directory = directory
    }

    /// The texture for the image file `name` (relative to the assets directory), or nil when it
    /// cannot be read.
    func texture(named name: String) -> Texture? {
        if let known = textures[name] { return known }
        let texture = load(name)
        textures[name] = texture
        return texture
    }

    private func load(_ name: String) -> Texture? {
        guard !name.isEmpty, !name.hasPrefix("/"), !name.split(separator: "/").contains("..") else { return nil }
        loadCount += 1
        guard let surface = IMG_Load(directory + "/" + name) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let handle = SDL_CreateTextureFromSurface(renderer.handle, surface) else { return nil }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(handle, SDL_ScaleModeLinear)
        return Texture(
            handle: handle, width: Int(surface.pointee.w), height: Int(surface.pointee.h), renderer: renderer)
    }
}
