/// Composes one frame of the navigation, bottom to top: the panels of the cross where the
/// pagers put them, their hotspots' flash, the bars, then the screens opened over the cross,
/// each dimming what is under it. The desktop draws it on its window and the web player on
/// its canvas, so both show the same frame.
public final class FrameComposer {
    /// Whether the panels moved since the frame before, which the bars' layers are told.
    private var barPlacementMotion = PlacementMotion()

    /// A composer that has drawn no frame yet.
    public init() {}

    /// Draws the frame `layout` lays out (`navigator.layOutFrame()`) into `canvas`, with the
    /// bars of `chrome` when there is one. `showingHotspots` is false while links are edited,
    /// which draw their own areas.
    public func compose(
        _ navigator: SwipeNavigator, layout: FrameLayout, chrome: NavigationChrome?, on canvas: FrameCanvas,
        showingHotspots: Bool = true
    ) {
        let screens = navigator.screens
        let viewport = Rect(origin: .zero, size: navigator.viewport)
        let crossOffset = screens.crossOffset
        for placement in layout.placements {
            canvas.drawPanel(crossOffset == .zero ? placement : placement.moved(by: crossOffset, within: viewport))
        }
        if screens.isEmpty && showingHotspots {
            navigator.hotspotLayer.draw(in: canvas, placements: layout.placements)
        }
        if let chrome {
            let panelsMoved = barPlacementMotion.moved(to: layout)
            for bar in chrome.bars {
                canvas.drawBar(bar.barSwitch, panelsMoved: panelsMoved) {
                    bar.draw(in: $0, chrome: chrome, layout: layout)
                }
            }
        }
        // Screens opened over the cross cover it, bars included, each darkening what is under it.
        let crossDim = screens.crossDim
        if crossDim.alpha > 0 { canvas.fill(viewport, color: crossDim) }
        for screen in screens.placements() {
            canvas.drawPanel(screen.placement, opacity: screen.opacity)
            if screen.placement.panel === screens.top && showingHotspots {
                navigator.hotspotLayer.draw(in: canvas, placements: [screen.placement])
            }
            if screen.dim.alpha > 0 { canvas.fill(viewport, color: screen.dim) }
        }
    }
}
