/// What the bars' buttons do: the navigation moves itself, with the same spring as a released
/// swipe; the bars only say which button a tap hit (`NavigationChrome.item(at:)`).
extension SwipeNavigator {
    /// Does what `item` does: a side icon scrolls to its panel (through the camera when needed),
    /// the profile badge to the panel above; the capture ring captures on the camera and returns
    /// to it elsewhere.
    public func select(_ item: NavigationChrome.Item) {
        switch item {
        case .left, .right:
            guard let panel = horizontalNeighbour(item == .left ? -1 : 1) else { return }
            navigate(to: panel.identifier, animated: true)
        case .profile:
            guard let vertical, let row = vertical.homePage, row > 0 else { return }
            navigate(to: vertical.pages[row - 1].identifier, animated: true)
        case .capture:
            if currentPanel === home && !isAnimating, let camera = home.captureResponder {
                camera.capture()
            } else {
                navigate(to: home.identifier, animated: true)
            }
        default:
            break
        }
    }
}
