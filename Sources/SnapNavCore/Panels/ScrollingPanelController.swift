/// A panel with a header in its background colour and a white sheet below it whose content
/// (a list or a grid) scrolls vertically, with UIScrollView's deceleration and rubber band.
/// Subclasses say how tall the content is and draw it.
open class ScrollingPanelController: ColorPanelController, NestedScrolling {
    /// Where the sheet starts below the panel's top; the header above shows the background.
    public static let headerHeight = 128.0
    /// Room left under the content so its end scrolls clear of the navigation bar.
    public static let bottomInset = 88.0

    /// The clock the content's coasting and bounces read.
    public let clock: Clock
    /// Where the content is scrolled to, and how it moves. Any change to it, by a finger, a
    /// wheel, coasting, a new size or a carried-over scroll, marks the panel's display: the
    /// content, its end and the scroll indicator are drawn from it.
    public private(set) var scroller = ContentScroller() {
        didSet { if scroller != oldValue { setNeedsDisplay() } }
    }

    /// A scrolling panel whose coasting and bounces run on `clock`.
    public init(identifier: String, title: String, background: Color, clock: Clock) {
        self.clock = clock
        super.init(identifier: identifier, title: title, background: background)
    }

    /// How far below the panel's top the scrolling area starts: the header's height for a list.
    open var scrollAreaTop: Double { Self.headerHeight }

    /// Room left under the content, so that a list's end scrolls clear of the navigation bar.
    open var scrollAreaBottomInset: Double { Self.bottomInset }

    /// The height of the scrolling content for a panel `width` points wide.
    open func contentHeight(forWidth width: Double) -> Double { 0 }

    /// Draws the content with its top at `origin` (already scrolled) inside `sheet`, which is
    /// clipped; only what crosses `sheet` needs drawing.
    open func drawContent(in canvas: Canvas, origin: Point, width: Double, sheet: Rect) {}

    /// The sheet's frame for a panel at `frame`.
    public func sheetFrame(in frame: Rect) -> Rect {
        Rect(
            x: frame.minX, y: frame.minY + scrollAreaTop, width: frame.width,
            height: max(0, frame.height - scrollAreaTop))
    }

    /// A new size changes how long the content is and how much of it shows; content left
    /// scrolled past its new end comes back to it.
    open override func viewDidLayoutSubviews() {
        updateLengths()
    }

    private func updateLengths() {
        let size = view.frame.size
        scroller.setLengths(
            content: contentHeight(forWidth: size.width) + scrollAreaBottomInset,
            viewport: max(0, size.height - scrollAreaTop))
    }

    // MARK: Drawing

    /// Draws the header with the title, the sheet, its scrolled content and the indicator.
    open override func draw(in canvas: Canvas, frame: Rect) {
        canvas.fill(frame, color: background)
        let titleBox = Rect(x: frame.minX + 20, y: frame.minY + 52, width: max(0, frame.width - 40), height: 40)
        canvas.drawText(
            title, in: titleBox, style: TextStyle(size: 28, weight: .bold, color: titleColor, alignment: .leading))
        let sheet = sheetFrame(in: frame)
        guard !sheet.isEmpty else { return }
        // Only the sheet's top corners are rounded: a short rounded strip, clipped to its upper
        // half, and a plain opaque fill below it, which costs far less than one tall shape.
        let radius = 22.0
        canvas.pushClip(Rect(x: sheet.minX, y: sheet.minY, width: sheet.width, height: radius))
        canvas.fillRoundedRect(
            Rect(x: sheet.minX - 1, y: sheet.minY, width: sheet.width + 2, height: 2 * radius), radius: radius,
            color: .white)
        canvas.popClip()
        canvas.fill(
            Rect(x: sheet.minX, y: sheet.minY + radius, width: sheet.width, height: max(0, sheet.height - radius)),
            color: .white)
        canvas.pushClip(sheet)
        let origin = Point(x: sheet.minX, y: sheet.minY - scroller.offset)
        drawContent(in: canvas, origin: origin, width: sheet.width, sheet: sheet)
        if let indicator = scrollIndicator(in: sheet) {
            canvas.fillRoundedRect(indicator, radius: indicator.width / 2, color: Color.black.withOpacity(0.35))
        }
        canvas.popClip()
    }

    /// Where UIScrollView's scroll indicator is while the content is scrolled by a finger or
    /// coasting: its length is the visible share of the content, shortened when rubber-banding
    /// past an end. A drag that pages away without scrolling the content shows none.
    public func scrollIndicator(in sheet: Rect) -> Rect? {
        guard (scroller.isDragging && scroller.hasMovedSinceDragBegan) || scroller.isMoving, scroller.maximumOffset > 0,
            scroller.contentLength > 0
        else { return nil }
        let track = sheet.insetBy(dx: 0, dy: 6)
        var length = max(36, track.height * scroller.viewportLength / scroller.contentLength)
        let overshoot = max(-scroller.offset, scroller.offset - scroller.maximumOffset, 0)
        length = max(8, length - overshoot)
        let fraction = min(max(scroller.offset / scroller.maximumOffset, 0), 1)
        return Rect(
            x: sheet.maxX - 6, y: track.minY + (track.height - length) * fraction, width: 3, height: length)
    }

    // MARK: Animation

    /// How far the content is scrolled.
    open override var contentScrollOffset: Double { scroller.offset }

    /// While the content coasts or bounces.
    open override var isRunningAnimation: Bool { scroller.isMoving }

    /// Scrolls the content `points` further down (negative: up), held within its bounds, with
    /// no motion after: as the link editor scrolls a tall screen.
    public func scrollContent(by points: Double) {
        scroller.scroll(to: scroller.offset + points)
    }

    /// Scrolls to where `previous` was scrolled.
    open override func carryOver(from previous: PanelController) {
        scroller.scroll(to: previous.contentScrollOffset)
    }

    /// Moves the coasting content on to the clock's time.
    open override func stepAnimation() {
        scroller.step(at: clock.now)
    }

    // MARK: NestedScrolling

    /// The panel itself, which scrolls.
    open override var scrollingContent: NestedScrolling? { self }

    /// See `NestedScrolling`.
    public var nestedScrollAxis: Axis { .vertical }
    /// See `NestedScrolling`.
    public var nestedContentOffset: Double { scroller.offset }
    /// See `NestedScrolling`.
    public var nestedMaximumOffset: Double {
        updateLengths()
        return scroller.maximumOffset
    }

    /// See `NestedScrolling`.
    public func beginNestedDragging() {
        updateLengths()
        scroller.beginDragging()
    }

    /// See `NestedScrolling`.
    public func updateNestedDragging(by fingerDelta: Double) {
        scroller.drag(by: fingerDelta)
    }

    /// See `NestedScrolling`.
    public func endNestedDragging(velocity: Double) {
        scroller.endDragging(velocity: velocity, at: clock.now)
    }
}
