import SnapNavCore

/// A broken property: which one, where in the stream, and what was seen.
struct InvariantFailure: Error, CustomStringConvertible {
    /// The index of the step after which the property failed; `steps.count` and beyond are
    /// the frames after input stopped.
    let step: Int
    let property: String
    let detail: String
    var description: String { "after step \(step): \(property): \(detail)" }
}

/// Feeds an `InputStream` to a real `SwipeNavigator` on a manual clock and checks the
/// navigation's properties after every event and every frame, then that it comes to rest on
/// exactly one page once input stops.
final class InputStreamRunner {
    /// Time allowed, after the last input, for the navigation to come to rest on a page.
    static let settleTime = 2.0
    /// Time then allowed for scrolling content to coast to a stop: a hard fling on a long
    /// list coasts for about five seconds, as in UIKit.
    static let coastTime = 10.0

    let stream: InputStream
    let clock = ManualClock()
    let navigator: SwipeNavigator
    /// Every panel; plain ones are `AuditedPanel`s, content kinds the app's own controllers.
    private(set) var panels: [PanelController] = []
    private(set) var audited: [AuditedPanel] = []
    /// The bars, when the configuration has them.
    private(set) var chrome: NavigationChrome?
    private let canvas = DisplayList(size: Size(width: 360, height: 640))
    private let composer = FrameComposer()
    private var checksSinceDrawing = 0
    /// How many property checks have passed.
    private(set) var checks = 0
    private let bounces: Bool
    private let pagers: [PagingScrollController]

    init(_ stream: InputStream) throws {
        self.stream = stream
        let configuration = try Configuration.parse(stream.configuration, file: "stream.json")
        bounces = configuration.physics.bounces
        var made: [PanelController] = []
        let clock = self.clock
        navigator = try SwipeNavigator(
            configuration: configuration, viewport: stream.viewport, clock: clock, start: stream.start,
            makePanel: { panel in
                let controller =
                    panel.kind == nil
                    ? AuditedPanel(identifier: panel.id, title: panel.title, background: panel.background)
                    : try PanelFactory.standard.make(panel, clock: clock)
                made.append(controller)
                return controller
            })
        panels = made
        audited = made.compactMap { $0 as? AuditedPanel }
        // Taps go as the app routes them: to the bars, then to the hotspots under them.
        chrome = NavigationChrome(configuration: configuration, navigator: navigator)
        navigator.routeTaps(to: chrome)
        pagers = [navigator.horizontal, navigator.vertical].compactMap { $0 }
    }

    /// Runs the whole stream; nil when every property held.
    func run() -> InvariantFailure? {
        do {
            try checkAll(at: -1)
            for (index, step) in stream.steps.enumerated() {
                perform(step)
                try checkAll(at: index)
            }
            var index = stream.steps.count
            // Input stops: every pointer lifts where it is.
            for id in InputStreamGenerator.pointers {
                navigator.handle(.pointerUp(id, Point(x: .nan, y: .nan)))
            }
            try checkAll(at: index)
            // Frames at 60 Hz while anything moves; once nothing does, the rest of the time
            // passes in one go, as the app waits for events without drawing.
            let end = clock.now + Self.settleTime
            while clock.now + 1.0 / 60 <= end && navigator.isAnimating {
                index += 1
                perform(.advance(1.0 / 60))
                try checkAll(at: index)
            }
            index += 1
            perform(.advance(end - clock.now))
            try checkAll(at: index)
            try checkAtRest(at: index)
            // Content coasting moves nothing else, so its frames are checked a tenth as often.
            let coastEnd = clock.now + Self.coastTime
            var coastFrame = 0
            while clock.now + 1.0 / 60 <= coastEnd && navigator.isAnimating {
                index += 1
                coastFrame += 1
                perform(.advance(1.0 / 60))
                if coastFrame % 10 == 0 { try checkAll(at: index) }
            }
            try checkAll(at: index)
            try checkContentAtRest(at: index)
            return nil
        } catch let failure as InvariantFailure {
            return failure
        } catch {
            return InvariantFailure(step: -1, property: "runs", detail: "\(error)")
        }
    }

    private func perform(_ step: InputStream.Step) {
        switch step {
        case .event(let event):
            navigator.handle(event)
        case .advance(let seconds):
            clock.advance(by: seconds)
            navigator.step()
        }
    }

    private func check(_ condition: Bool, _ property: String, at step: Int, _ detail: @autoclosure () -> String)
        throws
    {
        guard condition else { throw InvariantFailure(step: step, property: property, detail: detail()) }
        checks += 1
    }

    // MARK: After every event

    /// Whether a hotspot opened a screen over the cross at some point of the stream.
    private(set) var openedScreen = false

    private func checkAll(at step: Int) throws {
        if !navigator.screens.isEmpty { openedScreen = true }
        // Each screen over the cross is between its place and off screen, a spring's overshoot
        // at most a screen past either.
        let viewport = navigator.screens.viewport
        for screen in navigator.screens.placements() {
            let frame = screen.placement.frame
            try check(
                frame.minX.isFinite && frame.minY.isFinite && frame.minX >= -viewport.width - 1e-6
                    && frame.minX <= viewport.width + 1e-6 && frame.minY >= -1e-6
                    && frame.minY <= viewport.height + 1e-6,
                "a screen over the cross is between its place and off screen", at: step,
                "\(screen.placement.panel.identifier) at \(frame)")
        }
        for pager in pagers {
            let offset = pager.contentOffset
            try check(offset.isFinite, "offset is finite", at: step, "\(pager.identifier) at \(offset)")
            let low = bounces ? -pager.pageLength : 0
            let high = pager.maximumOffset + (bounces ? pager.pageLength : 0)
            try check(
                pager.offset >= low && pager.offset <= high, "offset is within bounds", at: step,
                "\(pager.identifier) at \(pager.offset), bounds \(low)…\(high)")
            try check(
                pager.axis.cross.value(of: offset) == 0, "only the pager's own axis moves", at: step,
                "\(pager.identifier) at \(offset)")
        }
        try checkAppearance(at: step)
        try checkGestures(at: step)
        try checkCross(at: step)
        for placement in navigator.currentPlacements() {
            try check(
                placement.frame.origin.isFinite && placement.frame.width.isFinite && placement.clip.origin.isFinite,
                "panels are drawn at finite frames", at: step, "\(placement.panel.identifier) at \(placement.frame)")
        }
        for case let content as ScrollingPanelController in panels {
            try check(
                content.nestedContentOffset.isFinite, "scrolling content has a finite offset", at: step,
                "\(content.identifier) at \(content.nestedContentOffset)")
        }
        // Composing the frame runs every visible panel's, screen's and bar's drawing code on
        // this state; it must not trap. Every third check is enough to meet each state a stream passes through.
        checksSinceDrawing += 1
        if checksSinceDrawing >= 3 {
            checksSinceDrawing = 0
            composer.compose(navigator, layout: navigator.layOutFrame(), chrome: chrome, on: canvas)
            canvas.reset()
        }
    }

    private func checkAppearance(at step: Int) throws {
        var total = 0.0
        var unbalanced: AuditedPanel?
        var unfollowed: AuditedPanel?
        var mismatched: PanelController?
        for panel in audited {
            if unbalanced == nil && panel.hasViolations { unbalanced = panel }
            if unfollowed == nil && panel.appearanceState != panel.callbackState { unfollowed = panel }
        }
        for panel in panels {
            let state = panel.appearanceState
            let fraction = panel.visibleFraction
            // The same tolerance as PanelController's: rounding must not keep a panel "appearing".
            let matches =
                fraction <= 1e-9
                ? state == .disappeared
                : fraction >= 1 - 1e-9 ? state == .appeared : state == .appearing || state == .disappearing
            if mismatched == nil && !matches { mismatched = panel }
            total += fraction
        }
        try check(unbalanced == nil, "appearance callbacks are balanced", at: step, "\(unbalanced?.violations ?? [])")
        try check(
            unfollowed == nil, "appearance state follows the callbacks", at: step,
            unfollowed.map {
                "\($0.identifier) is \($0.appearanceState.rawValue), callbacks say \($0.callbackState.rawValue)"
            } ?? "")
        try check(
            mismatched == nil, "appearance state matches what is on screen", at: step,
            mismatched.map { "\($0.identifier) is \($0.appearanceState.rawValue) at fraction \($0.visibleFraction)" }
                ?? "")
        if !bounces {
            try check(
                abs(total - 1) < 1e-6, "the visible fractions add up to one screen", at: step,
                "total \(total): "
                    + panels.filter { $0.visibleFraction > 0 }
                    .map { "\($0.identifier)=\($0.visibleFraction)" }.joined(separator: ", "))
        } else {
            try check(total <= 1 + 1e-6, "the visible fractions add up to at most one screen", at: step, "\(total)")
        }
    }

    private func checkGestures(at step: Int) throws {
        let pointerActive = navigator.pointer.activePointer != nil
        try check(
            !(pointerActive && navigator.wheel.isActive), "at most one gesture is active", at: step,
            "pointer \(String(describing: navigator.pointer.activePointer)) and a wheel gesture")
        let dragging = pagers.filter(\.isDragging)
        try check(
            dragging.count <= 1, "at most one pager is dragged", at: step, dragging.map(\.identifier).description)
        if !dragging.isEmpty {
            try check(
                navigator.swipeTracker.isActive, "a pager is dragged only during a gesture", at: step,
                "\(dragging[0].identifier) dragging with the tracker idle")
        }
    }

    /// Only one arm of the cross is ever away from the home panel.
    private func checkCross(at step: Int) throws {
        guard let vertical = navigator.vertical else { return }
        let horizontal = navigator.horizontal
        let horizontalHome = horizontal.isAtRest && horizontal.restingPage == horizontal.homePage
        let verticalHome = vertical.isAtRest && vertical.restingPage == vertical.homePage
        try check(
            horizontalHome || verticalHome, "only one arm is away from the home panel", at: step,
            "horizontal \(horizontal.phase) at \(horizontal.offset) (page \(horizontal.restingPage)), "
                + "vertical \(vertical.phase) at \(vertical.offset) (page \(vertical.restingPage))")
    }

    // MARK: Once input stops

    private func checkAtRest(at step: Int) throws {
        let navigating =
            pagers.contains { $0.phase != .idle } || navigator.swipeTracker.isActive || navigator.wheel.isActive
            || navigator.screens.isAnimating
        try check(!navigating, "at rest \(Self.settleTime) s after input stops", at: step, "still moving")
        for pager in pagers {
            try check(
                pager.isAtRest, "exactly on a page", at: step,
                "\(pager.identifier) at \(pager.offset), page length \(pager.pageLength)")
        }
        let visible = panels.filter { $0.visibleFraction > 0 || $0.appearanceState != .disappeared }
        try check(
            visible.count == 1 && visible[0].visibleFraction == 1 && visible[0].appearanceState == .appeared,
            "exactly one panel is fully visible", at: step,
            visible.map { "\($0.identifier) \($0.appearanceState.rawValue) \($0.visibleFraction)" }.description)
        // A screen opened over the cross covers it; otherwise the cross's current panel shows.
        let shown = navigator.screens.top ?? navigator.currentPanel
        try check(
            visible[0] === shown, "the visible panel is the top screen or the current panel", at: step,
            "\(visible[0].identifier) visible, expected \(shown.identifier)")
        let screen = Rect(origin: .zero, size: navigator.horizontal.bounds)
        let placements = navigator.currentPlacements()
        if let top = navigator.screens.placements().last {
            try check(
                top.placement.panel === shown && (screen.isEmpty || top.placement.frame == screen),
                "the top screen rests in place, filling the screen", at: step,
                "\(top.placement.panel.identifier) at \(top.placement.frame)")
        } else if !screen.isEmpty {
            try check(
                placements.count == 1 && placements[0].panel === visible[0] && placements[0].frame == screen,
                "only the current panel is drawn, filling the screen", at: step,
                placements.map { "\($0.panel.identifier) \($0.frame)" }.description)
        }
    }

    private func checkContentAtRest(at step: Int) throws {
        try check(
            !navigator.isAnimating, "content at rest \(Self.coastTime) s later", at: step,
            panels.filter(\.isRunningAnimation).map(\.identifier).description)
        for case let content as ScrollingPanelController in panels {
            try check(
                content.nestedContentOffset >= 0 && content.nestedContentOffset <= content.nestedMaximumOffset,
                "scrolling content rests within its ends", at: step,
                "\(content.identifier) at \(content.nestedContentOffset) of \(content.nestedMaximumOffset)")
        }
    }
}
