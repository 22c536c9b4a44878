import CSDL2
import SnapNavCore

/// Each opaque panel's content, drawn once into a texture of its own (an SDL render target)
/// and copied to the screen wherever a swipe puts it, as a phone composites its views' layers
/// instead of drawing them again at every offset.
///
/// A layer is drawn again only when the panel's content changes. The panel is not asked to
/// say when: it draws into a `DisplayList` every frame, which costs a few appends, and the
/// layer is redrawn when that list differs from the one it was drawn from (a list scrolled, a
/// flash, a new title) or when its size or scale changed. What a list cannot show, a changed
/// image file, is dropped with `removeAll()`.
final class PanelLayers {
    /// One panel's texture and the commands it was drawn from.
    final class Layer {
        let texture: Texture
        /// Whose layer it is: the store is keyed by object identity, which a panel made after
        /// this one was freed can reuse.
        weak var panel: PanelController?
        /// Pixels per point the texture was drawn at.
        let scale: Double
        /// What was drawn into the texture, in the panel's own points.
        let content = DisplayList()

        init(texture: Texture, panel: PanelController, scale: Double) {
            self.texture = texture
            self.panel = panel
            self.scale = scale
        }
    }

    /// At most this many layers are kept, the least recently used leaving first; a frame
    /// shows at most four panels.
    static let capacity = 8
    /// Panels larger than this many pixels are drawn directly rather than given a layer.
    static let maximumPixels = 16_000_000

    private let renderer: Renderer
    private let layers: TextureStore<ObjectIdentifier, Layer>
    /// This frame's commands, recorded before they are compared with the layer's.
    private let recording = DisplayList()
    /// Whether the renderer can draw into textures; without that, panels are drawn directly.
    let isSupported: Bool
    /// Whether panels are drawn through layers (when supported) or directly.
    var isEnabled: Bool
    /// How many times a layer has been drawn, for checking that a swipe draws none.
    private(set) var renderCount = 0

    init(renderer: Renderer, budget: TextureBudget) {
        self.renderer = renderer
        layers = TextureStore(budget: budget, capacity: Self.capacity)
        isSupported = SDL_RenderTargetSupported(renderer.handle) == SDL_TRUE
        isEnabled = isSupported
    }

    /// How many layers are kept.
    var count: Int { layers.count }

    /// Forgets every layer, so each panel is drawn again the next time it is shown.
    func removeAll() {
        layers.removeAll()
    }

    /// The layer of `panel` at `frame`'s size, its content up to date, drawing it into its
    /// texture when the content changed; nil when no texture can be made, so the caller draws
    /// the panel directly.
    func layer(for panel: PanelController, size: Size, on canvas: SDLCanvas) -> Layer? {
        let width = Int((size.width * canvas.scale).rounded())
        let height = Int((size.height * canvas.scale).rounded())
        guard width > 0, height > 0, width * height <= Self.maximumPixels else { return nil }
        recording.reset(size: size)
        panel.draw(in: recording, frame: Rect(origin: .zero, size: size))
        let key = ObjectIdentifier(panel)
        var layer = layers[key]
        if let kept = layer,
            kept.panel !== panel || kept.scale != canvas.scale || kept.texture.width != width
                || kept.texture.height != height
        {
            layer = nil
        }
        if let layer, layer.content.draws(theSameAs: recording) { return layer }
        if layer == nil {
            guard let texture = makeTexture(width: width, height: height) else { return nil }
            let made = Layer(texture: texture, panel: panel, scale: canvas.scale)
            layers.insert(made, bytes: width * height * 4, for: key)
            layer = made
        }
        guard let layer, canvas.draw(recording, into: layer.texture) else {
            layers.remove(key)
            return nil
        }
        layer.content.swapContents(with: recording)
        renderCount += 1
        return layer
    }

    private func makeTexture(width: Int, height: Int) -> Texture? {
        guard
            let handle = SDL_CreateTexture(
                renderer.handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                Int32(width), Int32(height))
        else { return nil }
        // Only opaque panels get layers, so the copy replaces what is under it.
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_NONE)
        return Texture(handle: handle, width: width, height: height, renderer: renderer)
    }
}
