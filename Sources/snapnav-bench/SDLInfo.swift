import CSDL2

/// What SDL is running on, for the report's notes.
enum SDLInfo {
    /// The video driver and the renderer of the window with `windowID`, such as "dummy/software".
    static func driverName(windowID: UInt32) -> String {
        let video = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? "?"
        var info = SDL_RendererInfo()
        guard let window = SDL_GetWindowFromID(windowID), let renderer = SDL_GetRenderer(window),
            SDL_GetRendererInfo(renderer, &info) == 0, let name = info.name
        else { return video }
        return "\(video)/\(String(cString: name))"
    }
}
