import CSDL2
import SnapNavCore

/// Each bar's drawing, kept in a texture of its own while it holds still and composited over
/// the panels, as a phone keeps its bars in layers of their own.
///
/// A bar draws into a `DisplayList` every frame, moved so that its top left corner is at the
/// origin; only when that list differs from the layer's is the layer drawn again, by the rule
/// panels follow too (`LayerPolicy`). During a swipe a bar's drawing changes on every frame
/// (the ring shrinks, the icons tint, the top bar fades with the camera), so it is drawn
/// directly, as changing panels are: its parts are copies of their own layers, scaled and
/// tinted (`LayerContent`, kept by `ContentLayers`), so that costs a few copies. Once it has held
/// still for `framesHeldBeforeLayer` frames, as while a list scrolls under it, the layer is
/// drawn and copied from then on. The press that starts a swipe draws a frame in which nothing
/// has moved yet; waiting a few frames keeps that frame from drawing layers the swipe's next
/// frame throws away. While the panels move, the bars are known to be changing and are drawn
/// directly without being recorded at all (`drawDirectly`).
/// A bar that only moves by whole points keeps its layer. Bars are translucent, so their
/// layers are made as `LayerRendering` says.
final class BarLayers {
    /// One bar's texture, the commands it was drawn from and where it was drawn.
    final class Layer {
        let texture: Texture
        /// Pixels per point the texture was drawn at.
        let scale: Double
        /// What was drawn into the texture, moved to the texture's corner.
        let content = DisplayList()

        init(texture: Texture, scale: Double) {
            self.texture = texture
            self.scale = scale
        }
    }

    /// How many frames in a row a bar must draw the same before its layer is drawn.
    static let framesHeldBeforeLayer = 3

    /// Points of room left round a bar's drawing for anti-aliased edges and text that
    /// overhangs its box.
    static let margin = 3.0

    private let renderer: Renderer
    private let layers: TextureStore<BarSwitch, Layer>
    /// This frame's commands, recorded before they are compared with the layer's.
    private let recording = DisplayList()
    /// When each bar's layer is copied and when drawn again; each keeps what its bar drew the
    /// last frame, moved to its corner.
    private var policies: [BarSwitch: LayerPolicy] = [:]
    /// How many times a bar's layer has been drawn.
    private(set) var renderCount = 0
    /// How many times a bar's drawing has been recorded to be compared with its layer.
    private(set) var recordingCount = 0

    init(renderer: Renderer, budget: TextureBudget) {
        self.renderer = renderer
        layers = TextureStore(budget: budget, capacity: BarSwitch.all.count)
    }

    /// How many bar layers are kept.
    var count: Int { layers.count }

    /// Forgets every layer, so each bar is drawn again.
    func removeAll() {
        layers.removeAll()
        policies.removeAll()
    }

    /// Draws `bar` on `canvas`, as `drawing` draws it: from its layer when the drawing is the
    /// same as the layer's, into a new layer when it has held still long enough, and directly
    /// otherwise.
    func draw(_ bar: BarSwitch, on canvas: SDLCanvas, drawing: (Canvas) -> Void) {
        recordingCount += 1
        recording.reset(size: canvas.size)
        recording.measuring = canvas
        drawing(recording)
        guard let bounds = recording.bounds(margin: Self.margin) else {
            policies[bar]?.forget()
            return
        }
        // The layer's corner sits on a whole point and so, at a whole-number scale, on a whole
        // pixel: moving a command by whole points is exact in floating point, so what the layer
        // holds lands on the very pixels, with the same half-pixel rounding, as drawing in
        // place. At other scales the bars are drawn in place.
        let scale = canvas.scale
        guard scale == scale.rounded(), bounds.origin.isFinite, bounds.width.isFinite, bounds.height.isFinite else {
            recording.replay(into: canvas)
            policies[bar]?.forget()
            return
        }
        let corner = Point(x: bounds.minX.rounded(.down), y: bounds.minY.rounded(.down))
        let left = corner.x * scale
        let top = corner.y * scale
        let width = Int(((bounds.maxX - corner.x) * scale).rounded(.up))
        let height = Int(((bounds.maxY - corner.y) * scale).rounded(.up))
        recording.translate(by: Point(x: -corner.x, y: -corner.y))

        let policy = policies[bar] ?? LayerPolicy(framesHeldBeforeLayer: Self.framesHeldBeforeLayer)
        policies[bar] = policy
        let existing = layers[bar].flatMap { layer in
            layer.scale == scale && layer.texture.width == width && layer.texture.height == height ? layer : nil
        }
        let pixelCorner = (x: Int32(left), y: Int32(top))
        switch policy.decide(recording, layerHolds: existing?.content) {
        case .copyLayer:
            if let existing { copy(existing.texture, toPixelsAt: pixelCorner, on: canvas) }
        case .drawLayer:
            if let layer = makeLayer(from: policy.lastSeen, width: width, height: height, on: canvas) {
                layers.insert(layer, bytes: layer.texture.byteCount, for: bar)
                copy(layer.texture, toPixelsAt: pixelCorner, on: canvas)
            } else {
                policy.lastSeen.replay(into: canvas, offsetBy: corner)
            }
        case .drawDirectly:
            policy.lastSeen.replay(into: canvas, offsetBy: corner)
        }
    }

    /// Draws `bar` straight onto `canvas`, as for a bar known to be changing on every frame:
    /// recording it only to find it changed would cost as much again as drawing it. The bar
    /// must then hold still for `framesHeldBeforeLayer` frames, as after any change, before
    /// its layer is drawn again.
    func drawDirectly(_ bar: BarSwitch, on canvas: SDLCanvas, drawing: (Canvas) -> Void) {
        policies[bar]?.forget()
        drawing(canvas)
    }

    private func copy(_ texture: Texture, toPixelsAt corner: (x: Int32, y: Int32), on canvas: SDLCanvas) {
        if let pixels = texture.pixels, canvas.compositor.copy(pixels, to: corner, tint: .white) { return }
        var destination = SDL_Rect(x: corner.x, y: corner.y, w: Int32(texture.width), h: Int32(texture.height))
        SDL_RenderCopy(renderer.handle, texture.handle, nil, &destination)
    }

    /// Draws `content` into a layer of `width` × `height` pixels. Nil when the renderer cannot
    /// draw into textures or read them.
    private func makeLayer(from content: DisplayList, width: Int, height: Int, on canvas: SDLCanvas) -> Layer? {
        guard let texture = LayerRendering.texture(of: content, width: width, height: height, on: canvas) else {
            return nil
        }
        renderCount += 1
        let layer = Layer(texture: texture, scale: canvas.scale)
        layer.content.copyContents(of: content)
        return layer
    }
}
