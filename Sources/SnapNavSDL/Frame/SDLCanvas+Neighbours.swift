import SnapNavCore

extension SDLCanvas {
    /// Prepares what the next swipe from `scene` can show, as the app comes to rest: the
    /// panels one swipe away have their layers drawn, or where that would pass its allowance
    /// their text, shapes and scaled images made (`prepare`), so the first frame that shows one
    /// draws little more than a frame that showed it before; the bars' layers that a swipe
    /// scales are scaled to each size it passes through, and the shapes drawn so far are
    /// rasterised at every half-pixel placement a swipe can slide them to. Then the images of
    /// `configuration` off screen that are scaled to the size they are drawn at let their
    /// full-size pixels go.
    func prepareNeighbours(of scene: NavigationScene, configuration: Configuration) {
        let navigator = scene.navigator
        for panel in navigator.panelsOneSwipeAway { prepare(panel, size: navigator.viewport) }
        for range in scene.chrome?.layersScaledDuringSwipes ?? [] {
            prepareScaledLayer(range.content, scales: range.scales)
        }
        prepareShapePlacements()
        let shown = Set(configuration.imageFiles(of: navigator.panelsShown).map(\.file.path))
        handOverImages(configuration.imagePaths.filter { !shown.contains($0) })
    }
}
