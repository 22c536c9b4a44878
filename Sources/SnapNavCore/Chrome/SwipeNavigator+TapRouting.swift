extension SwipeNavigator {
    /// Sends taps where they land: to `chrome`'s bars, which lie on top of the cross, unless a
    /// screen is open over it; then to the hotspots of the panel under the tap.
    ///
    /// ```swift
    /// navigator.routeTaps(to: NavigationChrome(configuration: configuration, navigator: navigator))
    /// ```
    public func routeTaps(to chrome: NavigationChrome?) {
        // The navigator owns this closure, and the chrome only points back at the navigator.
        onTap = { [unowned(unsafe) self] point in
            if screens.isEmpty, chrome?.handleTap(at: point) == true { return }
            handleHotspotTap(at: point)
        }
    }
}
