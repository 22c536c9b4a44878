/// Decides which page a released gesture lands on. Shared by both axes.
public struct PagingPolicy: Hashable, Sendable {
    /// A release at least this fast (points per second) toward a neighbour goes to that neighbour.
    public var flingVelocity: Double

    /// A policy that flings to the neighbour at `flingVelocity` points per second or more.
    public init(flingVelocity: Double = 300) {
        self.flingVelocity = flingVelocity
    }

    /// The page to settle on.
    ///
    /// - Parameters:
    ///   - position: the content offset in pages (1.4 is 40% of the way from page 1 to page 2).
    ///   - velocity: the content's velocity in points per second, positive toward higher pages.
    ///   - startPage: the page the gesture started from; the result is at most one page away.
    ///   - pageCount: the number of pages.
    public func targetPage(position: Double, velocity: Double, startPage: Int, pageCount: Int) -> Int {
        guard pageCount > 0 else { return 0 }
        let last = pageCount - 1
        guard position.isFinite else { return min(max(startPage, 0), last) }
        let position = min(max(position, -1), Double(pageCount))
        var target: Int
        if velocity.isFinite, velocity >= flingVelocity {
            target = Int(position.rounded(.down)) + 1
        } else if velocity.isFinite, velocity <= -flingVelocity {
            target = Int(position.rounded(.up)) - 1
        } else {
            target = Int(position.rounded(.toNearestOrAwayFromZero))
        }
        target = min(max(target, startPage - 1), startPage + 1)
        return min(max(target, 0), last)
    }
}
