/// The bars drawn over the panels: the bottom navigation bar (chat icon, capture ring,
/// stories icon) and the camera's top bar (profile badge, search field). They take no layout
/// space — panels stay full-window under them — and every position, size, colour and opacity
/// is a function of the pagers' offsets, read each frame. Each panel switches each bar on or
/// off and gives its colour (`PanelChrome`); moving between panels, a bar fades in or out and
/// its colour blends by how far the move has come.
///
/// ```swift
/// let chrome = NavigationChrome(navigator: navigator, panels: ["camera": cameraChrome])
/// navigator.onTap = { chrome.handleTap(at: $0) }
/// navigator.draw(in: canvas)
/// chrome.draw(in: canvas)
/// ```
public final class NavigationChrome {
    /// A button of the bars.
    public enum Item: Hashable, Sendable {
        /// The icon for the panel left of the camera (chat).
        case left
        /// The capture ring.
        case capture
        /// The icon for the panel right of the camera (stories).
        case right
        /// The profile badge, for the panel above the camera.
        case profile
    }

    /// The navigation the bars show and steer.
    public let navigator: SwipeNavigator
    /// Told which button was tapped; the navigator by default.
    public weak var delegate: NavigationBarDelegate?

    /// Taps this close to an icon's centre select it, so small icons are easy to hit.
    public static let hitRadius = 30.0

    /// The bars of each panel by id; a panel not listed shows the status and navigation bars
    /// in its background colour, and the top bar if it is the start panel.
    public let panels: [String: PanelChrome]

    /// The bars over `navigator`, each panel's as `panels` says.
    public init(navigator: SwipeNavigator, panels: [String: PanelChrome] = [:]) {
        self.navigator = navigator
        self.panels = panels
        delegate = navigator
    }

    /// The bars `panel` shows and their colour.
    public func chrome(of panel: PanelController) -> PanelChrome {
        panels[panel.identifier]
            ?? PanelChrome(
                statusBar: true, topBar: panel === navigator.home, navigationBar: true,
                barColor: panel.view.backgroundColor ?? .black)
    }

    /// How much of a bar shows: 1 where the panels on screen all show it, 0 where none does,
    /// blended by how far the navigation has come from the start panel toward its neighbour.
    public func visibility(of bar: KeyPath<PanelChrome, Bool>) -> Double {
        let home = chrome(of: navigator.home)[keyPath: bar] ? 1.0 : 0.0
        let (panel, fraction) = approach
        guard let panel else { return home }
        let approached = chrome(of: panel)[keyPath: bar] ? 1.0 : 0.0
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

    /// Where the camera is on screen and the part of it that can be seen, if it can.
    public var homePlacement: PanelPlacement? {
        navigator.placementsOnScreen.first { $0.panel === navigator.home }
    }

    /// The panels on screen that show the top bar, where they are: the frame's own layout,
    /// so a tap is tested against what was drawn.
    public var topBarPlacements: [PanelPlacement] {
        navigator.placementsOnScreen.filter { chrome(of: $0.panel).topBar }
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

    /// The button under `point`, if any, as the bars are laid out now.
    public func item(at point: Point) -> Item? {
        let slide = barSlide
        if slide.opacity > 0.5 {
            let layout = barLayout
            let lift = Point(x: 0, y: slide.offset)
            let targets: [(Item, Point, Double)] = [
                (.capture, layout.ringCenter + lift, max(layout.ringDiameter / 2, Self.hitRadius)),
                (.left, layout.leftIconCenter + lift, Self.hitRadius),
                (.right, layout.rightIconCenter + lift, Self.hitRadius),
            ]
            for (item, center, radius) in targets where distance(point, center) <= radius { return item }
        }
        for placement in topBarPlacements where placement.panel.visibleFraction > 0.5 {
            let badge = TopBarLayout(frame: placement.frame).profileCenter
            if placement.clip.contains(point), distance(point, badge) <= Self.hitRadius { return .profile }
        }
        return nil
    }

    /// Handles a tap: selects the button under it, if any. Returns whether one was hit.
    @discardableResult
    public func handleTap(at point: Point) -> Bool {
        guard let item = item(at: point) else { return false }
        delegate?.navigationBar(self, didSelect: item)
        return true
    }

    // MARK: Drawing

    /// Draws both bars over whatever the panels drew, laying out the frame to find where the
    /// top bar goes.
    public func draw(in canvas: Canvas) {
        draw(in: canvas, placements: navigator.layOutFrame())
    }

    /// The bars, each drawn as a unit of its own: the app keeps a layer for each while it
    /// holds still.
    public enum Bar: CaseIterable, Hashable, Sendable {
        /// The camera's top bar (profile badge and search field), moving with the camera.
        case top
        /// The status area's time and battery.
        case status
        /// The bottom bar: capture ring and side icons.
        case navigation
    }

    /// Draws the bars over the panels, which this frame's layout put at `placements` (as
    /// `SwipeNavigator.layOutFrame()` left them), so a frame is laid out once.
    public func draw(in canvas: Canvas, placements: [PanelPlacement]) {
        for bar in Bar.allCases { draw(bar, in: canvas, placements: placements) }
    }

    /// Draws one bar over the panels at `placements`, as `draw(in:placements:)` does in turn.
    public func draw(_ bar: Bar, in canvas: Canvas, placements: [PanelPlacement]) {
        switch bar {
        case .top:
            let accent = background(of: navigator.neighbour(along: .vertical, -1))
            for placement in placements where chrome(of: placement.panel).topBar {
                canvas.pushClip(placement.clip)
                TopBarLayout(frame: placement.frame).draw(
                    in: canvas, opacity: placement.panel.visibleFraction, accent: accent)
                canvas.popClip()
            }
        case .status:
            let status = visibility(of: \.statusBar)
            if status > 0 { drawStatusArea(opacity: status, in: canvas) }
        case .navigation:
            let slide = barSlide
            let opacity = slide.opacity * visibility(of: \.navigationBar)
            guard opacity > 0 else { return }
            drawBar(barLayout, offset: slide.offset, opacity: opacity, in: canvas)
        }
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

    private func drawStatusArea(opacity: Double, in canvas: Canvas) {
        let width = canvas.size.width
        guard width > 120 else { return }
        let ink = statusAreaForeground.withOpacity(opacity)
        canvas.drawText(
            "9:41", in: Rect(x: width / 2 - 40, y: 1, width: 80, height: 16),
            style: TextStyle(size: 12, weight: .bold, color: ink))
        let battery = Rect(x: width - 36, y: 5, width: 21, height: 10)
        canvas.strokeRoundedRect(battery, radius: 3, lineWidth: 1, color: ink.withOpacity(0.6 * opacity))
        canvas.fillRoundedRect(battery.insetBy(dx: 2, dy: 2), radius: 1.5, color: ink)
        canvas.fillRoundedRect(Rect(x: battery.maxX + 1, y: 8, width: 1.5, height: 4), radius: 0.75, color: ink)
    }

    private func titleColor(of panel: PanelController?) -> Color {
        Color.legibleInk(on: background(of: panel))
    }

    private func drawBar(_ layout: NavigationBarLayout, offset: Double, opacity: Double, in canvas: Canvas) {
        let size = canvas.size
        let lift = Point(x: 0, y: offset)
        let strip = Rect(x: 0, y: size.height - layout.barHeight + offset, width: size.width, height: layout.barHeight)
        canvas.fill(strip, color: layout.barColor.withOpacity(opacity))
        let ringRadius = layout.ringDiameter / 2 - layout.ringLineWidth / 2
        // Faint shadows hugging the ring's edges keep it visible over white content.
        let shadow = Color.black.withOpacity(0.22 * opacity)
        for radius in [layout.ringDiameter / 2 + 0.75, layout.ringDiameter / 2 - layout.ringLineWidth - 0.75] {
            canvas.strokeCircle(center: layout.ringCenter + lift, radius: radius, lineWidth: 1.5, color: shadow)
        }
        canvas.strokeCircle(
            center: layout.ringCenter + lift, radius: ringRadius, lineWidth: layout.ringLineWidth,
            color: Color.white.withOpacity(opacity))
        for (center, glyph) in [(layout.leftIconCenter, Glyph.chat), (layout.rightIconCenter, Glyph.stories)] {
            let point = center + lift
            canvas.fillCircle(
                center: point, radius: layout.iconDiameter / 2, color: layout.badgeColor.withOpacity(opacity))
            glyph.draw(at: point, color: layout.iconTint.withOpacity(opacity), in: canvas)
        }
    }

    /// The bar colour over `panel`, or over the start panel when there is none.
    private func background(of panel: PanelController?) -> Color {
        chrome(of: panel ?? navigator.home).barColor
    }

    private func distance(_ a: Point, _ b: Point) -> Double {
        let dx = a.x - b.x
        let dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot()
    }
}
