/// A layer a bar draws scaled through a range of scales during a swipe, as the capture ring
/// shrinks from its resting size to its size on a side panel. Each size it passes through is
/// scaled once and kept; a renderer can scale them all ahead, at rest, so that no frame of the
/// first swipe pays for it.
public struct ScaledLayerRange: Sendable {
    /// The layer's content.
    public var content: LayerContent
    /// The scales it is drawn at, 1 being its own size.
    public var scales: ClosedRange<Double>

    /// `content` drawn at scales from `scales.lowerBound` to `scales.upperBound`.
    public init(content: LayerContent, scales: ClosedRange<Double>) {
        self.content = content
        self.scales = scales
    }
}
