import CSDL2
import Foundation

/// The floor for a window: a bare SDL program that opens a 360 × 640 window with an
/// accelerated, vsynced renderer (as the app asks for), clears and presents once, says so as
/// the app does with `--stats`, then waits for events until it is asked to quit. The benchmark
/// runs it as a child process (`snapnav-bench --bare-window`) to compare the app's start and
/// memory with.
///
/// With `--bare-window-drawing` its one frame also draws each kind of thing a real frame does,
/// once: a filled rectangle, a blended and tinted texture, and a texture drawn into and copied.
/// Under Mesa's llvmpipe the first use of each compiles code for it, which a window that only
/// clears never pays: this floor shows what any frame with content costs.
enum BareWindow {
    /// The flag that makes `snapnav-bench` this program.
    static let flag = "--bare-window"
    /// The flag for the bare window that draws one frame of each kind of thing.
    static let drawingFlag = "--bare-window-drawing"

    /// Runs the bare window, drawing as a frame with content does when `drawing`; returns the
    /// exit status.
    static func run(drawing: Bool) -> Int32 {
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            report("bare window: SDL_Init: \(String(cString: SDL_GetError()))")
            return 1
        }
        defer { SDL_Quit() }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        guard let window = SDL_CreateWindow("bare", 0, 0, 360, 640, flags),
            let renderer = SDL_CreateRenderer(
                window, -1, SDL_RENDERER_ACCELERATED.rawValue | SDL_RENDERER_PRESENTVSYNC.rawValue)
        else {
            report("bare window: \(String(cString: SDL_GetError()))")
            return 1
        }
        SDL_SetRenderDrawColor(renderer, 0x1E, 0x1E, 0x1E, 255)
        SDL_RenderClear(renderer)
        if drawing { drawEachKind(on: renderer) }
        SDL_RenderPresent(renderer)
        report(ProcessBenchmarks.firstFrameMarker)
        var event = SDL_Event()
        while SDL_WaitEvent(&event) == 1 {
            if event.type == SDL_QUIT.rawValue { break }
            if event.type == SDL_WINDOWEVENT.rawValue {
                SDL_RenderClear(renderer)
                SDL_RenderPresent(renderer)
            }
        }
        SDL_DestroyRenderer(renderer)
        SDL_DestroyWindow(window)
        return 0
    }

    /// A fill, a blended and tinted texture, and a layer: a target texture drawn into, then copied.
    private static func drawEachKind(on renderer: OpaquePointer) {
        var box = SDL_Rect(x: 20, y: 20, w: 320, h: 80)
        SDL_SetRenderDrawColor(renderer, 0xFF, 0xFC, 0x00, 255)
        SDL_RenderFillRect(renderer, &box)
        var pixels = [UInt32](repeating: 0x80FF_FFFF, count: 64 * 64)
        guard
            let glyph = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue), 64, 64),
            let layer = SDL_CreateTexture(
                renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue), 360, 640)
        else { return }
        SDL_UpdateTexture(glyph, nil, &pixels, 64 * 4)
        SDL_SetTextureBlendMode(glyph, SDL_BLENDMODE_BLEND)
        SDL_SetTextureColorMod(glyph, 0x3C, 0xB2, 0xE2)
        SDL_SetRenderTarget(renderer, layer)
        SDL_RenderClear(renderer)
        SDL_RenderCopy(renderer, glyph, nil, &box)
        SDL_SetRenderTarget(renderer, nil)
        SDL_RenderCopy(renderer, layer, nil, nil)
    }
}
