/// What hotspots and `after`s do: move along the cross, or open and close the screens over it.
extension SwipeNavigator {
    /// Does what a hotspot says: goes to a panel of the cross, opens a screen over it, or takes
    /// the top screen back, with the link's own `spring` or as its `transition` says (a screen
    /// goes back as it came, unless the back link has a transition of its own).
    public func follow(
        _ action: Hotspot.Action, spring: SpringParameters? = nil, transition: LinkTransition? = nil,
        sheet: SheetPresentation? = nil
    ) {
        switch action {
        case .go(let target):
            guard let panel = panel(withID: target) else { return }
            closeScreensAndNavigate(to: panel)
        case .push(let target):
            screens.open(target, as: .push, spring: spring, transition: transition)
        case .present(let target):
            screens.open(target, as: .present, spring: spring, transition: transition, sheet: sheet)
        case .back:
            screens.back(spring: spring, transition: transition)
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
}
