/// A designer's screen export in a panel, fitted as its configuration says (`fill`, `fit` or
/// `width`). Fitted to the panel's width, an image taller than the panel scrolls with the same
/// physics as a list (deceleration, rubber band, scroll indicator) and hands the drag over to
/// paging at its end facing the camera; where it was scrolled to stays across swipes. The
/// title is drawn only when the configuration gives one, so nothing covers the screen unasked.
public final class ImagePanelController: ScrollingPanelController {
    /// The image and how it is fitted.
    public let image: PanelContent.Image
    /// Whether the title is drawn over the image.
    public let showsTitle: Bool

    /// A panel showing `image` on `background`, with `title` drawn over it when `showsTitle`.
    public init(
        identifier: String, title: String, background: Color, image: PanelContent.Image, showsTitle: Bool,
        clock: Clock
    ) {
        self.image = image
        self.showsTitle = showsTitle
        super.init(identifier: identifier, title: title, background: background, clock: clock)
    }

    /// The image scrolls edge to edge: no header above it, no room kept below it.
    public override var scrollAreaTop: Double { 0 }
    /// Nothing is kept clear under the image's end.
    public override var scrollAreaBottomInset: Double { 0 }

    /// True: the image changes only as it scrolls, which the app marks. The pixels of an image
    /// still being decoded are the canvas's to follow, not a change of what the panel draws.
    public override var marksDisplayChanges: Bool { true }

    /// The fit in force at the panel's current size.
    public var fit: PanelContent.Fit { image.fit(for: view.frame.size) }

    /// The image's height when fitted to `width`; 0 when it is not (it does not scroll).
    public override func contentHeight(forWidth width: Double) -> Double {
        fit == .width ? width * Double(image.file.height) / Double(image.file.width) : 0
    }

    /// Where the whole image is drawn for a panel at `frame`, scrolled as it is now.
    public func imageRect(in frame: Rect) -> Rect {
        let fit = image.fit(for: frame.size)
        let fitted = fit.rect(forImageOf: image.file.pixelSize, in: frame)
        return fit == .width ? fitted.offsetBy(Point(x: 0, y: -scroller.offset)) : fitted
    }

    /// The bands held in place, in force only while the image is fitted to the width, taller
    /// than the panel, and the bands leave the middle some room.
    public var activePin: PanelContent.Pin? {
        let size = view.frame.size
        guard let pin = image.pin, fit == .width, contentHeight(forWidth: size.width) > size.height,
            pin.top + pin.bottom < size.height
        else { return nil }
        return pin
    }

    /// The part of a panel at `frame` that scrolls: between the pinned bands, or all of it.
    func scrollingArea(in frame: Rect) -> Rect {
        guard let pin = activePin else { return frame }
        return Rect(
            x: frame.minX, y: frame.minY + pin.top, width: frame.width, height: frame.height - pin.top - pin.bottom)
    }

    /// A point in the top band is the image's own; in the bottom band, the image's bottom is the
    /// panel's; between them, it has scrolled.
    public override func contentPoint(at point: Point) -> Point {
        guard let pin = activePin else { return super.contentPoint(at: point) }
        let height = view.frame.height
        if point.y < pin.top { return point }
        if point.y >= height - pin.bottom {
            return Point(x: point.x, y: point.y + contentHeight(forWidth: view.frame.width) - height)
        }
        return super.contentPoint(at: point)
    }

    /// Content in a pinned band stays with it; the rest scrolls, shown only between the bands.
    public override func placement(ofContent rect: Rect) -> (frame: Rect, clip: Rect) {
        guard let pin = activePin else { return super.placement(ofContent: rect) }
        let size = view.frame.size
        let contentHeight = contentHeight(forWidth: size.width)
        if rect.maxY <= pin.top { return (rect, Rect(x: 0, y: 0, width: size.width, height: pin.top)) }
        if rect.minY >= contentHeight - pin.bottom {
            return (
                rect.offsetBy(Point(x: 0, y: size.height - contentHeight)),
                Rect(x: 0, y: size.height - pin.bottom, width: size.width, height: pin.bottom)
            )
        }
        return (super.placement(ofContent: rect).frame, scrollingArea(in: Rect(origin: .zero, size: size)))
    }

    /// Draws the background, the image as fitted and scrolled (its pinned bands in place), and
    /// the title if given.
    public override func draw(in canvas: Canvas, frame: Rect) {
        canvas.fill(frame, color: background)
        canvas.pushClip(frame)
        let scrolled = imageRect(in: frame)
        if let pin = activePin {
            canvas.pushClip(scrollingArea(in: frame))
            canvas.drawImage(image.file.path, in: scrolled, opacity: 1)
            canvas.popClip()
            // The same image unscrolled under the top band, and with its bottom at the panel's
            // under the bottom band.
            canvas.pushClip(Rect(x: frame.minX, y: frame.minY, width: frame.width, height: pin.top))
            canvas.drawImage(image.file.path, in: Rect(origin: frame.origin, size: scrolled.size), opacity: 1)
            canvas.popClip()
            canvas.pushClip(Rect(x: frame.minX, y: frame.maxY - pin.bottom, width: frame.width, height: pin.bottom))
            canvas.drawImage(
                image.file.path,
                in: Rect(origin: Point(x: frame.minX, y: frame.maxY - scrolled.height), size: scrolled.size),
                opacity: 1)
            canvas.popClip()
        } else {
            canvas.drawImage(image.file.path, in: scrolled, opacity: 1)
        }
        // The indicator runs between the pinned bands, where the content scrolls.
        if let indicator = scrollIndicator(in: scrollingArea(in: frame)) {
            canvas.fillRoundedRect(indicator, radius: indicator.width / 2, color: Color.black.withOpacity(0.35))
        }
        canvas.popClip()
        guard showsTitle else { return }
        let titleBox = Rect(x: frame.minX + 20, y: frame.minY + 52, width: max(0, frame.width - 40), height: 40)
        canvas.drawText(
            title, in: titleBox, style: TextStyle(size: 28, weight: .bold, color: titleColor, alignment: .leading))
    }
}
