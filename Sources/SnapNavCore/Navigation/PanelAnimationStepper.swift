/// Asks the cross's panels whether they run an animation of their own, and steps those that do:
/// only the panels in reach, those on the pages in view or one page beside them on either arm,
/// and any panel found animating before, until its animation ends.
///
/// A panel out of reach shows nothing, and what starts an animation reaches a panel in view: a
/// press or a drag on its content (the panel a gesture engages is asked until the gesture has
/// ended, wherever it went), a tap, its appearing. A new size or a reload, which reach every
/// panel, have the next step ask every panel once. So a swipe along an arm of a thousand panels
/// asks as many panels as one along an arm of five. An animation that a panel out of reach
/// started by itself runs from when the panel comes into reach, each step reading the clock.
struct PanelAnimationStepper {
    /// Every panel of the cross, held unretained, as are those below: the navigator keeps
    /// every panel for its whole life.
    private let everyPanel: [Unmanaged<PanelController>]
    /// The panels found animating when last stepped.
    private var animating: [Unmanaged<PanelController>] = []
    /// Whether the next step asks every panel: at first, and after a layout or a reload.
    private var asksEveryPanel = true
    /// The panel the gesture in progress presses or scrolls, if any (`engage`).
    private var engaged: Unmanaged<PanelController>?

    /// A stepper for the cross made of `panels`.
    init(panels: some Sequence<PanelController>) {
        everyPanel = panels.map { Unmanaged.passUnretained($0) }
    }

    /// Has the next step ask every panel, as after a change that reached each of them (a new
    /// size, state carried over from a reload) and may have started an animation out of reach.
    mutating func askEveryPanel() {
        asksEveryPanel = true
    }

    /// Has the panel a gesture presses or scrolls asked on every step while the gesture lasts,
    /// and on the step after it ends, wherever the gesture took it: content let go past a page's
    /// worth of travel, as in a tiny window, starts coasting out of reach.
    mutating func engage(_ panel: PanelController) {
        engaged = Unmanaged.passUnretained(panel)
    }

    /// Steps the animation of every panel to ask (`panelsToAsk`) that runs one, and remembers
    /// those still running afterwards. `gestureEnded` lets the engaged panel go after this step.
    mutating func step(horizontal: PagingScrollController, vertical: PagingScrollController?, gestureEnded: Bool) {
        let panels = panelsToAsk(horizontal: horizontal, vertical: vertical)
        asksEveryPanel = false
        if gestureEnded { engaged = nil }
        animating.removeAll(keepingCapacity: true)
        for panel in panels {
            panel._withUnsafeGuaranteedRef { panel in
                guard panel.isRunningAnimation else { return }
                panel.sendAnimationStep()
                if panel.isRunningAnimation { animating.append(Unmanaged.passUnretained(panel)) }
            }
        }
    }

    /// Whether a panel the next step will ask runs an animation.
    func isAnyRunning(horizontal: PagingScrollController, vertical: PagingScrollController?) -> Bool {
        panelsToAsk(horizontal: horizontal, vertical: vertical).contains { panel in
            panel._withUnsafeGuaranteedRef { $0.isRunningAnimation }
        }
    }

    /// Every panel, the first time and after `askEveryPanel()`; otherwise the panels in reach,
    /// those still animating and the engaged one, each once.
    private func panelsToAsk(
        horizontal: PagingScrollController, vertical: PagingScrollController?
    ) -> [Unmanaged<PanelController>] {
        if asksEveryPanel { return everyPanel }
        var panels = Self.panelsInReach(horizontal: horizontal, vertical: vertical)
        func addOnce(_ panel: Unmanaged<PanelController>) {
            if !panels.contains(where: { $0.toOpaque() == panel.toOpaque() }) { panels.append(panel) }
        }
        for panel in animating { addOnce(panel) }
        if let engaged { addOnce(engaged) }
        return panels
    }

    /// The panels on the pages in view on `horizontal`, and one page either side, descending
    /// into `vertical` where it is one of those pages.
    private static func panelsInReach(
        horizontal: PagingScrollController, vertical: PagingScrollController?
    ) -> [Unmanaged<PanelController>] {
        var panels: [Unmanaged<PanelController>] = []
        for page in pagesInReach(of: horizontal) {
            if let vertical, page === vertical {
                for inner in pagesInReach(of: vertical) { panels.append(Unmanaged.passUnretained(inner)) }
            } else {
                panels.append(Unmanaged.passUnretained(page))
            }
        }
        return panels
    }

    /// The pages of `pager` in view, and one page either side of them.
    private static func pagesInReach(of pager: PagingScrollController) -> ArraySlice<PanelController> {
        guard let visible = pager.visiblePages else { return [] }
        let pages = pager.pages
        return pages[max(visible.lowerBound - 1, 0)...min(visible.upperBound + 1, pages.count - 1)]
    }
}
