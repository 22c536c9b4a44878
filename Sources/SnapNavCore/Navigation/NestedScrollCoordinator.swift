/// One gesture shared between a panel's scrolling content and the pager that would page
/// back toward the camera: the content scrolls first, and only the movement past its edge
/// facing the camera pages (as an iOS sheet hands a scroll over to its dismissal). Moving
/// back, the pager gives up what it took before the content scrolls again.
final class NestedScrollCoordinator {
    let content: NestedScrolling
    let pager: PagingScrollController?
    /// The finger direction that pages toward the camera: +1 down or right, −1 up or left,
    /// 0 when the pager may not take over.
    let towardHome: Double
    /// Where the panel is, in window points.
    let area: Rect
    private var lastTranslation = 0.0
    private var pagerTranslation = 0.0
    private var pagerEngaged = false

    private var startOffset = 0.0

    init(content: NestedScrolling, pager: PagingScrollController?, towardHome: Double, area: Rect) {
        self.content = content
        self.area = area
        self.pager = pager
        self.towardHome = pager == nil ? 0 : towardHome
    }
}

/// The shared gesture is one swipe target: the content in points, handing over to the pager.
extension NestedScrollCoordinator: Swipeable {
    var swipeAxis: Axis { content.nestedScrollAxis }
    var swipeDistance: Double { 1 }
    var snapPoints: [Double] { [0, content.nestedMaximumOffset] }
    var swipeProgress: Double { content.nestedContentOffset }
    var cancelProgress: Double { startOffset }
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
        content.beginNestedDragging()
        startOffset = content.nestedContentOffset
    }

    func updateSwipe(translation: Double) {
        guard translation.isFinite else { return }
        var delta = translation - lastTranslation
        lastTranslation = translation
        guard let pager, towardHome != 0 else { return content.updateNestedDragging(by: delta) }
        if pagerTranslation != 0 {
            let next = pagerTranslation + delta
            if next * towardHome > 0 {
                pagerTranslation = next
                pager.updateDragging(translation: next)
                return
            }
            pagerTranslation = 0
            pager.updateDragging(translation: 0)
            delta = next
        }
        if delta * towardHome > 0 {
            // Finger points left before the content reaches its edge facing the camera.
            let room =
                towardHome > 0
                ? content.nestedContentOffset : content.nestedMaximumOffset - content.nestedContentOffset
            let available = max(0, room)
            if abs(delta) > available {
                content.updateNestedDragging(by: available * towardHome)
                if !pagerEngaged {
                    pagerEngaged = true
                    if pager.phase != .dragging { pager.beginDragging() }
                }
                pagerTranslation = delta - available * towardHome
                pager.updateDragging(translation: pagerTranslation)
                return
            }
        }
        content.updateNestedDragging(by: delta)
    }

    func endSwipe(velocity: Double) {
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

extension SwipeNavigator {
    /// A coordinator when `panel` scrolls its own content along `axis`; nil otherwise, or when
    /// the press caught the pager mid-settle (the pager keeps the gesture then).
    func nestedScrollCoordinator(
        for panel: PanelController, on axis: Axis, pager: PagingScrollController?, caught: [PagingScrollController]
    ) -> NestedScrollCoordinator? {
        guard let content = panel.scrollingContent, content.nestedScrollAxis == axis else { return nil }
        if let pager, caught.contains(where: { $0 === pager }) { return nil }
        var towardHome = 0.0
        if let pager, let home = pager.homePage, let index = pager.pages.firstIndex(where: { $0 === panel }) {
            towardHome = index > home ? 1 : (index < home ? -1 : 0)
        }
        return NestedScrollCoordinator(
            content: content, pager: pager, towardHome: towardHome, area: Rect(origin: .zero, size: horizontal.bounds))
    }
}
