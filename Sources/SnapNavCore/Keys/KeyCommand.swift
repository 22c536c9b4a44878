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

    /// The command for a key press, if it has one, as `KeyMap` has it. Arrows and WASD move as
    /// the keys point: Right shows the panel to the right, Up shows the panel above.
    public init?(key: Key, modifiers: KeyModifiers) {
        guard case .navigate(let command)? = KeyMap.action(for: key, modifiers: modifiers, in: [.navigation]) else {
            return nil
        }
        self = command
    }
}
