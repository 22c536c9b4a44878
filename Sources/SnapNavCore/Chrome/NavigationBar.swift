/// The bottom navigation bar: the capture ring between the icons of the panels left and right
/// of the camera. It slides down with the camera when a panel above is revealed under it, and
/// fades when a panel below covers the camera; its parts move with the horizontal progress
/// (`NavigationBarLayout`).
public final class NavigationBar: ChromeBar {
    /// A navigation bar.
    public init() {}

    /// See `ChromeBar`.
    public var barSwitch: BarSwitch { .navigationBar }

    /// See `ChromeBar`.
    public func draw(in canvas: Canvas, chrome: NavigationChrome, layout: FrameLayout) {
        let slide = chrome.barSlide
        let opacity = slide.opacity * chrome.visibility(of: barSwitch)
        guard opacity > 0 else { return }
        let layout = chrome.barLayout
        let size = canvas.size
        let lift = Point(x: 0, y: slide.offset)
        let strip = Rect(
            x: 0, y: size.height - layout.barHeight + slide.offset, width: size.width, height: layout.barHeight)
        let stripColor = layout.barColor.withOpacity(opacity)
        if stripColor.alpha > 0 { canvas.fill(strip, color: stripColor) }
        // The ring is one layer, drawn once at its resting size and scaled, as a phone scales
        // a layer: a swipe's every size is a copy of it.
        canvas.drawLayer(
            Self.ring, centeredOn: layout.ringCenter + lift,
            scale: layout.ringDiameter / NavigationBarLayout.restingRingDiameter, tint: Color.white.withOpacity(opacity)
        )
        for (center, glyph) in [(layout.leftIconCenter, Glyph.chat), (layout.rightIconCenter, Glyph.stories)] {
            let point = center + lift
            canvas.drawLayer(
                Self.badge, centeredOn: point, scale: layout.iconDiameter / NavigationBarLayout.iconDiameter,
                tint: layout.badgeColor.withOpacity(opacity))
            glyph.draw(at: point, color: layout.iconTint.withOpacity(opacity), in: canvas)
        }
    }

    /// The capture ring at its resting size, with the faint shadows hugging its edges that keep
    /// it visible over white content, centred in a square with room for the outer shadow.
    static let ring = LayerContent(
        name: "navigationBar.ring", size: Size(width: 74, height: 74)
    ) { canvas, size, _ in
        let center = Point(x: size.width / 2, y: size.height / 2)
        let outer = NavigationBarLayout.restingRingDiameter / 2
        let lineWidth = NavigationBarLayout.restingRingLineWidth
        let shadow = Color.black.withOpacity(0.22)
        for radius in [outer + 0.75, outer - lineWidth - 0.75] {
            canvas.strokeCircle(center: center, radius: radius, lineWidth: 1.5, color: shadow)
        }
        canvas.strokeCircle(center: center, radius: outer - lineWidth / 2, lineWidth: lineWidth, color: .white)
    }

    /// The round badge behind each side icon, in white, tinted where it is drawn as the glyph
    /// on it is: a swipe copies both, as it copies the ring.
    static let badge = LayerContent(
        name: "navigationBar.badge",
        size: Size(width: NavigationBarLayout.iconDiameter + 4, height: NavigationBarLayout.iconDiameter + 4)
    ) { canvas, size, _ in
        canvas.fillCircle(
            center: Point(x: size.width / 2, y: size.height / 2), radius: NavigationBarLayout.iconDiameter / 2,
            color: .white)
    }

    /// See `ChromeBar`: the ring, from its size on a side panel to its resting size.
    public var layersScaledDuringSwipes: [ScaledLayerRange] {
        let smallest = NavigationBarLayout.sideRingDiameter / NavigationBarLayout.restingRingDiameter
        return [ScaledLayerRange(content: Self.ring, scales: smallest...1)]
    }

    /// See `ChromeBar`: the ring and the side icons, while the bar is mostly opaque.
    public func item(at point: Point, chrome: NavigationChrome) -> NavigationChrome.Item? {
        let slide = chrome.barSlide
        guard slide.opacity > 0.5 else { return nil }
        let layout = chrome.barLayout
        let lift = Point(x: 0, y: slide.offset)
        let targets: [(NavigationChrome.Item, Point, Double)] = [
            (.capture, layout.ringCenter + lift, max(layout.ringDiameter / 2, NavigationChrome.hitRadius)),
            (.left, layout.leftIconCenter + lift, NavigationChrome.hitRadius),
            (.right, layout.rightIconCenter + lift, NavigationChrome.hitRadius),
        ]
        return targets.first { point.distance(to: $0.1) <= $0.2 }?.0
    }
}

extension NavigationChrome.Item {
    /// The icon for the panel left of the camera (chat).
    public static let left = NavigationChrome.Item("left")
    /// The capture ring.
    public static let capture = NavigationChrome.Item("capture")
    /// The icon for the panel right of the camera (stories).
    public static let right = NavigationChrome.Item("right")
}

/// Where the bottom navigation bar's parts are and what colour they take, as a pure function
/// of the horizontal progress (−1 on the left panel, 0 on the camera, 1 on the right panel).
///
/// On the camera the capture ring is large and the side icons sit near it on translucent
/// badges; moving toward a side panel the ring shrinks and sinks toward the bottom edge, the
/// side icons slide toward their edges and take the colour of the panel being approached, and
/// the bar fills with that panel's colour, blended in linear RGB.
public struct NavigationBarLayout: Equatable, Sendable {
    /// The capture ring's centre.
    public var ringCenter: Point
    /// The capture ring's outer diameter.
    public var ringDiameter: Double
    /// The width of the ring's line: the resting width scaled with the ring, since the ring is
    /// drawn once and scaled.
    public var ringLineWidth: Double
    /// The centres of the left (chat) and right (stories) icons.
    public var leftIconCenter: Point
    /// The centre of the right (stories) icon.
    public var rightIconCenter: Point
    /// The diameter of the round badge behind each side icon.
    public var iconDiameter: Double
    /// The colour of the side icons' glyphs.
    public var iconTint: Color
    /// The colour of the badges behind the side icons.
    public var badgeColor: Color
    /// The bar's own background, across the bottom `barHeight` points.
    public var barColor: Color
    /// How tall the bar's background is.
    public var barHeight: Double

    /// The diameter of the badges behind the side icons.
    public static let iconDiameter = 40.0
    /// The ring's diameter on the camera and on a side panel.
    public static let restingRingDiameter = 70.0
    /// The ring's diameter on a side panel.
    public static let sideRingDiameter = 45.0
    /// The width of the ring's line on the camera.
    public static let restingRingLineWidth = 6.0
    /// How far above the bottom edge the ring's centre is on the camera and on a side panel.
    public static let restingRingLift = 70.0
    /// How far above the bottom edge the ring's centre is on a side panel.
    public static let sideRingLift = 32.0
    /// How far the side icons' centres are from the middle on the camera, and from their edge
    /// on a side panel.
    public static let restingIconSpread = 110.0
    /// How far the side icons' centres are from their edge on a side panel.
    public static let sideIconInset = 32.0
    /// How far above the bottom edge the side icons' centres are on the camera.
    public static let restingIconLift = 64.0

    /// The layout in a window of `size` at `progress`, between the camera's background
    /// `home` and the backgrounds of the panels to the left and right.
    public init(progress: Double, size: Size, home: Color, left: Color, right: Color) {
        let p = progress.isFinite ? min(max(progress, -1), 1) : 0
        let s = abs(p)
        let approached = p < 0 ? left : right
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * s }
        ringDiameter = mix(Self.restingRingDiameter, Self.sideRingDiameter)
        ringLineWidth = Self.restingRingLineWidth * ringDiameter / Self.restingRingDiameter
        ringCenter = Point(x: size.width / 2, y: size.height - mix(Self.restingRingLift, Self.sideRingLift))
        let iconY = size.height - mix(Self.restingIconLift, Self.sideRingLift)
        let leftX = mix(size.width / 2 - Self.restingIconSpread, Self.sideIconInset)
        leftIconCenter = Point(x: leftX, y: iconY)
        rightIconCenter = Point(x: size.width - leftX, y: iconY)
        iconDiameter = Self.iconDiameter
        // Icons stay visible on any colour: on the camera the white glyphs sit on a shade that
        // is darker over light screens, and on a side panel a glyph too pale to read on its
        // white badge (a white screen's colour, say) is drawn near-black instead.
        let restingBadge = Color.black.withOpacity(home.relativeLuminance > 0.45 ? 0.55 : 0.25)
        let sideTint = approached.contrastRatio(with: .white) >= 1.5 ? approached : Color.legibleInk(on: .white)
        iconTint = Color.white.blended(with: sideTint, fraction: s)
        badgeColor = restingBadge.blended(with: .white, fraction: s)
        barColor = home.blended(with: approached, fraction: s).withOpacity(s)
        barHeight = 64
    }
}
