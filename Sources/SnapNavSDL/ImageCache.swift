import CSDL2
import SnapNavCore

/// An image file decoded once: its texture at full size, and its pixels (`0xAARRGGBB`, rows top
/// to bottom), kept so that smaller copies can be area-averaged from them.
final class DecodedImage {
    let texture: Texture
    let pixels: [UInt32]
    var width: Int { texture.width }
    var height: Int { texture.height }

    init(texture: Texture, pixels: [UInt32]) {
        self.texture = texture
        self.pixels = pixels
    }
}

/// Image files decoded with SDL_image once each, by the path the configuration resolved. A file
/// that cannot be loaded is remembered too, so a bad one costs one attempt, not one per frame;
/// `removeAll()` forgets them all when the files may have changed.
final class ImageCache {
    private let renderer: Renderer
    private var images: [String: DecodedImage?] = [:]
    /// How many files have been read from disk since the cache was made.
    private(set) var loadCount = 0

    init(renderer: Renderer) {
        self.renderer = renderer
    }

    /// Forgets every image, so each is read again on its next use.
    func removeAll() {
        images.removeAll()
    }

    /// The decoded image file at `name`, or nil when it cannot be read.
    func image(named name: String) -> DecodedImage? {
        if let known = images[name] { return known }
        let image = load(name)
        images[name] = image
        return image
    }

    private func load(_ name: String) -> DecodedImage? {
        guard !name.isEmpty else { return nil }
        loadCount += 1
        guard let decoded = QuietDecoding.load(name).surface else { return nil }
        defer { SDL_FreeSurface(decoded) }
        // One known layout, whatever the file held (palette, RGB, RGBA), so pixels can be read.
        guard let surface = SDL_ConvertSurfaceFormat(decoded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else {
            return nil
        }
        defer { SDL_FreeSurface(surface) }
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        guard width > 0, height > 0, let base = surface.pointee.pixels else { return nil }
        var pixels = [UInt32](repeating: 0, count: width * height)
        SDL_LockSurface(surface)
        pixels.withUnsafeMutableBytes { destination in
            for row in 0..<height {
                let from = base.advanced(by: row * pitch)
                destination.baseAddress!.advanced(by: row * width * 4).copyMemory(from: from, byteCount: width * 4)
            }
        }
        SDL_UnlockSurface(surface)
        guard let handle = SDL_CreateTextureFromSurface(renderer.handle, surface) else { return nil }
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(handle, SDL_ScaleModeLinear)
        let texture = Texture(handle: handle, width: width, height: height, renderer: renderer)
        return DecodedImage(texture: texture, pixels: pixels)
    }
}
