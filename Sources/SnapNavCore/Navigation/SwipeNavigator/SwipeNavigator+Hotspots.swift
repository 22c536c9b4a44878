/// Taps on the areas a designer marked on their screens (see `HotspotLayer`): a tap inside one
/// does what it says; a tap on a screen that has some but hits none makes them flash.
extension SwipeNavigator {
    /// Does what the hotspot under `point` (in window points) says, on the panel the frame drew
    /// there; a tap that hits none goes to the panel itself (a story steps through its snaps).
    /// Returns whether either answered; a tap neither answers on a panel that has hotspots
    /// starts their flash.
    @discardableResult
    public func handleHotspotTap(at point: Point) -> Bool {
        guard let placement = placementAnswering(point) else { return screens.tapOutsideSheet() }
        let panel = placement.panel.panelOnScreen
        let inContent = panel.contentPoint(at: point - placement.frame.origin)
        if let hit = hotspotLayer.hit(at: inContent, onPanel: panel.identifier) {
            follow(hit.action, spring: hit.spring?.parameters, transition: hit.transition, sheet: hit.sheet)
            return true
        }
        if panel.sendTap(at: inContent) { return true }
        hotspotLayer.flashAfterMiss(onPanel: panel.identifier)
        return false
    }

    /// Whether the hotspots are shown all the time, as the app's `--hotspots` and its tool key
    /// set it: `hotspotLayer.isAlwaysShown`.
    public var showsHotspots: Bool {
        get { hotspotLayer.isAlwaysShown }
        set { hotspotLayer.isAlwaysShown = newValue }
    }

    /// How strongly the hotspots show now, 0…1: `hotspotLayer.opacity`.
    public var hotspotOpacity: Double { hotspotLayer.opacity }

    /// `HotspotLayer.fill`, which the link editor draws its areas in too.
    public static var hotspotFill: Color { HotspotLayer.fill }
    /// `HotspotLayer.edge`, which the link editor draws its areas in too.
    public static var hotspotEdge: Color { HotspotLayer.edge }
}
