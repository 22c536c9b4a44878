/// Tells whether the panels moved between one frame and the next: whether any panel's frame
/// or visible part changed, or a panel came or went.
///
/// While the panels move, the bars over them change on every frame (the ring shrinks, the
/// icons tint and slide, the top bar moves and fades with the camera), so there is no point in
/// recording their drawing to compare it with a layer: they are drawn directly, as a phone's
/// compositor redraws a layer whose properties animate. Between frames that move nothing, the
/// bars are compared and copied from their layers as before. A wrong answer only costs time:
/// a bar said to be moving is drawn directly, as its replayed recording would have been, and
/// one said to be still takes the path every bar took before.
public struct PlacementMotion {
    /// The placements of the layout given last, without the panels retained.
    private var last: [(panel: ObjectIdentifier, frame: Rect, clip: Rect)] = []
    private var hasLast = false

    /// No layout seen yet.
    public init() {}

    /// Whether `layout` places the panels differently from the layout given the call before,
    /// which it then replaces. False for the first layout, which has nothing to be compared with.
    public mutating func moved(to layout: FrameLayout) -> Bool {
        let placements = layout.placements
        var moved = hasLast && placements.count != last.count
        if hasLast && !moved {
            for (placement, before) in zip(placements, last)
            where ObjectIdentifier(placement.panel) != before.panel || placement.frame != before.frame
                || placement.clip != before.clip
            {
                moved = true
                break
            }
        }
        last.removeAll(keepingCapacity: true)
        for placement in placements {
            last.append((ObjectIdentifier(placement.panel), placement.frame, placement.clip))
        }
        hasLast = true
        return moved
    }
}
