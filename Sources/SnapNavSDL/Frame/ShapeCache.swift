import CSDL2
import Foundation
import SnapNavCore

/// Rounded rectangles and their outlines, rasterised once in white into textures that are
/// then copied tinted (colour and alpha mod), as text is. SDL's software renderer fills
/// triangles one by one, so drawing the bars' anti-aliased meshes every frame cost several
/// times a frame's other drawing; a cached shape costs one blended copy.
///
/// The shapes are rasterised on the CPU, by SDL's software renderer into a surface, and
/// uploaded: in a window each render target drawn into flushes the GPU's queue and may need
/// a pipeline of its own, which cost the first frame several milliseconds, where the
/// software renderer takes a few microseconds for a shape of a bar's size. It is the
/// rasteriser that draws the headless frames, so a shape's pixels are the same in both.
///
/// Sizes and positions are kept to half a pixel, so a ring that grows during a swipe makes a
/// bounded set of textures, all reused on the next swipe, and shapes on whole or half pixels
/// land exactly where the mesh would have put them.
///
/// Where the window is blended into directly (`WindowSurfaceCompositor`), each shape's pixels
/// are kept in main memory too, premultiplied.
final class ShapeCache {
    /// A shape's outline in pixels, to half a pixel, and where it starts within a pixel.
    struct Key: Hashable {
        var halfWidth: Int
        var halfHeight: Int
        var halfRadius: Int
        /// Zero for a filled shape.
        var halfLineWidth: Int
        /// Whether the outline starts half way into a pixel, across and down.
        var halfPixelX: Bool
        var halfPixelY: Bool

        /// The key for the outline `box`, in pixels.
        init(box: Rect, radius: Double, lineWidth: Double) {
            func halves(_ value: Double) -> Int { Int(min(max(value * 2, -1e9), 1e9).rounded()) }
            halfWidth = max(halves(box.width), 0)
            halfHeight = max(halves(box.height), 0)
            // A radius of half the shorter side or more makes a circle or a capsule; it stays
            // one when the sides are rounded to half pixels.
            halfRadius = 2 * radius >= min(box.width, box.height) ? Int.max : max(halves(radius), 0)
            halfLineWidth = max(halves(lineWidth), 0)
            halfPixelX = halves(box.minX) & 1 == 1
            halfPixelY = halves(box.minY) & 1 == 1
        }

        var size: Size { Size(width: Double(halfWidth) / 2, height: Double(halfHeight) / 2) }
        var radius: Double { halfRadius == Int.max ? min(size.width, size.height) / 2 : Double(halfRadius) / 2 }
        var lineWidth: Double { Double(halfLineWidth) / 2 }
        /// Whole pixels around the outline that drawing can reach: the anti-aliased feather,
        /// and for an outline half its width.
        var padding: Int { Int(((halfLineWidth > 0 ? lineWidth / 2 : 0) + 1).rounded(.up)) }
    }

    /// A rasterised shape; its outline starts `padding` pixels (plus the key's half pixels)
    /// from the texture's corner.
    struct Entry {
        let texture: Texture
        let padding: Int
    }

    private let renderer: Renderer
    private let entries: TextureStore<Key, Entry>
    /// Textures made since the cache was, for checking that steady frames make none.
    private(set) var renderCount = 0
    /// At most this many shapes are kept, the least recently used leaving first.
    static let capacity = 512

    init(renderer: Renderer, budget: TextureBudget) {
        self.renderer = renderer
        entries = TextureStore(budget: budget, capacity: Self.capacity)
    }

    /// The shape for `key`, rasterised on first use; nil when it is empty or SDL could not
    /// make its texture, so the caller draws the mesh directly instead.
    func entry(for key: Key) -> Entry? {
        if let entry = entries[key] { return entry }
        guard let entry = rasterise(key) else { return nil }
        entries.insert(entry, bytes: entry.texture.byteCount, for: key)
        return entry
    }

    /// Rasterises every shape kept at the half-pixel placements it lacks, within half the
    /// capacity. A shape that slides during a swipe, such as a bar's button following the
    /// panels, lands on whole and half pixels in turn, and each placement is a texture of its
    /// own: without this, the first swipe after launch rasterised them between its frames.
    /// Returns how many were rasterised.
    @discardableResult
    func prepareHalfPixelPlacements() -> Int {
        var made = 0
        for key in entries.keys {
            for (halfPixelX, halfPixelY) in [(false, false), (true, false), (false, true), (true, true)] {
                guard entries.count < Self.capacity / 2 else { return made }
                var placed = key
                placed.halfPixelX = halfPixelX
                placed.halfPixelY = halfPixelY
                guard !entries.contains(placed), let entry = rasterise(placed) else { continue }
                entries.insert(entry, bytes: entry.texture.byteCount, for: placed)
                made += 1
            }
        }
        return made
    }

    private func rasterise(_ key: Key) -> Entry? {
        let size = key.size
        guard size.width > 0, size.height > 0 else { return nil }
        let padding = key.padding
        let origin = Point(
            x: Double(padding) + (key.halfPixelX ? 0.5 : 0), y: Double(padding) + (key.halfPixelY ? 0.5 : 0))
        let width = Int32((origin.x + size.width + Double(padding)).rounded(.up))
        let height = Int32((origin.y + size.height + Double(padding)).rounded(.up))
        let outline = Rect(origin: origin, size: size)
        let mesh =
            key.halfLineWidth > 0
            ? ShapeMesh.stroke(outline, radius: key.radius, lineWidth: key.lineWidth)
            : ShapeMesh.fill(outline, radius: key.radius)
        guard !mesh.indices.isEmpty, let pixels = Self.pixels(of: mesh, width: width, height: height),
            let handle = SDL_CreateTexture(
                renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), width,
                height)
        else { return nil }
        let texture = Texture(handle: handle, width: Int(width), height: Int(height), renderer: renderer)
        let uploaded = pixels.withUnsafeBytes { buffer in
            SDL_UpdateTexture(handle, nil, buffer.baseAddress, width * 4) == 0
        }
        guard uploaded else { return nil }
        renderCount += 1
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_BLEND)
        if renderer.isSoftware {
            // White at each pixel's coverage, premultiplied: the coverage in every channel.
            let premultiplied = pixels.map { pixel in
                let coverage = pixel >> 24
                return coverage << 24 | coverage << 16 | coverage << 8 | coverage
            }
            texture.pixels = PremultipliedPixels(width: Int(width), height: Int(height), values: premultiplied)
        }
        return Entry(texture: texture, padding: padding)
    }

    /// `mesh` rasterised into `width` × `height` ARGB pixels by SDL's software renderer: each
    /// pixel takes the mesh's white with its coverage as alpha (written, not blended), which is
    /// what the tinted copy blends by later. Nil when SDL cannot make the surface or renderer.
    private static func pixels(of mesh: ShapeMesh, width: Int32, height: Int32) -> [UInt32]? {
        var pixels = [UInt32](repeating: 0x00FF_FFFF, count: Int(width) * Int(height))
        let drawn = pixels.withUnsafeMutableBytes { buffer -> Bool in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    buffer.baseAddress, width, height, 32, width * 4, SDL_PIXELFORMAT_ARGB8888.rawValue)
            else { return false }
            defer { SDL_FreeSurface(surface) }
            guard let software = SDL_CreateSoftwareRenderer(surface) else { return false }
            defer { SDL_DestroyRenderer(software) }
            SDL_SetRenderDrawBlendMode(software, SDL_BLENDMODE_NONE)
            let vertices = mesh.vertices(color: .white)
            let status = mesh.indices.withUnsafeBufferPointer { indices in
                SDL_RenderGeometry(
                    software, nil, vertices, Int32(vertices.count), indices.baseAddress, Int32(indices.count))
            }
            return status == 0 && SDL_RenderFlush(software) == 0
        }
        return drawn ? pixels : nil
    }
}
