import SnapNavCore

extension InputEvent {
    /// Whether the event came from a device in the user's hand (pointer, finger, wheel or
    /// key) rather than from the window, whose size changes and focus losses are not input
    /// waiting to be seen.
    var comesFromADevice: Bool {
        switch self {
        case .pointerDown, .pointerMove, .pointerUp, .wheel, .key: return true
        // Heard beside SDL, with no SDL timestamp to measure from.
        case .resize, .focusLost, .wheelEnded: return false
        }
    }
}
