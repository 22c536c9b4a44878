/// Told when a button of the navigation's bars is tapped. The navigation itself adopts it
/// (`SwipeNavigator`), so a tapped icon scrolls with the same spring as a released swipe.
public protocol NavigationBarDelegate: AnyObject {
    func navigationBar(_ bar: NavigationChrome, didSelect item: NavigationChrome.Item)
}
