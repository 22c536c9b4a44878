/// The status area across the top of the window: the time and the battery, in the colour that
/// reads on the panels under it, fading with the panels that hide it.
public struct StatusBar: ChromeBar {
    /// A status bar.
    public init() {}

    /// See `ChromeBar`.
    public var barSwitch: BarSwitch { .statusBar }

    /// See `ChromeBar`: the time and battery are one white layer, tinted with the colour that
    /// reads on the panels under them and faded as one.
    public func draw(in canvas: Canvas, chrome: NavigationChrome, layout: FrameLayout) {
        let opacity = chrome.visibility(of: barSwitch)
        let width = canvas.size.width
        guard opacity > 0, width > 120 else { return }
        let area = Self.area(width: width)
        canvas.drawLayer(
            area, in: Rect(origin: .zero, size: area.size), tint: chrome.statusAreaForeground.withOpacity(opacity))
    }

    /// The time and battery across a window `width` points wide, in white.
    static func area(width: Double) -> LayerContent {
        LayerContent(name: "statusBar", size: Size(width: width, height: 18)) { canvas, size, _ in
            let width = size.width
            canvas.drawText(
                "9:41", in: Rect(x: width / 2 - 40, y: 1, width: 80, height: 16),
                style: TextStyle(size: 12, weight: .bold, color: .white))
            let battery = Rect(x: width - 36, y: 5, width: 21, height: 10)
            canvas.strokeRoundedRect(battery, radius: 3, lineWidth: 1, color: Color.white.withOpacity(0.6))
            canvas.fillRoundedRect(battery.insetBy(dx: 2, dy: 2), radius: 1.5, color: .white)
            canvas.fillRoundedRect(Rect(x: battery.maxX + 1, y: 8, width: 1.5, height: 4), radius: 0.75, color: .white)
        }
    }

    /// See `ChromeBar`: the status area has no buttons.
    public func item(at point: Point, chrome: NavigationChrome) -> NavigationChrome.Item? { nil }
}
