import CSDL2
import SnapNavCore

extension SnapNavApp {
    /// Handles one SDL event.
    public func dispatch(_ event: SDL_Event) {
        if handleToolEvent(event) { return }
        guard let meaning = translator.translate(event) else { return }
        switch meaning {
        case .quit:
            quitRequested = true
        case .redraw:
            needsDisplay = true
        case .texturesLost:
            canvas.forgetLayers()
            needsDisplay = true
        case .input(let input):
            handle(input)
            if needsDisplay { inputLatency?.inputHandled(timestamp: event.common.timestamp) }
        }
    }

    func handle(_ input: InputEvent) {
        if handleToolInput(input) { return }
        switch input {
        case .key(let key, let modifiers):
            if KeyCommand(key: key, modifiers: modifiers) == .quit {
                quitRequested = true
                return
            }
        case .resize(let size):
            translator.windowSize = size
        case .pointerDown(.mouse, _):
            setMouseCapture(true)
        case .pointerUp(.mouse, _), .focusLost:
            setMouseCapture(false)
        case .pointerMove:
            if !navigator.isTrackingGesture { return }
        default:
            break
        }
        navigator.handle(input)
        needsDisplay = true
    }

    func setMouseCapture(_ captured: Bool) {
        guard captured != mouseCaptured else { return }
        mouseCaptured = captured
        SDL_CaptureMouse(captured ? SDL_TRUE : SDL_FALSE)
    }
}
