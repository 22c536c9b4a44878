/// The small pictograms of the bars, drawn from rounded rectangles and circles so they stay
/// crisp at any scale without image files.
enum Glyph {
    /// A speech bubble.
    case chat
    /// A story ring around a dot.
    case stories
    /// A magnifying glass.
    case search
    /// A head and shoulders.
    case person

    /// Draws the glyph centred on `center`, about 20 points across.
    func draw(at center: Point, color: Color, in canvas: Canvas) {
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
