import CSDL2
import Foundation

/// SDL and SDL_ttf, initialised for the life of this object.
public final class SDLSession {
    /// Starts SDL's video and SDL_ttf. With `headless`, SDL's dummy video driver is used, so no
    /// display is needed; otherwise a missing display is reported with how to run headless.
    public init(headless: Bool) throws {
        if headless {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
            setenv("SDL_VIDEODRIVER", "dummy", 1)
        } else {
            let env = ProcessInfo.processInfo.environment
            let driver = env["SDL_VIDEODRIVER"] ?? ""
            let hasDisplay = !(env["DISPLAY"] ?? "").isEmpty || !(env["WAYLAND_DISPLAY"] ?? "").isEmpty
            if !hasDisplay && driver != "dummy" && driver != "offscreen" {
                throw SDLError(Self.noDisplayMessage)
            }
        }
        Self.returnLargeBuffersToTheSystem()
        SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        guard SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0 else {
            let reason = String(cString: SDL_GetError())
            throw SDLError(
                headless ? "SDL could not start: \(reason)" : "\(Self.noDisplayMessage) (SDL said: \(reason))")
        }
        guard TTF_Init() == 0 else {
            let error = SDLError.last("TTF_Init")
            SDL_Quit()
            throw error
        }
        SDLResources.created(\.sessions)
    }

    /// Has glibc map every allocation of 256 KiB or more on its own and unmap it when freed.
    /// Panel layers and the software renderer's surfaces are megabyte-sized pixel buffers made
    /// and freed whenever the window changes size; glibc otherwise raises that threshold to the
    /// largest block freed, after which such buffers come from the heap, and the holes they
    /// leave there keep resident memory growing in steps (by 4.7 % over a ten-minute soak).
    private static func returnLargeBuffersToTheSystem() {
        snapnav_unmap_large_allocations(256 << 10)
    }

    static let noDisplayMessage = """
        no display to open a window on (DISPLAY is not set). Run headless with \
        `snapnav --headless --frames 1 --screenshot shot.bmp`, or under a virtual display with \
        `xvfb-run -s "-screen 0 1280x1024x24" snapnav`
        """

    deinit {
        TTF_Quit()
        SDL_Quit()
        SDLResources.destroyed(\.sessions)
    }
}
