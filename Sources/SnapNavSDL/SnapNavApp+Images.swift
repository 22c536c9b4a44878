import SnapNavCore

/// What the app does with what the image feed found: the frame drawn again, the designer told
/// (by the tools), and the colours sampled from images given to the panels and bars.
extension SnapNavApp {
    /// Takes in what the background decoded: an image drawn as a placeholder meanwhile is
    /// drawn again, its colours go to the panels and bars that take them, and a file that
    /// cannot be decoded is named in the banner.
    func absorbDecodedImages() {
        let found = images.absorb(into: configuration)
        if found.redraw {
            scheduler.needsDisplay = true
            scheduler.neighboursPrepared = false
        }
        tools.tell(found)
        guard found.colorsChanged else { return }
        // The panels take the new colours without being rebuilt, and the bars are made again:
        // what they show, and where, stays as it is.
        scene = NavigationScene(configuration: configuration, navigator: navigator, edgeColors: images.edgeColors)
        scheduler.needsDisplay = true
    }

    /// Decodes every image not decoded yet, and throws the first error among those found
    /// broken since the window opened: a headless run's last word, so that it exits with an
    /// error for any broken image, as a designer's script expects.
    package func checkEveryImage() throws {
        images.decodeEveryFile()
        absorbDecodedImages()
        if let first = images.errors.first { throw first }
    }
}
