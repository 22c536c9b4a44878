extension SwipeNavigator {
    /// Builds the cross a configuration describes, making each panel's controller with
    /// `makePanel` (plain `ColorPanelController`s by default; a `PanelFactory`'s `make` for
    /// every kind of content) and applying the physics, input and transition settings.
    /// Rethrows what `makePanel` throws.
    ///
    /// - Parameters:
    ///   - configuration: the arms, the panels and the settings.
    ///   - viewport: the window's size in points, which each page fills.
    ///   - clock: the time gestures and timed screens read.
    ///   - animationClock: the clock settle animations read, when it is not `clock` (slow motion).
    ///   - start: the panel to show first; the configuration's `start` when nil.
    ///   - makePanel: makes the controller of each panel the configuration names.
    public convenience init<PanelError: Error>(
        configuration: Configuration, viewport: Size, clock: Clock, animationClock: Clock? = nil, start: String? = nil,
        makePanel: (Configuration.Panel) throws(PanelError) -> PanelController
    ) throws(PanelError) {
        var controllers: [String: PanelController] = [:]
        // Looked up by id once, so a long arm does not search the panel list for every panel.
        var panels: [String: Configuration.Panel] = [:]
        // Asked by index, not `panels[id] == nil`, which compares whole panels field by field.
        for panel in configuration.panels where panels.index(forKey: panel.id) == nil { panels[panel.id] = panel }
        func controller(_ id: String) throws(PanelError) -> PanelController {
            if let existing = controllers[id] { return existing }
            let panel =
                panels[id]
                ?? Configuration.Panel(
                    id: id, title: id, background: .black, swipe: true, content: nil)
            let made = try makePanel(panel)
            made.isSwipeEnabled = panel.swipe
            controllers[id] = made
            return made
        }
        let home = try controller(configuration.start)
        self.init(
            horizontal: try configuration.horizontal.map(controller),
            vertical: try configuration.vertical.map(controller),
            home: home, start: start.flatMap { controllers[$0] }, viewport: viewport, clock: clock,
            animationClock: animationClock)
        apply(configuration)
        for panel in configuration.panels {
            if !panel.hotspots.isEmpty { hotspotLayer.areas[panel.id] = panel.hotspots }
            if let after = panel.after { timedActions.actions[panel.id] = after }
        }
        // The panels opened over the cross, made by the same factory as the arms'.
        for (id, isPresented) in configuration.openedScreens {
            try screens.register(
                id, panel: controllers[id] == nil ? controller(id) : nil, style: isPresented ? .present : .push)
        }
        screens.openingSheets = configuration.openingSheets
        timedActions.launchScreen = configuration.launch
    }

    /// Builds the cross a configuration describes with a plain `ColorPanelController` (background
    /// and title) for every panel.
    public convenience init(
        configuration: Configuration, viewport: Size, clock: Clock, animationClock: Clock? = nil, start: String? = nil
    ) {
        self.init(
            configuration: configuration, viewport: viewport, clock: clock, animationClock: animationClock, start: start
        ) { panel in ColorPanelController(identifier: panel.id, title: panel.title, background: panel.background) }
    }

    /// Applies the physics, input and transition settings of `configuration` to the running
    /// navigation, without moving it.
    public func apply(_ configuration: Configuration) {
        for pager in [horizontal, vertical].compactMap({ $0 }) {
            pager.bounces = configuration.physics.bounces
            pager.policy = PagingPolicy(flingVelocity: configuration.physics.flingVelocity)
            pager.spring = configuration.physics.spring
        }
        screens.policy = PagingPolicy(flingVelocity: configuration.physics.flingVelocity)
        screens.spring = configuration.physics.spring
        horizontal.transitionBeforeHome = configuration.transitions.left
        horizontal.transitionAfterHome = configuration.transitions.right
        vertical?.transitionBeforeHome = configuration.transitions.above
        vertical?.transitionAfterHome = configuration.transitions.below
        wheel.pointsPerUnit = configuration.input.wheelScale
        wheel.endPause = configuration.input.wheelEndPause
        wheel.notches = configuration.input.wheelNotches
    }
}

extension SwipeNavigator {
    /// The panel a navigator built for `configuration` starts on to keep the place of
    /// `previous`, the one it replaces after a save: the panel on screen when either arm of
    /// `configuration` still holds it; nil, the configuration's own start, otherwise.
    public static func start(keepingPlaceOf previous: SwipeNavigator, in configuration: Configuration) -> String? {
        let current = previous.currentPanel.identifier
        return configuration.armPanels.contains(current) ? current : nil
    }

    /// Keeps the place of `previous`, the navigator this one replaces after a save, as a hot
    /// reload does in the window and on a phone: the screens open over the cross that this
    /// configuration still opens stay open, each panel takes over what the designer saw of it
    /// (where it was scrolled), and hotspots show if they did.
    public func keepPlace(of previous: SwipeNavigator) {
        showsHotspots = previous.showsHotspots
        reopen(previous.screens.screens.map { ($0.panel.identifier, $0.style) })
        carryOver(from: previous)
    }

    /// Lets each panel of this navigator, just built by a reload, take over what the designer
    /// saw of the panel of the same id in `previous` (see `PanelController.carryOver(from:)`).
    public func carryOver(from previous: SwipeNavigator) {
        for (id, panel) in panelsByID { previous.panelsByID[id].map(panel.sendCarryOver(from:)) }
        screens.carryOver(from: previous.screens)
        // What a panel took over may move by itself, wherever the panel is.
        panelAnimations.askEveryPanel()
    }
}

extension SwipeNavigator {
    /// The panels shown now, or about to be: the one the cross rests on or settles toward,
    /// then the screens open over it.
    public var panelsShown: [String] {
        [currentPanel.identifier] + screens.screens.map { $0.panel.identifier }
    }

    /// Gives each image panel of `configuration` without a background of its own the colour
    /// sampled from its image's edge, without rebuilding it: what it shows, and where, stays.
    public func take(_ edgeColors: ImageEdgeColors, of configuration: Configuration) {
        for panel in configuration.panels where !panel.backgroundGiven {
            guard let color = edgeColors.color(of: panel),
                let controller = self.panel(withID: panel.id) as? ColorPanelController,
                controller.background != color
            else { continue }
            controller.background = color
        }
    }
}

extension SwipeNavigator {
    /// Builds the cross a configuration describes, as the initializer taking `makePanel` does,
    /// with every panel made by `panelFactory` on the clock animations read: how an app builds
    /// it at launch and again on each reload. Throws for a panel the factory cannot make.
    public convenience init(
        configuration: Configuration, viewport: Size, clock: Clock, animationClock: Clock? = nil, start: String? = nil,
        panelFactory: PanelFactory
    ) throws(PanelContentError) {
        let panelClock = animationClock ?? clock
        try self.init(
            configuration: configuration, viewport: viewport, clock: clock, animationClock: animationClock, start: start
        ) { panel throws(PanelContentError) in try panelFactory.make(panel, clock: panelClock) }
    }
}
