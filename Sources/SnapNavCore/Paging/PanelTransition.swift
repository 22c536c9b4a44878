/// How two neighbouring panels share the screen while one replaces the other.
public enum PanelTransition: String, Sendable, CaseIterable {
    /// Both move, as in a plain scroll view.
    case push
    /// The home panel stays put and the neighbour slides over it.
    case cover
    /// The home panel slides away and uncovers the neighbour, which stays put underneath.
    case reveal
}
