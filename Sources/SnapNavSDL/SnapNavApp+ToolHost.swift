import CSDL2
import SnapNavCore

extension SnapNavApp: ToolHost {
    /// Rebuilds the navigation for `newConfiguration` with the app's panel factory, staying on
    /// the current panel when it is still in either arm (the start panel otherwise), with the
    /// screens open over it that the new configuration still opens, each scrolled where it
    /// was. The images drawn so far are forgotten unless `imagesChanged` is false (the app's
    /// own edits of the configuration text change no image), but for `decodedImages`, by path,
    /// decoded from the files as they are now. The window keeps its size. Throws, changing
    /// nothing, when the factory cannot make a panel.
    func reload(
        _ newConfiguration: Configuration, imagesChanged: Bool = true, decodedImages: [String: DecodedImage] = [:]
    ) throws {
        let rebuilt = try SwipeNavigator(
            configuration: newConfiguration, viewport: navigator.viewport, clock: clock, animationClock: animationClock,
            start: SwipeNavigator.start(keepingPlaceOf: navigator, in: newConfiguration), panelFactory: panelFactory)
        if imagesChanged { canvas.forgetImages() }
        images.reload(newConfiguration, shownBy: rebuilt, changed: imagesChanged, decoded: decodedImages)
        inputRouter.captureMouse(false)
        // The screens open over the cross stay open, so a designer editing one sees it change.
        rebuilt.keepPlace(of: navigator)
        scene = NavigationScene(configuration: newConfiguration, navigator: rebuilt, edgeColors: images.edgeColors)
        if newConfiguration.window.title != configuration.window.title {
            window.setTitle(newConfiguration.window.title)
        }
        configuration = newConfiguration
        scheduler.needsDisplay = true
    }

    /// Uses `tuned` (the configuration with changed physics) from now on, without moving anything.
    package func applyTuning(_ tuned: Configuration) {
        configuration = tuned
        navigator.apply(tuned)
        scheduler.needsDisplay = true
    }

    func translate(_ event: SDL_Event) -> AppEvent? { inputRouter.translate(event, windowSize: window.pointSize) }
    func captureMouse(_ captured: Bool) { inputRouter.captureMouse(captured) }
    func setNeedsDisplay() { scheduler.needsDisplay = true }
    func sleep(_ seconds: Double) { scheduler.sleep(seconds) }
}
