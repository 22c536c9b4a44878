/// What a designer tool did in a recorded session. Tools are recorded by their effect, not by
/// the key that caused it, so a replay repeats the effect whatever state its tools start in:
/// an arrow that tuned the spring while the overlay was open tunes it again, and never pages.
package enum ToolAction: Equatable, Sendable {
    /// The tuning overlay was shown or hidden.
    case overlay(visible: Bool)
    /// The overlay's selection moved to the parameter at this index of `PhysicsTuning.parameters`.
    case select(Int)
    /// A tuned value changed: the parameter (its key path in the configuration, such as
    /// `physics.spring.stiffness`) and its new value.
    case tune(parameter: String, value: Double)
    /// Slow motion was switched to this factor (1 is real time).
    case slowMotion(Double)
    /// The recording stopped. A replay plays on to here, so what moved by itself after the
    /// last input (a screen's `after`) is in the take.
    case stop
}
