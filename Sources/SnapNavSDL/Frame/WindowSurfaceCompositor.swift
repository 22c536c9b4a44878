import CPixelBlending
import CSDL2
import SnapNavCore

/// Translucent fills and layer copies blended straight into the window's pixels, where SDL's
/// software renderer draws the window.
///
/// SDL's software renderer blends one pixel at a time, and a copy tinted or faded by colour or
/// alpha modulation goes through its generic blitter, about 10 ns a pixel. The bars blend some
/// 50,000 pixels on every frame of a swipe, which made them cost more than the panels under
/// them. This blends eight pixels at a time with AVX2, four with SSE2 (`snapnav_blend_over`),
/// from premultiplied pixels kept in main memory (`PremultipliedPixels`). What SDL has queued
/// runs first, so every pixel lands in the order it was drawn, and the clip in force is kept.
///
/// It blends only into the window itself, not into a texture being drawn, and only when the
/// window's surface holds 32-bit XRGB or ARGB pixels; otherwise callers draw through SDL.
final class WindowSurfaceCompositor {
    private let renderer: Renderer
    /// Whether fills and copies are blended here; off for GPU renderers, and turned off to
    /// compare with SDL's own blending.
    var isEnabled: Bool
    /// How many fills and copies were blended here.
    private(set) var blendCount = 0

    init(renderer: Renderer) {
        self.renderer = renderer
        isEnabled = renderer.isSoftware
    }

    /// Blends `color` over `rect` (pixels) of the window, inside the clip in force. False,
    /// drawing nothing, when it cannot blend into the window.
    func fill(_ rect: SDL_Rect, color: Color) -> Bool {
        guard let region = region(covering: rect) else { return false }
        if region.width > 0, region.height > 0 {
            snapnav_blend_fill(region.corner, region.stride, region.width, region.height, Self.premultiplied(color))
        }
        blendCount += 1
        return true
    }

    /// Blends `pixels` over the window with their top left corner at `corner` (pixels), tinted
    /// and faded by `tint` as a premultiplied colour is, inside the clip in force. False, drawing
    /// nothing, when it cannot blend into the window.
    func copy(_ pixels: PremultipliedPixels, to corner: (x: Int32, y: Int32), tint: Color) -> Bool {
        let placed = SDL_Rect(x: corner.x, y: corner.y, w: Int32(pixels.width), h: Int32(pixels.height))
        guard let region = region(covering: placed) else { return false }
        if region.width > 0, region.height > 0 {
            let column = Int(region.x - corner.x)
            let row = Int(region.y - corner.y)
            pixels.values.withUnsafeBufferPointer { source in
                guard let base = source.baseAddress else { return }
                snapnav_blend_over(
                    region.corner, region.stride, base + row * pixels.width + column, pixels.width, region.width,
                    region.height, Self.modulation(tint))
            }
        }
        blendCount += 1
        return true
    }

    /// Blends `pixels` scaled with linear filtering to fill `rect` (pixels), placed and sized to
    /// whole pixels as SDL's software renderer places a scaled copy, tinted and faded by `tint`,
    /// inside the clip in force: a layer drawn at another size than its own, such as the ring as
    /// it shrinks. Each size is scaled once and kept (`PremultipliedPixels.scaled`), and a
    /// layer placed this way into a bar's layer by SDL lands on the same pixels. False, drawing
    /// nothing, when it cannot blend into the window.
    func copy(_ pixels: PremultipliedPixels, scaledInto rect: SDL_FRect, tint: Color) -> Bool {
        guard let placed = Self.placed(rect) else { return false }
        guard placed.w > 0, placed.h > 0 else { return true }
        if let scaled = pixels.scaled(toWidth: Int(placed.w), height: Int(placed.h)) {
            return copy(scaled, to: (placed.x, placed.y), tint: tint)
        }
        // No room to keep this size: scaled while blended, to the same pixels.
        guard let region = region(covering: placed) else { return false }
        if region.width > 0, region.height > 0 {
            pixels.values.withUnsafeBufferPointer { source in
                snapnav_blend_scaled(
                    region.corner, region.stride, 0, 0, region.width, region.height, source.baseAddress, pixels.width,
                    Int32(pixels.width), Int32(pixels.height), Double(placed.x - region.x), Double(placed.y - region.y),
                    Double(placed.w), Double(placed.h), Self.modulation(tint))
            }
        }
        blendCount += 1
        return true
    }

    /// `rect` placed on whole pixels as SDL's software renderer places a scaled copy: each of
    /// the four cut towards zero. Nil when it is not finite or lies far outside any window.
    /// Called for every scaled copy of every frame, so it builds no array.
    static func placed(_ rect: SDL_FRect) -> SDL_Rect? {
        func cut(_ value: Float) -> Int32? {
            let whole = Double(value).rounded(.towardZero)
            return whole.isFinite && abs(whole) < 1e6 ? Int32(whole) : nil
        }
        guard let x = cut(rect.x), let y = cut(rect.y), let width = cut(rect.w), let height = cut(rect.h) else {
            return nil
        }
        return SDL_Rect(x: x, y: y, w: width, h: height)
    }

    /// Where `rect` lands in the window's pixels, cut to the window and the clip in force, once
    /// SDL's queued drawing has run: the pixels from row to row, and the part of `rect` left and
    /// its first pixel (`corner`). Nil when this cannot blend into the window now.
    private func region(covering rect: SDL_Rect) -> (
        corner: UnsafeMutablePointer<UInt32>, stride: Int, x: Int32, y: Int32, width: Int32, height: Int32
    )? {
        guard isEnabled, SDL_GetRenderTarget(renderer.handle) == nil, SDL_RenderFlush(renderer.handle) == 0,
            let surface = SDL_GetWindowSurface(renderer.windowHandle), let format = surface.pointee.format,
            format.pointee.format == SDL_PIXELFORMAT_RGB888.rawValue
                || format.pointee.format == SDL_PIXELFORMAT_ARGB8888.rawValue,
            surface.pointee.flags & UInt32(SDL_RLEACCEL) == 0, surface.pointee.pitch % 4 == 0,
            let base = surface.pointee.pixels
        else { return nil }
        var visible = Self.intersection(rect, SDL_Rect(x: 0, y: 0, w: surface.pointee.w, h: surface.pointee.h))
        if SDL_RenderIsClipEnabled(renderer.handle) == SDL_TRUE {
            var clip = SDL_Rect()
            SDL_RenderGetClipRect(renderer.handle, &clip)
            visible = Self.intersection(visible, clip)
        }
        let stride = Int(surface.pointee.pitch / 4)
        let corner = base.assumingMemoryBound(to: UInt32.self) + Int(visible.y) * stride + Int(visible.x)
        return (corner, stride, visible.x, visible.y, visible.w, visible.h)
    }

    private static func intersection(_ a: SDL_Rect, _ b: SDL_Rect) -> SDL_Rect {
        let left = max(Int64(a.x), Int64(b.x))
        let top = max(Int64(a.y), Int64(b.y))
        let right = min(Int64(a.x) + Int64(a.w), Int64(b.x) + Int64(b.w))
        let bottom = min(Int64(a.y) + Int64(a.h), Int64(b.y) + Int64(b.h))
        guard right > left, bottom > top else {
            return SDL_Rect(x: Int32(clamping: left), y: Int32(clamping: top), w: 0, h: 0)
        }
        return SDL_Rect(
            x: Int32(clamping: left), y: Int32(clamping: top), w: Int32(clamping: right - left),
            h: Int32(clamping: bottom - top))
    }

    /// `color` as a premultiplied 0xAARRGGBB pixel.
    static func premultiplied(_ color: Color) -> UInt32 {
        let alpha = UInt32(color.alpha)
        func channel(_ value: UInt8) -> UInt32 { PremultipliedPixels.divideBy255(UInt32(value) * alpha) }
        return alpha << 24 | channel(color.red) << 16 | channel(color.green) << 8 | channel(color.blue)
    }

    /// The factors `snapnav_blend_over` multiplies a premultiplied pixel's channels by to tint it
    /// by `tint`'s colour and fade it by its alpha, as SDL's colour and alpha modulation do a
    /// straight pixel's.
    static func modulation(_ tint: Color) -> UInt32 {
        premultiplied(tint)
    }
}
