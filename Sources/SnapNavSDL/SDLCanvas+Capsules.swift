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

        /// Where a circle's texture lands along the capsule, as `drawCachedShape` places shapes,
        /// and the row or column of the texture that holds its centre.
        func place(_ circle: Rect, _ key: ShapeCache.Key, _ entry: ShapeCache.Entry) -> (corner: Int32, middle: Int32) {
            let edge = vertical ? circle.minY : circle.minX
            let corner = Int32(((edge * 2).rounded() / 2).rounded(.down)) - Int32(entry.padding)
            let halfPixel = vertical ? key.halfPixelY : key.halfPixelX
            let middle = Double(entry.padding) + (halfPixel ? 0.5 : 0) + key.size.width / 2
            return (corner, Int32(middle.rounded(.down)))
        }
        let across = Int32((((vertical ? box.minX : box.minY) * 2).rounded() / 2).rounded(.down)) - Int32(start.padding)
        let first = place(startBox, startKey, start)
        let last = place(endBox, endKey, end)
        let stretchStart = first.corner + first.middle
        let stretchEnd = last.corner + last.middle + 1
        guard stretchEnd > stretchStart else { return false }

        /// A rectangle spanning `length` pixels along the capsule from `along`, and the whole
        /// texture `thickness` across it.
        func span(_ along: Int32, _ length: Int32, across: Int32, _ thickness: Int32) -> SDL_Rect {
            vertical
                ? SDL_Rect(x: across, y: along, w: thickness, h: length)
                : SDL_Rect(x: along, y: across, w: length, h: thickness)
        }
        func copy(_ texture: Texture, from source: SDL_Rect, to destination: SDL_Rect) {
            guard source.w > 0, source.h > 0, destination.w > 0, destination.h > 0 else { return }
            var source = source
            var destination = destination
            SDL_RenderCopy(renderer.handle, texture.handle, &source, &destination)
        }
        func tint(_ texture: Texture) {
            SDL_SetTextureColorMod(texture.handle, color.red, color.green, color.blue)
            SDL_SetTextureAlphaMod(texture.handle, color.alpha)
        }
        tint(start.texture)
        tint(end.texture)
        let thickness = Int32(vertical ? start.texture.width : start.texture.height)
        let endLength = Int32(vertical ? end.texture.height : end.texture.width)
        copy(
            start.texture, from: span(0, first.middle, across: 0, thickness),
            to: span(first.corner, first.middle, across: across, thickness))
        // The stretched middle is clipped here rather than by SDL: SDL's software renderer
        // scales a clipped copy's source with it, and a source one pixel long comes out empty.
        let clip = pixelRect(currentClip)
        let middle = span(stretchStart, stretchEnd - stretchStart, across: across, thickness)
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
            end.texture, from: span(last.middle + 1, endLength - last.middle - 1, across: 0, thickness),
            to: span(stretchEnd, endLength - last.middle - 1, across: across, thickness))
        return true
    }
}
