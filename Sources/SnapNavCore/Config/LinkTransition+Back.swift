/// A back link's own transition, as Figma plays a link's transition: it says how the screen
/// the link goes to, the one under, comes back.
extension LinkTransition {
    /// The transition that the screen on top, leaving by it in reverse, brings the screen under
    /// it back as `self` says: a `move-out` to the `bottom` drops the top screen away, uncovering
    /// the one under in place; a `move-in` from the left brings the one under over it; a
    /// `dissolve` fades one into the other.
    public var leaving: LinkTransition {
        var leaving = self
        leaving.direction = direction.opposite
        switch kind {
        case .instant, .dissolve, .push: break
        case .moveIn: leaving.kind = .moveOut
        case .moveOut: leaving.kind = .moveIn
        case .slideIn: leaving.kind = .slideOut
        case .slideOut: leaving.kind = .slideIn
        }
        return leaving
    }
}

extension LinkTransition.Direction {
    /// The way back.
    public var opposite: Self {
        switch self {
        case .left: return .right
        case .right: return .left
        case .top: return .bottom
        case .bottom: return .top
        }
    }
}
