/// The weight of a font.
public enum FontWeight: String, Sendable {
    case regular
    case bold
}

/// Where text sits horizontally in the rectangle it is drawn into.
public enum TextAlignment: String, Sendable {
    case leading
    case center
    case trailing
}

/// How a piece of text looks.
public struct TextStyle: Hashable, Sendable {
    /// Font size in points.
    public var size: Double
    /// Regular or bold.
    public var weight: FontWeight
    /// The text's colour; its alpha fades the text.
    public var color: Color
    /// Where the text sits across its box.
    public var alignment: TextAlignment

    /// A style of `size` points, regular, white and centred unless told otherwise.
    public init(size: Double, weight: FontWeight = .regular, color: Color = .white, alignment: TextAlignment = .center)
    {
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
    }

    /// About how wide `text` is in this style without a font at hand: the shipped DejaVu Sans
    /// averages a little over half its size per character of Latin text.
    public func estimatedWidth(of text: String) -> Double {
        Double(text.count) * size * (weight == .bold ? 0.62 : 0.56)
    }
}

/// Something panels draw into, in window points. SnapNavSDL implements it on an
/// SDL renderer; tests draw into a `DisplayList` and read its `operations`.
public protocol Canvas: AnyObject {
    /// The drawable area in points.
    var size: Size { get }
    /// Fills `rect` with `color`, blending by the colour's alpha.
    func fill(_ rect: Rect, color: Color)
    /// Draws one line of `text` vertically centred in `rect`, aligned as `style` says; text wider
    /// than `rect` is cut short with an ellipsis. The colour's alpha fades it.
    func drawText(_ text: String, in rect: Rect, style: TextStyle)
    /// Restricts drawing to `rect` (intersected with the current clip) until the matching `popClip()`.
    func pushClip(_ rect: Rect)
    /// Restores the clip in force before the last `pushClip(_:)`.
    func popClip()
    /// Fills `rect` with its corners rounded to `radius`, with anti-aliased edges. A radius of
    /// half the shorter side makes a capsule; a square with it makes a circle.
    func fillRoundedRect(_ rect: Rect, radius: Double, color: Color)
    /// Strokes the outline of a rounded rectangle with a line `lineWidth` points wide, centred on
    /// the rectangle's edge, with anti-aliased edges.
    func strokeRoundedRect(_ rect: Rect, radius: Double, lineWidth: Double, color: Color)
    /// Fills `rect` with a vertical gradient from `top` to `bottom`.
    func fillGradient(_ rect: Rect, top: Color, bottom: Color)
    /// Draws the image file `name` (PNG, JPEG, WebP or SVG, in the assets directory) scaled to fill `rect`,
    /// cropping what overflows, at `opacity` (0…1). Images are loaded once and kept.
    func drawImage(_ name: String, in rect: Rect, opacity: Double)
    /// Draws `content` placed and scaled into `rect`, its colours multiplied by `tint` and its
    /// coverage by `tint`'s alpha, as one group: a canvas may keep the content as a layer and
    /// copy it (see `LayerContent`); one that keeps none draws the parts one by one.
    func drawLayer(_ content: LayerContent, in rect: Rect, tint: Color)
    /// The width in points `text` takes on one line in `style`'s font and size, uncut. A canvas
    /// without fonts estimates it (see `TextStyle.estimatedWidth(of:)`).
    func width(of text: String, style: TextStyle) -> Double
}

extension Canvas {
    /// An estimate, for canvases that have no fonts to measure with.
    public func width(of text: String, style: TextStyle) -> Double { style.estimatedWidth(of: text) }

    /// Fills the circle of `radius` around `center`, with an anti-aliased edge.
    public func fillCircle(center: Point, radius: Double, color: Color) {
        let box = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        fillRoundedRect(box, radius: radius, color: color)
    }

    /// Strokes the circle of `radius` around `center` with a line `lineWidth` points wide.
    public func strokeCircle(center: Point, radius: Double, lineWidth: Double, color: Color) {
        let box = Rect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        strokeRoundedRect(box, radius: radius, lineWidth: lineWidth, color: color)
    }
}
