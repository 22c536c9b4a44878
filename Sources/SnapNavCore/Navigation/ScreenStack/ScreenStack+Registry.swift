/// The screens the stack can open, by panel id: what a hotspot's `push` or `present`, an
/// `after`, the launch screen and `--start` name.
extension ScreenStack {
    /// Adds the screen `id` opens as `style` when opened without saying how; `panel` is nil
    /// for an id whose panel lives in an arm of the cross, which only `go` reaches.
    func register(_ id: String, panel: PanelController?, style: Style) {
        openingStyles[id] = style
        if let panel { openablePanels[id] = panel }
    }

    /// Opens the screen registered as `id`, as `style` or as it opens by default, with the
    /// spring, as `transition` says, or in place at once. Returns false, opening nothing, for an
    /// id that is not such a screen.
    @discardableResult
    public func open(
        _ id: String, as style: Style? = nil, animated: Bool = true, spring: SpringParameters? = nil,
        transition: LinkTransition? = nil, sheet: SheetPresentation? = nil
    ) -> Bool {
        guard let panel = openablePanels[id] else { return false }
        open(
            panel, as: style ?? openingStyles[id] ?? .push, animated: animated, spring: spring, transition: transition,
            sheet: sheet ?? openingSheets.first { $0.id == id }?.sheet)
        return true
    }

    /// Whether a registered screen runs an animation of its own, open or not.
    var isAnyOpenablePanelRunningAnimation: Bool { openablePanels.values.contains { $0.isRunningAnimation } }

    /// Steps the registered screens' own motion (a list coasting), which runs to its end even
    /// after the screen was taken back.
    func stepOpenablePanelAnimations() {
        for panel in openablePanels.values where panel.isRunningAnimation { panel.sendAnimationStep() }
    }

    /// Lets each registered screen take over what the designer saw of the one of the same id
    /// in `previous`, as a reload does.
    func carryOver(from previous: ScreenStack) {
        for (id, panel) in openablePanels { previous.openablePanels[id].map(panel.sendCarryOver(from:)) }
    }
}
