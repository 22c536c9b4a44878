/// The live tuning overlay: a compact card across the top of the window showing what the
/// navigation is doing (panel, frame rate, offset, velocity), the tunable parameters with the
/// selected one marked, and the keys that tune them. It covers at most a third of the window,
/// scrolling its list to keep the selection in view, and is a dark, nearly opaque card with a
/// light edge, so it reads the same over white screens and black ones; `--help` lists the rest.
package struct TuningOverlay: Equatable, Sendable {
    /// The content offset of the horizontal and vertical pagers, in points.
    package var offset = Point.zero
    /// How fast the content moved over the last frame, in points per second.
    package var velocity = Point.zero
    /// The identifier of the panel the navigation rests on or is settling toward.
    package var currentPanel = ""
    /// Frames drawn per second over the last second, if there were two or more.
    package var framesPerSecond: Double?
    /// The interval between the last two frames, in seconds.
    package var frameTime: Double?
    /// Whether nothing moves, so that no frames are drawn until something does: the frame rate
    /// of the motion before would be a stale number then.
    package var isAtRest = false
    /// The configuration whose parameters are shown.
    package var configuration: Configuration
    /// The parameters and which is selected.
    package var tuning = PhysicsTuning()
    /// How many times slower animations run; 1 is real time.
    package var slowMotionFactor = 1.0
    /// The last thing a tool did, such as where a screenshot went.
    package var status: String?

    /// The overlay for `configuration`'s parameters.
    package init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// One line of the overlay.
    package struct Line: Equatable, Sendable {
        /// How a line is shown.
        package enum Kind: Equatable, Sendable {
            case heading, value, selected, help
        }

        /// What the line says.
        package var text: String
        /// How it is shown.
        package var kind: Kind
    }

    static let lineHeight = 14.0
    static let padding = 8.0
    static let inset = 6.0
    static let background = Color(red: 0x12, green: 0x12, blue: 0x14, alpha: 0xEB)
    static let edge = Color(red: 0xFF, green: 0xFF, blue: 0xFF, alpha: 0x40)
    static let highlight = Color(red: 0xFF, green: 0xFC, blue: 0x00, alpha: 0x50)
    /// The keys, in one line under the list.
    static let keyHint = "↑↓ select  ←→ change  N preset  S slow  W write  H hide"

    /// The card's lines, top to bottom: the state, the parameters, the spring in every form,
    /// the keys and the last thing a tool did.
    package var lines: [Line] {
        func number(_ value: Double, _ digits: Int = 1) -> String {
            let scale = Double([1, 10, 100, 1000][min(max(digits, 0), 3)])
            return JSONText.number((value * scale).rounded() / scale)
        }
        let slow = slowMotionFactor == 1 ? "" : "   slow \(number(slowMotionFactor))×"
        let rate =
            isAtRest
            ? "at rest, no frames drawn"
            : "\(framesPerSecond.map { number($0) } ?? "–") fps   \(frameTime.map { number($0 * 1000) + " ms" } ?? "–")"
        var result: [Line] = [
            Line(text: "\(currentPanel)   \(rate)\(slow)", kind: .heading),
            Line(
                text: "offset \(number(offset.x)), \(number(offset.y)) pt   velocity \(number(velocity.x, 0)), "
                    + "\(number(velocity.y, 0)) pt/s",
                kind: .value),
        ]
        result += parameterLines
        result += springLines
        result.append(Line(text: Self.keyHint, kind: .help))
        if let status { result.append(Line(text: status, kind: .help)) }
        return result
    }

    /// One line per parameter, the selected one marked.
    var parameterLines: [Line] {
        PhysicsTuning.parameters.enumerated().map { index, parameter in
            let selected = index == tuning.selectedIndex
            return Line(
                text: "\(selected ? "▶" : "  ") \(parameter.name)  \(parameter.display(in: configuration))",
                kind: selected ? .selected : .value)
        }
    }

    /// Where the card goes in a window of `size`: inset from the top, at most a third as tall.
    func cardFrame(in size: Size, lineCount: Int) -> Rect {
        let wanted = Double(lineCount) * Self.lineHeight + 2 * Self.padding
        let height = min(wanted, size.height / 3)
        return Rect(x: Self.inset, y: Self.inset, width: max(0, size.width - 2 * Self.inset), height: height)
    }

    /// The lines that fit in the card: the state and the keys (when there is room), and as much
    /// of the list as fits around the selected parameter, which always shows.
    func visibleLines(of all: [Line], fitting count: Int) -> [Line] {
        guard all.count > count else { return all }
        // `lines` is the two state lines, the parameters, then the spring, the keys and status.
        let list = Array(all[2..<(2 + PhysicsTuning.parameters.count)])
        let head = Array(all.prefix(2))
        let tail = Array(all.suffix(from: 2 + list.count))
        let room = count - head.count - tail.count
        // Too small for all of that: the state, the selected parameter, then the keys.
        guard room > 0 else { return Array(([head[0], list[tuning.selectedIndex]] + tail + [head[1]]).prefix(count)) }
        let first = min(max(0, tuning.selectedIndex - room / 2), list.count - room)
        return head + list[first..<(first + room)] + tail
    }

    /// Draws the card over the top of `canvas`.
    package func draw(in canvas: Canvas) {
        let size = canvas.size
        guard size.width > 2 * Self.inset, size.height > 0 else { return }
        let all = lines
        let card = cardFrame(in: size, lineCount: all.count)
        let fitting = max(0, Int((card.height - 2 * Self.padding) / Self.lineHeight))
        guard fitting > 0 else { return }
        canvas.fillRoundedRect(card, radius: 10, color: Self.background)
        canvas.strokeRoundedRect(card, radius: 10, lineWidth: 1, color: Self.edge)
        let textWidth = max(0, card.width - 2 * Self.padding)
        for (index, line) in visibleLines(of: all, fitting: fitting).enumerated() {
            let box = Rect(
                x: card.minX + Self.padding, y: card.minY + Self.padding + Double(index) * Self.lineHeight,
                width: textWidth, height: Self.lineHeight)
            if line.kind == .selected { canvas.fill(box, color: Self.highlight) }
            canvas.drawText(line.text, in: box, style: style(for: line.kind))
        }
    }

    private func style(for kind: Line.Kind) -> TextStyle {
        switch kind {
        case .heading:
            return TextStyle(
                size: 11, weight: .bold, color: Color(red: 0xFF, green: 0xFC, blue: 0x00), alignment: .leading)
        case .value, .selected: return TextStyle(size: 11, weight: .regular, color: .white, alignment: .leading)
        case .help:
            return TextStyle(
                size: 10, weight: .regular, color: Color(red: 0xC8, green: 0xC8, blue: 0xC8), alignment: .leading)
        }
    }
}
