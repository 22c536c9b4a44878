/// The card of the window's keys, which `?` or F1 shows, like the tuning overlay's; its lines
/// come from `KeyMap`, as `--help`'s do.
package enum KeyHelp {
    /// Each key (or key combination), and what it does; an entry with no meaning heads a group.
    package static var keys: [(key: String, meaning: String)] { KeyMap.helpLines }

    static let lineHeight = 16.0
    /// How close the lines may come, to fit every key in a short window under a screen's motions.
    static let closestLineHeight = 13.0
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

    /// Draws the card in the middle of `canvas`, as tall as its lines need or the window allows:
    /// first `motions`, the spec of the screen on top (`MotionSpec.cardLines(screen:)`), across
    /// the card, as they change from screen to screen; then the keys.
    package static func draw(in canvas: Canvas, motions: [String] = []) {
        let size = canvas.size
        let padding = TuningOverlay.padding
        guard size.width > 4 * padding, size.height > 4 * padding else { return }
        let measure = { (text: String) in canvas.width(of: text, style: meaningStyle) }
        let keyWidth = keys.map { canvas.width(of: $0.key, style: keyStyle) }.max() ?? 0
        let meaningWidth = size.width - 4 * padding - keyWidth - 12
        let spec = specLines(motions, width: size.width - 4 * padding, measure: measure)
        let rows = lines(meaningWidth: meaningWidth, measure: measure)
        let available = size.height - 4 * padding
        let count = spec.count + rows.count
        let lineHeight = min(Self.lineHeight, max(Self.closestLineHeight, available / Double(max(count, 1))))
        let fitting = min(count, Int(available / lineHeight))
        guard fitting > 0 else { return }
        let height = Double(fitting) * lineHeight + 2 * padding
        let card = Rect(
            x: padding, y: (size.height - height) / 2, width: size.width - 2 * padding, height: height)
        canvas.fillRoundedRect(card, radius: 10, color: TuningOverlay.background)
        canvas.strokeRoundedRect(card, radius: 10, lineWidth: 1, color: TuningOverlay.edge)
        for (index, line) in spec.prefix(fitting).enumerated() {
            let y = card.minY + padding + Double(index) * lineHeight
            let x = card.minX + padding + line.indent
            canvas.drawText(
                line.text, in: Rect(x: x, y: y, width: max(0, card.maxX - padding - x), height: lineHeight),
                style: index == 0 ? keyStyle : meaningStyle)
        }
        for (index, row) in rows.prefix(max(0, fitting - spec.count)).enumerated() {
            let y = card.minY + padding + Double(spec.count + index) * lineHeight
            let keyBox = Rect(x: card.minX + padding, y: y, width: card.width - 2 * padding, height: lineHeight)
            canvas.drawText(row.key, in: keyBox, style: keyStyle)
            let meaningX = keyBox.minX + keyWidth + 12
            canvas.drawText(
                row.meaning,
                in: Rect(x: meaningX, y: y, width: max(0, card.maxX - padding - meaningX), height: lineHeight),
                style: meaningStyle)
        }
    }

    /// A line of the screen's spec on the card, and how far in from the card's edge it starts.
    typealias SpecLine = (text: String, indent: Double)

    /// `motions` wrapped to `width`, a line that starts with two spaces indented, with an empty
    /// line after them to set them off from the keys; none without motions.
    static func specLines(_ motions: [String], width: Double, measure: (String) -> Double) -> [SpecLine] {
        guard !motions.isEmpty else { return [] }
        let indent = 12.0
        var lines: [SpecLine] = []
        for motion in motions {
            let indented = motion.hasPrefix("  ")
            let text = indented ? String(motion.dropFirst(2)) : motion
            let wrapped = MessageBanner.wrap(text, width: width - (indented ? indent : 0), measure: measure)
            lines += wrapped.enumerated().map { ($1, indented || $0 > 0 ? indent : 0) }
        }
        return lines + [("", 0)]
    }
}
