/// One arm of the cross: the pager along one axis, with the home panel (the camera) on it.
/// The rules of the cross are the same for both arms, so they are written once here, with
/// the axis as a parameter, and `SwipeNavigator` asks the arm it needs.
struct Arm {
    /// The pager that pages along the arm.
    let pager: PagingScrollController

    /// The axis the arm pages along.
    var axis: Axis { pager.axis }

    /// The page of the home panel (the camera, or the column holding it).
    var homePage: Int { pager.homePage ?? 0 }

    /// Whether the arm rests on its home page: the other arm may move only then.
    var restsOnHome: Bool { pager.isAtRest && pager.restingPage == homePage }

    /// Whether the arm lets a gesture start on the other arm: it rests on its home page, and
    /// the press did not catch it settling.
    func letsTheOtherArmMove(caught: [PagingScrollController]) -> Bool {
        restsOnHome && !caught.contains { $0 === pager }
    }

    /// Whether the arm is on its home page and going nowhere, so the other arm can be
    /// navigated along at once.
    var isHome: Bool { pager.destinationPage == homePage && pager.phase == .idle }

    /// Where the arm is, as a pure function of its offset: −1 with the panel before home (left
    /// or above) on screen, 0 on home, 1 with the panel after it; in between while dragging or
    /// settling. Every bar animation reads this, never a timer.
    var progress: Double {
        let value = -pager.relativePosition(ofPage: homePage)
        return value.isFinite ? min(max(value, -1), 1) : 0
    }

    /// The panel next to home: before it (`side` −1) or after it (+1).
    func neighbour(_ side: Int) -> PanelController? {
        let index = homePage + (side < 0 ? -1 : 1)
        guard index >= 0, index < pager.pageCount else { return nil }
        return pager.pages[index]
    }

    /// The page `panel` is on, if it is on this arm.
    func page(of panel: PanelController) -> Int? {
        pager.pages.firstIndex { $0 === panel }
    }

    /// Moves `step` pages from where the arm is headed, unless a finger holds it.
    func page(by step: Int) {
        guard pager.phase != .dragging else { return }
        pager.scrollToPage(pager.destinationPage + step, animated: true)
    }
}
