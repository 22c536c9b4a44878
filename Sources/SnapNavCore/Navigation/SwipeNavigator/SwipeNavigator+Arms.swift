/// The navigator's two arms, each a pager with the home panel on it (see `Arm`).
extension SwipeNavigator {
    /// The arm along `axis`; nil for the vertical one of a horizontal-only layout.
    func arm(_ axis: Axis) -> Arm? {
        switch axis {
        case .horizontal: return Arm(pager: horizontal)
        case .vertical: return vertical.map(Arm.init)
        }
    }

    /// Both arms, horizontal first.
    var arms: [Arm] { Axis.allCases.compactMap(arm) }
}
