/// A screen of the navigation, modelled on UIKit's `UIViewController`: it owns a view, can
/// contain child controllers, and is told when it appears and disappears.
///
/// Containment follows UIKit's order. The container calls `addChild(_:)` (which sends the
/// child `willMove(toParent:)`), adds the child's view, then calls the child's
/// `didMove(toParent:)`. Removal mirrors it: `willMove(toParent: nil)`, remove the view,
/// `removeFromParent()` (which sends `didMove(toParent: nil)`).
///
/// Subclasses override the `view…` callbacks; each is sent in balanced pairs that follow
/// what is actually on screen.
open class PanelController {
    /// A stable identifier, such as the panel's id in the configuration.
    public let identifier: String
    /// The panel's view.
    public let view = PanelView()
    /// The container this controller was added to with `addChild(_:)`, if any. The container
    /// owns its children and lets go of them as it goes (see `deinit`), so it is not retained.
    public private(set) unowned(unsafe) var parent: PanelController?
    /// The controllers added to this one, in the order they were added.
    public private(set) var children: [PanelController] = []
    /// Where the panel is in its appearance cycle.
    public private(set) var appearanceState: AppearanceState = .disappeared
    /// How much of the panel is on screen, 0…1, as of the last layout.
    public private(set) var visibleFraction: Double = 0
    /// Whether swipes may move away from this panel. Programmatic navigation ignores it.
    public var isSwipeEnabled = true

    /// A controller known by `identifier`, not yet in any container.
    public init(identifier: String) {
        self.identifier = identifier
    }

    // MARK: Containment

    /// Makes `child` a child of this controller, first removing it from any other parent.
    /// Sends the child `willMove(toParent: self)`; the caller then adds the child's view and
    /// calls `child.didMove(toParent: self)`.
    public func addChild(_ child: PanelController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// A container that goes while a child lives on elsewhere leaves it without a parent,
    /// rather than pointing at the container gone.
    deinit {
        for child in children where child.parent === self { child.parent = nil }
    }

    /// Detaches the controller from its parent and sends it `didMove(toParent: nil)`.
    /// The caller sends `willMove(toParent: nil)` and removes the view first.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Sent before the controller is added to or removed from a container.
    open func willMove(toParent parent: PanelController?) {}

    /// Sent after the controller has been added to or removed from a container.
    open func didMove(toParent parent: PanelController?) {}

    // MARK: Appearance

    /// Sent when the panel starts to come on screen.
    open func viewWillAppear(_ animated: Bool) {}
    /// Sent when the panel is entirely on screen.
    open func viewDidAppear(_ animated: Bool) {}
    /// Sent when the panel starts to leave the screen.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Sent when the panel is entirely off screen.
    open func viewDidDisappear(_ animated: Bool) {}

    /// Records how much of the panel is on screen and sends whatever appearance callbacks
    /// that change calls for, keeping them balanced: an appearance that is abandoned half
    /// way is closed with will/did-disappear, a disappearance that is abandoned is closed
    /// with will/did-appear, so "will appear" never follows "will appear".
    public func setVisibleFraction(_ fraction: Double, animated: Bool = true) {
        let fraction = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        let changed = fraction != visibleFraction
        visibleFraction = fraction
        let stateBefore = appearanceState
        defer {
            checkAppearanceInvariant()
            // An appearance callback may change what the panel shows, as a story restarts.
            if appearanceState != stateBefore { setNeedsDisplay() }
            if changed { visibleFractionDidChange() }
        }
        let fullyVisible = fraction >= 1 - 1e-9
        let hidden = fraction <= 1e-9
        switch appearanceState {
        case .disappeared:
            guard !hidden else { return }
            appearanceState = .appearing
            viewWillAppear(animated)
            if fullyVisible { finishAppearing(animated) }
        case .appearing:
            if fullyVisible {
                finishAppearing(animated)
            } else if hidden {
                appearanceState = .disappearing
                viewWillDisappear(animated)
                finishDisappearing(animated)
            }
        case .appeared:
            guard !fullyVisible else { return }
            appearanceState = .disappearing
            viewWillDisappear(animated)
            if hidden { finishDisappearing(animated) }
        case .disappearing:
            if hidden {
                finishDisappearing(animated)
            } else if fullyVisible {
                appearanceState = .appearing
                viewWillAppear(animated)
                finishAppearing(animated)
            }
        }
    }

    /// Sent after `visibleFraction` changes; containers override it to pass the change on to
    /// their children.
    open func visibleFractionDidChange() {}

    /// Sent after the container has given the view its frame (when it is added, and on every
    /// resize), as UIKit sends `viewDidLayoutSubviews`; panels whose content depends on their
    /// size update it here.
    open func viewDidLayoutSubviews() {}

    private func finishAppearing(_ animated: Bool) {
        appearanceState = .appeared
        viewDidAppear(animated)
    }

    private func finishDisappearing(_ animated: Bool) {
        appearanceState = .disappeared
        viewDidDisappear(animated)
    }

    // MARK: Own animations

    /// Whether the panel has an animation of its own running (content coasting, a flash), so
    /// the app keeps drawing frames. False by default. Asked on every frame while the panel is
    /// in view or one page from it, and while it answers true.
    open var isRunningAnimation: Bool { false }

    /// Advances the panel's own animations to its clock's time; called once per frame while
    /// `isRunningAnimation` is true. An animation started while the panel is out of reach runs
    /// from when it comes into reach.
    open func stepAnimation() {}

    // MARK: Touches

    /// Sent when a finger or the mouse button goes down on the panel, at `point` in the panel's
    /// own coordinates, before anyone knows whether it will tap, hold or swipe (UIKit's
    /// `touchesBegan`).
    open func pressBegan(at point: Point) {}

    /// Sent when that press ends: lifted, or taken over by a swipe. A tap, if it was one, is
    /// sent after this.
    open func pressEnded() {}

    /// A tap at `point`, in the content's coordinates, that hit none of the panel's hotspots.
    /// Returns whether the panel answered it; one that did not makes the hotspots flash.
    open func handleTap(at point: Point) -> Bool { false }

    /// Whether the panel ends by itself (as a story does after its last snap): its `after`,
    /// or else `back`, then follows its end instead of a time at rest.
    open var endsByItself: Bool { false }

    /// Whether a panel that ends by itself has ended.
    open var hasEnded: Bool { false }

    /// Whether, presented over the cross, the panel shrinks toward the finger as it is dragged
    /// down, as Snapchat's story viewer does; a sheet keeps its size.
    open var shrinksWhileDismissed: Bool { false }

    /// Sent to a panel a reload has just rebuilt, with the panel of the same id it replaces,
    /// to take over what the designer sees of it: where its content was scrolled.
    open func carryOver(from previous: PanelController) {}

    // MARK: Capabilities

    /// The panel's own content that scrolls inside the pagers, if it has any: the navigation
    /// hands it the gestures along its axis first. The panel itself when it adopts
    /// `NestedScrolling` (as `ScrollingPanelController` does; the web build casts to no protocol,
    /// so there a panel says so itself, as `ScrollingPanelController` does); override to hand
    /// over another object.
    open var scrollingContent: NestedScrolling? {
        #if hasFeature(Embedded)
            // The web build casts to no protocol; the built-in panels that scroll say so themselves.
            return nil
        #else
            return self as? NestedScrolling
        #endif
    }

    /// How far the panel's content is scrolled down, in points: what to add to a point in the
    /// view to find it in the content, where hotspots are given. 0 for a panel that does not scroll.
    open var contentScrollOffset: Double { 0 }

    /// The point of the content under `point`, in the panel's own coordinates: the point moved
    /// by the scroll, or not at all in a band that stays in place.
    open func contentPoint(at point: Point) -> Point { Point(x: point.x, y: point.y + contentScrollOffset) }

    /// Where content at `rect` shows, in the panel's own coordinates, and the part of the panel
    /// it may show in: all of it, unless bands held in place cover the scrolling middle.
    open func placement(ofContent rect: Rect) -> (frame: Rect, clip: Rect) {
        (rect.offsetBy(Point(x: 0, y: -contentScrollOffset)), Rect(origin: .zero, size: view.frame.size))
    }

    /// What responds to the capture ring while this panel is the start panel, if anything: the
    /// panel itself when it adopts `CaptureResponder` (the web build casts to no protocol, so
    /// there a panel says so itself, as the camera does); override to hand over another object.
    open var captureResponder: CaptureResponder? {
        #if hasFeature(Embedded)
            // The web build casts to no protocol; the camera says so itself.
            return nil
        #else
            return self as? CaptureResponder
        #endif
    }

    // MARK: Containment

    /// The panel on screen in this one's place: itself, or for a pager the panel on the page
    /// mostly in view, followed down through nested pagers.
    open var panelOnScreen: PanelController { self }

    /// The panel this one rests on or is headed for: itself, or for a pager the panel on the
    /// page it rests on or is settling toward, followed down through nested pagers.
    open var panelHeadedFor: PanelController { self }

    /// The panel this one shows at rest: itself, or for a pager the panel on the page it rests
    /// on, followed down through nested pagers.
    open var panelAtRest: PanelController { self }

    // MARK: Drawing

    /// Whether what `draw(in:frame:)` draws changes only when `displayRevision` does, so that a
    /// frame that only moves the panel can show its layer again without asking it to draw, as
    /// UIKit shows a view's layer until `setNeedsDisplay()`. The app marks the panel itself
    /// whenever it hands the panel something that may change it: a press, a tap, an animation
    /// step, its scrolling content's drag, a new size, an appearance, a reload. A panel that
    /// says true calls `setNeedsDisplay()` for any other change, such as a property set from
    /// outside.
    ///
    /// False by default: the panel is then asked to draw on every frame that shows it, and its
    /// layer is drawn again whenever that drawing differs, whatever changed it. A panel whose
    /// drawing is cheap loses little by leaving it so; one that draws a lot of text or shapes
    /// saves that work on every frame of a swipe by saying true.
    open var marksDisplayChanges: Bool { false }

    /// Counts the changes to what the panel draws that were marked with `setNeedsDisplay()`.
    public private(set) var displayRevision = 0

    /// Marks what the panel draws as changed, so the next frame that shows it asks it to draw
    /// (see `marksDisplayChanges`).
    public func setNeedsDisplay() {
        displayRevision &+= 1
    }

    /// Whether `draw(in:frame:)` covers every point of the frame with opaque colour, so that
    /// nothing under the panel needs drawing (UIKit's `isOpaque`). False unless a subclass
    /// knows better.
    open var isOpaque: Bool { false }

    /// Draws the panel's content into `canvas`, filling `frame` (in window points).
    /// The canvas is already clipped to the part of the panel that can be seen.
    open func draw(in canvas: Canvas, frame: Rect) {}
}
