/// The bars drawn over the panels (`bars`): the camera's top bar (profile badge, search field),
/// the status area and the bottom navigation bar (chat icon, capture ring, stories icon). They
/// take no layout space — panels stay full-window under them — and every position, size,
/// colour and opacity is a function of the pagers' offsets, read each frame. Each panel
/// switches each bar on or off and gives its colour (`PanelChrome`); moving between panels, a
/// bar fades in or out and its colour blends by how far the move has come.
///
/// ```swift
/// let chrome = NavigationChrome(navigator: navigator, panels: ["camera": cameraChrome])
/// navigator.routeTaps(to: chrome)
/// FrameComposer().compose(navigator, layout: navigator.layOutFrame(), chrome: chrome, on: canvas)
/// ```
public final class NavigationChrome {
    /// A button of the bars, named by the bar that has it (`NavigationBar` has `.left`,
    /// `.capture` and `.right`; `TopBar` has `.profile`).
    public struct Item: Hashable, Sendable, CustomStringConvertible {
        /// The button's name.
        public let name: String

        /// The button named `name`.
        public init(_ name: String) {
            self.name = name
        }

        /// The value as it is printed.
        public var description: String { name }
    }

    /// The bars, bottom first: each is drawn over the ones before it, and a tap goes to the
    /// last that has a button there.
    public let bars: [ChromeBar] = [TopBar(), StatusBar(), NavigationBar()]

    /// The navigation the bars show. It asks them which button a tap hit (`item(at:)`) and
    /// does what the button does itself, so the bars never call back into it.
    public let navigator: SwipeNavigator

    /// Taps this close to an icon's centre select it, so small icons are easy to hit.
    public static let hitRadius = 30.0

    /// The bars of each panel by id; a panel not listed shows the status and navigation bars
    /// in its background colour, and the top bar if it is the start panel.
    public let panels: [String: PanelChrome]

    /// The bars over `navigator`, each panel's as `panels` says.
    public init(navigator: SwipeNavigator, panels: [String: PanelChrome] = [:]) {
        self.navigator = navigator
        self.panels = panels
    }

    /// The layers the bars draw scaled during a swipe (`ChromeBar.layersScaledDuringSwipes`).
    public var layersScaledDuringSwipes: [ScaledLayerRange] { bars.flatMap { $0.layersScaledDuringSwipes } }

    /// The bars `panel` shows and their colour: as `panels` says, or for a panel it does not
    /// list, every bar (those of the start panel only there), in its background colour.
    public func chrome(of panel: PanelController) -> PanelChrome {
        panels[panel.identifier]
            ?? PanelChrome(
                shown: BarSwitch.all.filter { !$0.startPanelOnly || panel === navigator.home },
                barColor: panel.view.backgroundColor ?? .black)
    }

    /// How much of a bar shows: 1 where the panels on screen all show it, 0 where none does,
    /// blended by how far the navigation has come from the start panel toward its neighbour.
    public func visibility(of bar: BarSwitch) -> Double {
        let home = chrome(of: navigator.home).shows(bar) ? 1.0 : 0.0
        let (panel, fraction) = approach
        guard let panel else { return home }
        let approached = chrome(of: panel).shows(bar) ? 1.0 : 0.0
        return home + (approached - home) * fraction
    }

    // MARK: State

    /// The bottom bar's layout at the current horizontal progress, before the vertical slide.
    public var barLayout: NavigationBarLayout {
        NavigationBarLayout(
            progress: navigator.horizontalProgress, size: navigator.viewport,
            home: background(of: navigator.home), left: background(of: navigator.horizontalNeighbour(-1)),
            right: background(of: navigator.horizontalNeighbour(1)))
    }

    /// How far the bottom bar has slid down with the camera (a panel above revealed underneath
    /// pushes it out), and how opaque it is (a panel below covering the camera fades it).
    public var barSlide: (offset: Double, opacity: Double) {
        let height = navigator.viewport.height
        let progress = navigator.verticalProgress
        guard let vertical = navigator.vertical, progress != 0, height > 0 else { return (0, 1) }
        let transition = progress < 0 ? vertical.transitionBeforeHome : vertical.transitionAfterHome
        if transition == .cover { return (0, 1 - abs(progress)) }
        return (-progress * height, 1)
    }

    /// The button under `point`, if any, as the bars are laid out now: the topmost bar's. A
    /// query only; what the button does is the navigator's (`SwipeNavigator.select(_:)`).
    public func item(at point: Point) -> Item? {
        for bar in bars.reversed() {
            if let item = bar.item(at: point, chrome: self) { return item }
        }
        return nil
    }

    // MARK: Drawing

    /// Draws the bars over whatever the panels drew, laying out the frame to find where the
    /// top bar goes.
    public func draw(in canvas: Canvas) {
        draw(in: canvas, layout: navigator.layOutFrame())
    }

    /// Draws the bars over the panels where this frame's `layout` (as
    /// `SwipeNavigator.layOutFrame()` returned it) put them, so a frame is laid out once.
    public func draw(in canvas: Canvas, layout: FrameLayout) {
        for bar in bars { bar.draw(in: canvas, chrome: self, layout: layout) }
    }

    // MARK: Status area

    /// The panel the navigation is moving toward along the arm that has moved, and how far.
    private var approach: (panel: PanelController?, fraction: Double) {
        for axis in Axis.allCases {
            let progress = navigator.progress(along: axis)
            if progress != 0 { return (navigator.neighbour(along: axis, progress < 0 ? -1 : 1), abs(progress)) }
        }
        return (nil, 0)
    }

    /// The colour under the status area: the camera's background blended, in linear RGB, with
    /// the background of the panel being approached, by how far it has come.
    public var statusAreaBackground: Color {
        let (panel, fraction) = approach
        let home = background(of: navigator.home)
        return panel.map { home.blended(with: background(of: $0), fraction: fraction) } ?? home
    }

    /// The status area's text colour: each panel's legible title colour, blended the same way.
    public var statusAreaForeground: Color {
        let (panel, fraction) = approach
        let home = titleColor(of: navigator.home)
        return panel.map { home.blended(with: titleColor(of: $0), fraction: fraction) } ?? home
    }

    private func titleColor(of panel: PanelController?) -> Color {
        Color.legibleInk(on: background(of: panel))
    }

    /// The bar colour over `panel`, or over the start panel when there is none.
    public func background(of panel: PanelController?) -> Color {
        chrome(of: panel ?? navigator.home).barColor
    }
}
