import CSDL2
import SnapNavCore

extension SDLCanvas {
    /// Fills a capsule (`box` in pixels, its radius half its width) that is longer than it is
    /// wide by more than a few pixels from the cached circle of its width: the circle's halves
    /// for its ends and the circle's middle row (or column) stretched between them. A scroll
    /// indicator changes its length on every frame the content rubber-bands; drawn as a shape
    /// of its own it would rasterise a new texture for every length, as the ring did before
    /// it became a scaled layer, and fill the shape cache with them. Returns false when the
    /// capsule is too short for it or there is no circle to copy, so the caller draws it whole.
    func drawStretchedCapsule(_ box: Rect, radius: Double, color: Color) -> Bool {
        let vertical = box.height > box.width
        let short = min(box.width, box.height)
        let long = max(box.width, box.height)
        guard short >= 1, long > short + 4, 2 * radius >= short, long < 1e6, abs(box.minX) < 1e6,
            abs(box.minY) < 1e6
        else { return false }
        let startBox = Rect(x: box.minX, y: box.minY, width: short, height: short)
        let endBox =
            vertical
            ? Rect(x: box.minX, y: box.maxY - short, width: short, height: short)
            : Rect(x: box.maxX - short, y: box.minY, width: short, height: short)
        let startKey = ShapeCache.Key(box: startBox, radius: short / 2, lineWidth: 0)
        let endKey = ShapeCache.Key(box: endBox, radius: short / 2, lineWidth: 0)
        guard let start = shapes.entry(for: startKey), let end = shapes.entry(for: endKey) else { return false }
        let first = CapsuleEnd(circle: startBox, key: startKey, entry: start, vertical: vertical)
        let last = CapsuleEnd(circle: endBox, key: endKey, entry: end, vertical: vertical)
        let stretchStart = first.corner + first.middle
        let stretchEnd = last.corner + last.middle + 1
        guard stretchEnd > stretchStart else { return false }

        let span = CapsuleSpan(
            vertical: vertical,
            across: Int32((((vertical ? box.minX : box.minY) * 2).rounded() / 2).rounded(.down))
                - Int32(start.padding),
            thickness: Int32(vertical ? start.texture.width : start.texture.height))
        let endLength = Int32(vertical ? end.texture.height : end.texture.width)
        tint(start.texture, color)
        tint(end.texture, color)
        copy(
            start.texture, from: span.source(0, first.middle),
            to: span.destination(first.corner, first.middle))
        // The stretched middle is clipped here rather than by SDL: SDL's software renderer
        // scales a clipped copy's source with it, and a source one pixel long comes out empty.
        let clip = pixelRect(currentClip)
        let middle = span.destination(stretchStart, stretchEnd - stretchStart)
        let left = max(middle.x, clip.x)
        let top = max(middle.y, clip.y)
        let right = min(middle.x + middle.w, clip.x + clip.w)
        let bottom = min(middle.y + middle.h, clip.y + clip.h)
        if right > left, bottom > top {
            let visible = SDL_Rect(x: left, y: top, w: right - left, h: bottom - top)
            let source =
                vertical
                ? SDL_Rect(x: left - middle.x, y: first.middle, w: visible.w, h: 1)
                : SDL_Rect(x: first.middle, y: top - middle.y, w: 1, h: visible.h)
            copy(start.texture, from: source, to: visible)
        }
        copy(
            end.texture, from: span.source(last.middle + 1, endLength - last.middle - 1),
            to: span.destination(stretchEnd, endLength - last.middle - 1))
        return true
    }

    private func tint(_ texture: Texture, _ color: Color) {
        SDL_SetTextureColorMod(texture.handle, color.red, color.green, color.blue)
        SDL_SetTextureAlphaMod(texture.handle, color.alpha)
    }

    private func copy(_ texture: Texture, from source: SDL_Rect, to destination: SDL_Rect) {
        guard source.w > 0, source.h > 0, destination.w > 0, destination.h > 0 else { return }
        var source = source
        var destination = destination
        SDL_RenderCopy(renderer.handle, texture.handle, &source, &destination)
    }
}

/// Where one end's circle texture lands along a capsule, as `drawCachedShape` places shapes,
/// and the row (or column) of the texture that holds the circle's centre.
private struct CapsuleEnd {
    let corner: Int32
    let middle: Int32

    init(circle: Rect, key: ShapeCache.Key, entry: ShapeCache.Entry, vertical: Bool) {
        let edge = vertical ? circle.minY : circle.minX
        corner = Int32(((edge * 2).rounded() / 2).rounded(.down)) - Int32(entry.padding)
        let halfPixel = vertical ? key.halfPixelY : key.halfPixelX
        middle = Int32((Double(entry.padding) + (halfPixel ? 0.5 : 0) + key.size.width / 2).rounded(.down))
    }
}

/// Rectangles along a capsule: `length` pixels along it from `along`, and the whole texture's
/// `thickness` across it, at `across` on screen.
private struct CapsuleSpan {
    let vertical: Bool
    let across: Int32
    let thickness: Int32

    func source(_ along: Int32, _ length: Int32) -> SDL_Rect { rect(along, length, across: 0) }

    func destination(_ along: Int32, _ length: Int32) -> SDL_Rect { rect(along, length, across: across) }

    private func rect(_ along: Int32, _ length: Int32, across: Int32) -> SDL_Rect {
        vertical
            ? SDL_Rect(x: across, y: along, w: thickness, h: length)
            : SDL_Rect(x: along, y: across, w: length, h: thickness)
    }
}
