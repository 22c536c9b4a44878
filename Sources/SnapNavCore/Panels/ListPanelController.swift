/// A list of rows — avatar circle, title, subtitle, a short note — such as the chat list.
public final class ListPanelController: ScrollingPanelController {
    /// The rows, top to bottom.
    public let rows: [PanelContent.Row]
    /// Each row's height in points.
    public static let rowHeight = 72.0
    static let topPadding = 8.0

    /// A list of `rows` under a header of `background` with `title`, scrolling on `clock`.
    public init(identifier: String, title: String, background: Color, rows: [PanelContent.Row], clock: Clock) {
        self.rows = rows
        super.init(identifier: identifier, title: title, background: background, clock: clock)
    }

    /// True: the rows change only as they scroll, which the app marks.
    public override var marksDisplayChanges: Bool { true }

    /// The rows' height together.
    public override func contentHeight(forWidth width: Double) -> Double {
        Self.topPadding + Double(rows.count) * Self.rowHeight
    }

    /// Draws the rows that cross the sheet.
    public override func drawContent(in canvas: Canvas, origin: Point, width: Double, sheet: Rect) {
        let ink = Color(red: 0x1A, green: 0x1A, blue: 0x1A)
        let muted = Color(red: 0x8A, green: 0x8D, blue: 0x91)
        let rule = Color(red: 0xEE, green: 0xEF, blue: 0xF1)
        let scrolled = (sheet.minY - origin.y - Self.topPadding) / Self.rowHeight
        guard scrolled.isFinite else { return }
        // Content pulled past its end (or left there by a resize) starts below the last row.
        let first = Int(min(max(scrolled.rounded(.down), 0), Double(rows.count)))
        for index in first..<rows.count {
            let top = origin.y + Self.topPadding + Double(index) * Self.rowHeight
            if top > sheet.maxY { break }
            let row = rows[index]
            let avatar = Point(x: origin.x + 16 + 24, y: top + Self.rowHeight / 2)
            canvas.fillCircle(center: avatar, radius: 24, color: row.avatar)
            let initial = row.title.first.map(String.init) ?? ""
            canvas.drawText(
                initial, in: Rect(x: avatar.x - 24, y: avatar.y - 24, width: 48, height: 48),
                style: TextStyle(size: 20, weight: .bold, color: Self.legible(on: row.avatar)))
            let textX = origin.x + 76
            let detailWidth = row.detail.isEmpty ? 0.0 : 64.0
            let textWidth = max(0, width - 76 - 16 - detailWidth)
            canvas.drawText(
                row.title, in: Rect(x: textX, y: top + 13, width: textWidth, height: 24),
                style: TextStyle(size: 16, weight: .bold, color: ink, alignment: .leading))
            canvas.drawText(
                row.subtitle, in: Rect(x: textX, y: top + 37, width: textWidth + detailWidth, height: 20),
                style: TextStyle(size: 13, color: muted, alignment: .leading))
            if !row.detail.isEmpty {
                canvas.drawText(
                    row.detail,
                    in: Rect(x: origin.x + width - 16 - detailWidth, y: top + 13, width: detailWidth, height: 24),
                    style: TextStyle(size: 12, color: muted, alignment: .trailing))
            }
            canvas.fill(Rect(x: textX, y: top + Self.rowHeight - 1, width: max(0, width - 76), height: 1), color: rule)
        }
    }

    /// Dark text on light avatars, white on dark ones.
    static func legible(on color: Color) -> Color {
        let luminance =
            0.2126 * Color.linear(color.red) + 0.7152 * Color.linear(color.green) + 0.0722 * Color.linear(color.blue)
        return luminance > 0.45 ? Color(red: 0x1A, green: 0x1A, blue: 0x1A) : .white
    }
}
