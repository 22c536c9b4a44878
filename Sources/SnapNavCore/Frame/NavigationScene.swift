/// The navigation a host shows: the navigator, the bars over it when the configuration asks
/// for them, with taps routed to the bars first, and the composer that draws both. Built
/// together, and rebuilt together when the configuration changes.
public final class NavigationScene {
    /// The navigation.
    public let navigator: SwipeNavigator
    /// The bars over the panels, when the configuration asks for them.
    public let chrome: NavigationChrome?
    private let composer = FrameComposer()

    /// The scene of `navigator`, with the bars `configuration` asks for, its image panels and
    /// their bars coloured as sampled from their images in `edgeColors` where the
    /// configuration gives no colour.
    public init(
        configuration: Configuration, navigator: SwipeNavigator, edgeColors: ImageEdgeColors = ImageEdgeColors()
    ) {
        self.navigator = navigator
        navigator.take(edgeColors, of: configuration)
        chrome = NavigationChrome(configuration: configuration, navigator: navigator, edgeColors: edgeColors)
        navigator.routeTaps(to: chrome)
    }

    /// Draws the frame `layout` lays out (`navigator.layOutFrame()`) into `canvas`.
    /// `showingHotspots` is false while links are edited, which draw their own areas.
    public func compose(_ layout: FrameLayout, on canvas: FrameCanvas, showingHotspots: Bool = true) {
        composer.compose(navigator, layout: layout, chrome: chrome, on: canvas, showingHotspots: showingHotspots)
    }
}
