/// The top screen is swiped back as a pager is paged: the finger moves it 1:1, held between its
/// place and off screen, and a release past half way or at the fling velocity sends it back,
/// anything less returns it, with the spring and the finger's speed.
extension ScreenStack: Swipeable {
    private var topEntry: Entry? { entries.last(where: { !$0.isLeaving }) ?? entries.last }

    /// See `Swipeable`.
    public var swipeAxis: Axis { topEntry?.style.axis ?? .horizontal }
    /// How far the top screen travels to go back: the window's width or height.
    var topLength: Double { topEntry.map { length(of: $0) } ?? 1 }
    /// How far the top screen has gone back: 0 in place, 1 gone.
    public var topScreenDismissal: Double { topEntry.map { $0.offset / max(1, topLength) } ?? 0 }
    /// See `Swipeable`: anywhere on the screen.
    public var swipeArea: Rect { Rect(origin: .zero, size: viewport) }
    /// See `Swipeable`: one screen's length.
    public var swipeLimit: Double { topLength }
    /// See `Swipeable`.
    public var acceptsSwipes: Bool { topEntry != nil }
    /// See `Swipeable`.
    public var isSettling: Bool { topEntry?.isMoving == true }

    /// See `Swipeable`. Takes hold of the top screen where it is, even one on its way out; one
    /// a transition brought in, or an overlay that faded in, is from then on where its own
    /// style puts it, which the finger moves.
    public func beginSwipe() {
        guard let entry = topEntry else { return }
        if entry.transition != nil {
            let shown = shownFraction(of: entry)
            entry.transition = nil
            entry.offset = (1 - shown) * length(of: entry)
        }
        entry.fadesInPlace = false
        entry.animation = nil
        entry.curve = nil
        entry.isLeaving = false
        entry.swipeStart = entry.offset
        updateAppearance()
    }

    /// See `Swipeable`.
    public func updateSwipe(translation: Double) {
        guard let entry = topEntry, translation.isFinite else { return }
        let toward = entry.sheet?.position == .top ? -translation : translation
        entry.offset = min(max(entry.swipeStart + toward, 0), length(of: entry))
        updateAppearance()
    }

    /// See `Swipeable`.
    public func endSwipe(velocity: Double) {
        guard let entry = topEntry else { return }
        if entry.sheet != nil {
            let speed = (velocity.isFinite ? velocity : 0) * (entry.sheet?.position == .top ? -1 : 1)
            let target = restingTarget(of: entry, from: entry.offset, velocity: speed)
            entry.isLeaving = target >= length(of: entry)
            return settle(entry, to: target, velocity: speed)
        }
        let length = length(of: entry.style)
        let gone =
            policy.targetPage(
                position: length > 0 ? entry.offset / length : 0, velocity: velocity.isFinite ? velocity : 0,
                startPage: 0, pageCount: 2) == 1
        entry.isLeaving = gone
        settle(entry, to: gone ? length : 0, velocity: velocity.isFinite ? velocity : 0)
    }

    /// See `Swipeable`.
    public func cancelSwipe() {
        guard let entry = topEntry else { return }
        entry.isLeaving = false
        settle(entry, to: restingOffsets(of: entry)[0], velocity: 0)
    }
}
