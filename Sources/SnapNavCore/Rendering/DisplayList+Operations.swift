/// A display list read back as what reaches the screen: each drawing command with the clip in
/// force when it was made, for tests and tools that ask what was drawn where.
extension DisplayList {
    /// One drawing operation, with the clip in force when it was made.
    public enum Operation: Hashable, Sendable {
        case fill(Rect, Color, clip: Rect)
        case text(String, Rect, TextStyle, clip: Rect)
        case roundedRect(Rect, radius: Double, Color, clip: Rect)
        case strokedRoundedRect(Rect, radius: Double, lineWidth: Double, Color, clip: Rect)
        case gradient(Rect, top: Color, bottom: Color, clip: Rect)
        case image(String, Rect, opacity: Double, clip: Rect)
    }

    /// What was drawn, in order, each with its clip: the canvas's whole area intersected with
    /// every clip pushed and not yet popped. A pop with nothing pushed is ignored. A layer
    /// reads as its parts, placed, scaled and tinted where it was composited.
    public var operations: [Operation] {
        var operations: [Operation] = []
        walkClips { command, clip in
            switch command {
            case .layer(let content, let rect, let tint):
                let placed = DisplayList(size: size)
                placed.pushClip(clip)
                content.parts(measuring: measuring).replay(into: placed, placedIn: rect, tint: tint)
                operations += placed.operations
            case .pushClip, .popClip: break
            case .fill(let rect, let color): operations.append(.fill(rect, color, clip: clip))
            case .text(let text, let rect, let style): operations.append(.text(text, rect, style, clip: clip))
            case .roundedRect(let rect, let radius, let color):
                operations.append(.roundedRect(rect, radius: radius, color, clip: clip))
            case .strokedRoundedRect(let rect, let radius, let lineWidth, let color):
                operations.append(.strokedRoundedRect(rect, radius: radius, lineWidth: lineWidth, color, clip: clip))
            case .gradient(let rect, let top, let bottom):
                operations.append(.gradient(rect, top: top, bottom: bottom, clip: clip))
            case .image(let name, let rect, let opacity):
                operations.append(.image(name, rect, opacity: opacity, clip: clip))
            }
        }
        return operations
    }

    /// The clip in force after the last command.
    public var currentClip: Rect { walkClips { _, _ in } }

    /// Calls `body` with each command and the clip in force when it was made, keeping the clips
    /// as `operations` describes; returns the clip in force after the last.
    @discardableResult
    private func walkClips(_ body: (Command, Rect) -> Void) -> Rect {
        var clips = [Rect(origin: .zero, size: size)]
        for command in commands {
            let clip = clips[clips.count - 1]
            switch command {
            case .pushClip(let rect): clips.append(clip.intersection(rect))
            case .popClip: if clips.count > 1 { clips.removeLast() }
            default: break
            }
            body(command, clip)
        }
        return clips[clips.count - 1]
    }

    /// The texts drawn, in order, those in layers too.
    public var texts: [String] {
        operations.compactMap { operation in
            if case .text(let text, _, _, _) = operation { return text }
            return nil
        }
    }

    /// Forgets the commands, keeping the size.
    public func reset() { reset(size: size) }

    /// The colour a pixel at `point` would show: the last opaque fill covering it, within its clip.
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
