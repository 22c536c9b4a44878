import CSDL2
import SnapNavCore

/// The layers `Canvas.drawLayer(_:in:tint:)` composites: each `LayerContent` drawn once per
/// pixel scale into a texture (as `LayerRendering` makes them), then copied wherever it is
/// drawn, scaled with linear filtering and tinted by colour and alpha modulation. A ring that
/// shrinks through a swipe is one texture, where drawing it at each size rasterised a new
/// shape on most frames.
final class ContentLayers {
    struct Key: Hashable {
        var content: LayerContent
        var scale: Double
    }

    /// A content's texture, which reaches `margin` pixels past the content's box on every
    /// side for edges drawn on it.
    struct Entry {
        let texture: Texture
        let margin: Int
    }

    /// Points of room round a content's box: an outline centred on the box's edge reaches half
    /// its width past it, and anti-aliasing a pixel more.
    static let margin = 2.0
    /// At most this many layers are kept, the least recently used leaving first.
    static let capacity = 64

    private let entries: TextureStore<Key, Entry>
    /// How many layers have been drawn, for checking that a swipe draws none.
    private(set) var renderCount = 0

    init(budget: TextureBudget) {
        entries = TextureStore(budget: budget, capacity: Self.capacity)
    }

    /// How many layers are kept.
    var count: Int { entries.count }

    /// The layer for `content` at `canvas`'s scale, drawn on first use; nil when the renderer
    /// cannot draw into textures or read them, so the caller draws the parts instead.
    func entry(for content: LayerContent, on canvas: SDLCanvas) -> Entry? {
        let scale = canvas.scale
        let key = Key(content: content, scale: scale)
        if let entry = entries[key] { return entry }
        let margin = Int((Self.margin * scale).rounded(.up))
        let width = Int((content.size.width * scale).rounded(.up)) + 2 * margin
        let height = Int((content.size.height * scale).rounded(.up)) + 2 * margin
        guard width > 2 * margin, height > 2 * margin, width < 16_384, height < 16_384 else { return nil }
        let drawing = content.parts(measuring: canvas)
        drawing.translate(by: Point(x: Double(margin) / scale, y: Double(margin) / scale))
        guard let texture = LayerRendering.texture(of: drawing, width: width, height: height, on: canvas) else {
            return nil
        }
        SDL_SetTextureScaleMode(texture.handle, SDL_ScaleModeLinear)
        renderCount += 1
        let entry = Entry(texture: texture, margin: margin)
        entries.insert(entry, bytes: texture.byteCount, for: key)
        return entry
    }
}
