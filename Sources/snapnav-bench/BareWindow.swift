import CSDL2
import Foundation

/// The floor for a window: a bare SDL program that opens a 360 × 640 window with an
/// accelerated, vsynced renderer (as the app asks for), clears and presents once, says so as
/// the app does with `--stats`, then waits for events until it is asked to quit. The benchmark
/// runs it as a child process (`snapnav-bench --bare-window`) to compare the app's start and
/// memory with.
enum BareWindow {
    /// The flag that makes `snapnav-bench` this program.
    static let flag = "--bare-window"

    /// Runs the bare window; returns the exit status.
    static func run() -> Int32 {
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
}
