/// One gesture shared between a panel's scrolling content and the pager it sits in: the
/// content scrolls first, and only the movement past an edge the pager may page across moves
/// the pager (as an iOS sheet hands a scroll over to its dismissal). Moving back, the pager
/// gives up what it took before the content scrolls again.
final class NestedScrollCoordinator {
    let content: NestedScrolling
    /// The panel whose content it is, marked as changed whenever the content is handed the
    /// gesture: what the panel draws follows the scroll.
    private let panel: PanelController?
    let pager: PagingScrollController?
    /// The finger directions, +1 down or right and −1 up or left, in which the pager takes
    /// over at the content's edge: back toward the camera from a panel beyond it, and toward
    /// each neighbour from the panel where the arms cross. Empty when the pager may not. At
    /// most two numbers: a list, as a set of them would bring a hash table into the web module.
    let pagingDirections: [Double]
    /// Where the panel is, in window points.
    let area: Rect
    private var lastTranslation = 0.0
    private var pagerTranslation = 0.0
    /// The finger direction the pager was taken over in, while it holds a translation.
    private var pagingDirection = 0.0
    private var pagerEngaged = false

    init(
        panel: PanelController, content: NestedScrolling, pager: PagingScrollController?,
        pagingDirections: [Double], area: Rect
    ) {
        self.panel = panel
        self.content = content
        self.area = area
        self.pager = pager
        self.pagingDirections = pager == nil ? [] : pagingDirections
    }
}

/// The shared gesture is one swipe target: the content in points, handing over to the pager.
extension NestedScrollCoordinator: Swipeable {
    var swipeAxis: Axis { content.nestedScrollAxis }
    /// The panel's, which fills the window.
    var swipeArea: Rect { area }
    /// Content scrolls as far as the finger goes.
    var swipeLimit: Double { .infinity }
    /// Content scrolls even on a panel that locks swiping away; only the hand-over to the
    /// pager is locked, by leaving the pager out.
    var acceptsSwipes: Bool { true }
    /// Only the pager's part settles toward a page; content coasting is not a swipe's tail.
    var isSettling: Bool { pager?.phase == .settling }

    func beginSwipe() {
        panel?.setNeedsDisplay()
        content.beginNestedDragging()
    }

    func updateSwipe(translation: Double) {
        guard translation.isFinite else { return }
        panel?.setNeedsDisplay()
        var delta = translation - lastTranslation
        lastTranslation = translation
        guard let pager, !pagingDirections.isEmpty else { return content.updateNestedDragging(by: delta) }
        if pagerTranslation != 0 {
            let next = pagerTranslation + delta
            if next * pagingDirection > 0 {
                pagerTranslation = next
                pager.updateDragging(translation: next)
                return
            }
            pagerTranslation = 0
            pager.updateDragging(translation: 0)
            delta = next
        }
        let direction: Double = delta > 0 ? 1 : -1
        if delta != 0, pagingDirections.contains(direction) {
            // Finger down uses up the room above the content's top; finger up, below its end.
            let room =
                direction > 0
                ? content.nestedContentOffset : content.nestedMaximumOffset - content.nestedContentOffset
            let available = max(0, room)
            if abs(delta) > available {
                content.updateNestedDragging(by: available * direction)
                if !pagerEngaged {
                    pagerEngaged = true
                    if pager.phase != .dragging { pager.beginDragging() }
                }
                pagingDirection = direction
                pagerTranslation = delta - available * direction
                pager.updateDragging(translation: pagerTranslation)
                return
            }
        }
        content.updateNestedDragging(by: delta)
    }

    func endSwipe(velocity: Double) {
        panel?.setNeedsDisplay()
        if pagerTranslation != 0, let pager {
            content.endNestedDragging(velocity: 0)
            pager.endDragging(velocity: velocity)
        } else {
            if pagerEngaged { pager?.endDragging(velocity: 0) }
            content.endNestedDragging(velocity: velocity)
        }
    }

    func cancelSwipe() {
        endSwipe(velocity: 0)
    }
}
