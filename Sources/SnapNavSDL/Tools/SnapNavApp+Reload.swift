import SnapNavCore

extension SnapNavApp: ToolHost {
    /// Watches the configuration file at `path` and reloads it when it changes on disk.
    /// The tuning overlay writes its values back to this file.
    package func watchConfiguration(at path: String) {
        watchPrototype(.file(path))
    }

    /// Watches `source` (its configuration, every image it shows, and for a folder of images
    /// the folder) and reloads it when any of them changes on disk (see `HotReload`). The
    /// tuning overlay writes its values back to its configuration file.
    package func watchPrototype(_ source: PrototypeSource) {
        tools.hotReload = HotReload(source: source, host: self)
    }

    /// Reloads the watched prototype if its configuration or any of its images changed.
    package func reloadConfigurationIfChanged() {
        tools.hotReload?.reloadIfChanged()
    }

    /// Rebuilds the navigation for `newConfiguration` with the app's panel factory, staying on
    /// the current panel when it is still in either arm (the start panel otherwise), with the
    /// screens open over it that the new configuration still opens, each scrolled where it
    /// was. The images drawn so far
    /// are forgotten, since their files may have changed. The window keeps its size. Throws,
    /// changing nothing, when the factory cannot make a panel.
    package func reload(_ newConfiguration: Configuration) throws {
        try reload(newConfiguration, imagesChanged: true)
    }

    /// See `ToolHost`.
    func reload(_ newConfiguration: Configuration, decodedImages: [String: DecodedImage]) throws {
        try reload(newConfiguration, imagesChanged: true, decodedImages: decodedImages)
    }

    /// `reload(_:)`, keeping the images decoded so far when `imagesChanged` is false: the app's
    /// own edits of the configuration text change no image. `decodedImages`, by path, were
    /// decoded from the files as they are now, and are kept rather than decoded again.
    func reload(
        _ newConfiguration: Configuration, imagesChanged: Bool, decodedImages: [String: DecodedImage] = [:]
    ) throws {
        let current = navigator.currentPanel.identifier
        let start = newConfiguration.armPanels.contains(current) ? current : nil
        let rebuilt = try Self.makeNavigator(
            configuration: newConfiguration, viewport: navigator.viewport, clock: clock,
            animationClock: animationClock, start: start, factory: panelFactory)
        if imagesChanged { canvas.forgetImages() }
        canvas.images.adopt(decodedImages)
        images.rank(newConfiguration, shownBy: rebuilt)
        if imagesChanged {
            // What shows at once is decoded at once, as at launch; the rest follow in the background.
            let first = newConfiguration.panelsOneSwipe(from: ImageFeed.panelsShown(by: rebuilt))
            canvas.images.decodeNow(newConfiguration.imageFiles(of: first).map(\.file.path))
        }
        inputRouter.captureMouse(false)
        rebuilt.showsHotspots = navigator.showsHotspots
        // The screens open over the cross stay open, so a designer editing one sees it change.
        rebuilt.reopen(navigator.screens.screens.map { ($0.panel.identifier, $0.style) })
        // And each screen stays where it was scrolled.
        rebuilt.carryOver(from: navigator)
        navigator = rebuilt
        chrome = Self.makeChrome(configuration: newConfiguration, navigator: navigator)
        if newConfiguration.window.title != configuration.window.title {
            window.setTitle(newConfiguration.window.title)
        }
        configuration = newConfiguration
        scheduler.needsDisplay = true
    }

    /// See `ToolHost`.
    func clearError() {
        tools.messages.clearBanner()
        scheduler.needsDisplay = true
    }

    /// See `ToolHost`.
    func toast(_ text: String, seconds: Double) {
        tools.messages.toast(text, until: clock.now + seconds)
        scheduler.needsDisplay = true
    }
}
