import CSDL2
import Foundation
import SnapNavCore

/// A `Canvas` on an SDL renderer. Callers draw in points; the canvas scales to the output's
/// pixels (output size / window size), so text and edges stay crisp on high-DPI screens.
package final class SDLCanvas: FrameCanvas {
    let renderer: Renderer
    private let text: TextCache
    let images: ImageCache
    let shapes: ShapeCache
    let gradients: GradientCache
    let scaledImages: ScaledImageCache
    let layers: PanelLayers
    let bars: BarLayers
    let contentLayers: ContentLayers
    let compositor: WindowSurfaceCompositor
    /// The clips pushed, each already intersected with the one before it.
    var clips: [Rect] = []
    /// Pixels per point.
    package private(set) var scale = 1.0
    /// The drawable area in points.
    package internal(set) var size = Size.zero
    /// While true, panels are drawn directly rather than through a layer made for them, and so
    /// is layer content whose parts, drawn one by one, show what its layer would. The app's
    /// first frame draws so: under a software GL, every texture drawn into is a pipeline to
    /// compile and a queue to flush, which would keep the window from showing; the next frame
    /// makes the layers.
    package var postponesNewLayers = false

    init(renderer: Renderer, fonts: FontLibrary, images: ImageCache) {
        self.renderer = renderer
        // Text, shapes, gradients and scaled images share one budget of texture memory; decoded
        // images have a budget of their own, in main memory.
        let budget = TextureBudget()
        text = TextCache(renderer: renderer, fonts: fonts, budget: budget)
        self.images = images
        shapes = ShapeCache(renderer: renderer, budget: budget)
        gradients = GradientCache(renderer: renderer, budget: budget)
        scaledImages = ScaledImageCache(renderer: renderer, budget: budget)
        layers = PanelLayers(renderer: renderer, budget: budget)
        bars = BarLayers(renderer: renderer, budget: budget)
        contentLayers = ContentLayers(budget: budget)
        compositor = WindowSurfaceCompositor(renderer: renderer)
    }

    /// Forgets every image, scaled copy and layer, so files changed on disk are read and
    /// shown again.
    package func forgetImages() {
        images.removeAll()
        scaledImages.removeAll()
        layers.removeAll()
    }

    /// How many opaque fills covered the whole target, clip and all, and so were made clears.
    private(set) var fillsAsClears = 0

    /// How many text renders SDL_ttf has done, for checking that steady frames do none.
    package var textRenderCount: Int { text.renderCount }

    /// How many image files have been read from disk, for checking that each is loaded once.
    package var imageLoadCount: Int { images.loadCount }

    /// How many times an image was drawn as a placeholder, its file not decoded yet.
    package var imagePlaceholderCount: Int { images.missCount }

    /// The bytes of decoded image pixels kept now.
    package var decodedImageBytes: Int { images.keptBytes }

    /// How many rounded rectangles and outlines have been rasterised into textures, for
    /// checking that steady frames do none.
    package var shapeRenderCount: Int { shapes.renderCount }

    /// How many gradients have been computed into textures, for checking that steady frames
    /// do none.
    package var gradientRenderCount: Int { gradients.renderCount }

    /// How many images have been scaled into textures of the size they are drawn at, for
    /// checking that steady frames scale none.
    package var scaledImageRenderCount: Int { scaledImages.renderCount }

    /// Starts a frame for a window of `windowSize` points: sets the scale, resets the clip and,
    /// unless `clearing` is false because the frame will cover every pixel, clears to black.
    package func beginFrame(windowSize: Size, clearing: Bool = true) {
        let output = renderer.outputSize
        size = windowSize
        scale = windowSize.width > 0 ? Double(output.width) / windowSize.width : 1
        if !scale.isFinite || scale <= 0 { scale = 1 }
        // SVGs are rendered at the window's pixel density, so they are drawn one to one.
        images.setRenderScale(scale)
        clips.removeAll(keepingCapacity: true)
        SDL_RenderSetClipRect(renderer.handle, nil)
        if clearing { renderer.clear(red: 0, green: 0, blue: 0) }
    }

    func pixelRect(_ rect: Rect) -> SDL_Rect {
        let x0 = (rect.minX * scale).rounded()
        let y0 = (rect.minY * scale).rounded()
        let x1 = (rect.maxX * scale).rounded()
        let y1 = (rect.maxY * scale).rounded()
        func clamp(_ value: Double) -> Int32 { Int32(min(max(value, -1e9), 1e9)) }
        return SDL_Rect(x: clamp(x0), y: clamp(y0), w: clamp(max(0, x1 - x0)), h: clamp(max(0, y1 - y0)))
    }

    /// `Canvas.fill(_:color:)` on the SDL renderer, in pixels.
    package func fill(_ rect: Rect, color: Color) {
        guard rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite, !rect.isEmpty, color.alpha > 0
        else { return }
        var pixels = pixelRect(rect)
        if color.alpha == 255 && renderer.targetIsCovered(by: pixels) {
            // The same pixels as the fill. Under a software GL a clear needs no shader, where a
            // fill is drawn by one of its own: made ready on first use, and run on every pixel.
            renderer.clear(red: color.red, green: color.green, blue: color.blue)
            fillsAsClears += 1
            return
        }
        if color.alpha < 255, compositor.fill(pixels, color: color) { return }
        renderer.setBlending(color.alpha < 255)
        SDL_SetRenderDrawColor(renderer.handle, color.red, color.green, color.blue, color.alpha)
        SDL_RenderFillRect(renderer.handle, &pixels)
    }

    /// `Canvas.drawText(_:in:style:)` on the SDL renderer, in pixels.
    package func drawText(_ string: String, in rect: Rect, style: TextStyle) {
        guard rect.origin.isFinite, !rect.isEmpty, style.size > 0, style.size.isFinite, style.color.alpha > 0
        else { return }
        let pixelSize = Int((style.size * scale).rounded())
        let box = pixelRect(rect)
        let fitted = fittedText(string, style: style, width: rect.width)
        guard let texture = text.texture(for: fitted, weight: style.weight, pixelSize: pixelSize) else { return }
        let width = Int32(texture.width)
        let height = Int32(texture.height)
        let x: Int32
        switch style.alignment {
        case .leading: x = box.x
        case .center: x = box.x + (box.w - width) / 2
        case .trailing: x = box.x + box.w - width
        }
        var destination = SDL_Rect(x: x, y: box.y + (box.h - height) / 2, w: width, h: height)
        // Text is rendered once in white and tinted here, so a fading or recoloured label
        // reuses its texture instead of rendering again.
        SDL_SetTextureColorMod(texture.handle, style.color.red, style.color.green, style.color.blue)
        SDL_SetTextureAlphaMod(texture.handle, style.color.alpha)
        // Text wider than its box is cut at the box rather than spilling over other panels.
        pushPixelClip(box)
        SDL_RenderCopy(renderer.handle, texture.handle, nil, &destination)
        popClip()
    }

    /// `Canvas.width(of:style:)` on the SDL renderer, in pixels.
    package func width(of text: String, style: TextStyle) -> Double {
        guard style.size > 0, style.size.isFinite, scale > 0 else { return 0 }
        let pixelSize = Int((style.size * scale).rounded())
        return Double(self.text.width(of: text, weight: style.weight, pixelSize: pixelSize)) / scale
    }

    /// `string` as `drawText` shows it in a box `width` points wide: whole when it fits,
    /// otherwise cut short with an ellipsis.
    package func fittedText(_ string: String, style: TextStyle, width: Double) -> String {
        let pixelSize = Int((style.size * scale).rounded())
        let pixels = Int((max(0, width.isFinite ? width : 0) * scale).rounded())
        return text.fitting(string, weight: style.weight, pixelSize: pixelSize, width: pixels)
    }

    /// The clip in force: the last one pushed, or the whole canvas.
    var currentClip: Rect { clips.last ?? Rect(origin: .zero, size: size) }

    /// `Canvas.pushClip(_:)` on the SDL renderer, in pixels.
    package func pushClip(_ rect: Rect) {
        clips.append(currentClip.intersection(rect))
        applyClip()
    }

    private func pushPixelClip(_ box: SDL_Rect) {
        pushClip(pointRect(box))
    }

    /// `box` in pixels, as points.
    func pointRect(_ box: SDL_Rect) -> Rect {
        Rect(
            x: Double(box.x) / scale, y: Double(box.y) / scale, width: Double(box.w) / scale,
            height: Double(box.h) / scale)
    }

    /// `Canvas.popClip()` on the SDL renderer, in pixels.
    package func popClip() {
        if !clips.isEmpty { clips.removeLast() }
        applyClip()
    }

    func applyClip() {
        guard let clip = clips.last else {
            SDL_RenderSetClipRect(renderer.handle, nil)
            return
        }
        var pixels = pixelRect(clip)
        if pixels.w <= 0 || pixels.h <= 0 {
            // SDL treats an empty clip rect as "no clip"; a 1-pixel clip off screen hides everything instead.
            pixels = SDL_Rect(x: -2, y: -2, w: 1, h: 1)
        }
        SDL_RenderSetClipRect(renderer.handle, &pixels)
    }
}
