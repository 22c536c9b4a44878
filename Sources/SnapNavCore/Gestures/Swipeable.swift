/// Something a swipe moves, as libadwaita's `AdwSwipeable`: the navigator picks one for a
/// gesture (a pager, or a panel's own scrolling content handing over to a pager at its edge)
/// and the gesture then drives it, whatever it is.
///
/// Positions are in the target's own units: a pager's are pages, a scrolling panel's points.
public protocol Swipeable: AnyObject {
    /// The axis the target moves along.
    var swipeAxis: Axis { get }
    /// How many points of finger movement make one unit of progress: a page's length for a
    /// pager, 1 for content that scrolls point by point.
    var swipeDistance: Double { get }
    /// The positions the target can come to rest on, in order.
    var snapPoints: [Double] { get }
    /// Where the target is now.
    var swipeProgress: Double { get }
    /// Where the target goes back to when a swipe is cancelled.
    var cancelProgress: Double { get }
    /// Where a swipe may begin, in window points: a press outside it swipes nothing.
    var swipeArea: Rect { get }
    /// How far one swipe may carry the target from where it began, in points: a page for a
    /// pager, so a flurry of touchpad events moves one page at most; unlimited for content
    /// that scrolls point by point.
    var swipeLimit: Double { get }
    /// Whether the target takes swipes now: false while the panel on screen locks swiping.
    var acceptsSwipes: Bool { get }
    /// Whether the target is still settling after a swipe ended, toward a snap point: a
    /// touchpad's kinetic events in the swipe's direction are then that swipe's tail.
    var isSettling: Bool { get }

    /// Takes hold of the target where it is, stopping whatever motion it had.
    func beginSwipe()
    /// Moves the target with the finger, `translation` points along the axis since `beginSwipe()`
    /// (positive rightward or downward).
    func updateSwipe(translation: Double)
    /// Lets go with the finger moving at `velocity` points per second along the axis; the target
    /// settles where its own physics takes it.
    func endSwipe(velocity: Double)
    /// Lets go as if the swipe never happened: the target returns to `cancelProgress`.
    func cancelSwipe()
}
