/// The status area across the top of the window: the time and the battery, in the colour that
/// reads on the panels under it, fading with the panels that hide it.
public final class StatusBar: ChromeBar {
    /// A status bar.
    public init() {}

    /// See `ChromeBar`.
    public var barSwitch: BarSwitch { .statusBar }

    /// See `ChromeBar`: the time and the battery are white layers, tinted with the colour that
    /// reads on the panels under them and faded together. Two small layers rather than one
    /// across the window: the layers are copied with blending, and most of the width between
    /// them is empty.
    public func draw(in canvas: Canvas, chrome: NavigationChrome, layout: FrameLayout) {
        let opacity = chrome.visibility(of: barSwitch)
        let width = canvas.size.width
        guard opacity > 0, width > 120 else { return }
        let tint = chrome.statusAreaForeground.withOpacity(opacity)
        canvas.drawLayer(Self.time, in: Self.timeFrame(width: width), tint: tint)
        canvas.drawLayer(Self.battery, in: Self.batteryFrame(width: width), tint: tint)
    }

    /// The time, in white, centred in its layer.
    static let time = LayerContent(name: "statusBar.time", size: Size(width: 80, height: 18)) { canvas, size, _ in
        canvas.drawText(
            "9:41", in: Rect(x: 0, y: 1, width: size.width, height: 16),
            style: TextStyle(size: 12, weight: .bold, color: .white))
    }

    /// The battery, in white: its outline, its charge and its nub.
    static let battery = LayerContent(name: "statusBar.battery", size: Size(width: 24, height: 10)) { canvas, _, _ in
        let body = Rect(x: 0, y: 0, width: 21, height: 10)
        canvas.strokeRoundedRect(body, radius: 3, lineWidth: 1, color: Color.white.withOpacity(0.6))
        canvas.fillRoundedRect(body.insetBy(dx: 2, dy: 2), radius: 1.5, color: .white)
        canvas.fillRoundedRect(Rect(x: body.maxX + 1, y: 3, width: 1.5, height: 4), radius: 0.75, color: .white)
    }

    /// Where the time is drawn across a window `width` points wide: centred at the top.
    static func timeFrame(width: Double) -> Rect {
        Rect(origin: Point(x: width / 2 - time.size.width / 2, y: 0), size: time.size)
    }

    /// Where the battery is drawn across a window `width` points wide: near the right edge.
    static func batteryFrame(width: Double) -> Rect {
        Rect(origin: Point(x: width - 36, y: 5), size: battery.size)
    }

    /// See `ChromeBar`: the status area has no buttons.
    public func item(at point: Point, chrome: NavigationChrome) -> NavigationChrome.Item? { nil }
}
