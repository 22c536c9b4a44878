/// A panel whose own content scrolls along an axis inside the pagers, as a scroll view inside
/// a sheet does. The navigation hands it the gestures along that axis. A panel offers one
/// through `PanelController.scrollingContent`.
public protocol NestedScrolling: AnyObject {
    /// The axis the content scrolls along.
    var nestedScrollAxis: Axis { get }
    /// How far the content is scrolled, 0…`nestedMaximumOffset` at rest.
    var nestedContentOffset: Double { get }
    /// The largest offset at rest: how much longer the content is than its viewport.
    var nestedMaximumOffset: Double { get }
    /// A finger took hold of the content.
    func beginNestedDragging()
    /// The finger moved `fingerDelta` points since the last call (positive down or right).
    func updateNestedDragging(by fingerDelta: Double)
    /// The finger let go moving at `velocity` points per second.
    func endNestedDragging(velocity: Double)
}
