/// A panel that draws its background colour and its title, and nothing else.
open class ColorPanelController: PanelController {
    /// The title drawn in the middle.
    public var title: String {
        didSet { setNeedsDisplay() }
    }
    /// The panel's colour, which is also its view's `backgroundColor`.
    public var background: Color {
        didSet {
            view.backgroundColor = background
            setNeedsDisplay()
        }
    }

    /// A panel of `background` colour with `title` in its middle.
    public init(identifier: String, title: String, background: Color) {
        self.title = title
        self.background = background
        super.init(identifier: identifier)
        view.backgroundColor = background
    }

    /// The title's colour: dark on light backgrounds, white on dark ones, so it stays legible.
    public var titleColor: Color { Color.legibleInk(on: background) }

    /// True for a plain colour panel, which draws only its title and background and marks
    /// their changes. A subclass draws what it likes, so it says for itself, and is asked to
    /// draw on every frame unless it does.
    open override var marksDisplayChanges: Bool {
        #if hasFeature(Embedded)
            // No metatypes to compare in the web build, where every frame is drawn anew anyway.
            return false
        #else
            return type(of: self) == ColorPanelController.self
        #endif
    }

    /// Opaque when the background is: it fills the whole frame first. A subclass that draws
    /// without that fill must say false.
    open override var isOpaque: Bool { background.alpha == 255 }

    /// Fills the frame with the background and centres the title on it.
    open override func draw(in canvas: Canvas, frame: Rect) {
        canvas.fill(frame, color: background)
        let titleBox = Rect(x: frame.minX + 16, y: frame.midY - 24, width: max(0, frame.width - 32), height: 48)
        canvas.drawText(title, in: titleBox, style: TextStyle(size: 28, weight: .bold, color: titleColor))
    }
}
