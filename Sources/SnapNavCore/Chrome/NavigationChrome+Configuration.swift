extension NavigationChrome {
    /// The bars `configuration` asks for over `navigator`'s panels, coloured as sampled from
    /// the images in `edgeColors` where the configuration gives no colour, or nil when no panel
    /// shows any bar.
    public convenience init?(
        configuration: Configuration, navigator: SwipeNavigator, edgeColors: ImageEdgeColors = ImageEdgeColors()
    ) {
        guard configuration.showsAnyBar else { return nil }
        var panels: [String: PanelChrome] = [:]
        for panel in configuration.panels {
            panels[panel.id] = configuration.chrome(for: panel, edgeColors: edgeColors)
        }
        self.init(navigator: navigator, panels: panels)
    }
}
