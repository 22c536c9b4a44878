/// A pager is swiped a page at a time: its distance is a page's length and it rests on pages.
extension PagingScrollController: Swipeable {
    public var swipeAxis: Axis { axis }
    public var swipeDistance: Double { pageLength }
    public var snapPoints: [Double] { (0..<pageCount).map(Double.init) }
    public var swipeProgress: Double { pageLength > 0 ? axis.value(of: contentOffset) / pageLength : 0 }
    public var cancelProgress: Double { Double(restingPage) }

    public func beginSwipe() {
        if phase != .dragging { beginDragging() }
    }

    public func updateSwipe(translation: Double) { updateDragging(translation: translation) }
    public func endSwipe(velocity: Double) { endDragging(velocity: velocity) }
    public func cancelSwipe() { cancelDragging() }
}
