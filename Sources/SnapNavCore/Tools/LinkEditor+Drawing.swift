/// How the link editor looks over the screen it edits: every hotspot outlined in a design
/// tool's selection blue with their handles, the selected one's larger, each labelled where its
/// label stays whole (see `labels(for:at:viewport:measure:)`), the frame being drawn dashed in white,
/// the chooser beside it, and a note saying how to leave where it covers no link.
extension LinkEditor {
    /// The chooser's width and row height, in points.
    static let chooserWidth = 150.0
    static let chooserRow = 24.0
    /// The most options the chooser shows at once; it scrolls to keep the selected one shown.
    static let chooserRows = 8
    static let chooserBackground = Color(red: 0x1C, green: 0x1C, blue: 0x1E, alpha: 0xF2)
    /// The note at the bottom of the window while editing.
    package static let note = "Editing links · drag to draw · E to leave"

    /// Draws the editor over `panel`, drawn this frame at `placement`, in a window of `viewport`.
    package func draw(in canvas: Canvas, panel: PanelController, placement: PanelPlacement, viewport: Size) {
        func onScreen(_ rect: Rect) -> (frame: Rect, clip: Rect) {
            let shown = panel.placement(ofContent: rect)
            return (shown.frame.offsetBy(placement.frame.origin), shown.clip.offsetBy(placement.frame.origin))
        }
        canvas.fill(placement.clip, color: Color.black.withOpacity(0.15))
        let shown = hotspots.map { onScreen($0.frame) }
        for (index, (frame, clip)) in shown.enumerated() {
            canvas.pushClip(placement.clip.intersection(clip))
            canvas.fillRoundedRect(frame, radius: 2, color: SwipeNavigator.hotspotFill)
            canvas.strokeRoundedRect(
                frame, radius: 2, lineWidth: index == selection ? 3 : 2, color: SwipeNavigator.hotspotEdge)
            // Every hotspot has its handles; the selected one's are larger.
            let side = Self.handleSide(selected: index == selection)
            for handle in Handle.allCases {
                let at = handle.point(on: frame)
                let knob = Rect(x: at.x - side / 2, y: at.y - side / 2, width: side, height: side)
                canvas.fill(knob, color: SwipeNavigator.hotspotEdge)
                canvas.fill(
                    Rect(x: knob.minX + 1.5, y: knob.minY + 1.5, width: side - 3, height: side - 3), color: .white)
            }
            canvas.popClip()
        }
        // Labels after every link, so no link's fill dims another's label.
        let texts = hotspots.map { hotspot -> (full: String, short: String) in
            guard let target = hotspot.action.target else { return ("back", "back") }
            return ("\(hotspot.action.name) \(target)", target)
        }
        let labels = Self.labels(for: texts, at: shown.map(\.frame), viewport: viewport) {
            canvas.width(of: $0, style: Self.labelStyle)
        }
        for (label, (_, clip)) in zip(labels, shown) {
            guard let label else { continue }
            canvas.pushClip(label.isOutside ? placement.clip : placement.clip.intersection(clip))
            if label.isOutside {
                canvas.fillRoundedRect(
                    label.frame.insetBy(dx: -Self.labelInset, dy: 0), radius: 4, color: Self.chooserBackground)
            }
            canvas.drawText(label.text, in: label.frame, style: Self.labelStyle)
            canvas.popClip()
        }
        if let drawn = drawnFrame {
            let (frame, clip) = onScreen(drawn)
            canvas.pushClip(placement.clip.intersection(clip))
            canvas.fillRoundedRect(frame, radius: 2, color: Color.white.withOpacity(0.25))
            canvas.strokeRoundedRect(frame, radius: 2, lineWidth: 2, color: .white)
            canvas.popClip()
            if let chooser { drawChooser(chooser, beside: frame, in: canvas, viewport: viewport) }
        }
        let noteStyle = TextStyle(size: 13, weight: .bold, color: .white)
        let handleReach = Self.handleSide(selected: true) / 2
        let covered =
            shown.map { $0.frame.intersection($0.clip).insetBy(dx: -handleReach, dy: -handleReach) }
            + labels.compactMap { $0?.frame.insetBy(dx: -Self.labelInset, dy: 0) }
        if let pill = Self.noteBox(
            width: canvas.width(of: Self.note, style: noteStyle) + 24, viewport: viewport, avoiding: covered)
        {
            canvas.fillRoundedRect(pill, radius: 14, color: Self.chooserBackground)
            canvas.drawText(Self.note, in: pill, style: noteStyle)
        }
    }

    /// Where the note saying how to leave goes, `width` wide in a window of `viewport`: at the
    /// bottom, else at the top, else in the lowest band between that covers none of `covered`
    /// (the links and their labels), so a tab bar's links stay in sight; nil when every band
    /// covers one, since the links matter more than the note.
    static func noteBox(width: Double, viewport: Size, avoiding covered: [Rect]) -> Rect? {
        let height = 28.0
        let bottom = viewport.height - 44
        let bands = [bottom, 16] + Array(stride(from: bottom - 8, to: 16, by: -8))
        return bands.lazy.map { Rect(x: (viewport.width - width) / 2, y: $0, width: width, height: height) }
            .first { box in !covered.contains { $0.intersects(box) } }
    }

    /// Where the chooser goes beside `frame` in a window of `viewport`: to its right if it fits,
    /// else to its left, else below it, else above it, else over it; never past the window's
    /// edges, nor over the note at the bottom.
    static func chooserBox(beside frame: Rect, rows: Int, viewport: Size) -> Rect {
        let height = Double(rows + 1) * chooserRow + 8
        let bottom = viewport.height - 52
        let top = min(max(frame.minY, 0), max(0, bottom - height))
        let centred = min(max(frame.midX - chooserWidth / 2, 0), max(0, viewport.width - chooserWidth))
        if frame.maxX + 8 + chooserWidth <= viewport.width {
            return Rect(x: frame.maxX + 8, y: top, width: chooserWidth, height: height)
        }
        if frame.minX - 8 - chooserWidth >= 0 {
            return Rect(x: frame.minX - 8 - chooserWidth, y: top, width: chooserWidth, height: height)
        }
        if frame.maxY + 8 + height <= bottom {
            return Rect(x: centred, y: frame.maxY + 8, width: chooserWidth, height: height)
        }
        if frame.minY - 8 - height >= 0 {
            return Rect(x: centred, y: frame.minY - 8 - height, width: chooserWidth, height: height)
        }
        return Rect(x: centred, y: top, width: chooserWidth, height: height)
    }

    /// Where the open chooser is drawn for the new hotspot at `frame` (window points): its box,
    /// its prompt's line, and each option shown with its index.
    private func chooserLayout(_ chooser: LinkChooser, beside frame: Rect, viewport: Size)
        -> (box: Rect, prompt: Rect, rows: [(index: Int, line: Rect)])
    {
        let count = min(chooser.options.count, Self.chooserRows)
        let box = Self.chooserBox(beside: frame, rows: max(count, 1), viewport: viewport)
        let first = min(max(chooser.selected - count + 1, 0), max(chooser.options.count - count, 0))
        let rows = (first..<min(first + count, chooser.options.count)).enumerated().map { row, index in
            (
                index,
                Rect(
                    x: box.minX + 4, y: box.minY + 4 + Double(row + 1) * Self.chooserRow, width: box.width - 8,
                    height: Self.chooserRow)
            )
        }
        let prompt = Rect(x: box.minX + 10, y: box.minY + 4, width: box.width - 20, height: Self.chooserRow)
        return (box, prompt, rows)
    }

    /// The index of the chooser's option under `point` (window points), with the panel drawn at
    /// `placement` in a window of `viewport`; nil when the chooser is closed or the point is on
    /// none of its options.
    package func chooserOption(at point: Point, panel: PanelController, placement: PanelPlacement, viewport: Size)
        -> Int?
    {
        guard let chooser, let drawn = drawnFrame else { return nil }
        let frame = panel.placement(ofContent: drawn).frame.offsetBy(placement.frame.origin)
        return chooserLayout(chooser, beside: frame, viewport: viewport).rows.first { $0.line.contains(point) }?.index
    }

    private func drawChooser(_ chooser: LinkChooser, beside frame: Rect, in canvas: Canvas, viewport: Size) {
        let layout = chooserLayout(chooser, beside: frame, viewport: viewport)
        canvas.fillRoundedRect(layout.box, radius: 8, color: Self.chooserBackground)
        canvas.pushClip(layout.box)
        canvas.drawText(
            chooser.prompt, in: layout.prompt,
            style: TextStyle(size: 12, color: Color.white.withOpacity(0.6), alignment: .leading))
        if chooser.options.isEmpty {
            canvas.drawText(
                "nothing to link to", in: layout.prompt.offsetBy(Point(x: 0, y: Self.chooserRow)),
                style: TextStyle(size: 14, color: Color.white.withOpacity(0.6), alignment: .leading))
        }
        for (index, line) in layout.rows {
            let isSelected = index == chooser.selected
            if isSelected { canvas.fillRoundedRect(line, radius: 5, color: SwipeNavigator.hotspotEdge) }
            canvas.drawText(
                chooser.options[index],
                in: Rect(x: line.minX + 6, y: line.minY, width: line.width - 12, height: line.height),
                style: TextStyle(
                    size: 14, weight: isSelected ? .bold : .regular, color: .white, alignment: .leading))
        }
        canvas.popClip()
    }
}
