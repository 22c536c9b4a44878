/// The on-screen area a panel controller owns: its frame in its parent's content coordinates
/// and the colour it is drawn on. The view tree is the controllers' own (`children`,
/// `parent`), since nothing here draws views apart from their controllers.
public final class PanelView {
    /// The frame in the parent's content coordinates.
    public var frame: Rect
    /// The colour the view's content is drawn on, as UIKit's `backgroundColor`: the bars take
    /// it as theirs over the panel unless the configuration gives a `barColor`. Nil for none.
    public var backgroundColor: Color?

    /// A view at `frame`.
    public init(frame: Rect = .zero) {
        self.frame = frame
    }
}
