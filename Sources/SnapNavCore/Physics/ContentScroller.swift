/// A free-scrolling (not paging) content offset along one axis, as UIScrollView scrolls a
/// list: it follows the finger, rubber-bands past its ends while dragged, coasts after a
/// release with UIKit's exponential deceleration (`decelerationRate` per millisecond), and
/// bounces back when it coasts into an end, coming to rest exactly on it.
///
/// ```swift
/// var scroller = ContentScroller(contentLength: 1200, viewportLength: 500)
/// scroller.beginDragging()
/// scroller.drag(by: -80)            // the finger moved 80 points up
/// scroller.endDragging(velocity: -900, at: clock.now)
/// scroller.step(at: clock.now)      // each frame
/// ```
public struct ContentScroller: Equatable, Sendable {
    private enum Motion: Equatable, Sendable {
        case idle
        case dragging(raw: Double)
        /// Coasting from `offset` at `velocity` (points per second) since `start`.
        case decelerating(offset: Double, velocity: Double, start: Double)
        case bouncing(SpringAnimation)
    }

    /// UIScrollView's normal deceleration rate: the velocity keeps this fraction each millisecond.
    public static let normalDecelerationRate = 0.998
    /// Coasting stops when the content would move less than this much farther (points).
    public static let restDistance = 0.1

    /// How fast coasting slows, per millisecond, as UIScrollView's `decelerationRate`.
    public var decelerationRate = ContentScroller.normalDecelerationRate
    /// The spring that brings the content back to an end it went past.
    public var bounceSpring = SpringParameters.default
    /// The length of the content and of the part of it that can be seen.
    public private(set) var contentLength: Double
    /// How much of the content shows at once.
    public private(set) var viewportLength: Double
    /// How far the content is scrolled: 0 shows its start, `maximumOffset` its end.
    public private(set) var offset = 0.0
    /// Whether the finger holding the content has moved it since it took hold, as UIKit's
    /// scroll view starts showing its indicator only once the content scrolls.
    public private(set) var hasMovedSinceDragBegan = false
    private var motion = Motion.idle

    /// A scroller at the start of content `contentLength` long seen through `viewportLength`.
    public init(contentLength: Double = 0, viewportLength: Double = 0) {
        self.contentLength = ContentScroller.sanitized(contentLength)
        self.viewportLength = ContentScroller.sanitized(viewportLength)
    }

    /// The largest offset at rest.
    public var maximumOffset: Double { max(0, contentLength - viewportLength) }
    /// Whether the content is coasting or bouncing by itself.
    public var isMoving: Bool {
        switch motion {
        case .decelerating, .bouncing: return true
        case .idle, .dragging: return false
        }
    }
    /// Whether a finger holds the content.
    public var isDragging: Bool {
        if case .dragging = motion { return true }
        return false
    }

    /// Changes the content and viewport lengths, keeping the offset in range at rest.
    public mutating func setLengths(content: Double, viewport: Double) {
        contentLength = Self.sanitized(content)
        viewportLength = Self.sanitized(viewport)
        switch motion {
        case .idle:
            offset = min(max(offset, 0), maximumOffset)
        case .bouncing(let spring) where spring.to != min(max(spring.to, 0), maximumOffset):
            // The end the bounce was heading for moved: the same bounce, shifted onto the new end.
            let shift = min(max(spring.to, 0), maximumOffset) - spring.to
            motion = .bouncing(
                SpringAnimation(
                    from: spring.from + shift, to: spring.to + shift, initialVelocity: spring.initialVelocity,
                    startTime: spring.startTime, parameters: spring.parameters))
            offset += shift
        case .bouncing, .dragging, .decelerating:
            break
        }
    }

    // MARK: Dragging

    /// Takes hold of the content where it is, stopping any coasting or bounce.
    public mutating func beginDragging() {
        motion = .dragging(raw: unbanded(offset))
        hasMovedSinceDragBegan = false
    }

    /// Moves the content with the finger: `fingerDelta` points since the last call, positive
    /// down (or right), which scrolls the content back toward its start.
    public mutating func drag(by fingerDelta: Double) {
        guard case .dragging(let raw) = motion, fingerDelta.isFinite else { return }
        let moved = raw - fingerDelta
        motion = .dragging(raw: moved)
        let previous = offset
        offset = banded(moved)
        if offset != previous { hasMovedSinceDragBegan = true }
    }

    /// Lets go with the finger moving at `velocity` points per second (positive down): the
    /// content coasts, bounces back from an end, or returns from a rubber band.
    public mutating func endDragging(velocity fingerVelocity: Double, at time: Double) {
        guard case .dragging = motion else { return }
        let velocity = fingerVelocity.isFinite ? -fingerVelocity : 0
        if offset < 0 || offset > maximumOffset {
            let end = offset < 0 ? 0 : maximumOffset
            startBounce(from: offset, to: end, velocity: velocity, at: time)
        } else {
            motion = .decelerating(offset: offset, velocity: velocity, start: time)
            step(at: time)
        }
    }

    /// Stops any motion and puts the content at `offset`, held within its bounds: where it was
    /// scrolled before a reload rebuilt the panel.
    public mutating func scroll(to offset: Double) {
        stop()
        guard offset.isFinite else { return }
        self.offset = min(max(offset, 0), maximumOffset)
    }

    /// Stops any motion where the content is (in range).
    public mutating func stop() {
        motion = .idle
        offset = min(max(offset, 0), maximumOffset)
    }

    // MARK: Time

    /// Where coasting from `offset` at `velocity` (points per second) ends, ignoring the ends.
    public func projectedOffset(from offset: Double, velocity: Double) -> Double {
        let rate = min(max(decelerationRate, 0.5), 0.999_999)
        return offset - velocity / 1000 / log(rate)
    }

    /// Advances coasting or a bounce to `time`. Returns whether the content is still moving.
    @discardableResult
    public mutating func step(at time: Double) -> Bool {
        switch motion {
        case .idle, .dragging:
            return false
        case .bouncing(let spring):
            offset = spring.value(at: time)
            if spring.isFinished(at: time) { motion = .idle }
        case .decelerating(let start, let velocity, let startTime):
            let rate = min(max(decelerationRate, 0.5), 0.999_999)
            let logRate = log(rate)
            let elapsed = max(0, time - startTime) * 1000
            // v(t) = v0 · rate^t (t in ms), so the distance so far is v0 · (rate^t − 1) / ln(rate).
            let travelled = velocity / 1000 * (pow(rate, elapsed) - 1) / logRate
            let position = start + travelled
            let remaining = -velocity / 1000 * pow(rate, elapsed) / logRate
            if position < 0 || position > maximumOffset {
                // Hit an end: the bounce starts where and when the content crossed it, with the speed it had there.
                let end = position < 0 ? 0.0 : maximumOffset
                let fraction = 1 + (end - start) * 1000 * logRate / velocity
                let crossing = fraction > 0 ? log(fraction) / logRate : 0
                let speed = velocity * pow(rate, crossing)
                startBounce(from: end, to: end, velocity: speed, at: startTime + crossing / 1000)
                return step(at: time)
            }
            if abs(remaining) < Self.restDistance || velocity == 0 {
                offset = min(max(start - velocity / 1000 / logRate, 0), maximumOffset)
                motion = .idle
            } else {
                offset = position
            }
        }
        return isMoving
    }

    private mutating func startBounce(from: Double, to: Double, velocity: Double, at time: Double) {
        let spring = SpringAnimation(
            from: from, to: to, initialVelocity: velocity, startTime: time, parameters: bounceSpring)
        motion = .bouncing(spring)
        offset = from
    }

    // MARK: Rubber band

    private func banded(_ raw: Double) -> Double {
        if raw < 0 { return -rubberBand(overshoot: -raw, dimension: viewportLength) }
        if raw > maximumOffset {
            return maximumOffset + rubberBand(overshoot: raw - maximumOffset, dimension: viewportLength)
        }
        return raw
    }

    /// The finger position that gives `offset` through the rubber band (its inverse).
    private func unbanded(_ offset: Double) -> Double {
        guard viewportLength > 0 else { return min(max(offset, 0), maximumOffset) }
        func inverse(_ banded: Double) -> Double {
            let d = viewportLength
            let ratio = min(banded / d, 0.999)
            return (1 / (1 - ratio) - 1) * d / 0.55
        }
        if offset < 0 { return -inverse(-offset) }
        if offset > maximumOffset { return maximumOffset + inverse(offset - maximumOffset) }
        return offset
    }

    private static func sanitized(_ length: Double) -> Double {
        length.isFinite ? max(0, length) : 0
    }
}
