/// Screens opened over the cross by a hotspot, as UIKit's navigation controller pushes and a
/// view controller presents: a pushed screen slides in from the right over the one under it,
/// which moves part of the way left and darkens; a presented sheet slides up from the bottom
/// over everything. The top screen goes back with `back()`, or with a swipe that follows the
/// finger (rightward for a pushed screen, downward for a sheet) and completes or cancels by the
/// pager's rule, with the pager's spring.
///
/// Each screen is a child of `host`, added with `addChild` → `didMove(toParent:)` and removed
/// with `willMove(toParent: nil)` → `removeFromParent()`; its appearance follows how much of
/// it shows, and so does the cross's under the lowest screen.
public final class ScreenStack {
    /// How a screen arrives and leaves.
    public enum Style: Equatable, Sendable {
        /// From the right, over the screen under it (UIKit's push).
        case push
        /// From the bottom, over everything (a sheet).
        case present

        /// The axis it moves along.
        public var axis: Axis { self == .push ? .horizontal : .vertical }
    }

    /// One screen and where it is: `offset` points away from its place toward where it came
    /// from, 0 when it is in place.
    final class Entry {
        let panel: PanelController
        let style: Style
        var offset: Double
        var animation: SpringAnimation?
        /// The link's own spring it moves with, overshooting as that spring does; nil for the
        /// stack's, clamped at its place.
        var ownSpring: SpringParameters?
        /// The link's transition it arrives and leaves by; nil for its style's own motion, and
        /// from the moment a swipe takes hold of it.
        var transition: LinkTransition?
        /// How it sits over the screen under it, when it is a partial sheet or an overlay.
        var sheet: SheetPresentation?
        /// Whether it fades in and out where it rests rather than sliding, as an overlay in the
        /// middle or at a frame does, until a swipe takes hold of it.
        var fadesInPlace = false
        /// Its motion along the transition's curve, when it moves on one.
        var curve: CurveAnimation?
        /// Whether it is on its way out, to be removed when it arrives off screen.
        var isLeaving = false
        /// Where a swipe took hold of it.
        var swipeStart = 0.0

        init(panel: PanelController, style: Style, offset: Double) {
            self.panel = panel
            self.style = style
            self.offset = offset
        }

        /// Whether it moves by itself.
        var isMoving: Bool { animation != nil || curve != nil }
    }

    /// How far the screen under a pushed one moves left as it is covered, as a fraction of
    /// the width (UIKit's parallax).
    public static let underlyingShift = 0.3
    /// How dark the screen under another gets once covered.
    public static let dimming = 0.2

    /// The container the screens are children of.
    let host: PanelController
    let clock: Clock
    /// The spring screens settle with, and the rule that decides a released swipe.
    public var spring = SpringParameters.default
    /// The rule that decides whether a released swipe completes.
    public var policy = PagingPolicy()
    /// The window's size; every screen fills it.
    public private(set) var viewport: Size
    private(set) var entries: [Entry] = []
    /// Where the finger took hold of the top screen in the latest swipe, in window points: a
    /// screen that shrinks as it is dragged down shrinks toward it. Nil before any swipe.
    public internal(set) var grabPoint: Point?
    /// Told when the part of the cross left uncovered changes, for its appearance.
    var onCoverageChange: ((Double) -> Void)?
    /// The controllers of the panels outside the arms that hotspots push or present, by id:
    /// the screens this stack can open (see `ScreenStack+Registry`).
    public internal(set) var openablePanels: [String: PanelController] = [:]
    /// How each panel a hotspot or `after` opens comes when one opens it by id without saying.
    public internal(set) var openingStyles: [String: Style] = [:]
    /// The sheet each presented panel is when one opens it by id without saying.
    public internal(set) var openingSheets: [(id: String, sheet: SheetPresentation)] = []

    init(host: PanelController, viewport: Size, clock: Clock) {
        self.host = host
        self.viewport = viewport
        self.clock = clock
    }

    /// Whether any screen is open over the cross, even one on its way out.
    public var isEmpty: Bool { entries.isEmpty }
    /// The screens open, bottom first, and how each came.
    public var screens: [(panel: PanelController, style: Style)] { entries.map { ($0.panel, $0.style) } }
    /// The screen on top, which takes taps and the back swipe; nil when none is open.
    public var top: PanelController? { entries.last(where: { !$0.isLeaving })?.panel }

    func length(of style: Style) -> Double { style.axis.value(of: Point(x: viewport.width, y: viewport.height)) }

    /// How far `entry` travels from its place to gone: a sheet's way off its edge, else the
    /// window's side along its transition's direction (an overlay's too), else along its
    /// style's axis.
    func length(of entry: Entry) -> Double {
        if let sheet = entry.sheet, !(sheet.isOverlay && entry.transition != nil) {
            let frame = sheet.frame(in: viewport)
            return sheet.position == .top ? frame.maxY : viewport.height - frame.minY
        }
        guard let direction = entry.transition?.direction else { return length(of: entry.style) }
        return direction.unit.x != 0 ? viewport.width : viewport.height
    }

    /// Opens `panel` over everything, arriving as `style` says, with the stack's spring or its
    /// link's own `spring` (which may overshoot its place), or as `transition` says, or in
    /// place at once when `animated` is false.
    public func open(
        _ panel: PanelController, as style: Style, animated: Bool = true, spring: SpringParameters? = nil,
        transition: LinkTransition? = nil, sheet: SheetPresentation? = nil
    ) {
        guard !entries.contains(where: { $0.panel === panel }) else { return }
        host.addChild(panel)
        let entry = Entry(panel: panel, style: style, offset: 0)
        if style == .present, let sheet {
            entry.sheet = sheet
            entry.fadesInPlace = sheet.isOverlay && transition == nil
        }
        panel.view.frame = Rect(origin: .zero, size: size(of: entry))
        panel.didMove(toParent: host)
        panel.sendLayout()
        entry.ownSpring = spring
        if let transition {
            entry.transition = transition
            if case .spring(let form) = transition.easing { entry.ownSpring = form.parameters }
        }
        let rest = restingOffsets(of: entry)[0]
        entry.offset = animated ? length(of: entry) : rest
        entries.append(entry)
        if animated { settle(entry, to: rest, velocity: 0) }
        updateAppearance()
    }

    /// Sends the top screen back where it came from, with `spring`, else the spring it came
    /// with; or, with a back link's own `transition`, as that transition brings the screen
    /// under it back (see `LinkTransition.leaving`). Returns whether there was one.
    @discardableResult
    public func back(spring: SpringParameters? = nil, transition: LinkTransition? = nil) -> Bool {
        guard let entry = entries.last(where: { !$0.isLeaving }) else { return false }
        entry.isLeaving = true
        if let spring { entry.ownSpring = spring }
        if let transition {
            // Keeps how much of it shows, so a screen still arriving leaves from where it is.
            let shown = shownFraction(of: entry)
            entry.transition = transition.leaving
            entry.offset = (1 - shown) * length(of: entry)
            if case .spring(let form) = transition.easing { entry.ownSpring = form.parameters }
        }
        settle(entry, to: length(of: entry), velocity: 0)
        return true
    }

    /// Closes every screen at once.
    public func closeAll() {
        while let entry = entries.last { remove(entry) }
        updateAppearance()
    }

    /// Whether a screen is moving by itself.
    public var isAnimating: Bool { entries.contains { $0.isMoving } }

    /// Moves the screens on to the clock's time, and removes those that have left.
    func step() {
        let now = clock.now
        for entry in entries {
            if let curve = entry.curve {
                entry.offset = curve.value(at: now)
                if curve.isFinished(at: now) { entry.curve = nil }
            }
            guard let animation = entry.animation else { continue }
            if animation.isFinished(at: now) {
                entry.offset = animation.to
                entry.animation = nil
            } else if animation.overshoots {
                entry.offset = animation.value(at: now)
            } else {
                // A screen comes to its place or leaves; however hard the flick, it does not
                // fly past either.
                entry.offset = min(max(animation.value(at: now), 0), length(of: entry))
            }
        }
        for entry in entries where entry.isLeaving && !entry.isMoving { remove(entry) }
        updateAppearance()
    }

    /// Fits every screen to a window of `size`, keeping each where it is, and where it is
    /// going, in proportion.
    func resize(to size: Size) {
        let olds = entries.map { length(of: $0) }
        viewport = size
        let now = clock.now
        for (entry, old) in zip(entries, olds) {
            let new = length(of: entry)
            let ratio = old > 0 ? new / old : 0
            entry.offset = min(max(entry.offset * ratio, 0), new)
            entry.curve?.from *= ratio
            entry.curve?.to *= ratio
            if let animation = entry.animation {
                entry.animation = SpringAnimation(
                    from: entry.offset, to: animation.to * ratio, initialVelocity: animation.velocity(at: now) * ratio,
                    startTime: now, parameters: animation.parameters,
                    restDistance: SpringAnimation.restDistance(acrossPage: length(of: entry)),
                    overshoots: animation.overshoots)
            }
            entry.swipeStart *= ratio
            entry.panel.view.frame = Rect(origin: .zero, size: self.size(of: entry))
            entry.panel.sendLayout()
        }
        updateAppearance()
    }

    /// Moves `entry` to `target` by itself: along its transition's curve when it has one, else
    /// with its spring, starting at `velocity`.
    func settle(_ entry: Entry, to target: Double, velocity: Double) {
        entry.animation = nil
        entry.curve = nil
        if let transition = entry.transition, case .curve(let curve) = transition.easing {
            let duration = transition.kind == .instant ? 0 : transition.duration
            entry.curve = CurveAnimation(
                from: entry.offset, to: target, startTime: clock.now, duration: duration, curve: curve)
            return
        }
        entry.animation = SpringAnimation(
            from: entry.offset, to: target, initialVelocity: velocity, startTime: clock.now,
            parameters: entry.ownSpring ?? spring,
            restDistance: SpringAnimation.restDistance(acrossPage: length(of: entry)),
            overshoots: entry.ownSpring != nil)
    }

    private func remove(_ entry: Entry) {
        entries.removeAll { $0 === entry }
        entry.panel.setVisibleFraction(0)
        entry.panel.willMove(toParent: nil)
        entry.panel.removeFromParent()
    }

    /// How much of each screen shows, and of the cross under them, for their appearance.
    func updateAppearance() {
        var uncovered = 1.0
        for entry in entries.reversed() {
            let shown = shownFraction(of: entry)
            entry.panel.setVisibleFraction(uncovered * shown)
            // The screen under a sheet shows through around it.
            if entry.sheet == nil { uncovered *= 1 - shown }
        }
        onCoverageChange?(uncovered)
    }

    /// How far (0…1) the screen above entry `index` (−1: the cross) covers it: 1 once it is in
    /// place.
    func coverage(above index: Int) -> Double {
        index + 1 < entries.count ? shownFraction(of: entries[index + 1]) : 0
    }

    /// How much of `entry` is on screen, 0…1. In a window of no size, a screen counts as shown
    /// unless it is on its way out, so the one on top is still the one on screen.
    func shownFraction(of entry: Entry) -> Double {
        let length = length(of: entry)
        guard length > 0 else { return entry.isLeaving ? 0 : 1 }
        return min(max(1 - entry.offset / length, 0), 1)
    }
}
