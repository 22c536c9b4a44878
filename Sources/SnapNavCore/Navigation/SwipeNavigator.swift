/// Snapchat's cross of panels: a horizontal pager whose home page (the camera) may be a
/// vertical pager of its own, as UIKit nests scroll views. It routes every gesture to one
/// axis and enforces the cross's rules:
///
/// - the first movement of a gesture picks its axis, and the other axis never moves;
/// - vertical swipes only start while the horizontal pager rests on the home column;
/// - horizontal swipes only start while the vertical pager rests on the home panel;
/// - a panel whose `isSwipeEnabled` is false refuses swipes away from it.
public final class SwipeNavigator {
    /// The panel at the crossing of the two arms (the camera).
    public let home: PanelController
    /// The pager along the horizontal arm; the root of the panel tree.
    public let horizontal: PagingScrollController
    /// The pager along the vertical arm, hosted at the horizontal pager's home page; nil for a
    /// horizontal-only layout.
    public let vertical: PagingScrollController?
    public let clock: Clock
    public let swipeTracker: SwipeTracker
    public let pointer: PointerGestureSource
    public let wheel: WheelGestureSource
    /// Called with the location of a tap (a press and release that never left the slop).
    public var onTap: ((Point) -> Void)?

    private let panelsByID: [String: PanelController]
    /// What the gesture in progress moves: a pager, or a panel's content sharing the gesture
    /// with one.
    private var swipeTarget: Swipeable?
    private var caughtPagers: [PagingScrollController] = []
    private var pendingDestination: PanelController?
    private let compositor = Compositor()
    private var placements: [PanelPlacement] = []

    /// Builds the cross.
    ///
    /// - Parameters:
    ///   - horizontalPanels: the horizontal arm, left to right, containing `home`.
    ///   - verticalPanels: the vertical arm, top to bottom, containing `home`; empty for none.
    ///   - home: the panel where the arms cross.
    ///   - start: the panel to show first (either arm); `home` when nil.
    ///   - animationClock: the clock the pagers' settle animations read, when it is not `clock`
    ///     (slow motion); gestures always read `clock`.
    public init(
        horizontal horizontalPanels: [PanelController], vertical verticalPanels: [PanelController] = [],
        home: PanelController, start: PanelController? = nil, viewport: Size, clock: Clock,
        animationClock: Clock? = nil
    ) {
        self.home = home
        self.clock = clock
        let start = start ?? home
        var byID: [String: PanelController] = [:]
        for panel in horizontalPanels + verticalPanels { byID[panel.identifier] = panel }
        panelsByID = byID

        let homeColumn = horizontalPanels.firstIndex { $0 === home } ?? 0
        let homeRow = verticalPanels.firstIndex { $0 === home } ?? 0
        var startColumn = horizontalPanels.firstIndex { $0 === start } ?? homeColumn
        let startRow = verticalPanels.firstIndex { $0 === start } ?? homeRow
        if verticalPanels.contains(where: { $0 === start }) && start !== home { startColumn = homeColumn }

        var rowPanels = horizontalPanels
        if verticalPanels.count > 0 {
            let column = PagingScrollController.make(
                identifier: "column", axis: .vertical, with: verticalPanels, viewport: viewport,
                startPage: startRow, clock: animationClock ?? clock)
            column.homePage = homeRow
            column.transitionBeforeHome = .reveal
            column.transitionAfterHome = .cover
            rowPanels[homeColumn] = column
            vertical = column
        } else {
            vertical = nil
        }
        horizontal = PagingScrollController.make(
            identifier: "row", axis: .horizontal, with: rowPanels, viewport: viewport, startPage: startColumn,
            clock: animationClock ?? clock)
        horizontal.homePage = homeColumn
        horizontal.transitionBeforeHome = .cover
        horizontal.transitionAfterHome = .cover

        swipeTracker = SwipeTracker(clock: clock)
        pointer = PointerGestureSource(tracker: swipeTracker)
        wheel = WheelGestureSource(tracker: swipeTracker, clock: clock, pageSize: horizontal.bounds)
        swipeTracker.delegate = self
        wheel.onPageStep = { [unowned self] axis, step in perform(.page(axis, step)) }
        wheel.isContentSettling = { [unowned self] in
            horizontal.phase == .settling || vertical?.phase == .settling
        }
        wheel.scrollsContent = { [unowned self] axis in
            let current = leaf(ofHorizontalPage: horizontal.currentPage, verticalPage: vertical?.currentPage)
            return (current as? NestedScrolling)?.nestedScrollAxis == axis
        }
        horizontal.setVisibleFraction(1, animated: false)
    }

    // MARK: State

    /// Every panel, by identifier.
    public func panel(withID identifier: String) -> PanelController? { panelsByID[identifier] }

    /// The panel the navigation rests on or is settling toward.
    public var currentPanel: PanelController {
        leaf(ofHorizontalPage: horizontal.destinationPage, verticalPage: vertical?.destinationPage)
    }

    /// Whether anything is moving or a gesture is in progress, so frames must be drawn.
    public var isAnimating: Bool {
        horizontal.phase != .idle || (vertical.map { $0.phase != .idle } ?? false) || swipeTracker.isActive
            || pendingDestination != nil || panelsByID.values.contains { $0.isRunningAnimation }
    }

    /// Whether anything moves without input — a settle, a navigation waiting for one to end, a
    /// panel's own animation such as a list coasting — so frames must keep coming though no
    /// event does. A drag held still moves nothing.
    public var isMovingWithoutInput: Bool {
        horizontal.phase == .settling || (vertical.map { $0.phase == .settling } ?? false) || pendingDestination != nil
            || panelsByID.values.contains { $0.isRunningAnimation }
    }

    /// The next time something will happen without input (a touchpad pause ending), if any.
    public var nextDeadline: Double? { wheel.deadline }

    /// The horizontal pager's home page index.
    public var homeColumn: Int { horizontal.homePage ?? 0 }

    private func leaf(ofHorizontalPage page: Int, verticalPage: Int?) -> PanelController {
        guard horizontal.pageCount > 0 else { return home }
        let panel = horizontal.pages[min(max(page, 0), horizontal.pageCount - 1)]
        if let column = panel as? PagingScrollController, column.pageCount > 0 {
            return column.pages[min(max(verticalPage ?? column.restingPage, 0), column.pageCount - 1)]
        }
        return panel
    }

    // MARK: Input

    /// Handles one input event at the clock's current time.
    public func handle(_ event: InputEvent) {
        switch event {
        case .pointerDown(_, let location):
            // A press takes over from a touchpad swipe. The swipe ends first, or its pause
            // would later end the press's gesture in the middle of the drag.
            if pointer.activePointer == nil && location.isFinite { wheel.cancel() }
            pointer.handle(event)
        case .pointerMove, .pointerUp:
            pointer.handle(event)
        case .wheel(let delta, let isPrecise):
            if pointer.activePointer == nil { wheel.handle(delta: delta, isPrecise: isPrecise) }
        case .key(let key, let modifiers):
            if let command = KeyCommand(key: key, modifiers: modifiers) { perform(command) }
        case .resize(let size):
            resize(to: size)
        case .focusLost:
            pointer.cancel()
            wheel.cancel()
        }
    }

    /// Carries out a navigation key command; `.quit` is left to the app.
    public func perform(_ command: KeyCommand) {
        guard !swipeTracker.isActive else { return }
        switch command {
        case .page(let axis, let step):
            guard let arm = self.arm(axis), self.arm(axis.cross)?.restsOnHome ?? true else { return }
            arm.page(by: step)
        case .home:
            navigate(to: home, animated: true)
        case .quit:
            break
        }
    }

    /// Lays every panel out for a viewport of `size`, keeping the current page in place.
    public func resize(to size: Size) {
        horizontal.fit(to: size)
        wheel.pageSize = horizontal.bounds
    }

    /// Advances animations to the clock's time. Returns whether anything is still moving.
    @discardableResult
    public func step() -> Bool {
        wheel.step()
        horizontal.step()
        vertical?.step()
        for panel in panelsByID.values where panel.isRunningAnimation { panel.stepAnimation() }
        if let destination = pendingDestination, horizontal.phase == .idle, vertical?.phase ?? .idle == .idle {
            pendingDestination = nil
            navigate(to: destination, animated: true)
        }
        return isAnimating
    }

    // MARK: Programmatic navigation

    /// Moves to the panel with `identifier` along the cross, through the home panel when
    /// the target is on the other arm, one axis at a time. Ignores `isSwipeEnabled`.
    /// Returns false when there is no such panel.
    @discardableResult
    public func navigate(to identifier: String, animated: Bool) -> Bool {
        guard let panel = panelsByID[identifier] else { return false }
        navigate(to: panel, animated: animated)
        return true
    }

    private func navigate(to panel: PanelController, animated: Bool) {
        pendingDestination = nil
        guard let arm = arms.first(where: { $0.page(of: panel) != nil }), let page = arm.page(of: panel) else { return }
        // The other arm goes home first; the move along this one waits for it to get there.
        if let other = self.arm(arm.axis.cross), !other.isHome {
            other.pager.scrollToPage(other.homePage, animated: animated)
            if animated && other.pager.phase != .idle {
                pendingDestination = panel
                return
            }
        }
        arm.pager.scrollToPage(page, animated: animated)
    }

    // MARK: Drawing

    /// Where each visible panel is drawn, bottom first, as of the last `layOutFrame()`.
    public var framePlacements: [PanelPlacement] { placements }

    /// Works out where each visible panel is drawn this frame, once: drawing the panels, the
    /// opaque-coverage check and the bars all read the result, `framePlacements`.
    @discardableResult
    public func layOutFrame() -> [PanelPlacement] {
        placements.removeAll(keepingCapacity: true)
        let screen = Rect(origin: .zero, size: horizontal.bounds)
        compositor.place(horizontal, in: screen, clip: screen, into: &placements)
        return placements
    }

    /// Draws the visible panels into `canvas`, bottom first, each clipped to what can be seen.
    public func draw(in canvas: Canvas) {
        layOutFrame()
        for placement in placements {
            canvas.pushClip(placement.clip)
            placement.panel.draw(in: canvas, frame: placement.frame)
            canvas.popClip()
        }
    }

    /// Whether the visible panels cover the whole viewport with opaque drawing this frame, so
    /// that the frame need not be cleared first. Their clips never overlap and stay inside the
    /// viewport, so they cover it when their areas add up to its area. Lays out the frame.
    public func coversViewportOpaquely() -> Bool {
        layOutFrame()
        let screen = Rect(origin: .zero, size: horizontal.bounds)
        var area = 0.0
        for (index, placement) in placements.enumerated() {
            guard placement.panel.isOpaque else { return false }
            for earlier in placements[..<index] where !earlier.clip.intersection(placement.clip).isEmpty {
                return false
            }
            area += placement.clip.width * placement.clip.height
        }
        let viewportArea = screen.width * screen.height
        return viewportArea > 0 && area >= viewportArea * (1 - 1e-9)
    }

    /// Where each visible panel is drawn this frame, bottom first.
    public func currentPlacements() -> [PanelPlacement] {
        var result: [PanelPlacement] = []
        let screen = Rect(origin: .zero, size: horizontal.bounds)
        compositor.place(horizontal, in: screen, clip: screen, into: &result)
        return result
    }
}

extension SwipeNavigator: SwipeTrackerDelegate {
    public func swipeTrackerDidPress(_ tracker: SwipeTracker) {
        pendingDestination = nil
        caughtPagers.removeAll()
        for pager in [horizontal, vertical].compactMap({ $0 }) where pager.phase == .settling {
            pager.beginDragging()
            caughtPagers.append(pager)
        }
    }

    public func swipeTracker(_ tracker: SwipeTracker, shouldBeginOn axis: Axis) -> Bool {
        let caught = caughtPagers
        caughtPagers.removeAll()
        let otherArmAllows = arm(axis.cross)?.letsTheOtherArmMove(caught: caught) ?? true
        let pager = otherArmAllows ? arm(axis)?.pager : nil
        let current = leaf(ofHorizontalPage: horizontal.currentPage, verticalPage: vertical?.currentPage)
        let allowed = pager != nil && current.isSwipeEnabled
        // A pager caught by the press but not taken by this gesture carries on to where it
        // was going, so the gesture is ignored rather than turned into a diagonal or a U-turn.
        for other in caught where !(allowed && other === pager) { other.cancelDragging() }
        let target: Swipeable? =
            nestedScrollCoordinator(for: current, on: axis, pager: allowed ? pager : nil, caught: caught)
            ?? (allowed ? pager : nil)
        target?.beginSwipe()
        swipeTarget = target
        return target != nil
    }

    public func swipeTracker(_ tracker: SwipeTracker, didUpdate translation: Double, on axis: Axis) {
        swipeTarget?.updateSwipe(translation: translation)
    }

    public func swipeTracker(_ tracker: SwipeTracker, didEndOn axis: Axis, velocity: Double) {
        swipeTarget?.endSwipe(velocity: velocity)
        swipeTarget = nil
    }

    public func swipeTrackerDidEndWithoutSwipe(_ tracker: SwipeTracker, tapLocation: Point?) {
        for pager in caughtPagers { pager.endDragging(velocity: 0) }
        caughtPagers.removeAll()
        swipeTarget = nil
        if let tapLocation { onTap?(tapLocation) }
    }
}
