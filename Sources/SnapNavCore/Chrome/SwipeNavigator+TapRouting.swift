extension SwipeNavigator {
    /// Sends taps where they land (`handleTap(at:under:)`): to `chrome`'s buttons, then to the
    /// hotspots of the panel under the tap.
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
            onTap = { [unowned(unsafe) self, unowned(unsafe) chrome] point in handleTap(at: point, under: chrome) }
        #else
            onTap = { [unowned self, weak chrome] point in handleTap(at: point, under: chrome) }
        #endif
    }

    /// Handles a tap at `point` (window points) where it lands. The bars lie on top of the
    /// cross, so unless a screen is open over it, `chrome` is asked which of its buttons the tap
    /// hit, and the navigator does what that button does (`select(_:)`); a tap on no button goes
    /// to the hotspots of the panel under it (`handleHotspotTap(at:)`). Returns whether a
    /// button, a hotspot or the panel answered; a tap nothing answers is a miss, the one that
    /// makes the hotspots flash. `onTapHandled` hears of it.
    @discardableResult
    public func handleTap(at point: Point, under chrome: NavigationChrome?) -> Bool {
        let screen = onTapHandled == nil ? "" : startPath
        let answered: Bool
        if screens.isEmpty, let item = chrome?.item(at: point) {
            select(item)
            answered = true
        } else {
            answered = handleHotspotTap(at: point)
        }
        onTapHandled?(point, screen, answered)
        return answered
    }
}
