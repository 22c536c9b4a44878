/// The camera's top bar: a profile badge at the top-left, which goes to the panel above, and a
/// search field at the top-right, drawn in the frame of each panel that shows it so that they
/// move with it.
public final class TopBar: ChromeBar {
    /// A top bar.
    public init() {}

    /// See `ChromeBar`.
    public var barSwitch: BarSwitch { .topBar }

    /// See `ChromeBar`: in each panel that shows it, at that panel's opacity, the badge in the
    /// colour of the panel above.
    public func draw(in canvas: Canvas, chrome: NavigationChrome, layout: FrameLayout) {
        let accent = chrome.background(of: chrome.navigator.neighbour(along: .vertical, -1))
        for placement in layout.placements where isShown(over: placement, chrome: chrome) {
            canvas.pushClip(placement.clip)
            TopBarLayout(frame: placement.frame).draw(
                in: canvas, opacity: placement.panel.visibleFraction, accent: accent)
            canvas.popClip()
        }
    }

    /// See `ChromeBar`: the profile badge, in a panel showing the bar that is mostly on screen.
    public func item(at point: Point, chrome: NavigationChrome) -> NavigationChrome.Item? {
        // The last frame's layout, so a tap is tested against what was drawn.
        for placement in chrome.navigator.placementsOnScreen
        where isShown(over: placement, chrome: chrome) && placement.panel.visibleFraction > 0.5 {
            let badge = TopBarLayout(frame: placement.frame).profileCenter
            if placement.clip.contains(point), point.distance(to: badge) <= NavigationChrome.hitRadius {
                return .profile
            }
        }
        return nil
    }

    /// Whether the panel at `placement` shows the top bar.
    public func isShown(over placement: PanelPlacement, chrome: NavigationChrome) -> Bool {
        chrome.chrome(of: placement.panel).shows(barSwitch)
    }
}

extension NavigationChrome.Item {
    /// The profile badge, for the panel above the camera.
    public static let profile = NavigationChrome.Item("profile")
}

/// The camera's top bar: a profile badge at the top-left and a search field at the top-right,
/// placed in the camera's frame so they move with it.
struct TopBarLayout {
    let frame: Rect

    static let margin = 16.0
    static let height = 38.0

    var profileCenter: Point {
        Point(x: frame.minX + Self.margin + Self.height / 2, y: frame.minY + Self.margin + Self.height / 2)
    }

    var searchField: Rect {
        let width = min(150, max(0, frame.width - 3 * Self.margin - Self.height))
        return Rect(x: frame.maxX - Self.margin - width, y: frame.minY + Self.margin, width: width, height: Self.height)
    }

    /// Draws the bar at `opacity`; the badge takes `accent`, the colour of the profile panel.
    /// The badge and the search field are each a layer faded as one, as Core Animation fades a
    /// view with its subviews.
    func draw(in canvas: Canvas, opacity: Double, accent: Color) {
        guard opacity > 0 else { return }
        let fade = Color.white.withOpacity(opacity)
        canvas.drawLayer(Self.badge(accent: accent), centeredOn: profileCenter, tint: fade)
        let field = searchField
        guard field.width > Self.height else { return }
        canvas.drawLayer(Self.searchField(size: field.size), in: field, tint: fade)
    }

    /// The profile badge in `accent`, with its white rim and the person on it, centred in a
    /// square with room for the rim's edge.
    static func badge(accent: Color) -> LayerContent {
        let side = height + 4
        return LayerContent(name: "topBar.badge", size: Size(width: side, height: side), color: accent) {
            canvas, size, accent in
            let center = Point(x: size.width / 2, y: size.height / 2)
            canvas.fillCircle(center: center, radius: height / 2, color: accent)
            canvas.strokeCircle(center: center, radius: height / 2 - 1, lineWidth: 2, color: .white)
            Glyph.person.draw(
                at: Point(x: center.x, y: center.y + 1), color: Color(red: 0x1A, green: 0x1A, blue: 0x1A), in: canvas)
        }
    }

    /// The search field of `size`: a dark capsule with the magnifying glass and the word.
    static func searchField(size: Size) -> LayerContent {
        LayerContent(name: "topBar.search", size: size) { canvas, size, _ in
            let field = Rect(origin: .zero, size: size)
            canvas.fillRoundedRect(field, radius: size.height / 2, color: Color.black.withOpacity(0.35))
            Glyph.search.draw(at: Point(x: 22, y: field.midY), color: .white, in: canvas)
            let label = Rect(x: 38, y: 0, width: size.width - 50, height: size.height)
            canvas.drawText(
                "Search", in: label,
                style: TextStyle(size: 15, weight: .regular, color: Color.white.withOpacity(0.85), alignment: .leading))
        }
    }
}
