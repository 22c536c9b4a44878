/// Which of the app's bars a panel shows, and the colour they take over it. The configuration
/// sets them for every panel at the top level (`bars` switches them all; each bar's key, such
/// as `statusBar`, and `barColor` override it) and per panel the same way.
///
/// ```json
/// { "bars": true, "barColor": "#FFFFFF",
///   "panels": { "feed": { "statusBar": false, "content": { "kind": "image", "file": "feed.png" } } } }
/// ```
public struct PanelChrome: Equatable, Sendable {
    /// The bars the panel shows, in the order `BarSwitch.all` lists them. An array, not a set:
    /// there are three bars, and a set of them would bring a hash table of its own into the web
    /// player's module.
    public var shown: [BarSwitch]
    /// The colour of the bars over this panel and of the icons that lead to it.
    public var barColor: Color

    /// The bars in `shown`, in `barColor`.
    public init(shown: [BarSwitch], barColor: Color) {
        self.shown = shown
        self.barColor = barColor
    }

    /// Whether the panel shows `bar`.
    public func shows(_ bar: BarSwitch) -> Bool { shown.contains(bar) }
}

extension Configuration {
    /// The switches and colour as the configuration's top level or a panel gives them; nil
    /// where it says nothing.
    public struct ChromeSettings: Equatable, Sendable {
        /// Each bar switched on or off, by the bar's key, where it is.
        public var switches: [String: Bool]
        /// `barColor` as given, if it is.
        public var barColor: Color?

        /// Settings with only the given keys.
        public init(switches: [String: Bool] = [:], barColor: Color? = nil) {
            self.switches = switches
            self.barColor = barColor
        }
    }

    /// The bars `panel` shows: for each bar, its own switch, then the top level's, then `bars`
    /// (on the start panel alone, for a bar that is the start panel's, such as the camera's top
    /// bar). The colour is the panel's `barColor`, the top level's, the colour sampled from an
    /// image panel's bottom edge (in `edgeColors`), or the panel's background.
    public func chrome(for panel: Panel, edgeColors: ImageEdgeColors = ImageEdgeColors()) -> PanelChrome {
        var shown: [BarSwitch] = []
        for bar in BarSwitch.all {
            let everywhere = chrome.switches[bar.key] ?? bars
            let here = bar.startPanelOnly ? everywhere && panel.id == start : everywhere
            if panel.chrome.switches[bar.key] ?? here { shown.append(bar) }
        }
        return PanelChrome(
            shown: shown,
            barColor: panel.chrome.barColor ?? chrome.barColor ?? edgeColors.color(of: panel) ?? panel.background)
    }

    /// Whether any panel shows any bar.
    public var showsAnyBar: Bool {
        panels.contains { !chrome(for: $0).shown.isEmpty }
    }
}
