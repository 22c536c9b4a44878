/// A canvas that draws on another with every colour's, image's and layer's opacity multiplied
/// by `opacity`, as a panel dissolving in is drawn where a canvas keeps no layer to fade whole.
package final class FadedCanvas: Canvas {
    let base: Canvas
    let opacity: Double

    package init(_ base: Canvas, opacity: Double) {
        self.base = base
        self.opacity = opacity
    }

    package var size: Size { base.size }
    package func fill(_ rect: Rect, color: Color) { base.fill(rect, color: color.withOpacity(opacity)) }
    package func pushClip(_ rect: Rect) { base.pushClip(rect) }
    package func popClip() { base.popClip() }
    package func width(of text: String, style: TextStyle) -> Double { base.width(of: text, style: style) }

    package func drawText(_ text: String, in rect: Rect, style: TextStyle) {
        var faded = style
        faded.color = style.color.withOpacity(opacity)
        base.drawText(text, in: rect, style: faded)
    }

    package func fillRoundedRect(_ rect: Rect, radius: Double, color: Color) {
        base.fillRoundedRect(rect, radius: radius, color: color.withOpacity(opacity))
    }

    package func strokeRoundedRect(_ rect: Rect, radius: Double, lineWidth: Double, color: Color) {
        base.strokeRoundedRect(rect, radius: radius, lineWidth: lineWidth, color: color.withOpacity(opacity))
    }

    package func fillGradient(_ rect: Rect, top: Color, bottom: Color) {
        base.fillGradient(rect, top: top.withOpacity(opacity), bottom: bottom.withOpacity(opacity))
    }

    package func drawImage(_ name: String, in rect: Rect, opacity imageOpacity: Double) {
        base.drawImage(name, in: rect, opacity: imageOpacity * opacity)
    }

    package func drawLayer(_ content: LayerContent, in rect: Rect, tint: Color) {
        base.drawLayer(content, in: rect, tint: tint.withOpacity(opacity))
    }
}
