import CSDL2
import SnapNavCore

/// An image file decoded once: its pixels (`0xAARRGGBB`, rows top to bottom). Textures are
/// made from them only at the size the image is drawn at, a strip at a time (see
/// `ScaledImageCache`), so no texture is ever as large as a tall export, and the full-size
/// picture is never kept on the GPU as well as here.
final class DecodedImage {
    let pixels: [UInt32]
    let width: Int
    let height: Int

    init(pixels: [UInt32], width: Int, height: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
    }

    /// The memory its pixels take.
    var byteCount: Int { pixels.count * 4 }
}

/// Image files decoded with SDL_image, by the path the configuration resolved, kept within a
/// budget of bytes: the least recently used leave first, and are decoded again when they are
/// next drawn (the panels one swipe away are drawn into their layers while the app rests, so a
/// swipe seldom waits for one). A file that cannot be loaded is remembered too, so a bad one
/// costs one attempt, not one per frame; `removeAll()` forgets them all when the files may
/// have changed.
final class ImageCache {
    /// Bytes of decoded pixels kept: five 1170 × 2532 exports (the screen and its four
    /// neighbours), whatever the number of screens in the prototype.
    static let defaultBudget = 64 << 20

    private struct Entry {
        var image: DecodedImage?
        var lastUse: UInt64
    }

    private let budget: Int
    private var entries: [String: Entry] = [:]
    private var bytes = 0
    private var clock: UInt64 = 0
    /// How many files have been read from disk since the cache was made.
    private(set) var loadCount = 0

    init(budget: Int = ImageCache.defaultBudget) {
        self.budget = budget
    }

    /// The bytes of decoded pixels kept now.
    var keptBytes: Int { bytes }

    /// Forgets every image, so each is read again on its next use.
    func removeAll() {
        entries.removeAll()
        bytes = 0
    }

    /// The decoded image file at `name`, or nil when it cannot be read.
    func image(named name: String) -> DecodedImage? {
        clock += 1
        if var known = entries[name] {
            known.lastUse = clock
            entries[name] = known
            return known.image
        }
        let image = load(name)
        entries[name] = Entry(image: image, lastUse: clock)
        bytes += image?.byteCount ?? 0
        evict(keeping: name)
        return image
    }

    /// Drops the least recently used images until the rest fit the budget; `name`, just
    /// drawn, stays even when it alone is larger.
    private func evict(keeping name: String) {
        while bytes > budget {
            guard
                let oldest = entries.filter({ $0.key != name && $0.value.image != nil })
                    .min(by: { $0.value.lastUse < $1.value.lastUse })
            else { return }
            bytes -= oldest.value.image?.byteCount ?? 0
            entries[oldest.key] = nil
        }
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
        return DecodedImage(pixels: pixels, width: width, height: height)
    }
}
