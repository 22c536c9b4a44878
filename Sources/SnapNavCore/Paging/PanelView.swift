/// The on-screen area a panel controller owns: a frame in its superview's coordinates
/// and a place in the view tree.
public final class PanelView {
    /// The frame in the superview's content coordinates.
    public var frame: Rect
    /// The colour the view's content is drawn on, as UIKit's `backgroundColor`: the bars take
    /// it as theirs over the panel unless the configuration gives a `barColor`. Nil for none.
    public var backgroundColor: Color?
    /// The view this one was added to, if any.
    public private(set) weak var superview: PanelView?
    /// The views added to this one, bottom first.
    public private(set) var subviews: [PanelView] = []

    /// A view at `frame`, in no superview.
    public init(frame: Rect = .zero) {
        self.frame = frame
    }

    /// Adds `view` on top of the other subviews, moving it from its old superview.
    public func addSubview(_ view: PanelView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    /// Detaches the view from its superview.
    public func removeFromSuperview() {
        guard let superview else { return }
        superview.subviews.removeAll { $0 === self }
        self.superview = nil
    }
}
