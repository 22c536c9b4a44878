import SnapNavCore

extension SpringAnimation {
    /// The first 60 Hz frame after its start at which the spring has finished: how many frames
    /// a settle it drives draws.
    func framesUntilFinished() -> Int {
        var frame = 1
        while !isFinished(at: startTime + Double(frame) / 60) { frame += 1 }
        return frame
    }
}
