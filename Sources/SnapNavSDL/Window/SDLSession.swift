import CSDL2
import CXInput2
import Foundation

/// SDL and SDL_ttf, initialised for the life of this object.
///
/// SDL is one per process, so sessions share it: the first starts it and the last one freed
/// shuts it down, and an app closed beside another leaves the other's window, renderer and
/// fonts as they were. Sessions alive together run on one video driver.
package final class SDLSession {
    /// The video driver SDL runs on, such as "x11", "wayland" or "dummy".
    package let videoDriver: String

    /// Starts SDL's video and SDL_ttf, or joins the session already running. With `headless`,
    /// SDL's dummy video driver is used, so no display is needed; otherwise a missing display,
    /// or one that does not answer, is reported with the driver tried and how to run headless.
    /// Joining a session that runs on another driver than this one needs is refused, naming
    /// both.
    package init(headless: Bool) throws {
        if SDLResources.live.sessions > 0 {
            videoDriver = try Self.driverToJoin(headless: headless)
        } else {
            videoDriver = try Self.start(headless: headless)
        }
        SDLResources.created(\.sessions)
    }

    /// The driver of the SDL already running, when it is the one a session `headless` or not
    /// needs: the dummy driver for a headless one, a driver that shows windows otherwise, and
    /// the one `SDL_VIDEODRIVER` names where it names one.
    private static func driverToJoin(headless: Bool) throws -> String {
        let running = runningDriver
        let requested = ProcessInfo.processInfo.environment["SDL_VIDEODRIVER"] ?? ""
        let needed = headless ? "dummy" : requested
        let refused =
            needed.isEmpty
            ? NoDisplayMessage.invisibleDrivers.contains(running)
            : needed.caseInsensitiveCompare(running) != .orderedSame
        if refused {
            let wanted = needed.isEmpty ? "a driver that shows windows" : "the \(needed) driver"
            throw SDLError(
                "SDL already runs on its \(running) video driver for another app in this process, and this "
                    + "\(headless ? "headless " : "")app needs \(wanted); close the other app first")
        }
        return running
    }

    /// Starts SDL's video and SDL_ttf for the first session, and returns the driver it runs on.
    private static func start(headless: Bool) throws -> String {
        let environment = ProcessInfo.processInfo.environment
        let requested = environment["SDL_VIDEODRIVER"] ?? ""
        if headless {
            SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
            setenv("SDL_VIDEODRIVER", "dummy", 1)
        } else {
            let hasDisplay =
                !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
            if !hasDisplay && !NoDisplayMessage.invisibleDrivers.contains(requested) {
                throw SDLError(NoDisplayMessage.text(environment: environment))
            }
        }
        Self.returnLargeBuffersToTheSystem()
        // SDL 2 tries X11 first, which in a Wayland session is XWayland: no scale, so blurry on
        // a HiDPI screen. Where no driver was chosen, SDL is asked only for the displays the
        // environment names, Wayland first and X11 the fallback: left to itself it would go on
        // to a Wayland with no session (whose library prints its own complaint) and then to its
        // offscreen driver.
        let drivers: [String?] = headless || !requested.isEmpty ? [nil] : Self.displayDrivers(environment: environment)
        var started = false
        var reason = ""
        for driver in drivers where !started {
            // SDL_Quit clears every hint, so each attempt sets them again.
            SDL_SetHint(SDL_HINT_MOUSE_FOCUS_CLICKTHROUGH, "1")
            SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
            if let driver { SDL_SetHint(SDL_HINT_VIDEODRIVER, driver) }
            started = SDL_Init(SDL_INIT_VIDEO | SDL_INIT_EVENTS) == 0
            if !started {
                reason = String(cString: SDL_GetError())
                SDL_Quit()
            }
        }
        guard started else {
            throw SDLError(
                headless
                    ? "SDL could not start: \(reason)"
                    : NoDisplayMessage.text(environment: environment, sdlSaid: reason))
        }
        let driver = runningDriver
        if !headless && NoDisplayMessage.invisibleDrivers.contains(driver)
            && !NoDisplayMessage.invisibleDrivers.contains(requested)
        {
            SDL_Quit()
            throw SDLError(
                NoDisplayMessage.text(
                    environment: environment, sdlSaid: "only its \(driver) driver started, which shows nothing"))
        }
        guard TTF_Init() == 0 else {
            let error = SDLError.last("TTF_Init")
            SDL_Quit()
            throw error
        }
        return driver
    }

    /// The video driver SDL runs on now; empty when it runs none.
    private static var runningDriver: String {
        SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
    }

    /// The video drivers to try, in order, for the displays `environment` names: Wayland where
    /// `WAYLAND_DISPLAY` is set, then X11 where `DISPLAY` is.
    static func displayDrivers(environment: [String: String]) -> [String] {
        var drivers: [String] = []
        if !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty { drivers.append("wayland") }
        if !(environment["DISPLAY"] ?? "").isEmpty { drivers.append("x11") }
        return drivers
    }

    /// The scale the desktop asks of apps, where SDL reports none: on X11, the `Xft.dpi`
    /// resource over 96, as GTK and Qt read it (1 to 4; 1 where it is not set). Wayland's scale
    /// comes with the window's drawable instead, and the dummy driver has none.
    package var desktopScale: Double {
        guard videoDriver == "x11" else { return 1 }
        let dpi = snapnav_x11_xft_dpi()
        return dpi > 0 ? min(max(dpi / 96, 1), 4) : 1
    }

    /// Has glibc map every allocation of 256 KiB or more on its own and unmap it when freed.
    /// Panel layers and the software renderer's surfaces are megabyte-sized pixel buffers made
    /// and freed whenever the window changes size; glibc otherwise raises that threshold to the
    /// largest block freed, after which such buffers come from the heap, and the holes they
    /// leave there keep resident memory growing in steps (by 4.7 % over a ten-minute soak).
    private static func returnLargeBuffersToTheSystem() {
        snapnav_unmap_large_allocations(256 << 10)
    }

    deinit {
        SDLResources.destroyed(\.sessions)
        if SDLResources.live.sessions == 0 {
            TTF_Quit()
            SDL_Quit()
        }
    }
}
