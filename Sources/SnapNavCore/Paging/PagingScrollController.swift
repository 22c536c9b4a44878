/// A container that shows its child panels side by side along one axis and pages between
/// them, modelled on a `UIScrollView` with `isPagingEnabled = true` hosting child view
/// controllers.
///
/// It knows pages, the content offset and how to settle; it does not know about pointers or
/// wheels (a `SwipeTracker` turns those into drags) nor about pixels (`PanelPlacer` reads its
/// offset to draw). All time comes from the injected clock.
///
/// ```swift
/// let clock = ManualClock()
/// let pager = PagingScrollController.make(axis: .horizontal, with: panels, in: root,
///                                         viewport: Size(width: 360, height: 640), clock: clock)
/// pager.beginDragging()
/// pager.updateDragging(translation: -200)
/// pager.endDragging(velocity: 0)
/// ```
open class PagingScrollController: PanelController {
    /// What the content is doing.
    public enum Phase: Equatable, Sendable {
        case idle
        case dragging
        case settling
    }

    private struct Drag {
        var startOffset: Double
        var startPage: Int
    }

    private struct Settle {
        var animation: SpringAnimation
        var afterDrag: Bool
        var targetPage: Int
    }

    private enum Motion {
        case idle
        case dragging(Drag)
        case settling(Settle)
    }

    /// The axis the pages are laid out along.
    public let axis: Axis
    /// The clock every animation reads.
    public let clock: Clock
    /// Told of drags, scrolling and page changes, as UIScrollView's delegate is. Not retained,
    /// as UIKit's delegates are not.
    #if hasFeature(Embedded)
        // The web build has no weak references: its delegates own their pagers.
        public unowned(unsafe) var delegate: PagingScrollControllerDelegate?
    #else
        public weak var delegate: PagingScrollControllerDelegate?
    #endif
    /// Whether released drags settle on page boundaries.
    public var isPagingEnabled = true
    /// Whether the content may be dragged past its ends (with UIKit's rubber band).
    public var bounces = false
    /// Decides the page a release lands on.
    public var policy = PagingPolicy()
    /// The settle spring.
    public var spring = SpringParameters.default
    /// The page that is "home" for layering (the camera), if any.
    public var homePage: Int?
    /// How pages before `homePage` share the screen with it.
    public var transitionBeforeHome = PanelTransition.push
    /// How pages after `homePage` share the screen with it.
    public var transitionAfterHome = PanelTransition.push

    /// The size of the viewport: one page.
    public private(set) var bounds = Size.zero
    /// The size of all pages together.
    public private(set) var contentSize = Size.zero
    /// How far the content is scrolled; only the component along `axis` is ever non-zero.
    public private(set) var contentOffset = Point.zero
    /// The page the content last came to rest on.
    public private(set) var restingPage = 0

    private var motion = Motion.idle
    private var trackedPages: [Int] = []
    private var scratchPages: [Int] = []

    /// An empty pager along `axis`, its settles timed on `clock`; `make` builds one with pages.
    public init(identifier: String, axis: Axis, clock: Clock) {
        self.axis = axis
        self.clock = clock
        super.init(identifier: identifier)
    }

    // MARK: Building

    /// Builds a pager holding `panels` in order, adds it to `parent` if given, lays it out in
    /// `viewport` and starts it on `startPage` (the middle page when nil), as the seed's
    /// `makeHorizontal(with:in:)` does.
    public static func make(
        identifier: String = "pager", axis: Axis, with panels: [PanelController], in parent: PanelController? = nil,
        viewport: Size, startPage: Int? = nil, clock: Clock
    ) -> PagingScrollController {
        let pager = PagingScrollController(identifier: identifier, axis: axis, clock: clock)
        if let parent {
            parent.addChild(pager)
            pager.didMove(toParent: parent)
        }
        for panel in panels { pager.addPage(panel) }
        pager.restingPage = min(max(startPage ?? panels.count / 2, 0), max(panels.count - 1, 0))
        pager.fit(to: viewport)
        return pager
    }

    /// Adds `panel` as the last page, following UIKit's containment order.
    public func addPage(_ panel: PanelController) {
        addChild(panel)
        panel.didMove(toParent: self)
        // Only the new page needs a frame; laying every page out again made building a pager
        // of n pages cost n² frames.
        updateContentSize()
        panel.view.frame = frame(ofPage: pageCount - 1)
        panel.sendLayout()
    }

    /// Removes `panel` from the pages, following UIKit's containment order.
    public func removePage(_ panel: PanelController) {
        guard panel.parent === self, let index = children.firstIndex(where: { $0 === panel }) else { return }
        panel.setVisibleFraction(0)
        if index < restingPage { restingPage -= 1 }
        panel.willMove(toParent: nil)
        panel.removeFromParent()
        trackedPages.removeAll()
        restingPage = min(restingPage, max(pageCount - 1, 0))
        layoutPages()
        contentOffset = axis.point(Double(restingPage) * pageLength)
        motion = .idle
        updateAppearance()
    }

    // MARK: Geometry

    /// The pages, in order.
    public var pages: [PanelController] { children }
    /// The number of pages.
    public var pageCount: Int { children.count }
    /// The length of one page along `axis`.
    public var pageLength: Double { axis.length(of: bounds) }
    /// The largest valid offset along `axis`.
    public var maximumOffset: Double { max(0, Double(pageCount - 1) * pageLength) }
    /// The offset along `axis`.
    public var offset: Double { axis.value(of: contentOffset) }
    /// The offset in pages: 1.5 is half way between page 1 and page 2.
    public var pagePosition: Double { pageLength > 0 ? offset / pageLength : Double(restingPage) }
    /// The page nearest to the content offset.
    public var currentPage: Int {
        guard pageCount > 0 else { return 0 }
        let nearest = pagePosition.rounded()
        return Int(min(max(nearest, 0), Double(pageCount - 1)))
    }
    /// What the content is doing now.
    public var phase: Phase {
        switch motion {
        case .idle: return .idle
        case .dragging: return .dragging
        case .settling: return .settling
        }
    }
    /// Whether the content is being dragged.
    public var isDragging: Bool { phase == .dragging }
    /// Whether the content is moving by itself.
    public var isAnimating: Bool { phase == .settling }
    /// Whether the content is still and exactly on a page.
    public var isAtRest: Bool { phase == .idle && offset == Double(restingPage) * pageLength }
    /// The page a running settle will land on, or the resting page.
    public var destinationPage: Int {
        if case .settling(let settle) = motion { return settle.targetPage }
        return restingPage
    }

    /// See `PanelController`: the panel on the current page's place, followed down.
    open override var panelOnScreen: PanelController { page(currentPage)?.panelOnScreen ?? self }
    /// See `PanelController`: the destination page's panel, followed down.
    open override var panelHeadedFor: PanelController { page(destinationPage)?.panelHeadedFor ?? self }
    /// See `PanelController`: the resting page's panel, followed down.
    open override var panelAtRest: PanelController { page(restingPage)?.panelAtRest ?? self }

    private func page(_ index: Int) -> PanelController? {
        pages.indices.contains(index) ? pages[index] : nil
    }

    /// The frame of page `index` in content coordinates.
    public func frame(ofPage index: Int) -> Rect {
        let origin = axis.point(Double(index) * pageLength)
        return Rect(origin: origin, size: bounds)
    }

    /// Where page `index` is relative to the viewport, in pages: 0 is on screen, −1 one page
    /// before it (left or above), 1 one page after it. Drives parallax and bar animations.
    public func relativePosition(ofPage index: Int) -> Double {
        Double(index) - pagePosition
    }

    /// The range of pages that overlap the viewport (empty when there are none).
    public var visiblePages: ClosedRange<Int>? {
        guard pageCount > 0 else { return nil }
        let position = min(max(pagePosition, 0), Double(pageCount - 1))
        let first = Int(position.rounded(.down))
        let last = min(Int(position.rounded(.up)), pageCount - 1)
        return first...last
    }

    /// How much of page `index` overlaps the viewport, 0…1.
    public func visibleFraction(ofPage index: Int) -> Double {
        guard index >= 0, index < pageCount else { return 0 }
        if pageLength <= 0 { return index == restingPage ? 1 : 0 }
        return max(0, 1 - abs(relativePosition(ofPage: index)))
    }

    // MARK: Layout

    /// Sizes the viewport and every page to `size`, keeping the current page in place: at rest
    /// the offset becomes page × new length; during a drag or a settle, the same fraction of the
    /// way between the same pages.
    public func fit(to size: Size) {
        let newSize = Size(
            width: max(0, size.width.isFinite ? size.width : 0),
            height: max(0, size.height.isFinite ? size.height : 0))
        let oldLength = pageLength
        bounds = newSize
        let newLength = pageLength
        layoutPages()
        let scale = oldLength > 0 ? newLength / oldLength : 0
        switch motion {
        case .idle:
            setOffset(Double(restingPage) * newLength)
        case .dragging(var drag):
            drag.startOffset = oldLength > 0 ? drag.startOffset * scale : Double(drag.startPage) * newLength
            motion = .dragging(drag)
            // Scaling rounds, and a hair past the end is still out of bounds.
            setOffset(settledOffset(oldLength > 0 ? offset * scale : Double(drag.startPage) * newLength))
        case .settling(let settle):
            let now = clock.now
            let pageOffset = Double(settle.targetPage) * newLength
            let from =
                oldLength > 0 ? settledOffset(settle.animation.value(at: now) * scale) : pageOffset
            // A settle onto a page lands exactly on the page's new offset, not on a rounded
            // multiple of the old one that would leave it a hair off the page, never at rest.
            let towardPage = settle.animation.to == Double(settle.targetPage) * oldLength
            let to = oldLength > 0 && !towardPage ? min(max(settle.animation.to * scale, 0), maximumOffset) : pageOffset
            let velocity = settle.animation.velocity(at: now) * scale
            let animation = SpringAnimation(
                from: from, to: to, initialVelocity: velocity, startTime: now, parameters: spring,
                restDistance: SpringAnimation.restDistance(acrossPage: pageLength))
            motion = .settling(Settle(animation: animation, afterDrag: settle.afterDrag, targetPage: settle.targetPage))
            setOffset(from)
        }
        for case let nested as PagingScrollController in children { nested.fit(to: newSize) }
    }

    private func layoutPages() {
        updateContentSize()
        view.frame.size = bounds
        for (index, page) in children.enumerated() {
            page.view.frame = frame(ofPage: index)
            page.sendLayout()
        }
    }

    private func updateContentSize() {
        contentSize =
            axis == .horizontal
            ? Size(width: Double(pageCount) * bounds.width, height: bounds.height)
            : Size(width: bounds.width, height: Double(pageCount) * bounds.height)
    }

    // MARK: Dragging

    /// Takes hold of the content where it is, stopping any settle without a jump.
    public func beginDragging() {
        let startPage: Int
        if case .settling(let settle) = motion {
            startPage = settle.targetPage
            setOffset(settledOffset(settle.animation.value(at: clock.now)))
        } else if case .dragging(let drag) = motion {
            startPage = drag.startPage
        } else {
            startPage = currentPage
        }
        motion = .dragging(Drag(startOffset: offset, startPage: startPage))
        delegate?.scrollControllerWillBeginDragging(self)
    }

    /// Moves the content with the finger: `translation` is how far the finger has moved along
    /// the axis since `beginDragging()`, positive rightward or downward.
    public func updateDragging(translation: Double) {
        guard case .dragging(let drag) = motion, translation.isFinite else { return }
        setOffset(boundedOffset(drag.startOffset - translation))
    }

    /// Lets go of the content with the finger moving at `velocity` points per second along the
    /// axis (positive rightward or downward), and starts the settle onto the chosen page.
    public func endDragging(velocity fingerVelocity: Double) {
        guard case .dragging(let drag) = motion else { return }
        var velocity = fingerVelocity.isFinite ? -fingerVelocity : 0
        let overshoot = offset < 0 ? -offset : max(0, offset - maximumOffset)
        if bounces && overshoot > 0 {
            // Past an edge the rubber band moves the content slower than the finger; once let
            // go it carries on at its own speed, not the finger's.
            velocity *= rubberBandSlope(banded: overshoot, dimension: pageLength)
        }
        if !bounces && ((offset <= 0 && velocity < 0) || (offset >= maximumOffset && velocity > 0)) {
            velocity = 0
        }
        let target: Double
        if isPagingEnabled {
            let page = policy.targetPage(
                position: pagePosition, velocity: velocity, startPage: drag.startPage, pageCount: pageCount)
            target = Double(page) * pageLength
        } else {
            target = min(max(offset, 0), maximumOffset)
        }
        release(drag, velocity: velocity, target: target)
    }

    /// Lets go of the content without a swipe: it settles back on the page the drag started
    /// from, which for a caught settle is the page that settle was heading to. A container
    /// calls this when a gesture that caught the content turns out to belong to another pager,
    /// so that gesture changes nothing here.
    public func cancelDragging() {
        guard case .dragging(let drag) = motion else { return }
        let target = isPagingEnabled ? Double(drag.startPage) * pageLength : min(max(offset, 0), maximumOffset)
        release(drag, velocity: 0, target: target)
    }

    private func release(_ drag: Drag, velocity: Double, target: Double) {
        var target = target
        var targetOffset = axis.point(target)
        delegate?.scrollControllerWillEndDragging(
            self, velocity: axis.point(velocity), targetContentOffset: &targetOffset)
        target = axis.value(of: targetOffset)
        if !target.isFinite { target = Double(drag.startPage) * pageLength }
        target = min(max(target, 0), maximumOffset)
        startSettle(to: target, velocity: velocity, afterDrag: true)
    }

    // MARK: Programmatic scrolling

    /// Moves the content to `contentOffset`, with the settle spring when `animated`.
    /// A drag in progress is let go of first.
    public func setContentOffset(_ contentOffset: Point, animated: Bool) {
        var target = axis.value(of: contentOffset)
        guard target.isFinite else { return }
        target = min(max(target, 0), maximumOffset)
        if animated {
            var velocity = 0.0
            if case .settling(let settle) = motion { velocity = settle.animation.velocity(at: clock.now) }
            startSettle(to: target, velocity: velocity, afterDrag: false)
        } else {
            motion = .idle
            setOffset(target)
            finishMotion(afterDrag: false)
        }
    }

    /// Moves to page `index` (clamped to the pages there are), with the settle spring when `animated`.
    public func scrollToPage(_ index: Int, animated: Bool) {
        guard pageCount > 0 else { return }
        let page = min(max(index, 0), pageCount - 1)
        setContentOffset(axis.point(Double(page) * pageLength), animated: animated)
    }

    // MARK: Time

    /// Advances a running settle to the clock's time. Returns whether it is still running.
    @discardableResult
    public func step() -> Bool {
        guard case .settling(let settle) = motion else { return false }
        let now = clock.now
        if settle.animation.isFinished(at: now) {
            motion = .idle
            setOffset(settle.animation.to)
            finishMotion(afterDrag: settle.afterDrag)
            return false
        }
        setOffset(settledOffset(settle.animation.value(at: now)))
        return true
    }

    private func startSettle(to target: Double, velocity: Double, afterDrag: Bool) {
        let targetPage = pageLength > 0 ? Int((target / pageLength).rounded()) : restingPage
        let animation = SpringAnimation(
            from: offset, to: target, initialVelocity: velocity, startTime: clock.now, parameters: spring,
            restDistance: SpringAnimation.restDistance(acrossPage: pageLength))
        if animation.isFinished(at: clock.now) {
            motion = .idle
            setOffset(target)
            finishMotion(afterDrag: afterDrag)
        } else {
            motion = .settling(Settle(animation: animation, afterDrag: afterDrag, targetPage: targetPage))
        }
    }

    private func finishMotion(afterDrag: Bool) {
        let oldPage = restingPage
        restingPage = currentPage
        if afterDrag {
            delegate?.scrollControllerDidEndDecelerating(self)
        } else {
            delegate?.scrollControllerDidEndScrollingAnimation(self)
        }
        if restingPage != oldPage {
            delegate?.scrollController(self, didChangePageFrom: oldPage, to: restingPage)
        }
    }

    // MARK: Offset

    private func boundedOffset(_ raw: Double) -> Double {
        let maximum = maximumOffset
        if raw >= 0 && raw <= maximum { return raw }
        guard bounces else { return min(max(raw, 0), maximum) }
        if raw < 0 { return -rubberBand(overshoot: -raw, dimension: pageLength) }
        return maximum + rubberBand(overshoot: raw - maximum, dimension: pageLength)
    }

    /// Where a settle may carry the content: a spring released moving away from its target
    /// (a fling onward from more than a page away, past the end) stops at the end of the
    /// pages, or at the end of the rubber band's reach when the content bounces.
    private func settledOffset(_ value: Double) -> Double {
        let reach = bounces ? pageLength : 0
        return min(max(value, -reach), maximumOffset + reach)
    }

    private func setOffset(_ value: Double) {
        let value = value.isFinite ? value : Double(restingPage) * pageLength
        let changed = value != offset
        contentOffset = axis.point(value)
        updateAppearance()
        if changed { delegate?.scrollControllerDidScroll(self) }
    }

    // MARK: Appearance

    /// Tells the pages how much of each is on screen. Only the pages in view and those still
    /// marked as on screen are visited, so the cost does not grow with the number of pages.
    public func updateAppearance() {
        scratchPages.removeAll(keepingCapacity: true)
        let inherited = visibleFraction
        if let visible = visiblePages, inherited > 0 {
            for index in visible { scratchPages.append(index) }
        }
        for index in trackedPages where index < pageCount && !scratchPages.contains(index) {
            scratchPages.append(index)
        }
        trackedPages.removeAll(keepingCapacity: true)
        // Pages on their way out hear about it before pages on their way in, as in UIKit.
        for shrinking in [true, false] {
            for index in scratchPages {
                let page = children[index]
                let fraction = inherited * visibleFraction(ofPage: index)
                guard (fraction < page.visibleFraction) == shrinking else { continue }
                page.setVisibleFraction(fraction)
                // A sliver too thin to count as appearing is still tracked, so it returns to 0.
                if page.visibleFraction > 0 || page.appearanceState != .disappeared { trackedPages.append(index) }
            }
        }
    }

    /// Passes how much of it shows on to the pages it holds.
    open override func visibleFractionDidChange() {
        updateAppearance()
    }
}
