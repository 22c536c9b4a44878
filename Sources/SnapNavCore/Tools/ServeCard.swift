/// The card the window's key for testing with people shows (`KeyMap`): the served URL's QR code,
/// dark on light inside its quiet zone, as large as the window allows so that a phone's camera
/// reads it off the screen, and the URL under it.
package struct ServeCard: Equatable, Sendable {
    /// The URL the code holds.
    package var url: String
    /// Modules across the code (and down it).
    package var modules: Int
    /// Whether each module is dark, row by row.
    package var dark: [Bool]

    /// Light modules around the code, as the QR standard asks.
    static let quietZone = 4
    /// Room under the code for the URL's two lines.
    static let captionHeight = 34.0
    static let captionStyle = TextStyle(size: 10, color: Color(red: 0x22, green: 0x22, blue: 0x22))

    /// The card of `url`, whose code is `modules` across with `dark` modules, row by row.
    package init(url: String, modules: Int, dark: [Bool]) {
        self.url = url
        self.modules = modules
        self.dark = dark
    }

    /// The URL in two lines: where it is served, then the secret, which is too long to share
    /// a line with it in a phone-sized window.
    var captionLines: [String] {
        let trimmed = url.hasSuffix("/") ? String(url.dropLast()) : url
        guard let slash = trimmed.lastIndex(of: "/") else { return [url] }
        return [String(url[...slash]), String(url[url.index(after: slash)...])]
    }

    /// Draws the card in the middle of `canvas`, each module a whole number of points.
    package func draw(in canvas: Canvas) {
        let size = canvas.size
        let padding = TuningOverlay.padding
        let across = Double(modules + 2 * Self.quietZone)
        guard modules > 0, dark.count == modules * modules else { return }
        let room = min(size.width - 2 * padding, size.height - 2 * padding - Self.captionHeight)
        let module = (room / across).rounded(.down)
        guard module >= 1 else { return }
        let side = module * across
        let card = Rect(
            x: ((size.width - side) / 2).rounded(.down),
            y: ((size.height - side - Self.captionHeight) / 2).rounded(.down),
            width: side, height: side + Self.captionHeight)
        canvas.fill(card, color: .white)
        let ink = Color.black
        for row in 0..<modules {
            for column in 0..<modules where dark[row * modules + column] {
                canvas.fill(
                    Rect(
                        x: card.minX + Double(column + Self.quietZone) * module,
                        y: card.minY + Double(row + Self.quietZone) * module, width: module, height: module),
                    color: ink)
            }
        }
        for (index, line) in captionLines.enumerated() {
            canvas.drawText(
                line,
                in: Rect(x: card.minX, y: card.minY + side - 4 + Double(index) * 14, width: side, height: 14),
                style: Self.captionStyle)
        }
    }
}
