import CSDL2
import SnapNavCore

/// What an SDL event means to the app.
package enum AppEvent: Equatable {
    /// Input for the navigation.
    case input(InputEvent)
    /// The window was uncovered or needs repainting.
    case redraw
    /// The renderer lost what was drawn into textures (a GPU reset), so layers must be redrawn.
    case texturesLost
    /// The window was closed, or the process was asked to quit (SIGINT, SIGTERM).
    case quit
}

/// Turns SDL events into `InputEvent`s in window points, dropping everything the app does not
/// use, including the mouse events SDL synthesises from touches and the touches it
/// synthesises from the mouse (so a touch or a click is handled once).
package struct EventTranslator {
    /// SDL window units per point, for mapping mouse coordinates and window sizes to points.
    package var pointScale: Double
    /// What a fractional wheel value is multiplied by. 1 where fractional values are notches'
    /// fractions (X11); on Wayland they are the fingers' distance on a touchpad, in tenths of
    /// the window's units, and this turns them into the notches that move the content as far.
    package var preciseWheelFactor = 1.0

    /// A translator for a window of `pointScale` SDL units per point.
    package init(pointScale: Double = 1) {
        self.pointScale = pointScale
    }

    private func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x) / pointScale, y: Double(y) / pointScale)
    }

    /// The meaning of `event`, or nil when the app ignores it. `windowSize`, the window's size
    /// in points as SDL has it now, maps a finger's normalized coordinates; it is read only for
    /// finger events.
    package func translate(_ event: SDL_Event, windowSize: @autoclosure () -> Size) -> AppEvent? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            let button = event.button
            guard button.which != snapnav_touch_mouse_id, button.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
            let location = point(button.x, button.y)
            return .input(
                event.type == SDL_MOUSEBUTTONDOWN.rawValue
                    ? .pointerDown(.mouse, location) : .pointerUp(.mouse, location))
        case SDL_MOUSEMOTION.rawValue:
            let motion = event.motion
            guard motion.which != snapnav_touch_mouse_id else { return nil }
            return .input(.pointerMove(.mouse, point(motion.x, motion.y)))
        case SDL_MOUSEWHEEL.rawValue:
            let wheel = event.wheel
            guard wheel.which != snapnav_touch_mouse_id else { return nil }
            let preciseX = Double(wheel.preciseX)
            let preciseY = Double(wheel.preciseY)
            let isPrecise = preciseX != preciseX.rounded() || preciseY != preciseY.rounded()
            // SDL's positive y scrolls up (content moves down) and positive x scrolls right
            // (content moves left); InputEvent carries the direction the content follows.
            // SDL_MOUSEWHEEL_FLIPPED says the system has already reversed the values for natural
            // scrolling; multiplying by -1 would undo the user's setting, so the values are
            // used as they come and the content moves the way every other app scrolls.
            let factor = isPrecise ? preciseWheelFactor : 1
            let delta = Point(x: -preciseX * factor, y: preciseY * factor)
            guard delta != .zero else { return nil }
            return .input(.wheel(delta: delta, isPrecise: isPrecise))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            let finger = event.tfinger
            guard finger.touchId != snapnav_mouse_touch_id else { return nil }
            let size = windowSize()
            let location = Point(x: Double(finger.x) * size.width, y: Double(finger.y) * size.height)
            let id = PointerID.finger(finger.fingerId)
            switch event.type {
            case SDL_FINGERDOWN.rawValue: return .input(.pointerDown(id, location))
            case SDL_FINGERMOTION.rawValue: return .input(.pointerMove(id, location))
            default: return .input(.pointerUp(id, location))
            }
        case SDL_KEYDOWN.rawValue:
            let key = event.key
            guard key.repeat == 0 else { return nil }
            var modifiers: KeyModifiers = []
            let mod = UInt32(key.keysym.mod)
            if mod & KMOD_CTRL.rawValue != 0 { modifiers.insert(.control) }
            if mod & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
            if mod & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
            return .input(.key(Self.key(for: key.keysym.sym), modifiers))
        case SDL_WINDOWEVENT.rawValue:
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                let corner = point(event.window.data1, event.window.data2)
                return .input(.resize(Size(width: corner.x.rounded(), height: corner.y.rounded())))
            case SDL_WINDOWEVENT_FOCUS_LOST.rawValue:
                return .input(.focusLost)
            case SDL_WINDOWEVENT_EXPOSED.rawValue, SDL_WINDOWEVENT_RESTORED.rawValue, SDL_WINDOWEVENT_SHOWN.rawValue:
                return .redraw
            case SDL_WINDOWEVENT_CLOSE.rawValue:
                return .quit
            default:
                return nil
            }
        case SDL_RENDER_TARGETS_RESET.rawValue, SDL_RENDER_DEVICE_RESET.rawValue:
            return .texturesLost
        default:
            return nil
        }
    }

    static func key(for symbol: SDL_Keycode) -> Key {
        switch Int(symbol) {
        case Int(SDLK_LEFT.rawValue): return .left
        case Int(SDLK_RIGHT.rawValue): return .right
        case Int(SDLK_UP.rawValue): return .up
        case Int(SDLK_DOWN.rawValue): return .down
        case Int(SDLK_HOME.rawValue): return .home
        case Int(SDLK_ESCAPE.rawValue): return .escape
        case Int(SDLK_BACKSPACE.rawValue): return .backspace
        case Int(SDLK_RETURN.rawValue), Int(SDLK_KP_ENTER.rawValue): return .enter
        case Int(SDLK_DELETE.rawValue): return .delete
        case Int(SDLK_QUESTION.rawValue), Int(SDLK_F1.rawValue), Int(SDLK_HELP.rawValue): return .help
        case Int(SDLK_SLASH.rawValue): return .slash
        // Letters, digits, space, - and .: SDL's key codes for them are their unshifted characters.
        case 32..<127: return Key(rawValue: String(UnicodeScalar(UInt8(symbol)))) ?? .other
        default: return .other
        }
    }
}
