import CSDL2
import SnapNavCore

/// Real SDL events for every input device, pushed into SDL's queue as the device would.
extension HeadlessApp {
    /// A wheel or touchpad event; whole `x`/`y` and `preciseX`/`preciseY` as SDL fills them.
    func pushWheel(preciseX: Float = 0, preciseY: Float = 0, flipped: Bool = false, which: UInt32 = 0) {
        push(events.wheel(preciseX: preciseX, preciseY: preciseY, flipped: flipped, which: which))
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
        push(events.finger(type, finger: finger, x: x, y: y, touch: touch))
    }

    /// A key press, or a repeat of one held down.
    func pushKey(_ symbol: SDL_KeyCode, modifiers: SDL_Keymod = KMOD_NONE, isRepeat: Bool = false) {
        push(events.key(symbol, modifiers: modifiers, isRepeat: isRepeat))
    }

    /// A window event such as SDL_WINDOWEVENT_FOCUS_LOST.
    func pushWindowEvent(_ kind: SDL_WindowEventID) {
        push(events.window(kind))
    }
}
