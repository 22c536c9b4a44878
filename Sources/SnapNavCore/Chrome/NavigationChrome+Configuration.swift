extension NavigationChrome {
    /// The bars `configuration` asks for over `navigator`'s panels, or nil when no panel shows
    /// any bar.
    public convenience init?(configuration: Configuration, navigator: SwipeNavigator) {
        guard configuration.showsAnyBar else { return nil }
        var panels: [String: PanelChrome] = [:]
        for panel in configuration.panels { panels[panel.id] = configuration.chrome(for: panel) }
        self.init(navigator: navigator, panels: panels)
    }
}
