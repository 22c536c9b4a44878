/// What the app says when it cannot open a window: which video driver was tried, what
/// `DISPLAY` and `WAYLAND_DISPLAY` held, and how to run without a display instead.
enum NoDisplayMessage {
    /// The message for `environment`, with SDL's own reason when it gave one.
    static func text(environment: [String: String], sdlSaid reason: String? = nil) -> String {
        let requested = environment["SDL_VIDEODRIVER"] ?? ""
        let display = environment["DISPLAY"] ?? ""
        let wayland = environment["WAYLAND_DISPLAY"] ?? ""
        let why: String
        if !requested.isEmpty {
            why =
                "the \(requested) video driver (SDL_VIDEODRIVER) could not open one, "
                + "with \(describe(display, wayland))"
        } else if display.isEmpty && wayland.isEmpty {
            why = "DISPLAY and WAYLAND_DISPLAY are not set"
        } else {
            let tried =
                display.isEmpty
                ? "Wayland could not be opened"
                : wayland.isEmpty
                    ? "X11 could not be opened" : "neither X11 nor Wayland could be opened"
            why = "\(tried), with \(describe(display, wayland))"
        }
        let said = reason.map { " (SDL said: \($0))" } ?? ""
        return """
            no display to open a window on: \(why)\(said). Run headless with \
            `snapnav --headless --frames 1 --screenshot shot.bmp`, or under a virtual display with \
            `xvfb-run -s "-screen 0 1280x1024x24" snapnav`
            """
    }

    private static func describe(_ display: String, _ wayland: String) -> String {
        let x11 = display.isEmpty ? "DISPLAY not set" : "DISPLAY=\(display)"
        let way = wayland.isEmpty ? "WAYLAND_DISPLAY not set" : "WAYLAND_DISPLAY=\(wayland)"
        return "\(x11) and \(way)"
    }

    /// SDL's drivers that show nothing on a screen. SDL falls back to them when no display
    /// answers, and a window there would wait for input that can never come.
    static let invisibleDrivers: Set<String> = ["offscreen", "dummy"]
}
