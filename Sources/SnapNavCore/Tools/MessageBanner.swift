/// A message across the bottom of the window, such as why the edited configuration file was
/// refused, wrapped to the window's width. Shown whether or not the tuning overlay is open.
package struct MessageBanner: Equatable, Sendable {
    /// What it says.
    package var text: String
    /// Whether it reports a problem (red) rather than news (dark).
    package var isError: Bool

    /// A banner saying `text`.
    package init(text: String, isError: Bool) {
        self.text = text
        self.isError = isError
    }

    static let lineHeight = 15.0
    static let margin = 8.0
    static let style = TextStyle(size: 11, color: .white, alignment: .leading)

    /// The text broken into lines no wider than `width` as `measure` measures them, at spaces
    /// where it can be, and inside a word too long for a line of its own.
    package static func wrap(_ text: String, width: Double, measure: (String) -> Double) -> [String] {
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let firstLine = lines.count
            var line = ""
            for word in paragraph.split(separator: " ") {
                var word = String(word)
                while measure(word) > width {
                    if !line.isEmpty {
                        lines.append(line)
                        line = ""
                    }
                    let characters = Array(word)
                    var count = 1
                    while count < characters.count, measure(String(characters[..<(count + 1)])) <= width { count += 1 }
                    lines.append(String(characters[..<count]))
                    word = String(characters[count...])
                }
                if word.isEmpty { continue }
                if line.isEmpty {
                    line = word
                } else if measure(line + " " + word) <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = word
                }
            }
            // An empty paragraph is an empty line; a word split to the end leaves none over.
            if !line.isEmpty || lines.count == firstLine { lines.append(line) }
        }
        return lines
    }

    /// Draws the banner along the bottom of `canvas`.
    package func draw(in canvas: Canvas) {
        let size = canvas.size
        guard size.width > 0, size.height > 0 else { return }
        let textWidth = max(0, size.width - 2 * Self.margin)
        let wrapped = Self.wrap(text, width: textWidth) { canvas.width(of: $0, style: Self.style) }
        let fitting = Array(wrapped.prefix(max(1, Int((size.height / 2) / Self.lineHeight))))
        let height = Double(fitting.count) * Self.lineHeight + 2 * Self.margin
        let background =
            isError
            ? Color(red: 0xB0, green: 0x10, blue: 0x20, alpha: 0xE8) : Color(red: 0, green: 0, blue: 0, alpha: 0xC8)
        canvas.fill(Rect(x: 0, y: size.height - height, width: size.width, height: height), color: background)
        for (index, line) in fitting.enumerated() {
            let box = Rect(
                x: Self.margin, y: size.height - height + Self.margin + Double(index) * Self.lineHeight,
                width: textWidth, height: Self.lineHeight)
            canvas.drawText(line, in: box, style: Self.style)
        }
    }
}
