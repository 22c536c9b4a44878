/// Where each visible panel of the cross is drawn in one frame, bottom first, worked out once
/// from the pagers' offsets and transitions: drawing the panels, the opaque-coverage check and
/// the bars all read the same placements.
public struct FrameLayout {
    /// The visible panels, bottom first, each with its frame and the part of it that shows.
    public private(set) var placements: [PanelPlacement] = []
    /// The viewport the placements fill.
    public private(set) var viewport = Size.zero
    private let placer = PanelPlacer()

    /// An empty layout, before the first frame.
    public init() {}

    /// Lays out the panels under `root`, a pager filling a viewport of `size`, keeping the
    /// placements' storage from frame to frame.
    public mutating func layOut(_ root: PagingScrollController, in size: Size) {
        placements.removeAll(keepingCapacity: true)
        viewport = size
        let screen = Rect(origin: .zero, size: size)
        placer.place(root, in: screen, clip: screen, into: &placements)
    }

    /// Whether the visible panels cover the whole viewport with opaque drawing, so that the
    /// frame need not be cleared first. Their clips never overlap and stay inside the viewport,
    /// so they cover it when their areas add up to its area.
    public var coversViewportOpaquely: Bool {
        var area = 0.0
        for (index, placement) in placements.enumerated() {
            guard placement.panel.isOpaque else { return false }
            for earlier in placements[..<index] where !earlier.clip.intersection(placement.clip).isEmpty {
                return false
            }
            area += placement.clip.width * placement.clip.height
        }
        let viewportArea = viewport.width * viewport.height
        return viewportArea > 0 && area >= viewportArea * (1 - 1e-9)
    }
}
