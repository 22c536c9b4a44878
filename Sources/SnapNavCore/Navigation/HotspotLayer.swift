/// The areas a designer marked on their screens (`Hotspot`), drawn over the panels: which one a
/// tap hits, and their flash after a tap that hits none, as prototyping tools flash theirs so
/// the designer sees where they are. `SwipeNavigator` asks it what a tap hit and does what the
/// hotspot says; `FrameComposer` has it draw them.
public struct HotspotLayer {
    /// How long the hotspots show after a tap that hit none: held, then faded out.
    public static let flashDuration = 0.6
    /// Their colour: a design tool's selection blue, translucent over the screen.
    public static let fill = Color(red: 0x0D, green: 0x99, blue: 0xFF, alpha: 0x55)
    /// Their edge, deeper than `fill`, that still reads over a blue screen.
    public static let edge = Color(red: 0x00, green: 0x3D, blue: 0xCC, alpha: 0xFF)

    /// Each panel's hotspots, by panel id.
    public internal(set) var areas: [String: [Hotspot]] = [:]
    /// Whether the hotspots show all the time, not only in a flash after a tap that hit none.
    public var isAlwaysShown = false
    /// The clock the flash is timed on: the animations', so slow motion slows it.
    let clock: Clock
    /// When a tap that hit none made them flash.
    private var flashStart: Double?

    /// No hotspots yet, their flash timed on `clock`.
    init(clock: Clock) {
        self.clock = clock
    }

    /// The hotspot of the panel `panelID` under `point`, in the panel's content points: the
    /// topmost (last listed) that contains it. One hit ends a flash: the designer found it.
    mutating func hit(at point: Point, onPanel panelID: String) -> Hotspot? {
        guard let hit = areas[panelID]?.last(where: { $0.frame.contains(point) }) else { return nil }
        flashStart = nil
        return hit
    }

    /// Flashes the hotspots of the panel `panelID`, if it has any, after a tap that hit none
    /// and that the panel did not take either.
    mutating func flashAfterMiss(onPanel panelID: String) {
        if areas[panelID]?.isEmpty == false { flashStart = clock.now }
    }

    /// Whether a flash is under way, so frames must keep coming while it fades.
    public var isFlashing: Bool { flashStart != nil }

    /// How strongly the hotspots show now, 0…1: fully while `isAlwaysShown`, otherwise during
    /// a flash, held for its first half and faded over the second.
    public var opacity: Double {
        if isAlwaysShown { return 1 }
        guard let start = flashStart else { return 0 }
        let progress = (clock.now - start) / Self.flashDuration
        return progress < 0.5 ? 1 : max(0, 2 - 2 * progress)
    }

    /// Ends a flash whose time is up.
    mutating func step() {
        if let start = flashStart, clock.now - start >= Self.flashDuration { flashStart = nil }
    }

    /// Draws the hotspots of the panels at `placements` (this frame's layout) at `opacity`,
    /// each where its content is scrolled to (or held, in a pinned band) and clipped to its
    /// panel.
    public func draw(in canvas: Canvas, placements: [PanelPlacement]) {
        let opacity = opacity
        guard opacity > 0 else { return }
        for placement in placements {
            let panel = placement.panel.panelOnScreen
            guard let panelAreas = areas[panel.identifier], !panelAreas.isEmpty else { continue }
            for area in panelAreas {
                let shown = panel.placement(ofContent: area.frame)
                let frame = shown.frame.offsetBy(placement.frame.origin)
                canvas.pushClip(placement.clip.intersection(shown.clip.offsetBy(placement.frame.origin)))
                canvas.fillRoundedRect(frame, radius: 4, color: Self.fill.withOpacity(opacity))
                canvas.strokeRoundedRect(frame, radius: 4, lineWidth: 2, color: Self.edge.withOpacity(opacity))
                canvas.popClip()
            }
        }
    }
}
