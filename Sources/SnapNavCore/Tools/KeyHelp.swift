/// The card of the window's keys, which `?` or F1 shows, like the tuning overlay's; its lines
/// come from `KeyMap`, as `--help`'s do.
package enum KeyHelp {
    /// Each key (or key combination), and what it does; an entry with no meaning heads a group.
    package static var keys: [(key: String, meaning: String)] { KeyMap.helpLines }

    static let lineHeight = 16.0
    static let keyStyle = TextStyle(size: 11, weight: .bold, color: .white, alignment: .leading)
    static let meaningStyle = TextStyle(size: 11, color: .white, alignment: .leading)

    /// The card's lines: its heading, then each key beside its meaning, a meaning wider than
    /// `meaningWidth` (as `measure` measures it) going on over lines of its own under it, so
    /// none is cut short.
    package static func lines(meaningWidth: Double, measure: (String) -> Double) -> [(key: String, meaning: String)] {
        var lines = [(key: "Keys", meaning: "")]
        for (key, meaning) in keys {
            let wrapped = meaning.isEmpty ? [""] : MessageBanner.wrap(meaning, width: meaningWidth, measure: measure)
            lines += wrapped.enumerated().map { (index, line) in (index == 0 ? key : "", line) }
        }
        return lines
    }

    /// Draws the card in the middle of `canvas`, as tall as the keys need or the window allows.
    package static func draw(in canvas: Canvas) {
        let size = canvas.size
        let padding = TuningOverlay.padding
        guard size.width > 4 * padding, size.height > 4 * padding else { return }
        let keyWidth = keys.map { canvas.width(of: $0.key, style: keyStyle) }.max() ?? 0
        let meaningWidth = size.width - 4 * padding - keyWidth - 12
        let rows = lines(meaningWidth: meaningWidth) { canvas.width(of: $0, style: meaningStyle) }
        let fitting = min(rows.count, Int((size.height - 4 * padding) / lineHeight))
        guard fitting > 0 else { return }
        let height = Double(fitting) * lineHeight + 2 * padding
        let card = Rect(
            x: padding, y: (size.height - height) / 2, width: size.width - 2 * padding, height: height)
        canvas.fillRoundedRect(card, radius: 10, color: TuningOverlay.background)
        canvas.strokeRoundedRect(card, radius: 10, lineWidth: 1, color: TuningOverlay.edge)
        for (index, row) in rows.prefix(fitting).enumerated() {
            let y = card.minY + padding + Double(index) * lineHeight
            let keyBox = Rect(x: card.minX + padding, y: y, width: card.width - 2 * padding, height: lineHeight)
            canvas.drawText(row.key, in: keyBox, style: keyStyle)
            let meaningX = keyBox.minX + keyWidth + 12
            canvas.drawText(
                row.meaning,
                in: Rect(x: meaningX, y: y, width: max(0, card.maxX - padding - meaningX), height: lineHeight),
                style: meaningStyle)
        }
    }
}
