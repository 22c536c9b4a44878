/// The live tuning overlay: what the navigation is doing (offset, velocity, panel, frame
/// rate), the tunable physics parameters with the selected one marked, and every key and
/// flag. It draws into any `Canvas`, over the panels, translucent so motion stays visible.
public struct TuningOverlay: Equatable, Sendable {
    /// The content offset of the horizontal and vertical pagers, in points.
    public var offset = Point.zero
    /// How fast the content moved over the last frame, in points per second.
    public var velocity = Point.zero
    /// The identifier of the panel the navigation rests on or is settling toward.
    public var currentPanel = ""
    /// Frames drawn per second over the last second, if there were two or more.
    public var framesPerSecond: Double?
    /// The interval between the last two frames, in seconds.
    public var frameTime: Double?
    /// The configuration whose parameters are shown.
    public var configuration: Configuration
    public var tuning = PhysicsTuning()
    /// How many times slower animations run; 1 is real time.
    public var slowMotionFactor = 1.0
    /// The last thing a tool did, such as where a screenshot went.
    public var status: String?

    public init(configuration: Configuration) {
        self.configuration = configuration
    }

    /// One line of the overlay.
    public struct Line: Equatable, Sendable {
        public enum Kind: Equatable, Sendable {
            case heading, value, selected, help
        }

        public var text: String
        public var kind: Kind
    }

    static let lineHeight = 14.0
    static let margin = 8.0
    static let background = Color(red: 0, green: 0, blue: 0, alpha: 0xB8)
    static let highlight = Color(red: 0xFF, green: 0xFC, blue: 0x00, alpha: 0x50)

    /// The overlay's text, top to bottom.
    public var lines: [Line] {
        func number(_ value: Double, _ digits: Int = 1) -> String {
            let scale = Double([1, 10, 100, 1000][min(max(digits, 0), 3)])
            return JSONText.number((value * scale).rounded() / scale)
        }
        var result: [Line] = [
            Line(text: "offset  \(number(offset.x))  \(number(offset.y)) pt", kind: .value),
            Line(text: "velocity  \(number(velocity.x, 0))  \(number(velocity.y, 0)) pt/s", kind: .value),
            Line(text: "panel  \(currentPanel)", kind: .value),
            Line(
                text: "fps  \(framesPerSecond.map { number($0) } ?? "–")   frame  "
                    + "\(frameTime.map { number($0 * 1000) + " ms" } ?? "–")",
                kind: .value),
            Line(
                text: slowMotionFactor == 1 ? "slow motion  off" : "slow motion  \(number(slowMotionFactor))×",
                kind: .value),
            Line(text: "physics (Up/Down select, Left/Right change, W write)", kind: .heading),
        ]
        for (index, parameter) in PhysicsTuning.parameters.enumerated() {
            let value = JSONText.number(parameter.value(in: configuration))
            let unit = parameter.unit.isEmpty ? "" : " " + parameter.unit
            result.append(
                Line(
                    text: "\(index == tuning.selectedIndex ? "▶" : "  ") \(parameter.name)  \(value)\(unit)",
                    kind: index == tuning.selectedIndex ? .selected : .value))
        }
        if let status { result.append(Line(text: status, kind: .value)) }
        result.append(Line(text: "keys", kind: .heading))
        result += HelpText.keys.map {
            Line(text: $0.meaning.isEmpty ? $0.key : "\($0.key)  \($0.meaning)", kind: .help)
        }
        result.append(Line(text: "flags", kind: .heading))
        result += HelpText.flags.map { Line(text: "\($0.flag)  \($0.meaning)", kind: .help) }
        return result
    }

    /// Draws the overlay over the top of `canvas`, as many lines as fit.
    public func draw(in canvas: Canvas) {
        let size = canvas.size
        guard size.width > 0, size.height > 0 else { return }
        let all = lines
        let fitting = max(0, min(all.count, Int((size.height - 2 * Self.margin) / Self.lineHeight)))
        let height = min(size.height, Double(fitting) * Self.lineHeight + 2 * Self.margin)
        canvas.fill(Rect(x: 0, y: 0, width: size.width, height: height), color: Self.background)
        let textWidth = max(0, size.width - 2 * Self.margin)
        for (index, line) in all.prefix(fitting).enumerated() {
            let box = Rect(
                x: Self.margin, y: Self.margin + Double(index) * Self.lineHeight, width: textWidth,
                height: Self.lineHeight)
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
