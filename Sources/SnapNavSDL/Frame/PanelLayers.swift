import CSDL2
import SnapNavCore

/// Each opaque panel's content, drawn once into a texture of its own (an SDL render target)
/// and copied to the screen wherever a swipe puts it, as a phone composites its views' layers
/// instead of drawing them again at every offset.
///
/// A layer is drawn again only when the panel's content changes, by the rule bars follow too
/// (`LayerPolicy`): the panel draws into a `DisplayList` every frame and that list is compared
/// with the one the layer was drawn from. Content that changes on frame after frame (a list
/// coasting, a flash fading) is drawn directly; once it has held still for a frame, the layer
/// is drawn again and copied from then on. A new size or scale makes a new layer, drawn at
/// once. What a list cannot show, a changed image file, is dropped with `removeAll()`; and a
/// layer is never kept while an image in it is not decoded yet.
///
/// A panel that `marksDisplayChanges` is not asked to draw while its layer holds what it drew
/// at its current `displayRevision`: a swipe of such panels copies their layers and records
/// nothing, as a phone moves its views' layers without drawing them. On the software renderer
/// in a window, recording the demo's grid and camera took about a sixth of a swipe frame.
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
        /// When the texture is copied and when drawn again; it keeps what the panel drew the
        /// last frame it was in view.
        let policy = LayerPolicy(framesHeldBeforeLayer: PanelLayers.framesHeldBeforeLayer)
        /// The panel's `displayRevision` when the texture was last found to hold what it draws;
        /// nil while it does not.
        var checkedRevision: Int?

        init(texture: Texture, panel: PanelController, scale: Double) {
            self.texture = texture
            self.panel = panel
            self.scale = scale
        }
    }

    /// At most this many layers are kept, the least recently used leaving first; a frame
    /// shows at most four panels.
    static let capacity = 8
    /// A panel's layer is drawn again once its content has been the same two frames in a row.
    static let framesHeldBeforeLayer = 2
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
    /// How many times a panel has been drawn to prepare it.
    private(set) var preparationCount = 0
    /// How many times a panel's layer was shown without asking the panel to draw, its
    /// revision unchanged since the layer was found to hold its drawing.
    private(set) var unmarkedCopyCount = 0
    /// Whether a layer shown without asking its panel to draw is checked against the drawing
    /// anyway, for tests that hold panels to marking every change.
    var checksUnmarkedCopies = false
    /// The panels whose layers were shown unmarked while their drawing had changed: a change
    /// they did not mark. Counted only while `checksUnmarkedCopies`.
    private(set) var unmarkedChanges: [String] = []
    /// Where panels are prepared: drawn, and clipped to one pixel.
    private var preparation: Texture?
    /// The panels prepared, by identity, with what each drew then.
    private var prepared: [ObjectIdentifier: Preparation] = [:]

    init(renderer: Renderer, budget: TextureBudget) {
        self.renderer = renderer
        layers = TextureStore(budget: budget, capacity: Self.capacity)
        aheadBytes = renderer.isSoftware ? budget.limit / 4 : 0
        isSupported = SDL_RenderTargetSupported(renderer.handle) == SDL_TRUE
        isEnabled = isSupported
    }

    /// How many layers are kept.
    var count: Int { layers.count }

    /// The texture of `panel`'s layer, if one is kept.
    func texture(of panel: PanelController) -> Texture? {
        layers[ObjectIdentifier(panel)]?.texture
    }

    /// Forgets every layer, so each panel is drawn again the next time it is shown.
    func removeAll() {
        layers.removeAll()
        prepared.removeAll()
    }

    /// The layer of `panel` at `size`, its content up to date, drawing it into its texture
    /// when the content changed and has held still since the last frame; nil when the panel
    /// should be drawn directly: its content is changing, or no texture can be made.
    func layer(for panel: PanelController, size: Size, on canvas: SDLCanvas) -> Layer? {
        let (width, height) = Self.pixels(of: size, scale: canvas.scale)
        guard width > 0, height > 0, width * height <= Self.maximumPixels else { return nil }
        let kept = layers[ObjectIdentifier(panel)].flatMap { layer in
            layer.panel === panel && layer.scale == canvas.scale && layer.texture.width == width
                && layer.texture.height == height ? layer : nil
        }
        let revision = panel.marksDisplayChanges ? panel.displayRevision : nil
        if let kept, let revision, kept.checkedRevision == revision {
            unmarkedCopyCount += 1
            if checksUnmarkedCopies { checkUnmarked(panel, size: size, against: kept, on: canvas) }
            return kept
        }
        record(panel, size: size, on: canvas)
        if let kept {
            switch kept.policy.decide(recording, layerHolds: kept.content) {
            case .copyLayer:
                kept.checkedRevision = revision
                return kept
            case .drawLayer:
                // A layer that cannot be drawn is forgotten.
                guard redraw(kept, from: kept.policy.lastSeen, on: canvas) else { return nil }
                kept.checkedRevision = revision
                return kept
            case .drawDirectly:
                kept.checkedRevision = nil
                return nil
            }
        }
        guard let made = makeLayer(for: panel, width: width, height: height, scale: canvas.scale) else { return nil }
        made.policy.remember(recording)
        guard redraw(made, from: made.policy.lastSeen, on: canvas) else { return nil }
        made.checkedRevision = revision
        return made
    }

    /// Records what `panel` draws at `size` into `recording`, its text measured by `canvas`.
    private func record(_ panel: PanelController, size: Size, on canvas: SDLCanvas) {
        recording.reset(size: size)
        recording.measuring = canvas
        panel.draw(in: recording, frame: Rect(origin: .zero, size: size))
    }

    /// Records what `panel` draws and notes it when `layer` holds something else: a change the
    /// panel did not mark.
    private func checkUnmarked(_ panel: PanelController, size: Size, against layer: Layer, on canvas: SDLCanvas) {
        record(panel, size: size, on: canvas)
        if !layer.content.draws(theSameAs: recording) { unmarkedChanges.append(panel.identifier) }
    }

    /// Draws `panel`'s layer at `size` ahead of its first showing, as a phone has the pages
    /// beside the one in view drawn: on SDL's software renderer, drawing the demo's grid into its
    /// layer took the first frame that showed it about 3 ms of CPU. Only while the layers kept,
    /// this one included, take at most `aheadBytes`; past that, or where the panel gets no layer
    /// (translucent, changing, too large), it is prepared instead (`prepare`). Returns whether
    /// its layer is kept up to date.
    @discardableResult
    func drawAhead(_ panel: PanelController, size: Size, on canvas: SDLCanvas) -> Bool {
        guard isEnabled, panel.isOpaque, size.width > 0, size.height > 0 else {
            prepare(panel, size: size, on: canvas)
            return false
        }
        let (width, height) = Self.pixels(of: size, scale: canvas.scale)
        let kept = layers.contains(ObjectIdentifier(panel))
        if kept || layers.bytes + bytes(width: width, height: height) <= aheadBytes,
            layer(for: panel, size: size, on: canvas) != nil
        {
            return true
        }
        prepare(panel, size: size, on: canvas)
        return false
    }

    /// The bytes of layers that may be kept for drawing ahead: on the software renderer a
    /// quarter of the texture budget, the one in view and four beside it at 360 × 640 (0.9 MB
    /// each). None through a GPU renderer, which draws a layer without the CPU's time: under
    /// Mesa's software GL the worst frame of a first swipe was no better with the layers drawn
    /// ahead (8.6 against 8.9 ms), and the app rested 4.5 MB heavier.
    let aheadBytes: Int

    /// Draws what `panel` shows at `size` once into a one-pixel target, where nothing is seen,
    /// so that everything it draws from is made ahead of time: its text rendered, its shapes
    /// rasterised, its images scaled. No layer is kept, so a panel that is never shown costs
    /// no full-size texture. The first frame that shows it draws its layer from what is ready:
    /// under Mesa's software GL the worst frame of a first swipe took as long as when the layer
    /// was drawn ahead (8.9 against 8.6 ms), where rendering the panel's text as well had taken
    /// 10-15 ms, enough to miss a refresh.
    ///
    /// A panel whose layer, or whose last preparation, holds this very drawing is not drawn
    /// again: what it draws from is made already.
    func prepare(_ panel: PanelController, size: Size, on canvas: SDLCanvas) {
        guard isSupported, size.width > 0, size.height > 0, let target = preparationTarget() else { return }
        record(panel, size: size, on: canvas)
        let key = ObjectIdentifier(panel)
        if let layer = layers[key], layer.panel === panel, layer.content.draws(theSameAs: recording) { return }
        if let last = prepared[key], last.panel === panel, last.content.draws(theSameAs: recording) { return }
        guard canvas.draw(recording, into: target.handle, size: size) else { return }
        preparationCount += 1
        if prepared.count >= Self.capacity { prepared.removeAll() }
        let entry = prepared[key].flatMap { $0.panel === panel ? $0 : nil } ?? Preparation(panel: panel)
        entry.content.copyContents(of: recording)
        prepared[key] = entry
    }

    /// What a panel drew when it was last prepared.
    private final class Preparation {
        weak var panel: PanelController?
        let content = DisplayList()

        init(panel: PanelController) {
            self.panel = panel
        }
    }

    /// The one-pixel target panels are prepared in, made on first use.
    private func preparationTarget() -> Texture? {
        if let made = preparation { return made }
        preparation = makeTexture(width: 1, height: 1)
        return preparation
    }

    /// Draws `content` into `layer`'s texture and keeps it as what the layer shows; forgets
    /// the layer when the renderer cannot draw into it.
    private func redraw(_ layer: Layer, from content: DisplayList, on canvas: SDLCanvas) -> Bool {
        let placeholders = canvas.imagePlaceholderCount
        // A layer holding an image's placeholder would go on showing it once the image is
        // decoded, since the commands it was drawn from are the same: the panel is drawn
        // directly until then.
        guard canvas.draw(content, into: layer.texture), canvas.imagePlaceholderCount == placeholders else {
            if let panel = layer.panel { layers.remove(ObjectIdentifier(panel)) }
            return false
        }
        layer.content.copyContents(of: content)
        renderCount += 1
        return true
    }

    private func makeLayer(for panel: PanelController, width: Int, height: Int, scale: Double) -> Layer? {
        guard let texture = makeTexture(width: width, height: height) else { return nil }
        let layer = Layer(texture: texture, panel: panel, scale: scale)
        layers.insert(layer, bytes: bytes(width: width, height: height), for: ObjectIdentifier(panel))
        return layer
    }

    /// The pixels across and down of a layer for a panel of `size` points at `scale`.
    private static func pixels(of size: Size, scale: Double) -> (width: Int, height: Int) {
        (Int((size.width * scale).rounded()), Int((size.height * scale).rounded()))
    }

    /// The bytes of a layer `width` × `height` pixels, its extra column included.
    private func bytes(width: Int, height: Int) -> Int { (width + padding) * height * 4 }

    /// The columns a layer's texture holds past the panel's width (see `makeTexture`).
    private var padding: Int { renderer.isSoftware ? 1 : 0 }

    /// A target of `width` × `height` pixels. On the software renderer it is one pixel wider
    /// than it shows: SDL 2.26 copies an opaque texture onto a surface of its own format with
    /// non-temporal SSE stores whenever the rows of both start on 16 bytes, and such a copy of
    /// a panel slid by a multiple of four pixels took ten times as long as an ordinary one (334
    /// against 23 µs for a 360 × 640 window). With rows four bytes longer than the window's,
    /// the two never line up that way. The extra column is cleared and never copied.
    private func makeTexture(width: Int, height: Int) -> Texture? {
        guard
            let handle = SDL_CreateTexture(
                renderer.handle, renderer.opaqueTextureFormat, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                Int32(width + padding), Int32(height))
        else { return nil }
        // Only opaque panels get layers, so the copy replaces what is under it.
        SDL_SetTextureBlendMode(handle, SDL_BLENDMODE_NONE)
        return Texture(handle: handle, width: width, height: height, renderer: renderer)
    }
}
