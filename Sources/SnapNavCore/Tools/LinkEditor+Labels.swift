/// Where the links' labels go, so each stays whole and none covers another: inside its link
/// at the top left as "push chat", or as the target alone ("chat") where only that fits, or
/// else whole on a dark tag just below the link, or just above it.
extension LinkEditor {
    /// A label placed for a link, in window points.
    struct Label: Equatable {
        /// What it says.
        var text: String
        /// The box its text is drawn in.
        var frame: Rect
        /// Whether it stands outside its link, on a tag of its own.
        var isOutside: Bool
    }

    static let labelStyle = TextStyle(size: 11, weight: .bold, color: .white, alignment: .leading)
    static let labelHeight = 16.0
    /// The gap between a label and its link's edge, in points.
    static let labelInset = 4.0

    /// The labels of links labelled `texts` (each with its short form, the target alone), shown
    /// at `frames` in a window of `viewport`, with `measure` giving a text's width. A label
    /// that has no place clear of the others is left out (nil) rather than drawn over them.
    static func labels(
        for texts: [(full: String, short: String)], at frames: [Rect], viewport: Size,
        measure: (String) -> Double
    ) -> [Label?] {
        var placed: [Rect] = []
        var labels: [Label?] = []
        for (text, frame) in zip(texts, frames) {
            var candidates: [Label] = []
            for inside in [text.full, text.short] {
                let width = measure(inside).rounded(.up) + 1
                guard width <= frame.width - 2 * labelInset, frame.height >= labelHeight + 2 else { continue }
                candidates.append(
                    Label(
                        text: inside,
                        frame: Rect(x: frame.minX + labelInset, y: frame.minY + 2, width: width, height: labelHeight),
                        isOutside: false))
            }
            let width = measure(text.full).rounded(.up) + 1
            let x = min(max(frame.minX + labelInset, labelInset), viewport.width - width - labelInset)
            for y in [frame.maxY + 3, frame.minY - 3 - labelHeight] {
                candidates.append(
                    Label(
                        text: text.full, frame: Rect(x: x, y: y, width: width, height: labelHeight), isOutside: true))
            }
            let chosen = candidates.first { candidate in
                let tag = candidate.frame.insetBy(dx: -labelInset / 2, dy: -labelInset / 2)
                let inWindow =
                    tag.minX >= 0 && tag.minY >= 0 && tag.maxX <= viewport.width && tag.maxY <= viewport.height
                return inWindow && !placed.contains { $0.intersects(tag) }
            }
            if let chosen { placed.append(chosen.frame.insetBy(dx: -labelInset / 2, dy: -labelInset / 2)) }
            labels.append(chosen)
        }
        return labels
    }
}
