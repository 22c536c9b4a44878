/// Taps on the areas a designer marked on their screens: a tap inside one does what it says; a
/// tap on a screen that has some but hits none makes them flash, as prototyping tools do, so
/// the designer sees where they are.
extension SwipeNavigator {
    /// How long the hotspots show after a tap that hit none: held, then faded out.
    public static let hotspotFlashDuration = 0.6
    /// Their colour: a design tool's selection blue, translucent over the screen, with a deeper
    /// edge that still reads over a blue screen.
    public static let hotspotFill = Color(red: 0x0D, green: 0x99, blue: 0xFF, alpha: 0x55)
    public static let hotspotEdge = Color(red: 0x00, green: 0x3D, blue: 0xCC, alpha: 0xFF)

    /// Does what the hotspot under `point` (in window points) says, on the panel the frame drew
    /// there; a tap that hits none goes to the panel itself (a story steps through its snaps).
    /// Returns whether either answered; a tap neither answers on a panel that has hotspots
    /// starts their flash.
    @discardableResult
    public func handleHotspotTap(at point: Point) -> Bool {
        guard let placement = placementAnswering(point) else { return false }
        let panel = placement.panel.panelOnScreen
        let inContent = panel.contentPoint(at: point - placement.frame.origin)
        let areas = hotspots[panel.identifier] ?? []
        if let hit = areas.last(where: { $0.frame.contains(inContent) }) {
            hotspotFlashStart = nil
            follow(hit.action)
            return true
        }
        if panel.sendTap(at: inContent) { return true }
        if !areas.isEmpty { hotspotFlashStart = animationClock.now }
        return false
    }

    /// Where the panel that answers a press or tap at `point` (window points) was drawn: over
    /// the cross only the top screen answers; otherwise the cross's panel under the point.
    func placementAnswering(_ point: Point) -> PanelPlacement? {
        let candidates =
            screens.isEmpty
            ? placementsOnScreen : screens.placements().map { $0.placement }.filter { $0.panel === screens.top }
        return candidates.last(where: { $0.clip.contains(point) })
    }

    /// Does what a hotspot says: goes to a panel of the cross, opens a screen over it, or takes
    /// the top screen back.
    public func follow(_ action: Hotspot.Action) {
        switch action {
        case .go(let target):
            guard let panel = panel(withID: target) else { return }
            closeScreensAndNavigate(to: panel)
        case .push(let target):
            screens.open(target, as: .push)
        case .present(let target):
            screens.open(target, as: .present)
        case .back:
            screens.back()
        }
    }

    /// Opens the screens `opened` lists (panel id and style, bottom first) in place at once, as a
    /// reload keeps them; those the configuration no longer opens, and any above them, are left
    /// closed.
    public func reopen(_ opened: [(id: String, style: ScreenStack.Style)]) {
        for (id, style) in opened {
            guard screens.open(id, as: style, animated: false) else { return }
        }
    }

    /// Where the navigation is, as `--start` takes it: the cross's panel, then the screens open
    /// over it, joined with "/" (`inbox/chat`).
    public var startPath: String {
        ([currentPanel.identifier] + screens.screens.map { $0.panel.identifier }).joined(separator: "/")
    }

    /// Opens the screens `ids` names over the cross in place at once, bottom first, each as its
    /// first hotspot or `after` opens it, as `--start inbox/chat` asks; stops at an id that is
    /// not such a screen.
    public func openInPlace(_ ids: [String]) {
        for id in ids {
            guard screens.open(id, animated: false) else { return }
        }
    }

    /// Closes every screen opened over the cross, then navigates it to `panel` with the spring.
    func closeScreensAndNavigate(to panel: PanelController) {
        screens.closeAll()
        navigate(to: panel, animated: true)
    }

    /// How strongly the hotspots show now, 0…1: fully while `showsHotspots`, otherwise during a
    /// flash, held for its first half and faded over the second.
    public var hotspotOpacity: Double {
        if showsHotspots { return 1 }
        guard let start = hotspotFlashStart else { return 0 }
        let progress = (animationClock.now - start) / Self.hotspotFlashDuration
        return progress < 0.5 ? 1 : max(0, 2 - 2 * progress)
    }

    /// Ends a flash whose time is up.
    func stepHotspotFlash() {
        if let start = hotspotFlashStart, animationClock.now - start >= Self.hotspotFlashDuration {
            hotspotFlashStart = nil
        }
    }

    /// Draws the hotspots of the panels at `placements` (this frame's layout) at
    /// `hotspotOpacity`, each where its content is scrolled to (or held, in a pinned band) and
    /// clipped to its panel.
    public func drawHotspots(in canvas: Canvas, placements: [PanelPlacement]) {
        let opacity = hotspotOpacity
        guard opacity > 0 else { return }
        for placement in placements {
            let panel = placement.panel.panelOnScreen
            guard let areas = hotspots[panel.identifier], !areas.isEmpty else { continue }
            for area in areas {
                let shown = panel.placement(ofContent: area.frame)
                let frame = shown.frame.offsetBy(placement.frame.origin)
                canvas.pushClip(placement.clip.intersection(shown.clip.offsetBy(placement.frame.origin)))
                canvas.fillRoundedRect(frame, radius: 4, color: Self.hotspotFill.withOpacity(opacity))
                canvas.strokeRoundedRect(frame, radius: 4, lineWidth: 2, color: Self.hotspotEdge.withOpacity(opacity))
                canvas.popClip()
            }
        }
    }
}
