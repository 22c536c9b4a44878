import CSDL2

/// Real SDL events as each input device delivers them, addressed to one window, for the tests,
/// the benchmark and the soak to push through SDL's queue: the app then reads them exactly as
/// it reads a device's.
public struct SDLEventFactory {
    /// The window the events are for.
    public let windowID: UInt32

    /// A factory of events for the window `windowID`.
    public init(windowID: UInt32) {
        self.windowID = windowID
    }

    /// The left mouse button pressed or released at (`x`, `y`) in window units; `which` is the
    /// mouse (SDL's touch mouse id for a touch SDL turned into the mouse).
    public func mouseButton(down: Bool, x: Int32, y: Int32, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = down ? SDL_MOUSEBUTTONDOWN.rawValue : SDL_MOUSEBUTTONUP.rawValue
        event.button.windowID = windowID
        event.button.which = which
        event.button.button = UInt8(SDL_BUTTON_LEFT)
        event.button.state = UInt8(down ? SDL_PRESSED : SDL_RELEASED)
        event.button.x = x
        event.button.y = y
        return event
    }

    /// The mouse moved to (`x`, `y`) with the left button held.
    public func mouseMotion(x: Int32, y: Int32, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEMOTION.rawValue
        event.motion.windowID = windowID
        event.motion.which = which
        event.motion.x = x
        event.motion.y = y
        event.motion.state = snapnav_button_mask(Int32(SDL_BUTTON_LEFT))
        return event
    }

    /// A wheel or touchpad event: `preciseX`/`preciseY` as SDL fills them, and the whole
    /// notches `x`/`y` SDL derives from them.
    public func wheel(preciseX: Float = 0, preciseY: Float = 0, flipped: Bool = false, which: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = windowID
        event.wheel.which = which
        event.wheel.x = Int32(preciseX.rounded(.towardZero))
        event.wheel.y = Int32(preciseY.rounded(.towardZero))
        event.wheel.preciseX = preciseX
        event.wheel.preciseY = preciseY
        event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        return event
    }

    /// A touchscreen event at normalized window coordinates (0…1).
    public func finger(
        _ type: SDL_EventType, finger: Int64, x: Float, y: Float, dx: Float = 0, dy: Float = 0, touch: Int64 = 1
    ) -> SDL_Event {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.windowID = windowID
        event.tfinger.touchId = touch
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.dx = dx
        event.tfinger.dy = dy
        event.tfinger.pressure = 1
        return event
    }

    /// A key press, or a repeat of one held down.
    public func key(_ symbol: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE, isRepeat: Bool = false) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.windowID = windowID
        event.key.state = UInt8(SDL_PRESSED)
        event.key.repeat = isRepeat ? 1 : 0
        event.key.keysym.sym = SDL_Keycode(symbol.rawValue)
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        return event
    }

    /// A request to quit, as closing the last window or SIGINT sends.
    public static func quit() -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        return event
    }

    /// A window event such as SDL_WINDOWEVENT_FOCUS_LOST, with its two values.
    public func window(_ kind: SDL_WindowEventID, _ data1: Int32 = 0, _ data2: Int32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = windowID
        event.window.event = UInt8(kind.rawValue)
        event.window.data1 = data1
        event.window.data2 = data2
        return event
    }
}
