/// The navigation a host shows: the navigator, the bars over it when the configuration asks
/// for them, with taps routed to the bars first, and the composer that draws both. Built
/// together, and rebuilt together when the configuration changes.
public final class NavigationScene {
    /// The navigation.
    public let navigator: SwipeNavigator
    /// The bars over the panels, when the configuration asks for them.
    public let chrome: NavigationChrome?
    private let composer = FrameComposer()

    /// The scene of `navigator`, with the bars `configuration` asks for.
    public init(configuration: Configuration, navigator: SwipeNavigator) {
        self.navigator = navigator
        chrome = NavigationChrome(configuration: configuration, navigator: navigator)
        navigator.routeTaps(to: chrome)
    }

    /// Draws the frame `layout` lays out (`navigator.layOutFrame()`) into `canvas`.
    /// `showingHotspots` is false while links are edited, which draw their own areas.
    public func compose(_ layout: FrameLayout, on canvas: FrameCanvas, showingHotspots: Bool = true) {
        composer.compose(navigator, layout: layout, chrome: chrome, on: canvas, showingHotspots: showingHotspots)
    }
}
