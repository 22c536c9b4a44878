/// Works out where each visible panel of a pager tree is drawn, and in which order, from
/// the pagers' offsets and their transitions. Reads state, never changes it.
public struct PanelPlacer {
    /// A placer; it keeps no state of its own.
    public init() {}

    /// Appends to `placements`, bottom first, every leaf panel of `pager` that can be seen when
    /// the pager fills `rect` and only `clip` of it can be seen.
    public func place(
        _ pager: PagingScrollController, in rect: Rect, clip: Rect, into placements: inout [PanelPlacement]
    ) {
        guard let visible = visiblePair(of: pager) else { return }
        let length = pager.pageLength
        let axis = pager.axis
        let first = visible.first
        let pushFrame = { (index: Int) -> Rect in
            rect.offsetBy(axis.point(pager.relativePosition(ofPage: index) * length))
        }
        guard let second = visible.second else {
            emit(pager.pages[first], frame: pushFrame(first), clip: clip, into: &placements)
            return
        }
        switch transition(of: pager, between: first, and: second) {
        case .push:
            emit(pager.pages[first], frame: pushFrame(first), clip: clip, into: &placements)
            emit(pager.pages[second], frame: pushFrame(second), clip: clip, into: &placements)
        case .cover:
            let home = pager.homePage == first ? first : second
            let neighbour = home == first ? second : first
            let top = pushFrame(neighbour)
            emit(pager.pages[home], frame: rect, clip: uncovered(clip, by: top, axis: axis), into: &placements)
            emit(pager.pages[neighbour], frame: top, clip: clip, into: &placements)
        case .reveal:
            let home = pager.homePage == first ? first : second
            let neighbour = home == first ? second : first
            let top = pushFrame(home)
            emit(pager.pages[neighbour], frame: rect, clip: uncovered(clip, by: top, axis: axis), into: &placements)
            emit(pager.pages[home], frame: top, clip: clip, into: &placements)
        }
    }

    /// The transition between two adjacent pages: the home page's arm decides, and two pages
    /// that are both away from home push.
    public func transition(of pager: PagingScrollController, between first: Int, and second: Int) -> PanelTransition {
        guard let home = pager.homePage else { return .push }
        if first == home { return pager.transitionAfterHome }
        if second == home { return pager.transitionBeforeHome }
        return .push
    }

    private func visiblePair(of pager: PagingScrollController) -> (first: Int, second: Int?)? {
        guard let range = pager.visiblePages else { return nil }
        if range.lowerBound == range.upperBound || pager.pageLength <= 0 { return (range.lowerBound, nil) }
        return (range.lowerBound, range.upperBound)
    }

    /// The part of `clip` not hidden under `top`, which lies flush with it along `axis`.
    private func uncovered(_ clip: Rect, by top: Rect, axis: Axis) -> Rect {
        var visible = clip
        switch axis {
        case .horizontal:
            if top.midX < clip.midX {
                let left = min(max(top.maxX, clip.minX), clip.maxX)
                visible = Rect(x: left, y: clip.minY, width: clip.maxX - left, height: clip.height)
            } else {
                let right = max(min(top.minX, clip.maxX), clip.minX)
                visible = Rect(x: clip.minX, y: clip.minY, width: right - clip.minX, height: clip.height)
            }
        case .vertical:
            if top.midY < clip.midY {
                let topEdge = min(max(top.maxY, clip.minY), clip.maxY)
                visible = Rect(x: clip.minX, y: topEdge, width: clip.width, height: clip.maxY - topEdge)
            } else {
                let bottom = max(min(top.minY, clip.maxY), clip.minY)
                visible = Rect(x: clip.minX, y: clip.minY, width: clip.width, height: bottom - clip.minY)
            }
        }
        return visible
    }

    private func emit(_ panel: PanelController, frame: Rect, clip: Rect, into placements: inout [PanelPlacement]) {
        let visible = clip.intersection(frame)
        guard !visible.isEmpty else { return }
        if let nested = panel as? PagingScrollController {
            place(nested, in: frame, clip: visible, into: &placements)
        } else {
            placements.append(PanelPlacement(panel: panel, frame: frame, clip: visible))
        }
    }
}
