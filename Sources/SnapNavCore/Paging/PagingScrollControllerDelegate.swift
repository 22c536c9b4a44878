/// Told about a paging scroll controller's scrolling, in UIScrollViewDelegate's terms.
/// Every method has an empty default.
public protocol PagingScrollControllerDelegate: AnyObject {
    /// Sent when a drag takes hold of the content (also when it catches a settle).
    func scrollControllerWillBeginDragging(_ controller: PagingScrollController)
    /// Sent whenever the content offset changes.
    func scrollControllerDidScroll(_ controller: PagingScrollController)
    /// Sent when the drag is released, with the content's velocity in points per second and
    /// the offset it will settle on; the delegate may change `targetContentOffset`.
    func scrollControllerWillEndDragging(
        _ controller: PagingScrollController, velocity: Point, targetContentOffset: inout Point)
    /// Sent when the settle after a drag comes to rest.
    func scrollControllerDidEndDecelerating(_ controller: PagingScrollController)
    /// Sent when an animation started by `setContentOffset(_:animated:)` or
    /// `scrollToPage(_:animated:)` comes to rest.
    func scrollControllerDidEndScrollingAnimation(_ controller: PagingScrollController)
    /// Sent when the content comes to rest on another page than the one it last rested on.
    func scrollController(_ controller: PagingScrollController, didChangePageFrom oldPage: Int, to newPage: Int)
}

extension PagingScrollControllerDelegate {
    /// Does nothing unless the delegate implements it.
    public func scrollControllerWillBeginDragging(_ controller: PagingScrollController) {}
    /// Does nothing unless the delegate implements it.
    public func scrollControllerDidScroll(_ controller: PagingScrollController) {}
    /// Does nothing unless the delegate implements it.
    public func scrollControllerWillEndDragging(
        _ controller: PagingScrollController, velocity: Point, targetContentOffset: inout Point
    ) {}
    /// Does nothing unless the delegate implements it.
    public func scrollControllerDidEndDecelerating(_ controller: PagingScrollController) {}
    /// Does nothing unless the delegate implements it.
    public func scrollControllerDidEndScrollingAnimation(_ controller: PagingScrollController) {}
    /// Does nothing unless the delegate implements it.
    public func scrollController(_ controller: PagingScrollController, didChangePageFrom oldPage: Int, to newPage: Int)
    {}
}
