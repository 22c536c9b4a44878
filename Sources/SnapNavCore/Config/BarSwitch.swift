/// A bar a panel shows or hides, as the configuration names it: its key (`statusBar`) and
/// which panels show it when the configuration only says `"bars": true`. The bars themselves
/// (their drawing, layout and buttons) are in `Chrome/`, each a `ChromeBar` naming its switch.
public struct BarSwitch: Hashable, Sendable {
    /// The key that switches the bar on or off, at the top level or in a panel.
    public let key: String
    /// Whether `"bars": true` shows it on the start panel only (the camera's top bar), rather
    /// than on every panel.
    public let startPanelOnly: Bool

    /// A switch named `key`.
    public init(key: String, startPanelOnly: Bool = false) {
        self.key = key
        self.startPanelOnly = startPanelOnly
    }

    /// The time and battery across the top of the window.
    public static let statusBar = BarSwitch(key: "statusBar")
    /// The profile badge and search field across the top of the panel; the camera's alone by default.
    public static let topBar = BarSwitch(key: "topBar", startPanelOnly: true)
    /// The capture ring and the side icons across the bottom of the window.
    public static let navigationBar = BarSwitch(key: "navigationBar")

    /// Every bar's switch, as the configuration accepts them.
    public static let all: [BarSwitch] = [.statusBar, .topBar, .navigationBar]
}
