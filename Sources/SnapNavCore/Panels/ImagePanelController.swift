/// An image from the assets directory filling the panel (cropped to keep its proportions),
/// with the title in the header.
public final class ImagePanelController: ColorPanelController {
    public let file: String

    public init(identifier: String, title: String, background: Color, file: String) {
        self.file = file
        super.init(identifier: identifier, title: title, background: background)
    }

    public override func draw(in canvas: Canvas, frame: Rect) {
        canvas.fill(frame, color: background)
        canvas.drawImage(file, in: frame, opacity: 1)
        let titleBox = Rect(x: frame.minX + 20, y: frame.minY + 52, width: max(0, frame.width - 40), height: 40)
        canvas.drawText(
            title, in: titleBox, style: TextStyle(size: 28, weight: .bold, color: titleColor, alignment: .leading))
    }
}
