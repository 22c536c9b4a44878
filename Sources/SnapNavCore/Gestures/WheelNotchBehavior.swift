/// What a wheel event in whole notches (not precise) does.
///
/// A clicky mouse wheel reports whole notches. So does a touchpad under X11, where SDL2 builds
/// wheel events only from the legacy scroll buttons 4–7: there the two cannot be told apart, so
/// the choice is the configuration's (`input.wheelNotches`). Precise, fractional scrolling
/// (touchpads on Wayland, macOS and Windows) always drags.
public enum WheelNotchBehavior: String, Hashable, Sendable, CaseIterable {
    /// Each burst of notches moves exactly one page, with the settle spring, as a key press does.
    case page
    /// Notches are a touchpad's scrolling: the content follows them, `input.wheelScale` points
    /// per notch, and a pause ends the swipe.
    case drag
}
