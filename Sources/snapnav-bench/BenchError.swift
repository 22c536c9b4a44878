import CSDL2

/// Why a benchmark could not run.
enum BenchError: Error, CustomStringConvertible {
    case sdl(String)
    case process(String)
    case usage(String)

    static func failed(_ call: String) -> BenchError {
        .sdl("\(call) failed: \(String(cString: SDL_GetError()))")
    }

    var description: String {
        switch self {
        case .sdl(let message), .process(let message), .usage(let message): return message
        }
    }
}
