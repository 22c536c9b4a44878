import CSDL2
import CWayland
import SnapNavCore

/// An SDL window. Sizes are in points; the renderer's output may have more pixels.
package final class Window {
    let handle: OpaquePointer
    /// Kept so that SDL outlives the window.
    private let session: SDLSession
    /// The video driver the window is on: "x11", "wayland", or "dummy" when headless.
    package var videoDriver: String { session.videoDriver }
    /// SDL window units per point: the window is this many times larger than its size in points
    /// (on top of any high-DPI scale the system applies), so it draws that many pixels per point.
    package var pointScale: Double { fit.scale }
    /// The scale asked for and the one the window opened at, lowered to fit the screen.
    package let fit: WindowFit

    /// Opens a resizable, high-DPI-aware window of `size` points, centred, `pointScale` window
    /// units per point; with `fitsScreen`, at a lower scale where that would not fit the
    /// screen's usable area.
    package init(
        session: SDLSession, title: String, size: (width: Int, height: Int), pointScale: Double = 1,
        hidden: Bool = false, fitsScreen: Bool = false
    ) throws {
        self.session = session
        let points = Size(width: Double(size.width), height: Double(size.height))
        fit = WindowFit(
            points: points, requestedScale: pointScale, usable: fitsScreen ? Self.usableScreenArea() : nil)
        let pointScale = fit.scale
        var flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        flags |= hidden ? SDL_WINDOW_HIDDEN.rawValue : SDL_WINDOW_SHOWN.rawValue
        let centred = Int32(snapnav_windowpos_centered())
        let width = Self.pixels(Double(size.width), scale: pointScale)
        let height = Self.pixels(Double(size.height), scale: pointScale)
        guard let window = SDL_CreateWindow(title, centred, centred, width, height, flags)
        else {
            throw SDLError.last("SDL_CreateWindow")
        }
        handle = window
        SDLResources.created(\.windows)
        // The prototype's shape, fixed until the window is on screen, so that a tiling Wayland
        // compositor floats it at that shape instead of tiling it; then it is resizable again.
        holdsShape = snapnav_wayland_set_size_limits(window, width, height, width, height) == 1
    }

    /// Whether the size limits that float the window are still set.
    private var holdsShape: Bool

    /// Tells the window a frame was presented: the first one mapped it, so its size is free.
    package func didPresent() {
        guard holdsShape else { return }
        holdsShape = false
        _ = snapnav_wayland_set_size_limits(handle, 0, 0, 0, 0)
    }

    /// The usable area of the first display (its bounds less docks and panels), where a
    /// centred window opens; nil when SDL cannot tell.
    static func usableScreenArea() -> Size? {
        var bounds = SDL_Rect()
        guard SDL_GetNumVideoDisplays() > 0, SDL_GetDisplayUsableBounds(0, &bounds) == 0 else { return nil }
        return Size(width: Double(bounds.w), height: Double(bounds.h))
    }

    deinit {
        SDL_DestroyWindow(handle)
        SDLResources.destroyed(\.windows)
    }

    /// The window's size in points.
    package var size: (width: Int, height: Int) {
        let units = unitSize
        return (Int((Double(units.width) / pointScale).rounded()), Int((Double(units.height) / pointScale).rounded()))
    }

    /// `size` as the navigation lays out for it, once the resize event that reports it is handled.
    package var pointSize: Size {
        let size = size
        return Size(width: Double(size.width), height: Double(size.height))
    }

    /// The window's size in SDL's window units, as its events measure it.
    package var unitSize: (width: Int, height: Int) {
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(handle, &width, &height)
        return (Int(width), Int(height))
    }

    /// Resizes the window to `size` points.
    package func resize(to size: Size) {
        SDL_SetWindowSize(
            handle, Self.pixels(size.width, scale: pointScale), Self.pixels(size.height, scale: pointScale))
    }

    /// A side of `points` at `scale` in whole pixels, kept to what SDL takes, so that a size
    /// read from a damaged take cannot overflow the conversion.
    static func pixels(_ points: Double, scale: Double) -> Int32 {
        let pixels = (points * scale).rounded()
        guard pixels.isFinite else { return 1 }
        return Int32(min(max(pixels, 1), 65535))
    }

    /// The window's numeric id, as events name it.
    package var id: UInt32 { SDL_GetWindowID(handle) }

    /// The refresh rate of the display the window is on, or 60 when SDL cannot tell.
    package var refreshRate: Double {
        var mode = SDL_DisplayMode()
        let display = SDL_GetWindowDisplayIndex(handle)
        guard display >= 0, SDL_GetCurrentDisplayMode(display, &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Double(mode.refresh_rate)
    }

    /// Sets the window's title.
    package func setTitle(_ title: String) {
        SDL_SetWindowTitle(handle, title)
    }
}
