/// Something a swipe moves, as libadwaita's `AdwSwipeable`: the navigator picks one for a
/// gesture (a pager, or a panel's own scrolling content handing over to a pager at its edge)
/// and the gesture then drives it, whatever it is.
///
/// The target keeps its own positions; the gesture only hands it the finger's translation and
/// velocity in points.
public protocol Swipeable: AnyObject {
    /// The axis the target moves along.
    var swipeAxis: Axis { get }
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
    /// Lets go as if the swipe never happened: the target returns to where the swipe began.
    func cancelSwipe()
}
