/// When drawing that is recorded every frame is kept in a layer (a texture) and copied, and
/// when it is drawn directly: the one rule panels and bars share, as a phone keeps a view in
/// a layer of its own while it holds still.
///
/// The drawing is recorded into a `DisplayList` every frame, which costs a few appends, and
/// compared with what the layer holds: the same, and the layer is copied. Drawing that changes
/// on frame after frame (a list coasting, the ring shrinking during a swipe) is drawn directly,
/// which costs less than drawing it into a layer and copying it. Once it has drawn the same
/// for `framesHeldBeforeLayer` frames in a row, the layer is drawn again from it.
public final class LayerPolicy {
    /// What to do with this frame's drawing.
    public enum Decision: Equatable, Sendable {
        /// The layer holds this very drawing: copy it.
        case copyLayer
        /// The drawing has held still long enough: draw it into the layer, then copy that.
        case drawLayer
        /// The drawing is changing: draw it in place.
        case drawDirectly
    }

    /// How many frames in a row the drawing must be the same before a layer is drawn of it.
    public let framesHeldBeforeLayer: Int
    /// What was drawn the last frame: after `decide`, this frame's drawing, to draw from.
    public let lastSeen = DisplayList()
    private var hasSeen = false
    /// How many frames in a row the drawing has been what it was the frame before.
    private var framesHeld = 0

    /// A policy that draws a layer once the drawing has been the same for
    /// `framesHeldBeforeLayer` frames (1: at once).
    public init(framesHeldBeforeLayer: Int) {
        self.framesHeldBeforeLayer = max(1, framesHeldBeforeLayer)
    }

    /// Decides for this frame's `recording`, given what the layer holds (nil when there is no
    /// layer of the right size and scale), and keeps the recording as `lastSeen`, taking its
    /// storage: `recording` holds the frame before's commands afterwards, ready to be reset.
    public func decide(_ recording: DisplayList, layerHolds layerContent: DisplayList?) -> Decision {
        defer { remember(recording) }
        if let layerContent, layerContent.draws(theSameAs: recording) { return .copyLayer }
        framesHeld = hasSeen && lastSeen.draws(theSameAs: recording) ? framesHeld + 1 : 0
        return framesHeld >= framesHeldBeforeLayer - 1 ? .drawLayer : .drawDirectly
    }

    /// Keeps `recording` as what was drawn last, taking its storage.
    public func remember(_ recording: DisplayList) {
        lastSeen.swapContents(with: recording)
        hasSeen = true
    }

    /// Forgets what was drawn, as for drawing that left the screen. Called for each bar on
    /// every frame of a swipe, so a policy with nothing to forget does nothing.
    public func forget() {
        guard hasSeen else { return }
        lastSeen.reset(size: .zero)
        hasSeen = false
        framesHeld = 0
    }
}
