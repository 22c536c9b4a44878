import CSDL2
import SnapNavCore

/// Real SDL events for every input device, pushed into SDL's queue as the device would.
extension HeadlessApp {
    /// A wheel or touchpad event; whole `x`/`y` and `preciseX`/`preciseY` as SDL fills them.
    func pushWheel(preciseX: Float = 0, preciseY: Float = 0, flipped: Bool = false, which: UInt32 = 0) {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.windowID = app.window.id
        event.wheel.which = which
        event.wheel.x = Int32(preciseX.rounded(.towardZero))
        event.wheel.y = Int32(preciseY.rounded(.towardZero))
        event.wheel.preciseX = preciseX
        event.wheel.preciseY = preciseY
        event.wheel.direction = flipped ? SDL_MOUSEWHEEL_FLIPPED.rawValue : SDL_MOUSEWHEEL_NORMAL.rawValue
        push(event)
    }

    /// `count` wheel events `interval` seconds apart, each handled as it arrives, with
    /// animation frames stepped in between.
    func scroll(
        preciseX: Float = 0, preciseY: Float = 0, flipped: Bool = false, count: Int, interval: Double = 0.01
    ) {
        for _ in 0..<count {
            pushWheel(preciseX: preciseX, preciseY: preciseY, flipped: flipped)
            app.processEvents()
            clock.advance(by: interval)
            app.navigator.step()
        }
    }

    /// A touchscreen event at normalized window coordinates (0…1).
    func pushFinger(_ type: SDL_EventType, finger: Int64, x: Float, y: Float, touch: Int64 = 1) {
        var event = SDL_Event()
        event.type = type.rawValue
        event.tfinger.touchId = touch
        event.tfinger.fingerId = finger
        event.tfinger.x = x
        event.tfinger.y = y
        event.tfinger.pressure = 1
        event.tfinger.windowID = app.window.id
        push(event)
    }

    /// A key press, or a repeat of one held down.
    func pushKey(_ symbol: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE, isRepeat: Bool = false) {
        var event = SDL_Event()
        event.type = SDL_KEYDOWN.rawValue
        event.key.windowID = app.window.id
        event.key.state = UInt8(SDL_PRESSED)
        event.key.repeat = isRepeat ? 1 : 0
        event.key.keysym.sym = SDL_Keycode(symbol.rawValue)
        event.key.keysym.mod = UInt16(modifiers.rawValue)
        push(event)
    }

    /// A window event such as SDL_WINDOWEVENT_FOCUS_LOST.
    func pushWindowEvent(_ kind: SDL_WindowEventID) {
        var event = SDL_Event()
        event.type = SDL_WINDOWEVENT.rawValue
        event.window.windowID = app.window.id
        event.window.event = UInt8(kind.rawValue)
        push(event)
    }
}
