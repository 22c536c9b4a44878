/// The camera's viewfinder: a dark gradient (darker behind the top bar and the capture
/// ring, as a live picture is shaded for them) that flashes white when the capture ring is
/// tapped.
public final class CameraPanelController: ColorPanelController, CaptureResponder {
    /// The camera itself, which answers the capture ring.
    public override var captureResponder: CaptureResponder? { self }

    /// The clock the flash is timed on.
    public let clock: Clock
    /// How long the capture flash lasts.
    public static let flashDuration = 0.15
    private var flashStart: Double?

    /// A viewfinder of `background`, its flash timed on `clock`.
    public init(identifier: String, title: String, background: Color, clock: Clock) {
        self.clock = clock
        super.init(identifier: identifier, title: title, background: background)
    }

    /// Flashes the screen white, fading out over `flashDuration`.
    public func capture() {
        flashStart = clock.now
        setNeedsDisplay()
    }

    /// True: the viewfinder changes only with the flash, which is an animation of its own.
    public override var marksDisplayChanges: Bool { true }

    /// How white the flash is now, 1 when it starts and 0 when it is over.
    public var flashOpacity: Double {
        guard let start = flashStart else { return 0 }
        let elapsed = clock.now - start
        guard elapsed >= 0, elapsed < Self.flashDuration else { return 0 }
        return 1 - elapsed / Self.flashDuration
    }

    /// While the flash fades.
    public override var isRunningAnimation: Bool { flashOpacity > 0 }

    /// Forgets the flash once it has faded.
    public override func stepAnimation() {
        if flashOpacity == 0 { flashStart = nil }
    }

    /// Draws the shaded viewfinder, and the flash over it.
    public override func draw(in canvas: Canvas, frame: Rect) {
        canvas.fill(frame, color: background)
        let lift = background.blended(with: .white, fraction: 0.045)
        // The middle of the picture is a touch lighter, like light falling on a scene.
        canvas.fillGradient(
            Rect(x: frame.minX, y: frame.minY + 140, width: frame.width, height: frame.height * 0.3),
            top: background, bottom: lift)
        canvas.fillGradient(
            Rect(
                x: frame.minX, y: frame.minY + 140 + frame.height * 0.3, width: frame.width, height: frame.height * 0.25
            ),
            top: lift, bottom: background)
        canvas.fillGradient(
            Rect(x: frame.minX, y: frame.minY, width: frame.width, height: 84),
            top: Color.black.withOpacity(0.45), bottom: Color.black.withOpacity(0))
        canvas.fillGradient(
            Rect(x: frame.minX, y: frame.maxY - 200, width: frame.width, height: 200),
            top: Color.black.withOpacity(0), bottom: Color.black.withOpacity(0.55))
        let flash = flashOpacity
        if flash > 0 { canvas.fill(frame, color: Color.white.withOpacity(flash)) }
    }
}
