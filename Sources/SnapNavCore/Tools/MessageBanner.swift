/// A message across the bottom of the window, such as why the edited configuration file was
/// refused, wrapped to the window's width. Shown whether or not the tuning overlay is open.
public struct MessageBanner: Equatable, Sendable {
    public var text: String
    public var isError: Bool

    public init(text: String, isError: Bool) {
        self.text = text
        self.isError = isError
    }

    static let lineHeight = 15.0
    static let margin = 8.0
    /// A rough width of one character of the banner's 11-point font, for wrapping.
    static let characterWidth = 6.5

    /// The text broken into lines of at most `width` characters, at spaces where it can be.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        var lines: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line = ""
            for word in paragraph.split(separator: " ") {
                var word = Substring(word)
                while word.count > width {
                    if !line.isEmpty {
                        lines.append(line)
                        line = ""
                    }
                    lines.append(String(word.prefix(width)))
                    word = word.dropFirst(width)
                }
                if line.isEmpty {
                    line = String(word)
                } else if line.count + 1 + word.count <= width {
                    line += " " + word
                } else {
                    lines.append(line)
                    line = String(word)
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// Draws the banner along the bottom of `canvas`.
    public func draw(in canvas: Canvas) {
        let size = canvas.size
        guard size.width > 0, size.height > 0 else { return }
        let textWidth = max(0, size.width - 2 * Self.margin)
        let wrapped = Self.wrap(text, width: Int(textWidth / Self.characterWidth))
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
            canvas.drawText(line, in: box, style: TextStyle(size: 11, color: .white, alignment: .leading))
        }
    }
}
