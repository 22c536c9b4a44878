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
    /// The width of the ring's line.
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

    /// The ring's diameter on the camera and on a side panel.
    public static let restingRingDiameter = 70.0
    /// The ring's diameter on a side panel.
    public static let sideRingDiameter = 45.0
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
        ringLineWidth = mix(6, 4)
        ringCenter = Point(x: size.width / 2, y: size.height - mix(Self.restingRingLift, Self.sideRingLift))
        let iconY = size.height - mix(Self.restingIconLift, Self.sideRingLift)
        let leftX = mix(size.width / 2 - Self.restingIconSpread, Self.sideIconInset)
        leftIconCenter = Point(x: leftX, y: iconY)
        rightIconCenter = Point(x: size.width - leftX, y: iconY)
        iconDiameter = 40
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
