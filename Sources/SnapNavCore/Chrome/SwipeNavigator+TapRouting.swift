extension SwipeNavigator {
    /// Sends taps where they land: to `chrome`'s bars, which lie on top of the cross, unless a
    /// screen is open over it; then to the hotspots of the panel under the tap.
    ///
    /// ```swift
    /// navigator.routeTaps(to: NavigationChrome(configuration: configuration, navigator: navigator))
    /// ```
    ///
    /// The navigator owns the closure and does not keep the chrome, which keeps the navigator:
    /// whoever made the chrome keeps it as long as its bars are shown (the app and the web
    /// player do).
    public func routeTaps(to chrome: NavigationChrome?) {
        #if hasFeature(Embedded)
            // The web build has no weak references; the player keeps the chrome as long as this.
            onTap = { [unowned(unsafe) self, unowned(unsafe) chrome] point in
                if screens.isEmpty, chrome?.handleTap(at: point) == true { return }
                handleHotspotTap(at: point)
            }
        #else
            onTap = { [unowned self, weak chrome] point in
                if screens.isEmpty, chrome?.handleTap(at: point) == true { return }
                handleHotspotTap(at: point)
            }
        #endif
    }
}
