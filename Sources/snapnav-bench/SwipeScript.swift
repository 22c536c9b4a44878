import SnapNavCore

/// The gestures the frame benchmarks play, as a designer tries the cross: a drag from the
/// start panel to each neighbour and back, every drag released and left to settle.
struct SwipeScript {
    /// One mouse drag, in fractions of the window's width and height.
    struct Drag {
        var from: Point
        var to: Point
    }

    var drags: [Drag]
    /// Mouse motions per drag, one per 60 Hz frame.
    var motionFrames: Int
    /// At most this many frames are given to each settle.
    var settleFrameLimit: Int

    /// Right and left neighbours, then (when the layout has a vertical arm) above and below.
    static func cross(vertical: Bool, motionFrames: Int = 12, settleFrameLimit: Int = 120) -> SwipeScript {
        func drag(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) -> Drag {
            Drag(from: Point(x: x0, y: y0), to: Point(x: x1, y: y1))
        }
        var drags = [
            drag(0.8, 0.5, 0.2, 0.5), drag(0.2, 0.5, 0.8, 0.5),
            drag(0.2, 0.5, 0.8, 0.5), drag(0.8, 0.5, 0.2, 0.5),
        ]
        if vertical {
            drags += [
                drag(0.5, 0.2, 0.5, 0.8), drag(0.5, 0.8, 0.5, 0.2),
                drag(0.5, 0.8, 0.5, 0.2), drag(0.5, 0.2, 0.5, 0.8),
            ]
        }
        return SwipeScript(drags: drags, motionFrames: motionFrames, settleFrameLimit: settleFrameLimit)
    }

    /// Drags up and down the middle of a list, each released and left to coast to rest, so
    /// the list's content moves on every frame.
    static func listScroll(motionFrames: Int = 12, settleFrameLimit: Int = 120) -> SwipeScript {
        let up = Drag(from: Point(x: 0.5, y: 0.8), to: Point(x: 0.5, y: 0.35))
        let down = Drag(from: Point(x: 0.5, y: 0.35), to: Point(x: 0.5, y: 0.8))
        return SwipeScript(
            drags: [up, up, down, down], motionFrames: motionFrames, settleFrameLimit: settleFrameLimit)
    }
}
