/// A canvas that records what is drawn on it, for tests of what would reach the screen.
public final class RecordingCanvas: Canvas {
    /// One drawing operation, with the clip in force when it was made.
    public enum Operation: Hashable, Sendable {
        case fill(Rect, Color, clip: Rect)
        case text(String, Rect, TextStyle, clip: Rect)
        case roundedRect(Rect, radius: Double, Color, clip: Rect)
        case strokedRoundedRect(Rect, radius: Double, lineWidth: Double, Color, clip: Rect)
        case gradient(Rect, top: Color, bottom: Color, clip: Rect)
        case image(String, Rect, opacity: Double, clip: Rect)
    }

    /// The drawable area in points.
    public let size: Size
    /// What was drawn, in order.
    public private(set) var operations: [Operation] = []
    private var clips: [Rect]

    /// An empty recording of a canvas of `size`.
    public init(size: Size) {
        self.size = size
        clips = [Rect(origin: .zero, size: size)]
    }

    /// The clip currently in force.
    public var currentClip: Rect { clips[clips.count - 1] }

    /// Records `Canvas.fill(_:color:)` as an operation, with the clip in force.
    public func fill(_ rect: Rect, color: Color) {
        operations.append(.fill(rect, color, clip: currentClip))
    }

    /// Records `Canvas.drawText(_:in:style:)` as an operation, with the clip in force.
    public func drawText(_ text: String, in rect: Rect, style: TextStyle) {
        operations.append(.text(text, rect, style, clip: currentClip))
    }

    /// Records `Canvas.fillRoundedRect(_:radius:color:)` as an operation, with the clip in force.
    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        operations.append(.roundedRect(rect, radius: radius, color, clip: currentClip))
    }

    /// Records `Canvas.strokeRoundedRect(_:radius:lineWidth:color:)` as an operation, with the clip in force.
    public func strokeRoundedRect(_ rect: Rect, radius: Double, lineWidth: Double, color: Color) {
        operations.append(.strokedRoundedRect(rect, radius: radius, lineWidth: lineWidth, color, clip: currentClip))
    }

    /// Records `Canvas.fillGradient(_:top:bottom:)` as an operation, with the clip in force.
    public func fillGradient(_ rect: Rect, top: Color, bottom: Color) {
        operations.append(.gradient(rect, top: top, bottom: bottom, clip: currentClip))
    }

    /// Records `Canvas.drawImage(_:in:opacity:)` as an operation, with the clip in force.
    public func drawImage(_ name: String, in rect: Rect, opacity: Double) {
        operations.append(.image(name, rect, opacity: opacity, clip: currentClip))
    }

    /// The texts drawn, in order.
    public var texts: [String] {
        operations.compactMap { operation in
            if case .text(let text, _, _, _) = operation { return text }
            return nil
        }
    }

    /// Records `Canvas.pushClip(_:)` as an operation, with the clip in force.
    public func pushClip(_ rect: Rect) {
        clips.append(currentClip.intersection(rect))
    }

    /// Records `Canvas.popClip()` as an operation, with the clip in force.
    public func popClip() {
        if clips.count > 1 { clips.removeLast() }
    }

    /// Forgets the recorded operations.
    public func reset() {
        operations.removeAll()
        clips = [Rect(origin: .zero, size: size)]
    }

    /// The colour a pixel at `point` would show: the last visible fill covering it.
    public func color(at point: Point) -> Color? {
        for operation in operations.reversed() {
            if case .fill(let rect, let color, let clip) = operation,
                rect.intersection(clip).contains(point), color.alpha == 255
            {
                return color
            }
        }
        return nil
    }
}
