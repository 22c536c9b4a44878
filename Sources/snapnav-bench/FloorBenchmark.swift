import CSDL2
import SnapNavCore

/// The floor this stack allows: a bare SDL loop on the same driver and renderer as the app
/// that, each frame, drains the event queue, clears, fills one window-sized rectangle and
/// presents.
enum FloorBenchmark {
    static func run(size: Size, frames: Int) throws -> Sample {
        SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else { throw BenchError.failed("SDL_Init") }
        defer { SDL_Quit() }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue | SDL_WINDOW_SHOWN.rawValue
        let width = Int32(size.width)
        let height = Int32(size.height)
        guard let window = SDL_CreateWindow("floor", 0, 0, width, height, flags) else {
            throw BenchError.failed("SDL_CreateWindow")
        }
        defer { SDL_DestroyWindow(window) }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            throw BenchError.failed("SDL_CreateRenderer")
        }
        defer { SDL_DestroyRenderer(renderer) }
        var times = Sample()
        var rect = SDL_Rect(x: 0, y: 0, w: width, h: height)
        var event = SDL_Event()
        for frame in 0..<(frames * 2) {
            let start = Clocks.threadCPU()
            while SDL_PollEvent(&event) == 1 {}
            SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
            SDL_RenderClear(renderer)
            let shade = UInt8(frame % 200 + 30)
            SDL_SetRenderDrawColor(renderer, shade, 128, 255 - shade, 255)
            SDL_RenderFillRect(renderer, &rect)
            SDL_RenderPresent(renderer)
            // The first half warms the same caches the app's warm-up pass does.
            if frame >= frames { times.append(Clocks.threadCPU() - start) }
        }
        return times
    }
}
