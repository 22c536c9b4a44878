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
    public var weight: FontWeight
    public var color: Color
    public var alignment: TextAlignment

    public init(size: Double, weight: FontWeight = .regular, color: Color = .white, alignment: TextAlignment = .center)
    {
        self.size = size
        self.weight = weight
        self.color = color
        self.alignment = alignment
    }
}

/// Something panels draw into, in window points. SnapNavSDL implements it on an
/// SDL renderer; tests use `RecordingCanvas`.
public protocol Canvas: AnyObject {
    /// The drawable area in points.
    var size: Size { get }
    /// Fills `rect` with `color`, blending by the colour's alpha.
    func fill(_ rect: Rect, color: Color)
    /// Draws one line of `text` vertically centred in `rect`, aligned as `style` says.
    func drawText(_ text: String, in rect: Rect, style: TextStyle)
    /// Restricts drawing to `rect` (intersected with the current clip) until the matching `popClip()`.
    func pushClip(_ rect: Rect)
    /// Restores the clip in force before the last `pushClip(_:)`.
    func popClip()
}
