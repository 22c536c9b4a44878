/// How large a take is exported: the scale its frames are drawn at and, where drawing cannot
/// reach the width wanted, the width the encoder scales them to.
///
/// A GIF is made to be shared in a chat or a document, where 600 pixels across is plenty and
/// every pixel more costs megabytes, so it is drawn no wider than that unless `--scale` or
/// `--width` asks for more. Video keeps the window's scale: its encoder compresses well at any
/// size.
package struct ExportSize: Equatable, Sendable {
    /// Pixels per point the replay draws at.
    package var scale: Double
    /// The width the encoder scales the drawn frames to (keeping their shape), or nil to keep
    /// them as drawn.
    package var encodedWidth: Int?

    /// The widest a GIF is drawn, in pixels, unless the command line asks for more.
    package static let gifWidth = 600

    /// The size of an export as `format` of a take `pointWidth` points wide, for a window
    /// drawn at `windowScale` pixels per point; `scale` is `--scale` and `width` is `--width`,
    /// either nil when not given.
    package init(format: ExportFormat, pointWidth: Double, windowScale: Double, scale: Double?, width: Int?) {
        let scales = Configuration.Window.scales
        if let width {
            // Drawn at the nearest scale a window has, then scaled to the width asked for.
            self.scale = min(max(Double(width) / pointWidth, scales.lowerBound), scales.upperBound)
            encodedWidth = Self.pixels(pointWidth, at: self.scale) == width ? nil : width
        } else if let scale {
            self.scale = scale
            encodedWidth = nil
        } else if format == .gif, Self.pixels(pointWidth, at: windowScale) > Self.gifWidth {
            self.scale = max(Double(Self.gifWidth) / pointWidth, scales.lowerBound)
            let drawn = Self.pixels(pointWidth, at: self.scale)
            encodedWidth = drawn > Self.gifWidth ? Self.gifWidth : nil
        } else {
            self.scale = windowScale
            encodedWidth = nil
        }
    }

    /// The width in pixels of `points` drawn at `scale`, as the window rounds it.
    static func pixels(_ points: Double, at scale: Double) -> Int { Int((points * scale).rounded()) }
}
