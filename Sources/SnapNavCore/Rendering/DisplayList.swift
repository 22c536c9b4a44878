/// A canvas that keeps what is drawn on it as a list of commands, to be compared with the list
/// of an earlier frame and replayed into another canvas.
///
/// Layers use it to learn whether a panel's content changed without the panel having to say
/// so: a panel draws into a display list every frame, which costs a few appends, and only
/// when the list differs from the one its layer was drawn from is the layer drawn again.
public final class DisplayList: Canvas {
    /// One drawing call, as the `Canvas` method that made it was called.
    public enum Command: Equatable, Sendable {
        case fill(Rect, Color)
        case text(String, Rect, TextStyle)
        case pushClip(Rect)
        case popClip
        case roundedRect(Rect, radius: Double, Color)
        case strokedRoundedRect(Rect, radius: Double, lineWidth: Double, Color)
        case gradient(Rect, top: Color, bottom: Color)
        case image(String, Rect, opacity: Double)
        case layer(LayerContent, Rect, tint: Color)
    }

    /// The size of the canvas the commands were drawn for.
    public private(set) var size: Size
    /// The canvas whose fonts measure text for whoever draws into the list; an estimate is
    /// used without one. Not retained: whoever records with a canvas's fonts keeps the canvas
    /// for as long (the app's layers are the canvas's own; `LayerContent.parts(measuring:)`
    /// lists what it is given to draw).
    public unowned(unsafe) var measuring: Canvas?
    /// The commands in the order they were drawn.
    public private(set) var commands: [Command] = []

    /// An empty list for a canvas of `size`.
    public init(size: Size = .zero) {
        self.size = size
    }

    /// Forgets the commands, keeping their storage, and starts a list for a canvas of `size`.
    public func reset(size: Size) {
        self.size = size
        commands.removeAll(keepingCapacity: true)
    }

    /// Whether the two lists draw the same thing: the same commands on a canvas of the same size.
    public func draws(theSameAs other: DisplayList) -> Bool {
        size == other.size && commands == other.commands
    }

    /// Exchanges the contents of the two lists, so that a list just recorded can be kept
    /// without copying it, and the kept one's storage is reused for the next recording.
    public func swapContents(with other: DisplayList) {
        swap(&size, &other.size)
        swap(&commands, &other.commands)
    }

    /// Makes this list draw what `other` draws, sharing its storage until either changes.
    public func copyContents(of other: DisplayList) {
        size = other.size
        commands = other.commands
    }

    /// Draws every command into `canvas`, moved by `offset`, in order, with clips pushed and
    /// popped as recorded; clips left pushed at the end are popped.
    public func replay(into canvas: Canvas, offsetBy offset: Point = .zero) {
        var depth = 0
        for command in commands {
            switch command.moved(by: offset) {
            case .fill(let rect, let color): canvas.fill(rect, color: color)
            case .text(let text, let rect, let style): canvas.drawText(text, in: rect, style: style)
            case .pushClip(let rect):
                canvas.pushClip(rect)
                depth += 1
            case .popClip:
                guard depth > 0 else { continue }
                canvas.popClip()
                depth -= 1
            case .roundedRect(let rect, let radius, let color):
                canvas.fillRoundedRect(rect, radius: radius, color: color)
            case .strokedRoundedRect(let rect, let radius, let lineWidth, let color):
                canvas.strokeRoundedRect(rect, radius: radius, lineWidth: lineWidth, color: color)
            case .gradient(let rect, let top, let bottom): canvas.fillGradient(rect, top: top, bottom: bottom)
            case .image(let name, let rect, let opacity): canvas.drawImage(name, in: rect, opacity: opacity)
            case .layer(let content, let rect, let tint): canvas.drawLayer(content, in: rect, tint: tint)
            }
        }
        for _ in 0..<depth { canvas.popClip() }
    }

    /// Draws every command into `canvas` as `replay(into:)` does, with the list's area placed
    /// and scaled into `rect` and every colour multiplied by `tint`: a layer's parts drawn one
    /// by one where it is composited.
    public func replay(into canvas: Canvas, placedIn rect: Rect, tint: Color) {
        let placed = DisplayList(size: rect.size)
        placed.commands = commands.map { $0.placed(in: rect, from: size, tint: tint) }
        placed.replay(into: canvas)
    }

    /// Moves every command by `offset`, so that lists drawn at different places can be compared
    /// by what they draw.
    public func translate(by offset: Point) {
        guard offset != .zero else { return }
        for index in commands.indices { commands[index] = commands[index].moved(by: offset) }
    }

    /// Where the commands can draw, in points: the union of their rectangles, with a stroke's
    /// outer half, and `margin` more all round for anti-aliased edges and text overhanging its
    /// box; nil when nothing is drawn. Clips are left out, so the area is never too small.
    public func bounds(margin: Double) -> Rect? {
        var minX = Double.infinity
        var minY = Double.infinity
        var maxX = -Double.infinity
        var maxY = -Double.infinity
        for command in commands {
            guard let (rect, outset) = command.area, rect.origin.isFinite, rect.width.isFinite, rect.height.isFinite
            else { continue }
            minX = min(minX, rect.minX - outset)
            minY = min(minY, rect.minY - outset)
            maxX = max(maxX, rect.maxX + outset)
            maxY = max(maxY, rect.maxY + outset)
        }
        guard minX < maxX, minY < maxY else { return nil }
        return Rect(
            x: minX - margin, y: minY - margin, width: maxX - minX + 2 * margin, height: maxY - minY + 2 * margin)
    }

    /// Measures with the fonts of the `measuring` canvas, or estimates without one; nothing is
    /// recorded, since what a panel measures shows in what it then draws.
    public func width(of text: String, style: TextStyle) -> Double {
        measuring?.width(of: text, style: style) ?? style.estimatedWidth(of: text)
    }

    /// Records `Canvas.fill(_:color:)` as a command.
    public func fill(_ rect: Rect, color: Color) { commands.append(.fill(rect, color)) }

    /// Records `Canvas.drawText(_:in:style:)` as a command.
    public func drawText(_ text: String, in rect: Rect, style: TextStyle) {
        commands.append(.text(text, rect, style))
    }

    /// Records `Canvas.pushClip(_:)` as a command.
    public func pushClip(_ rect: Rect) { commands.append(.pushClip(rect)) }

    /// Records `Canvas.popClip()` as a command.
    public func popClip() { commands.append(.popClip) }

    /// Records `Canvas.fillRoundedRect(_:radius:color:)` as a command.
    public func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        commands.append(.roundedRect(rect, radius: radius, color))
    }

    /// Records `Canvas.strokeRoundedRect(_:radius:lineWidth:color:)` as a command.
    public func strokeRoundedRect(_ rect: Rect, radius: Double, lineWidth: Double, color: Color) {
        commands.append(.strokedRoundedRect(rect, radius: radius, lineWidth: lineWidth, color))
    }

    /// Records `Canvas.fillGradient(_:top:bottom:)` as a command.
    public func fillGradient(_ rect: Rect, top: Color, bottom: Color) {
        commands.append(.gradient(rect, top: top, bottom: bottom))
    }

    /// Records `Canvas.drawImage(_:in:opacity:)` as a command.
    public func drawImage(_ name: String, in rect: Rect, opacity: Double) {
        commands.append(.image(name, rect, opacity: opacity))
    }

    /// Records `Canvas.drawLayer(_:in:tint:)` as one command; `operations` reads its parts.
    public func drawLayer(_ content: LayerContent, in rect: Rect, tint: Color) {
        commands.append(.layer(content, rect, tint: tint))
    }
}

extension DisplayList.Command {
    /// The command drawn `offset` further right and down.
    func moved(by offset: Point) -> Self {
        guard offset != .zero else { return self }
        switch self {
        case .fill(let rect, let color): return .fill(rect.offsetBy(offset), color)
        case .text(let text, let rect, let style): return .text(text, rect.offsetBy(offset), style)
        case .pushClip(let rect): return .pushClip(rect.offsetBy(offset))
        case .popClip: return .popClip
        case .roundedRect(let rect, let radius, let color):
            return .roundedRect(rect.offsetBy(offset), radius: radius, color)
        case .strokedRoundedRect(let rect, let radius, let lineWidth, let color):
            return .strokedRoundedRect(rect.offsetBy(offset), radius: radius, lineWidth: lineWidth, color)
        case .gradient(let rect, let top, let bottom): return .gradient(rect.offsetBy(offset), top: top, bottom: bottom)
        case .image(let name, let rect, let opacity): return .image(name, rect.offsetBy(offset), opacity: opacity)
        case .layer(let content, let rect, let tint): return .layer(content, rect.offsetBy(offset), tint: tint)
        }
    }

    /// The command as drawn by a layer of `size` placed and scaled into `rect`, its colours
    /// multiplied by `tint`. Radii, line widths and text sizes scale with the width.
    func placed(in rect: Rect, from size: Size, tint: Color) -> Self {
        let scaleX = size.width > 0 ? rect.width / size.width : 1
        let scaleY = size.height > 0 ? rect.height / size.height : 1
        func place(_ box: Rect) -> Rect {
            Rect(
                x: rect.minX + box.minX * scaleX, y: rect.minY + box.minY * scaleY, width: box.width * scaleX,
                height: box.height * scaleY)
        }
        switch self {
        case .fill(let box, let color): return .fill(place(box), color.tinted(by: tint))
        case .text(let text, let box, var style):
            style.size *= scaleY
            style.color = style.color.tinted(by: tint)
            return .text(text, place(box), style)
        case .pushClip(let box): return .pushClip(place(box))
        case .popClip: return .popClip
        case .roundedRect(let box, let radius, let color):
            return .roundedRect(place(box), radius: radius * scaleX, color.tinted(by: tint))
        case .strokedRoundedRect(let box, let radius, let lineWidth, let color):
            return .strokedRoundedRect(
                place(box), radius: radius * scaleX, lineWidth: lineWidth * scaleX, color.tinted(by: tint))
        case .gradient(let box, let top, let bottom):
            return .gradient(place(box), top: top.tinted(by: tint), bottom: bottom.tinted(by: tint))
        case .image(let name, let box, let opacity):
            return .image(name, place(box), opacity: opacity * Double(tint.alpha) / 255)
        case .layer(let content, let box, let inner):
            return .layer(content, place(box), tint: inner.tinted(by: tint))
        }
    }

    /// The rectangle the command draws in and how far past it a stroke reaches; nil for clips.
    var area: (rect: Rect, outset: Double)? {
        switch self {
        case .fill(let rect, _), .text(_, let rect, _), .roundedRect(let rect, _, _), .gradient(let rect, _, _),
            .image(_, let rect, _), .layer(_, let rect, _):
            return rect.isEmpty ? nil : (rect, 0)
        case .strokedRoundedRect(let rect, _, let lineWidth, _):
            return (rect, lineWidth.isFinite ? max(lineWidth, 0) / 2 : 0)
        case .pushClip, .popClip:
            return nil
        }
    }
}
