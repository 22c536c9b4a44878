/// What a panel does by itself once it has been fully on screen, and at rest, for a while, as a
/// splash moves on or a confirmation closes:
///
/// ```json
/// "after": { "seconds": 1.5, "go": "camera" }
/// ```
///
/// The action is any a hotspot's tap may name; `back` is written `"back": true`. A story's
/// `after` has no `seconds`: it replaces `back` as what happens once the last snap has shown.
public struct TimedAction: Equatable, Sendable {
    /// How long the panel waits at rest, in seconds of the animation clock, so slow motion
    /// slows it too; 0 for a story's, which waits for the story's end.
    public var seconds: Double
    /// What it does then.
    public var action: Hotspot.Action
    /// The spring the screen it opens or takes back moves with, as a hotspot's `spring`.
    public var spring: SpringForm?
    /// How the screen it opens arrives and leaves, as a hotspot's `transition`.
    public var transition: LinkTransition?
    /// How the screen it presents sits over the one under it, as a hotspot's `sheet`.
    public var sheet: SheetPresentation?

    /// `action`, `seconds` after the panel came to rest, moving with `spring` (nil:
    /// `physics.spring`).
    public init(
        seconds: Double, action: Hotspot.Action, spring: SpringForm? = nil, transition: LinkTransition? = nil,
        sheet: SheetPresentation? = nil
    ) {
        self.seconds = seconds
        self.action = action
        self.spring = spring
        self.transition = transition
        self.sheet = sheet
    }
}
