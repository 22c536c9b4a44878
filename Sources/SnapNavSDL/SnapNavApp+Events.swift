import CSDL2
import SnapNavCore

extension SnapNavApp {
    /// Handles one SDL event.
    package func dispatch(_ event: SDL_Event) {
        if tools.handle(event) { return }
        guard let meaning = inputRouter.translate(event, windowSize: window.pointSize) else { return }
        switch meaning {
        case .quit:
            quitRequested = true
        case .redraw:
            scheduler.needsDisplay = true
        case .texturesLost:
            canvas.forgetLayers()
            scheduler.needsDisplay = true
        case .input(let input):
            if handle(input), input.comesFromADevice {
                scheduler.inputLatency?.inputHandled(timestamp: event.common.timestamp)
            }
        }
    }

    /// Handles one input, and returns whether it will change the next frame: false for a
    /// pointer hovering with no gesture to follow.
    @discardableResult
    func handle(_ input: InputEvent) -> Bool {
        if tools.route(input, at: clock.now) { return true }
        switch input {
        case .key(let key, let modifiers):
            // Esc takes a screen opened over the cross back first; at the cross it quits.
            if KeyCommand(key: key, modifiers: modifiers) == .quit {
                if key == .escape && !navigator.screens.isEmpty {
                    navigator.screens.back()
                    return true
                }
                quitRequested = true
                return false
            }
        case .pointerDown(.mouse, _):
            inputRouter.captureMouse(true)
        case .pointerUp(.mouse, _), .focusLost:
            inputRouter.captureMouse(false)
        case .pointerMove:
            if !navigator.isTrackingGesture { return false }
        default:
            break
        }
        navigator.handle(input)
        scheduler.needsDisplay = true
        return true
    }
}
