/// Drawing a canvas may keep as one layer and composite as a group, as Core Animation
/// composites a layer: scaled to the rectangle it is drawn into, its colours multiplied by a
/// tint and its coverage by the tint's alpha (group opacity, on by default since iOS 7, so
/// parts that overlap fade together rather than showing through each other).
///
/// The bars use it for what changes only in size, colour or opacity during a swipe: a glyph is
/// drawn once in white and tinted; the capture ring is drawn once at its largest and scaled
/// with linear filtering; the top bar's parts fade as groups. A swipe then copies layers
/// instead of drawing shapes, and a ring of a new size costs no new texture.
///
/// Two contents with the same name, size and colour draw the same, which is what lets a canvas
/// keep one layer for them; `drawing` must depend on nothing else.
public struct LayerContent: Hashable, Sendable {
    /// Names the drawing, such as `glyph.chat`.
    public let name: String
    /// The size the drawing is made at, in points; `drawing` draws within it.
    public let size: Size
    /// A colour the drawing takes besides the tint, such as the profile badge's.
    public let color: Color
    private let drawing: @Sendable (Canvas, Size, Color) -> Void

    /// Content called `name`, drawn by `drawing` (given the canvas, `size` and `color`) at
    /// full opacity within `size`, in white wherever the tint is to colour it.
    public init(
        name: String, size: Size, color: Color = .white, drawing: @escaping @Sendable (Canvas, Size, Color) -> Void
    ) {
        self.name = name
        self.size = size
        self.color = color
        self.drawing = drawing
    }

    /// Draws the content into `canvas`, its top left corner at the canvas's origin.
    public func draw(in canvas: Canvas) {
        drawing(canvas, size, color)
    }

    /// The content's parts, recorded with the text measured by `measuring`'s fonts.
    public func parts(measuring: Canvas?) -> DisplayList {
        let parts = DisplayList(size: size)
        parts.measuring = measuring
        draw(in: parts)
        return parts
    }

    /// Draws the parts one by one into `canvas`, placed and scaled into `rect` and each tinted,
    /// as a canvas that keeps no layer of the content does: overlapping parts of a faded
    /// content show through each other.
    public func drawParts(into canvas: Canvas, placedIn rect: Rect, tint: Color) {
        parts(measuring: canvas).replay(into: canvas, placedIn: rect, tint: tint)
    }

    /// Whether the two draw the same: the same name, size and colour.
    public static func == (lhs: LayerContent, rhs: LayerContent) -> Bool {
        lhs.name == rhs.name && lhs.size == rhs.size && lhs.color == rhs.color
    }

    /// Hashes what `==` compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(size)
        hasher.combine(color)
    }
}

extension Canvas {
    /// `Canvas.drawLayer(_:in:tint:)` for a canvas that keeps no layers: the content's parts
    /// drawn one by one (`LayerContent.drawParts(into:placedIn:tint:)`).
    public func drawLayer(_ content: LayerContent, in rect: Rect, tint: Color) {
        content.drawParts(into: self, placedIn: rect, tint: tint)
    }

    /// Draws `content` as `drawLayer(_:in:tint:)` does, centred on `center` at `scale` times
    /// its size.
    public func drawLayer(_ content: LayerContent, centeredOn center: Point, scale: Double = 1, tint: Color) {
        let width = content.size.width * scale
        let height = content.size.height * scale
        drawLayer(
            content, in: Rect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height),
            tint: tint)
    }
}

extension Color {
    /// The colour multiplied channel by channel by `tint`, alpha too, as a colour mod and an
    /// alpha mod multiply a white texture's pixels.
    public func tinted(by tint: Color) -> Color {
        func times(_ a: UInt8, _ b: UInt8) -> UInt8 { UInt8((Int(a) * Int(b) + 127) / 255) }
        return Color(
            red: times(red, tint.red), green: times(green, tint.green), blue: times(blue, tint.blue),
            alpha: times(alpha, tint.alpha))
    }
}
