/// Which of the app's bars a panel shows, and the colour they take over it. The configuration
/// sets them for every panel at the top level (`bars` switches all three; `statusBar`,
/// `topBar`, `navigationBar` and `barColor` each override it) and per panel the same way.
///
/// ```json
/// { "bars": true, "barColor": "#FFFFFF",
///   "panels": { "feed": { "statusBar": false, "content": { "kind": "image", "file": "feed.png" } } } }
/// ```
public struct PanelChrome: Equatable, Sendable {
    /// The time and battery across the top of the window.
    public var statusBar: Bool
    /// The profile badge and search field across the top of the panel (by default, only the
    /// start panel's).
    public var topBar: Bool
    /// The capture ring and the side icons across the bottom of the window.
    public var navigationBar: Bool
    /// The colour of the bars over this panel and of the icons that lead to it.
    public var barColor: Color

    /// The bars switched as given, in `barColor`.
    public init(statusBar: Bool, topBar: Bool, navigationBar: Bool, barColor: Color) {
        self.statusBar = statusBar
        self.topBar = topBar
        self.navigationBar = navigationBar
        self.barColor = barColor
    }
}

extension Configuration {
    /// The switches and colour as the configuration's top level or a panel gives them; nil
    /// where it says nothing.
    public struct ChromeSettings: Equatable, Sendable {
        /// `statusBar` as given, if it is.
        public var statusBar: Bool?
        /// `topBar` as given, if it is.
        public var topBar: Bool?
        /// `navigationBar` as given, if it is.
        public var navigationBar: Bool?
        /// `barColor` as given, if it is.
        public var barColor: Color?

        /// Settings with only the given keys.
        public init(statusBar: Bool? = nil, topBar: Bool? = nil, navigationBar: Bool? = nil, barColor: Color? = nil) {
            self.statusBar = statusBar
            self.topBar = topBar
            self.navigationBar = navigationBar
            self.barColor = barColor
        }
    }

    /// The bars `panel` shows: its own settings, then the top level's, then `bars`; the top bar
    /// is the start panel's (the camera's), so only a panel that asks for it shows it too. The colour
    /// is the panel's `barColor`, the top level's, the colour sampled from an image panel's
    /// bottom edge, or the panel's background.
    public func chrome(for panel: Panel) -> PanelChrome {
        PanelChrome(
            statusBar: panel.chrome.statusBar ?? chrome.statusBar ?? bars,
            topBar: panel.chrome.topBar ?? (panel.id == start ? chrome.topBar ?? bars : false),
            navigationBar: panel.chrome.navigationBar ?? chrome.navigationBar ?? bars,
            barColor: panel.chrome.barColor ?? chrome.barColor ?? panel.sampledEdgeColor ?? panel.background)
    }

    /// Whether any panel shows any bar.
    public var showsAnyBar: Bool {
        panels.contains { panel in
            let resolved = chrome(for: panel)
            return resolved.statusBar || resolved.topBar || resolved.navigationBar
        }
    }
}
