/// What a key press asks the navigation or the app to do.
public enum KeyCommand: Hashable, Sendable {
    /// Move one page toward the start (`-1`) or the end (`+1`) of an axis.
    case page(Axis, Int)
    /// Go back to the start panel.
    case home
    /// Take the screen opened over the cross back (Backspace, Alt+Left; Esc while one is open).
    case back
    /// Quit the app.
    case quit

    /// The command for a key press, if it has one. Arrows and WASD move as the keys point:
    /// Right shows the panel to the right, Up shows the panel above.
    public init?(key: Key, modifiers: KeyModifiers) {
        switch key {
        case .backspace: self = .back
        case .left where modifiers.contains(.alt): self = .back
        case .left, .a: self = .page(.horizontal, -1)
        case .right, .d: self = .page(.horizontal, 1)
        case .up, .w: self = .page(.vertical, -1)
        case .down, .s: self = .page(.vertical, 1)
        case .home: self = .home
        case .escape: self = .quit
        case .q where modifiers.contains(.control): self = .quit
        default: return nil
        }
    }
}
