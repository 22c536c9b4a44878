import CSDL2
import SnapNavCore

extension SDLCanvas {
    /// `Canvas.fillRoundedRect(_:radius:color:)` on the SDL renderer, in pixels.
    package func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        guard color.alpha > 0 else { return }
        let box = pixels(rect)
        if drawStretchedCapsule(box, radius: radius * scale, color: color) { return }
        if drawCachedShape(box, radius: radius * scale, lineWidth: 0, color: color) { return }
        render(ShapeMesh.fill(box, radius: radius * scale), color: color)
    }

    /// `Canvas.strokeRoundedRect(_:radius:lineWidth:color:)` on the SDL renderer, in pixels.
    package func strokeRoundedRect(_ rect: Rect, radius: Double, lineWidth: Double, color: Color) {
        guard color.alpha > 0, lineWidth > 0, lineWidth.isFinite else { return }
        let box = pixels(rect)
        if drawCachedShape(box, radius: radius * scale, lineWidth: lineWidth * scale, color: color) { return }
        render(ShapeMesh.stroke(box, radius: radius * scale, lineWidth: lineWidth * scale), color: color)
    }

    /// Rasterises every shape drawn so far at each placement on whole and half pixels it has
    /// not been drawn at, so that a swipe sliding a bar's shapes rasterises none
    /// (`ShapeCache.prepareHalfPixelPlacements()`).
    package func prepareShapePlacements() {
        shapes.prepareHalfPixelPlacements()
    }

    /// Copies the cached texture of the shape with outline `box` (pixels), tinted `color`.
    /// Returns false when there is none to copy, so the caller draws the mesh itself.
    private func drawCachedShape(_ box: Rect, radius: Double, lineWidth: Double, color: Color) -> Bool {
        guard box.origin.isFinite, box.width.isFinite, box.height.isFinite, !box.isEmpty, radius.isFinite,
            abs(box.minX) < 1e6, abs(box.minY) < 1e6,
            let shape = shapes.entry(for: ShapeCache.Key(box: box, radius: radius, lineWidth: lineWidth))
        else { return false }
        let texture = shape.texture
        // The texture holds the half pixel the outline starts at; the copy lands on the whole pixel below it.
        let x = Int32(((box.minX * 2).rounded() / 2).rounded(.down)) - Int32(shape.padding)
        let y = Int32(((box.minY * 2).rounded() / 2).rounded(.down)) - Int32(shape.padding)
        if let pixels = texture.pixels, compositor.copy(pixels, to: (x, y), tint: color) { return true }
        var destination = SDL_Rect(x: x, y: y, w: Int32(texture.width), h: Int32(texture.height))
        SDL_SetTextureColorMod(texture.handle, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(texture.handle, color.alpha)
        SDL_RenderCopy(renderer.handle, texture.handle, nil, &destination)
        return true
    }

    /// `Canvas.fillGradient(_:top:bottom:)` on the SDL renderer, in pixels.
    package func fillGradient(_ rect: Rect, top: Color, bottom: Color) {
        let box = pixels(rect)
        guard box.origin.isFinite, box.width.isFinite, box.height.isFinite, !box.isEmpty else { return }
        guard top.alpha > 0 || bottom.alpha > 0 else { return }
        var destination = pixelRect(rect)
        if destination.w > 0, destination.h > 0,
            let texture = gradients.texture(
                for: GradientCache.Key(
                    width: gradients.textureWidth(drawnAt: Int(destination.w)), height: Int(destination.h), top: top,
                    bottom: bottom))
        {
            SDL_RenderCopy(renderer.handle, texture.handle, nil, &destination)
            return
        }
        func vertex(_ x: Double, _ y: Double, _ color: Color) -> SDL_Vertex {
            SDL_Vertex(
                position: SDL_FPoint(x: Float(x), y: Float(y)),
                color: SDL_Color(r: color.red, g: color.green, b: color.blue, a: color.alpha),
                tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        let vertices = [
            vertex(box.minX, box.minY, top), vertex(box.maxX, box.minY, top),
            vertex(box.maxX, box.maxY, bottom), vertex(box.minX, box.maxY, bottom),
        ]
        let indices: [Int32] = [0, 1, 2, 0, 2, 3]
        renderer.setBlending(true)
        SDL_RenderGeometry(renderer.handle, nil, vertices, Int32(vertices.count), indices, Int32(indices.count))
    }

    /// `Canvas.drawImage(_:in:opacity:)` on the SDL renderer, in pixels: copies of the image
    /// scaled to the size drawn, made from its pixels on first use. An image whose pixels were
    /// handed over to those copies is drawn from them; where a copy must be made anew, its
    /// pixels are asked for again, and its mean colour holds the place until they are decoded.
    package func drawImage(_ name: String, in rect: Rect, opacity: Double) {
        guard rect.origin.isFinite, !rect.isEmpty, opacity > 0 else { return }
        let decoded: DecodedImage?
        let size: ImageCache.PixelSize
        if let known = images.pixelSize(named: name) {
            decoded = nil
            size = known
        } else if let image = images.image(named: name) {
            decoded = image
            size = ImageCache.PixelSize(width: image.width, height: image.height)
        } else {
            return drawPlaceholder(of: name, in: rect, opacity: opacity)
        }
        let destination = pixelRect(rect)
        guard destination.w > 0, destination.h > 0, size.width > 0, size.height > 0 else { return }
        // Scale to fill: the image covers the whole rectangle and the overflow is cropped evenly.
        let imageAspect = Double(size.width) / Double(size.height)
        let boxAspect = Double(destination.w) / Double(destination.h)
        var source = SDL_Rect(x: 0, y: 0, w: Int32(size.width), h: Int32(size.height))
        if imageAspect > boxAspect {
            let width = Double(size.height) * boxAspect
            source.w = Int32(width.rounded())
            source.x = Int32(((Double(size.width) - width) / 2).rounded())
        } else {
            let height = Double(size.width) / boxAspect
            source.h = Int32(height.rounded())
            source.y = Int32(((Double(size.height) - height) / 2).rounded())
        }
        let alpha = UInt8((min(opacity, 1) * 255).rounded())
        let clip = pixelRect(currentClip)
        let maximumRows = stripRows(width: destination.w)
        let whole = ScaledImageCache.key(named: name, source: source, width: destination.w, height: destination.h)
        scaledImages.noteDrawn(name, as: .init(whole: whole, maximumRows: maximumRows))
        // Asked for once a draw, and only when a copy must be made: a miss is one, however many
        // strips are missing.
        lazy var pixels = decoded ?? images.image(named: name)
        for strip in ImageStrips(source: source, destination: destination, maximumRows: maximumRows)
        where strip.destination.y < clip.y + clip.h && strip.destination.y + strip.destination.h > clip.y {
            let key = ScaledImageCache.key(
                named: name, source: strip.source, width: strip.destination.w, height: strip.destination.h)
            var target = strip.destination
            let scaled: Texture
            if let kept = scaledImages.texture(for: key) {
                scaled = kept
            } else {
                guard let pixels else {
                    drawPlaceholder(of: name, in: pointRect(target), opacity: opacity)
                    continue
                }
                guard let made = scaledImages.texture(for: key, from: pixels) else { continue }
                scaled = made
            }
            SDL_SetTextureAlphaMod(scaled.handle, alpha)
            SDL_RenderCopy(renderer.handle, scaled.handle, nil, &target)
        }
    }

    /// The mean colour of the image `name` over `rect`, once it was decoded before: what holds
    /// its place while it is not decoded.
    private func drawPlaceholder(of name: String, in rect: Rect, opacity: Double) {
        guard let color = images.placeholderColor(named: name) else { return }
        fill(rect, color: color.withOpacity(min(opacity, 1)))
    }

    /// Hands the pixels of each image in `offScreen` over to its scaled copies, when they hold
    /// all of it at the size it was last drawn: a screen off to the side keeps its copies and
    /// lets its full-size pixels go.
    package func handOverImages(_ offScreen: [String]) {
        for name in offScreen where images.keepsPixels(of: name) && scaledImages.holdsEveryStrip(of: name) {
            images.handOver(name)
        }
    }

    /// The most rows of an image drawn `width` pixels wide that one scaled copy may hold.
    private func stripRows(width: Int32) -> Int32 {
        Int32(min(ScaledImageCache.largestTextureRows, ScaledImageCache.largestTexturePixels / max(1, Int(width))))
    }

    private func pixels(_ rect: Rect) -> Rect {
        Rect(x: rect.minX * scale, y: rect.minY * scale, width: rect.width * scale, height: rect.height * scale)
    }

    private func render(_ mesh: ShapeMesh, color: Color) {
        guard !mesh.indices.isEmpty else { return }
        let vertices = mesh.vertices(color: color)
        renderer.setBlending(true)
        mesh.indices.withUnsafeBufferPointer { indices in
            _ = SDL_RenderGeometry(
                renderer.handle, nil, vertices, Int32(vertices.count), indices.baseAddress, Int32(indices.count))
        }
    }
}
