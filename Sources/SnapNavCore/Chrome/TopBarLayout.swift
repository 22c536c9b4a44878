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
    func draw(in canvas: Canvas, opacity: Double, accent: Color) {
        guard opacity > 0 else { return }
        let badge = profileCenter
        canvas.fillCircle(center: badge, radius: Self.height / 2, color: accent.withOpacity(opacity))
        canvas.strokeCircle(
            center: badge, radius: Self.height / 2 - 1, lineWidth: 2, color: Color.white.withOpacity(opacity))
        Glyph.person.draw(
            at: Point(x: badge.x, y: badge.y + 1),
            color: Color(red: 0x1A, green: 0x1A, blue: 0x1A).withOpacity(opacity), in: canvas)
        let field = searchField
        guard field.width > Self.height else { return }
        canvas.fillRoundedRect(field, radius: Self.height / 2, color: Color.black.withOpacity(0.35 * opacity))
        Glyph.search.draw(
            at: Point(x: field.minX + 22, y: field.midY), color: Color.white.withOpacity(opacity), in: canvas)
        let label = Rect(x: field.minX + 38, y: field.minY, width: field.width - 50, height: field.height)
        canvas.drawText(
            "Search", in: label,
            style: TextStyle(
                size: 15, weight: .regular, color: Color.white.withOpacity(0.85 * opacity), alignment: .leading))
    }
}
