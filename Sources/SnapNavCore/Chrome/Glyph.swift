/// The small pictograms of the bars, drawn from rounded rectangles and circles so they stay
/// crisp at any scale without image files. Each is a layer drawn once in white and tinted where
/// it is shown, as a phone tints a template image.
enum Glyph: String {
    /// A speech bubble.
    case chat
    /// A story ring around a dot.
    case stories
    /// A magnifying glass.
    case search
    /// A head and shoulders.
    case person

    /// The side of the square a glyph's layer covers, in points: a glyph reaches at most 14
    /// points from its centre (the person's shoulders), and its edges are anti-aliased.
    static let layerSide = 30.0

    /// Draws the glyph centred on `center`, in `color`, through its layer.
    func draw(at center: Point, color: Color, in canvas: Canvas) {
        canvas.drawLayer(layer, centeredOn: center, tint: color)
    }

    /// The glyph in white, centred in a square of `layerSide`.
    var layer: LayerContent {
        switch self {
        case .chat: Self.chatLayer
        case .stories: Self.storiesLayer
        case .search: Self.searchLayer
        case .person: Self.personLayer
        }
    }

    private static let chatLayer = makeLayer(.chat)
    private static let storiesLayer = makeLayer(.stories)
    private static let searchLayer = makeLayer(.search)
    private static let personLayer = makeLayer(.person)

    private static func makeLayer(_ glyph: Glyph) -> LayerContent {
        let side = layerSide
        // The raw value, not the case interpolated: that goes through reflection, whose first
        // use scans the conformance tables, about 0.4 ms of the first frame.
        return LayerContent(name: "glyph." + glyph.rawValue, size: Size(width: side, height: side)) { canvas, size, _ in
            glyph.drawShapes(at: Point(x: size.width / 2, y: size.height / 2), color: .white, in: canvas)
        }
    }

    /// The glyph's shapes centred on `center`.
    private func drawShapes(at center: Point, color: Color, in canvas: Canvas) {
        switch self {
        case .chat:
            canvas.fillRoundedRect(
                Rect(x: center.x - 10, y: center.y - 9, width: 20, height: 15), radius: 6, color: color)
            canvas.fillCircle(center: Point(x: center.x - 5, y: center.y + 6), radius: 3.5, color: color)
        case .stories:
            canvas.strokeCircle(center: center, radius: 9, lineWidth: 2.5, color: color)
            canvas.fillCircle(center: center, radius: 4, color: color)
        case .search:
            canvas.strokeCircle(
                center: Point(x: center.x - 2, y: center.y - 2), radius: 6, lineWidth: 2.2, color: color)
            canvas.fillCircle(center: Point(x: center.x + 5.5, y: center.y + 5.5), radius: 2.2, color: color)
        case .person:
            canvas.fillCircle(center: Point(x: center.x, y: center.y - 4), radius: 6, color: color)
            canvas.fillRoundedRect(
                Rect(x: center.x - 10, y: center.y + 4, width: 20, height: 10), radius: 5, color: color)
        }
    }
}
