import CSDL2

/// An SDL renderer drawing into a window, in pixels.
package final class Renderer {
    let handle: OpaquePointer
    /// Kept so that the window outlives its renderer.
    private let window: Window
    /// The window drawn into.
    var windowHandle: OpaquePointer { window.handle }
    private var blending = true

    /// The pixel format for textures that are copied whole onto the window, such as opaque
    /// layers: the window's own when the renderer takes it, so that the software renderer
    /// copies rows as they are instead of converting every pixel; ARGB8888 otherwise.
    let opaqueTextureFormat: UInt32

    /// Whether this is SDL's software renderer, which draws with the CPU into the window's
    /// surface: headless, and where no GPU renderer can be made.
    let isSoftware: Bool

    /// Whether presents were asked to wait for the display's refresh. Not every driver honours
    /// it, so the frame loop measures whether they do (see `FramePacer`).
    package let vsyncRequested: Bool

    /// SDL's name for the renderer: "opengl", or "software" where the CPU draws (headless, and
    /// on X11 with no GPU, see `RendererChoice`).
    package let name: String

    /// Creates a renderer for `window`: accelerated, waiting for the display's refresh, where
    /// there is a GPU; SDL's software renderer otherwise.
    package convenience init(window: Window) throws {
        try self.init(window: window, choice: .accelerated)
    }

    /// Creates a renderer for `window`: SDL's software renderer when `choice` is `.software`
    /// (see `RendererChoice`); otherwise SDL's first accelerated renderer, and its software
    /// renderer where none can be made. Each is asked to wait for the display's refresh where
    /// it can.
    init(window: Window, choice: RendererChoice) throws {
        self.window = window
        let vsync = SDL_RENDERER_PRESENTVSYNC.rawValue
        let accelerated = SDL_RENDERER_ACCELERATED.rawValue | vsync
        if choice == .software {
            // Presented straight through the video driver's framebuffer (X11's shared memory).
            // Left to itself, SDL 2 makes an OpenGL context to see whose GL it is, loading Mesa
            // after all, and under Xvfb showed each frame through an OpenGL texture: a swipe
            // cost about four times as much.
            SDL_SetHint(SDL_HINT_FRAMEBUFFER_ACCELERATION, "0")
        }
        if choice == .software,
            let renderer = SDL_CreateRenderer(window.handle, -1, SDL_RENDERER_SOFTWARE.rawValue | vsync)
        {
            handle = renderer
            vsyncRequested = true
        } else if let renderer = SDL_CreateRenderer(window.handle, -1, accelerated) {
            handle = renderer
            vsyncRequested = true
        } else if let renderer = SDL_CreateRenderer(window.handle, -1, SDL_RENDERER_ACCELERATED.rawValue) {
            handle = renderer
            vsyncRequested = false
        } else if let renderer = SDL_CreateRenderer(window.handle, -1, SDL_RENDERER_SOFTWARE.rawValue) {
            handle = renderer
            vsyncRequested = false
        } else {
            throw SDLError.last("SDL_CreateRenderer")
        }
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
        var info = SDL_RendererInfo()
        let described = SDL_GetRendererInfo(handle, &info) == 0
        isSoftware = described && info.flags & SDL_RENDERER_SOFTWARE.rawValue != 0
        name = described ? String(cString: info.name) : "unknown"
        opaqueTextureFormat =
            described
            ? Self.textureFormat(matching: SDL_GetWindowPixelFormat(window.handle), of: info)
            : SDL_PIXELFORMAT_ARGB8888.rawValue
        SDLResources.created(\.renderers)
    }

    private static func textureFormat(matching windowFormat: UInt32, of info: SDL_RendererInfo) -> UInt32 {
        let formats = withUnsafeBytes(of: info.texture_formats) { Array($0.bindMemory(to: UInt32.self)) }
        let accepted = formats.prefix(Int(info.num_texture_formats)).contains(windowFormat)
        return accepted && snapnav_bytes_per_pixel(windowFormat) == 4 ? windowFormat : SDL_PIXELFORMAT_ARGB8888.rawValue
    }

    deinit {
        SDL_DestroyRenderer(handle)
        SDLResources.destroyed(\.renderers)
    }

    /// The size of the drawable area in pixels.
    package var outputSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(handle, &width, &height)
        return (Int(width), Int(height))
    }

    /// Sets whether fills and shapes blend with what is under them by their colour's alpha
    /// (true) or replace it (false). Opaque fills should replace: SDL's software renderer
    /// blends every pixel of a blended fill, even an opaque one, at several times the cost of
    /// a plain fill.
    func setBlending(_ blending: Bool) {
        guard blending != self.blending else { return }
        self.blending = blending
        SDL_SetRenderDrawBlendMode(handle, blending ? SDL_BLENDMODE_BLEND : SDL_BLENDMODE_NONE)
    }

    /// Runs `draw` with `texture` (made with `SDL_TEXTUREACCESS_TARGET`) as the render target,
    /// then puts back the target and the clip that were in force. SDL resets the clip whenever
    /// the target becomes a texture and restores it only when the target becomes the window
    /// again, so a texture made while another texture is the target (an image scaled while a
    /// panel's layer is drawn) would otherwise leave the rest of the layer unclipped. Returns
    /// nil, drawing nothing, when the renderer cannot draw into the texture.
    func drawing<Result>(into texture: OpaquePointer, _ draw: () -> Result) -> Result? {
        let previousTarget = SDL_GetRenderTarget(handle)
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(handle, &clip)
        let clipped = SDL_RenderIsClipEnabled(handle) == SDL_TRUE
        guard SDL_SetRenderTarget(handle, texture) == 0 else { return nil }
        let result = draw()
        SDL_SetRenderTarget(handle, previousTarget)
        if clipped {
            SDL_RenderSetClipRect(handle, &clip)
        } else {
            SDL_RenderSetClipRect(handle, nil)
        }
        return result
    }

    /// Whether `rect`, in pixels, covers the whole of the target drawn into now (the window or
    /// a texture) and no clip is in force that leaves part of it out: a clear, which ignores the
    /// clip, then sets the very pixels an opaque fill of `rect` would.
    func targetIsCovered(by rect: SDL_Rect) -> Bool {
        // SDL sets the viewport to the whole target whenever the target changes, and nothing
        // here sets it otherwise.
        var target = SDL_Rect()
        SDL_RenderGetViewport(handle, &target)
        guard target.w > 0, target.h > 0, contains(rect, target.w, target.h) else { return false }
        guard SDL_RenderIsClipEnabled(handle) == SDL_TRUE else { return true }
        var clip = SDL_Rect()
        SDL_RenderGetClipRect(handle, &clip)
        return contains(clip, target.w, target.h)
    }

    private func contains(_ rect: SDL_Rect, _ width: Int32, _ height: Int32) -> Bool {
        rect.x <= 0 && rect.y <= 0 && Int64(rect.x) + Int64(rect.w) >= Int64(width)
            && Int64(rect.y) + Int64(rect.h) >= Int64(height)
    }

    /// Fills the whole target with a colour, whatever the clip.
    func clear(red: UInt8, green: UInt8, blue: UInt8) {
        SDL_SetRenderDrawColor(handle, red, green, blue, 255)
        SDL_RenderClear(handle)
    }

    /// Shows what has been drawn since the last present.
    package func present() {
        SDL_RenderPresent(handle)
    }

    /// What `draw` draws into a target of `width` × `height` pixels, in place of the window, as
    /// 32-bit ARGB values row by row: a frame at another pixel density than the window's.
    func readPixels(
        drawnAtWidth width: Int, height: Int, _ draw: () -> Void
    ) throws -> (width: Int, height: Int, pixels: [UInt32]) {
        guard
            let target = SDL_CreateTexture(
                handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), Int32(width),
                Int32(height))
        else { throw SDLError.last("SDL_CreateTexture") }
        defer { SDL_DestroyTexture(target) }
        let read = drawing(into: target) { () -> Result<(width: Int, height: Int, pixels: [UInt32]), Error> in
            draw()
            return Result { try readPixels() }
        }
        guard let read else { throw SDLError.last("SDL_SetRenderTarget") }
        return try read.get()
    }

    /// The pixels drawn since the last present, as 32-bit ARGB values, row by row.
    /// Must be called before `present()`.
    package func readPixels() throws -> (width: Int, height: Int, pixels: [UInt32]) {
        let (width, height) = outputSize
        guard width > 0, height > 0 else { return (0, 0, []) }
        var pixels = [UInt32](repeating: 0, count: width * height)
        let result = pixels.withUnsafeMutableBytes { buffer in
            SDL_RenderReadPixels(handle, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(width * 4))
        }
        guard result == 0 else { throw SDLError.last("SDL_RenderReadPixels") }
        return (width, height, pixels)
    }
}
