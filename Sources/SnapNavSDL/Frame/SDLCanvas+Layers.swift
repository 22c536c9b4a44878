import CSDL2
import SnapNavCore

extension SDLCanvas {
    /// Draws the panel where `placement` puts it, clipped to what can be seen: an opaque panel
    /// as a copy of its layer, drawn again only when its content changed; any other panel, or
    /// every panel when layers are off or unsupported, directly.
    ///
    /// Either way the frame's origin is moved to the nearest whole pixel, so that what the
    /// panel draws lands on the same pixels at every offset, and a layer copied there shows
    /// exactly what drawing directly would.
    package func drawPanel(_ placement: PanelPlacement) {
        let frame = pixelAligned(placement.frame)
        if layers.isEnabled, !postponesNewLayers, placement.panel.isOpaque,
            let layer = layers.layer(for: placement.panel, size: frame.size, on: self)
        {
            copy(layer.texture, at: frame.origin, clippedTo: placement.clip)
            return
        }
        pushClip(placement.clip)
        placement.panel.draw(in: self, frame: frame)
        popClip()
    }

    /// Draws the panel `placement` places at `opacity`: an opaque panel's layer copied with
    /// its alpha modulated, so the panel fades as one picture; any other panel, or every panel
    /// without layers, drawn directly with its colours faded, as the web player draws it.
    package func drawPanel(_ placement: PanelPlacement, opacity: Double) {
        guard opacity < 1 else { return drawPanel(placement) }
        guard opacity > 0 else { return }
        let frame = pixelAligned(placement.frame)
        if layers.isEnabled, !postponesNewLayers, placement.panel.isOpaque,
            let layer = layers.layer(for: placement.panel, size: frame.size, on: self)
        {
            SDL_SetTextureBlendMode(layer.texture.handle, SDL_BLENDMODE_BLEND)
            SDL_SetTextureAlphaMod(layer.texture.handle, UInt8((opacity * 255).rounded()))
            copy(layer.texture, at: frame.origin, clippedTo: placement.clip)
            SDL_SetTextureAlphaMod(layer.texture.handle, 255)
            SDL_SetTextureBlendMode(layer.texture.handle, SDL_BLENDMODE_NONE)
            return
        }
        pushClip(placement.clip)
        placement.panel.draw(in: FadedCanvas(self, opacity: opacity), frame: frame)
        popClip()
    }

    /// Makes what `panel` draws from at `size` ahead of time, so that the first frame that
    /// shows it draws as little as a frame that showed it before: on the software renderer its
    /// layer, while the layers kept stay within a quarter of the texture budget
    /// (`PanelLayers.drawAhead`); otherwise its text, shapes and scaled images, without a layer.
    /// Does nothing where the renderer cannot draw into textures.
    package func prepare(_ panel: PanelController, size: Size) {
        layers.drawAhead(panel, size: size, on: self)
    }

    /// Whether panels are drawn through layers. On by default wherever the renderer can draw
    /// into textures; turning it off draws every panel directly, as the comparison tests and
    /// the benchmark do.
    package var usesLayers: Bool {
        get { layers.isEnabled }
        set { layers.isEnabled = newValue && layers.isSupported }
    }

    /// Whether the renderer can draw into textures, which layers need.
    package var supportsLayers: Bool { layers.isSupported }

    /// "on" when panels are drawn through layers, "off" when they were turned off, and
    /// "unsupported" when the renderer cannot draw into textures.
    package var layerState: String { usesLayers ? "on" : (supportsLayers ? "off" : "unsupported") }

    /// How many times a panel's layer has been drawn, for checking that a swipe between
    /// panels whose content is still draws none.
    package var layerRenderCount: Int { layers.renderCount }

    /// How many layers are kept.
    package var layerCount: Int { layers.count }

    /// How many times a panel's layer was shown without asking the panel to draw, nothing
    /// having marked its drawing changed (`PanelController.marksDisplayChanges`).
    package var unmarkedLayerCopyCount: Int { layers.unmarkedCopyCount }

    /// Whether a layer shown without asking its panel to draw is checked against the drawing
    /// anyway; the panels whose drawing had changed unmarked are in `unmarkedPanelChanges`.
    /// For tests: it costs the recording that showing the layer saves.
    package var checksUnmarkedLayerCopies: Bool {
        get { layers.checksUnmarkedCopies }
        set { layers.checksUnmarkedCopies = newValue }
    }

    /// The panels, by identifier and once per frame, whose layer was shown while what they draw
    /// had changed without being marked. Recorded only while `checksUnmarkedLayerCopies`.
    package var unmarkedPanelChanges: [String] { layers.unmarkedChanges }

    /// How many times a panel has been drawn to prepare it (`prepare(_:size:)`).
    package var panelPreparationCount: Int { layers.preparationCount }

    /// Forgets every layer, as when the renderer reports that textures drawn into were lost.
    package func forgetLayers() {
        layers.removeAll()
        bars.removeAll()
    }

    /// `rect` with its origin moved to the nearest whole pixel.
    func pixelAligned(_ rect: Rect) -> Rect {
        guard rect.origin.isFinite, abs(rect.minX) < 1e9, abs(rect.minY) < 1e9 else { return rect }
        return Rect(
            x: (rect.minX * scale).rounded() / scale, y: (rect.minY * scale).rounded() / scale, width: rect.width,
            height: rect.height)
    }

    /// Replays `content` into `texture`, cleared first, with the canvas's size and clips set for
    /// the texture and put back afterwards. Returns false when the renderer cannot draw into it.
    func draw(_ content: DisplayList, into texture: Texture) -> Bool {
        draw(content, into: texture.handle, size: content.size)
    }

    /// Replays `content` into the target texture `handle`, cleared to transparent black, as a
    /// canvas of `size` points; then runs `whileTarget` (which may read the texture back) before
    /// the canvas's size, clips and target are put back. Returns false when the renderer cannot
    /// draw into the texture or `whileTarget` fails.
    func draw(
        _ content: DisplayList, into handle: OpaquePointer, size targetSize: Size, whileTarget: () -> Bool = { true }
    ) -> Bool {
        let saved = (size: size, clips: clips)
        let drawn =
            renderer.drawing(into: handle) { () -> Bool in
                size = targetSize
                clips = []
                SDL_RenderSetClipRect(renderer.handle, nil)
                SDL_SetRenderDrawColor(renderer.handle, 0, 0, 0, 0)
                SDL_RenderClear(renderer.handle)
                content.replay(into: self)
                return whileTarget()
            } ?? false
        size = saved.size
        clips = saved.clips
        applyClip()
        return drawn
    }

    /// Draws `bar` as `drawing` draws it: through its layer when layers are on and it holds
    /// still, directly otherwise. While `panelsMoved` (since the frame before, see
    /// `PlacementMotion`), the bar is taken to be changing and drawn directly without being
    /// recorded.
    package func drawBar(_ bar: BarSwitch, panelsMoved: Bool = false, drawing: (Canvas) -> Void) {
        guard layers.isEnabled else { return drawing(self) }
        if panelsMoved {
            bars.drawDirectly(bar, on: self, drawing: drawing)
        } else {
            bars.draw(bar, on: self, drawing: drawing)
        }
    }

    /// How many times a bar's layer has been drawn.
    package var barLayerRenderCount: Int { bars.renderCount }

    /// How many times a bar's drawing has been recorded to be compared with its layer.
    package var barRecordingCount: Int { bars.recordingCount }

    /// Scales `content`'s layer ahead, to every whole-pixel size `drawLayer` gives it between
    /// `scales`, so that a swipe passing through them scales none (see `ScaledLayerRange`).
    /// Only where the window's pixels are blended by the app, which keeps the sizes
    /// (`PremultipliedPixels.scaled`, within its bytes); elsewhere a GPU scales as it draws.
    package func prepareScaledLayer(_ content: LayerContent, scales: ClosedRange<Double>) {
        guard compositor.isEnabled, scales.lowerBound > 0, scales.upperBound.isFinite,
            content.size.width > 0, content.size.height > 0,
            let layer = contentLayers.entry(for: content, on: self), let pixels = layer.texture.pixels
        else { return }
        // The sizes as `drawLayer` works them out, stepping the scale by less than a pixel's
        // worth of the layer so that none is skipped.
        let texture = layer.texture
        let step = 0.25 / Double(max(texture.width, texture.height))
        var sizes: [(width: Int, height: Int)] = []
        var scale = scales.lowerBound
        while scale <= scales.upperBound {
            let scaleX = content.size.width * scale / content.size.width
            let scaleY = content.size.height * scale / content.size.height
            let drawn = SDL_FRect(
                x: 0, y: 0, w: Float(Double(texture.width) * scaleX), h: Float(Double(texture.height) * scaleY))
            if abs(scaleX - 1) >= 1e-9 || abs(scaleY - 1) >= 1e-9, let placed = WindowSurfaceCompositor.placed(drawn),
                placed.w > 0, placed.h > 0, sizes.last.map({ $0 != (Int(placed.w), Int(placed.h)) }) ?? true
            {
                sizes.append((Int(placed.w), Int(placed.h)))
            }
            scale += step
        }
        for size in sizes { _ = pixels.scaled(toWidth: size.width, height: size.height) }
    }

    /// `Canvas.drawLayer(_:in:tint:)`: a copy of the content's layer, drawn once at this scale,
    /// tinted and faded by `tint` as one group; placed on the nearest whole pixel when drawn
    /// at its own size, so it shows the pixels its parts would, and scaled with linear
    /// filtering otherwise. Without render targets the parts are drawn one by one.
    package func drawLayer(_ content: LayerContent, in rect: Rect, tint: Color) {
        guard tint.alpha > 0, rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite, !rect.isEmpty,
            abs(rect.minX) < 1e6, abs(rect.minY) < 1e6, rect.width < 1e6, rect.height < 1e6,
            content.size.width > 0, content.size.height > 0
        else { return }
        let scaleX = rect.width / content.size.width
        let scaleY = rect.height / content.size.height
        let atItsOwnSize = abs(scaleX - 1) < 1e-9 && abs(scaleY - 1) < 1e-9
        guard !(postponesNewLayers && showsItsParts(content, tint: tint, at: rect, atItsOwnSize: atItsOwnSize)),
            let layer = contentLayers.entry(for: content, on: self)
        else {
            content.drawParts(into: self, placedIn: rect, tint: tint)
            return
        }
        let texture = layer.texture
        // Only a copy SDL makes reads the texture's modulation; the window's own blending takes
        // the tint as it is, and setting it on every copy of a swipe was two SDL calls wasted.
        func tintTexture() {
            SDL_SetTextureColorMod(texture.handle, tint.red, tint.green, tint.blue)
            SDL_SetTextureAlphaMod(texture.handle, tint.alpha)
        }
        if atItsOwnSize {
            var destination = SDL_Rect(
                x: Int32((rect.minX * scale).rounded()) - Int32(layer.margin),
                y: Int32((rect.minY * scale).rounded()) - Int32(layer.margin), w: Int32(texture.width),
                h: Int32(texture.height))
            if let pixels = texture.pixels, compositor.copy(pixels, to: (destination.x, destination.y), tint: tint) {
                return
            }
            tintTexture()
            SDL_RenderCopy(renderer.handle, texture.handle, nil, &destination)
            return
        }
        let margin = Double(layer.margin)
        var destination = SDL_FRect(
            x: Float(rect.minX * scale - margin * scaleX), y: Float(rect.minY * scale - margin * scaleY),
            w: Float(Double(texture.width) * scaleX), h: Float(Double(texture.height) * scaleY))
        if let pixels = texture.pixels {
            if compositor.copy(pixels, scaledInto: destination, tint: tint) { return }
            // Into a texture (a bar's layer): the pixels the window shows, placed as there. SDL
            // would scale the colours divided out of their alpha, darkening the anti-aliased edge
            // of a white ring. Layers are made seldom, so the scaled copy's texture is not kept.
            if let placed = WindowSurfaceCompositor.placed(destination), placed.w > 0, placed.h > 0,
                let scaled = pixels.scaled(toWidth: Int(placed.w), height: Int(placed.h))
                    ?? pixels.scaledCopy(toWidth: Int(placed.w), height: Int(placed.h)),
                let copy = LayerRendering.texture(fromPremultiplied: scaled, on: renderer)
            {
                SDL_SetTextureColorMod(copy.handle, tint.red, tint.green, tint.blue)
                SDL_SetTextureAlphaMod(copy.handle, tint.alpha)
                var whole = placed
                SDL_RenderCopy(renderer.handle, copy.handle, nil, &whole)
                return
            }
        }
        tintTexture()
        SDL_RenderCopyF(renderer.handle, texture.handle, nil, &destination)
    }

    /// Whether `content` drawn tinted `tint` in `rect` shows what its parts drawn one by one
    /// there do: at its own size, on whole pixels, and opaque or of a single part (a badge's
    /// disc), so that no part shows through another. Fading a group of overlapping parts as
    /// one, scaling it, or placing it on the nearest pixel shows otherwise.
    private func showsItsParts(_ content: LayerContent, tint: Color, at rect: Rect, atItsOwnSize: Bool) -> Bool {
        let x = rect.minX * scale
        let y = rect.minY * scale
        guard atItsOwnSize, x == x.rounded(), y == y.rounded() else { return false }
        return tint.alpha == 255 || content.parts(measuring: self).commands.count == 1
    }

    /// How many layer contents have been drawn into layers, for checking that a swipe draws
    /// none.
    package var contentLayerRenderCount: Int { contentLayers.renderCount }

    /// Copies `texture`, whose top left corner belongs at `origin` (points, on a whole pixel),
    /// showing only what falls inside `clip` and the clip in force.
    private func copy(_ texture: Texture, at origin: Point, clippedTo clip: Rect) {
        var destination = pixelRect(clip.intersection(currentClip))
        let left = Int32((origin.x * scale).rounded())
        let top = Int32((origin.y * scale).rounded())
        // Only the part of the destination the texture covers: rounding may reach a pixel past it.
        let right = min(destination.x + destination.w, left + Int32(texture.width))
        let bottom = min(destination.y + destination.h, top + Int32(texture.height))
        destination.x = max(destination.x, left)
        destination.y = max(destination.y, top)
        destination.w = right - destination.x
        destination.h = bottom - destination.y
        guard destination.w > 0, destination.h > 0 else { return }
        var source = SDL_Rect(x: destination.x - left, y: destination.y - top, w: destination.w, h: destination.h)
        SDL_RenderCopy(renderer.handle, texture.handle, &source, &destination)
    }
}
