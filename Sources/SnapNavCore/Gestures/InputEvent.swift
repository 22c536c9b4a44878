/// Which pointer an event comes from.
public enum PointerID: Hashable, Sendable {
    case mouse
    /// A finger on a touchscreen, by the device's finger id.
    case finger(Int64)
}

/// A key the app responds to (`KeyMap` says what each does), or one typed into the link
/// chooser: the letters, digits, space, `-` and `.`, as the key is labelled, unshifted.
public enum Key: String, Hashable, Sendable {
    case left, right, up, down
    case a, b, c, d, e, f, g, h, i, j, k, l, m, n, o, p, q, r, s, t, u, v, w, x, y, z
    case digit0 = "0", digit1 = "1", digit2 = "2", digit3 = "3", digit4 = "4"
    case digit5 = "5", digit6 = "6", digit7 = "7", digit8 = "8", digit9 = "9"
    case space = " ", minus = "-", period = "."
    case home, escape, backspace, enter, delete
    /// `?`, F1 or Help: the keys' card.
    case help
    /// `/`, which is `?` with Shift on many layouts.
    case slash
    case other

    /// The character the key types, for one that types one.
    public var character: Character? {
        switch self {
        case .slash: return "/"
        default: return rawValue.count == 1 ? rawValue.first : nil
        }
    }
}

/// Modifier keys held with a key press.
public struct KeyModifiers: OptionSet, Hashable, Sendable {
    /// The keys as bits.
    public let rawValue: Int
    /// The keys `rawValue`'s bits say.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The Control key.
    public static let control = KeyModifiers(rawValue: 1)
    /// The Shift key.
    public static let shift = KeyModifiers(rawValue: 2)
    /// The Alt key.
    public static let alt = KeyModifiers(rawValue: 4)
}

/// Input from any device, in window points, with nothing of SDL left in it.
/// Time is not part of the event: whoever delivers it sets the clock first.
public enum InputEvent: Hashable, Sendable {
    /// A mouse button or a finger went down.
    case pointerDown(PointerID, Point)
    /// A pointer moved (with or without a button held).
    case pointerMove(PointerID, Point)
    /// A mouse button or a finger came up.
    case pointerUp(PointerID, Point)
    /// Scrolling by `delta` units (wheel notches, or fractions of one from a touchpad) in the
    /// direction the content should follow, as the system's scrolling direction setting has
    /// it (natural scrolling already applied). `isPrecise` is false for whole notches.
    case wheel(delta: Point, isPrecise: Bool)
    /// A key was pressed.
    case key(Key, KeyModifiers)
    /// The window's drawable area changed to this size in points.
    case resize(Size)
    /// The window lost the keyboard and mouse focus.
    case focusLost
    /// The fingers left the touchpad (Wayland's `axis_stop`): a scrolling swipe ends now
    /// instead of after the pause that otherwise tells the end.
    case wheelEnded
}
