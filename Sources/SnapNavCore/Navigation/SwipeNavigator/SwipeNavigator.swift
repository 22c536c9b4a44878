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
    /// The clock gestures read.
    public let clock: Clock
    /// Locks each gesture to an axis and measures its velocity.
    public let swipeTracker: SwipeTracker
    /// Turns presses, moves and releases (mouse or finger) into gestures.
    public let pointer: PointerGestureSource
    /// Turns wheel and touchpad scrolling into gestures.
    public let wheel: WheelGestureSource
    /// Called with the location of a tap (a press and release that never left the slop).
    public var onTap: ((Point) -> Void)?
    /// Called as `handleTap(at:under:)` has handled a tap, with where it landed, the screen it
    /// landed on (`startPath` before the tap) and whether anything answered it, for whoever
    /// follows a tester's session.
    public var onTapHandled: ((_ point: Point, _ screen: String, _ answered: Bool) -> Void)?
    /// Each panel's hotspots: which one a tap hits, their flash, and their drawing.
    public internal(set) var hotspotLayer: HotspotLayer
    /// The screens hotspots open over the cross with `push` and `present`, and the registry
    /// of those they can open.
    public let screens: ScreenStack
    /// What each panel does by itself after resting on screen, timed from when it came to
    /// rest, and the launch screen.
    public internal(set) var timedActions: TimedActions

    let panelsByID: [String: PanelController]
    /// Steps the animations of the panels in reach, and says whether any runs.
    var panelAnimations: PanelAnimationStepper
    var caughtPagers: [PagingScrollController] = []
    /// The panel told of the press in progress, to be told when it ends.
    var pressedPanel: PanelController?
    var pendingDestination: PanelController?
    /// This frame's placements, as `layOutFrame()` left them.
    public internal(set) var frameLayout = FrameLayout()

    /// Builds the cross.
    ///
    /// - Parameters:
    ///   - horizontalPanels: the horizontal arm, left to right, containing `home`.
    ///   - verticalPanels: the vertical arm, top to bottom, containing `home`; empty for none.
    ///   - home: the panel where the arms cross.
    ///   - start: the panel to show first (either arm); `home` when nil.
    ///   - viewport: the window's size in points, which each page fills.
    ///   - clock: the time gestures and timed screens read.
    ///   - animationClock: the clock the pagers' settle animations read, when it is not `clock`
    ///     (slow motion); gestures always read `clock`.
    public init(
        horizontal horizontalPanels: [PanelController], vertical verticalPanels: [PanelController] = [],
        home: PanelController, start: PanelController? = nil, viewport: Size, clock: Clock,
        animationClock: Clock? = nil
    ) {
        self.home = home
        self.clock = clock
        let animationClock = animationClock ?? clock
        hotspotLayer = HotspotLayer(clock: animationClock)
        timedActions = TimedActions(clock: clock, animationClock: animationClock)
        let start = start ?? home
        var byID: [String: PanelController] = [:]
        for panel in horizontalPanels + verticalPanels { byID[panel.identifier] = panel }
        panelsByID = byID
        panelAnimations = PanelAnimationStepper(panels: byID.values)

        let homeColumn = horizontalPanels.firstIndex { $0 === home } ?? 0
        let homeRow = verticalPanels.firstIndex { $0 === home } ?? 0
        var startColumn = horizontalPanels.firstIndex { $0 === start } ?? homeColumn
        let startRow = verticalPanels.firstIndex { $0 === start } ?? homeRow
        if verticalPanels.contains(where: { $0 === start }) && start !== home { startColumn = homeColumn }

        var rowPanels = horizontalPanels
        if verticalPanels.count > 0 {
            let column = PagingScrollController.make(
                identifier: "column", axis: .vertical, with: verticalPanels, viewport: viewport,
                startPage: startRow, clock: animationClock)
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
            clock: animationClock)
        horizontal.homePage = homeColumn
        horizontal.transitionBeforeHome = .cover
        horizontal.transitionAfterHome = .cover

        swipeTracker = SwipeTracker(clock: clock)
        pointer = PointerGestureSource(tracker: swipeTracker)
        wheel = WheelGestureSource(tracker: swipeTracker, clock: clock)
        screens = ScreenStack(
            host: PanelController(identifier: "screens"), viewport: viewport, clock: animationClock)
        swipeTracker.delegate = self
        wheel.onPageStep = { [unowned(unsafe) self] axis, step in perform(.page(axis, step)) }
        horizontal.setVisibleFraction(1, animated: false)
        screens.onCoverageChange = { [unowned(unsafe) horizontal] uncovered in horizontal.setVisibleFraction(uncovered)
        }
    }

    // MARK: State

    /// The size the navigation is laid out for, in points: the cross's pagers' bounds, which
    /// every page, screen and frame layout is derived from.
    public var viewport: Size { horizontal.bounds }

    /// Every panel, by identifier.
    public func panel(withID identifier: String) -> PanelController? { panelsByID[identifier] }

    /// The panel the navigation rests on or is settling toward.
    public var currentPanel: PanelController { horizontal.panelHeadedFor }

    /// Whether a press, drag or touchpad swipe is in progress, so pointer motion matters.
    public var isTrackingGesture: Bool { swipeTracker.isActive }

    /// Whether anything is moving or a gesture is in progress, so frames must be drawn.
    public var isAnimating: Bool {
        horizontal.phase != .idle || (vertical.map { $0.phase != .idle } ?? false) || swipeTracker.isActive
            || pendingDestination != nil || anyPanelIsRunningAnimation
            || hotspotLayer.isFlashing || screens.isAnimating || screens.isAnyOpenablePanelRunningAnimation
    }

    /// Whether a panel of the cross in reach runs an animation of its own (see
    /// `PanelAnimationStepper`).
    private var anyPanelIsRunningAnimation: Bool {
        panelAnimations.isAnyRunning(horizontal: horizontal, vertical: vertical)
    }

    /// Has `panel`, pressed or scrolled by the gesture starting, asked whether it animates
    /// until the gesture has ended (`PanelAnimationStepper.engage`), when it is a panel of the
    /// cross: the screens over it are stepped by themselves.
    func engageAnimations(of panel: PanelController) {
        guard panelsByID[panel.identifier] === panel else { return }
        panelAnimations.engage(panel)
    }

    /// Whether anything moves without input — a settle, a navigation waiting for one to end, a
    /// panel's own animation such as a list coasting, a timed action come due — so frames must
    /// keep coming though no event does. A drag held still moves nothing.
    public var isMovingWithoutInput: Bool {
        horizontal.phase == .settling || (vertical.map { $0.phase == .settling } ?? false) || pendingDestination != nil
            || anyPanelIsRunningAnimation || hotspotLayer.isFlashing || screens.isAnimating
            || screens.isAnyOpenablePanelRunningAnimation || timedActions.isDue
    }

    /// The next time something will happen without input (a touchpad pause ending, a panel's
    /// timed action), on `clock`, if any.
    public var nextDeadline: Double? { [wheel.deadline, timedActions.deadline].compactMap { $0 }.min() }

    /// The horizontal pager's home page index.
    public var homeColumn: Int { horizontal.homePage ?? 0 }

    // MARK: Input

    /// Handles one input event at the clock's current time.
    public func handle(_ event: InputEvent) {
        defer { checkInvariants() }
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
            endPress()
            wheel.cancel()
        case .wheelEnded:
            wheel.fingersLifted()
        }
    }

    /// Carries out a navigation key command; `.quit` is left to the app.
    public func perform(_ command: KeyCommand) {
        guard !swipeTracker.isActive else { return }
        if !screens.isEmpty {
            // Over the cross only the way back moves: the arrow toward the screen beneath, Left
            // for a pushed screen and Up for a sheet, as the arrows point in the cross.
            switch command {
            case .back, .page(screens.swipeAxis, -1): screens.back()
            case .home: closeScreensAndNavigate(to: home)
            case .page, .quit: break
            }
            return
        }
        switch command {
        case .back:
            break
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
        // Content left past its end by the new size springs back, wherever its panel is.
        panelAnimations.askEveryPanel()
        // The size the pagers took, which they keep sane whatever the window reports.
        screens.resize(to: viewport)
    }

    /// Advances animations to the clock's time. Returns whether anything is still moving.
    @discardableResult
    public func step() -> Bool {
        defer { checkInvariants() }
        wheel.step()
        horizontal.step()
        vertical?.step()
        panelAnimations.step(horizontal: horizontal, vertical: vertical, gestureEnded: !swipeTracker.isActive)
        if let destination = pendingDestination, horizontal.phase == .idle, vertical?.phase ?? .idle == .idle {
            pendingDestination = nil
            navigate(to: destination, animated: true)
        }
        hotspotLayer.step()
        screens.step()
        stepTimedAction()
        screens.stepOpenablePanelAnimations()
        return isAnimating
    }
}
