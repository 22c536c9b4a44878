/// One bar drawn over the panels, as a phone draws its status bar, its navigation bar and the
/// camera's top bar: it takes no layout space, and where it is, how it looks and which of its
/// buttons a tap hits are functions of the navigation, read each frame through the
/// `NavigationChrome` it belongs to. Each bar is drawn as a unit (the app keeps a layer for it
/// while it holds still), in the order of `NavigationChrome.bars`, the last on top.
///
/// A new bar is a type of its own in a file of its own: its `BarSwitch` (how the configuration
/// shows it), its drawing and its buttons; it joins `BarSwitch.all` and `NavigationChrome.bars`.
public protocol ChromeBar: AnyObject {
    /// The switch that shows or hides the bar, which also names its layer.
    var barSwitch: BarSwitch { get }
    /// Draws the bar over the panels where this frame's `layout` put them.
    func draw(in canvas: Canvas, chrome: NavigationChrome, layout: FrameLayout)
    /// The bar's button under `point`, as the bar is laid out now; nil when there is none.
    func item(at point: Point, chrome: NavigationChrome) -> NavigationChrome.Item?
    /// The layers the bar draws scaled during a swipe and through which scales, for the app to
    /// scale ahead while it rests. None unless a bar says so.
    var layersScaledDuringSwipes: [ScaledLayerRange] { get }
}

extension ChromeBar {
    /// See `ChromeBar`: none.
    public var layersScaledDuringSwipes: [ScaledLayerRange] { [] }
}
