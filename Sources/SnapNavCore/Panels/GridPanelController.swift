/// Tiles in two columns — a colour card with a title and subtitle at its foot — such as the
/// stories and memories grids.
public final class GridPanelController: ScrollingPanelController {
    /// The tiles, left to right and top to bottom.
    public let tiles: [PanelContent.Tile]
    static let margin = 12.0
    static let gap = 10.0
    /// Tiles are portrait, as story covers are.
    static let aspect = 1.45

    /// A grid of `tiles` under a header of `background` with `title`, scrolling on `clock`.
    public init(identifier: String, title: String, background: Color, tiles: [PanelContent.Tile], clock: Clock) {
        self.tiles = tiles
        super.init(identifier: identifier, title: title, background: background, clock: clock)
    }

    /// True: the tiles change only as they scroll, which the app marks.
    public override var marksDisplayChanges: Bool { true }

    /// The size of one tile in a panel `width` points wide.
    public static func tileSize(forWidth width: Double) -> Size {
        let tileWidth = max(0, (width - 2 * margin - gap) / 2)
        return Size(width: tileWidth, height: (tileWidth * aspect).rounded())
    }

    /// The rows of tiles' height together, with their margins.
    public override func contentHeight(forWidth width: Double) -> Double {
        let rows = (tiles.count + 1) / 2
        return Self.margin + Double(rows) * (Self.tileSize(forWidth: width).height + Self.gap)
    }

    /// Draws the tiles that cross the sheet.
    public override func drawContent(in canvas: Canvas, origin: Point, width: Double, sheet: Rect) {
        let size = Self.tileSize(forWidth: width)
        guard size.width > 0 else { return }
        let pitch = size.height + Self.gap
        let scrolled = (sheet.minY - origin.y - Self.margin) / pitch
        guard scrolled.isFinite else { return }
        // Content pulled past its end (or left there by a resize) starts below the last tile.
        let firstRow = Int(min(max(scrolled.rounded(.down), 0), Double(tiles.count)))
        for index in min(firstRow * 2, tiles.count)..<tiles.count {
            let column = index % 2
            let top = origin.y + Self.margin + Double(index / 2) * pitch
            if top > sheet.maxY { break }
            let box = Rect(
                x: origin.x + Self.margin + Double(column) * (size.width + Self.gap), y: top, width: size.width,
                height: size.height)
            let tile = tiles[index]
            canvas.fillRoundedRect(box, radius: 14, color: tile.color)
            // A soft shade at the foot keeps white captions legible on any colour; its last
            // strip follows the tile's rounded bottom corners.
            let shade = Color.black.withOpacity(0.4)
            canvas.fillGradient(
                Rect(x: box.minX, y: box.maxY - 96, width: box.width, height: 82), top: shade.withOpacity(0),
                bottom: shade)
            canvas.pushClip(Rect(x: box.minX, y: box.maxY - 14, width: box.width, height: 14))
            canvas.fillRoundedRect(
                Rect(x: box.minX, y: box.maxY - 28, width: box.width, height: 28), radius: 14, color: shade)
            canvas.popClip()
            canvas.drawText(
                tile.title, in: Rect(x: box.minX + 12, y: box.maxY - 52, width: box.width - 24, height: 22),
                style: TextStyle(size: 15, weight: .bold, color: .white, alignment: .leading))
            canvas.drawText(
                tile.subtitle, in: Rect(x: box.minX + 12, y: box.maxY - 30, width: box.width - 24, height: 18),
                style: TextStyle(size: 12, color: Color.white.withOpacity(0.85), alignment: .leading))
        }
    }
}
