/// Which frames of a replayed take an export keeps, and how long each one shows.
///
/// A take starts at the first frame that differs from the first one (whatever moved it: a
/// swipe, a tap, a timed screen), after a short lead-in, and ends when the last settle has
/// finished, after a short tail, so a recording's idle start and end are not exported. Still
/// stretches keep their real length but become one frame shown that long, where the format
/// allows it.
///
/// ```swift
/// let shots = TakeTrim.shots(of: frames, period: 1 / 50, firstInput: 1.2, keepIdle: false)
/// ```
package enum TakeTrim {
    /// One frame of the replay: its time from the start and a fingerprint of its pixels.
    package struct Frame: Equatable, Sendable {
        /// When the frame was drawn, in seconds from the start.
        package var time: Double
        /// A hash of its pixels, so equal frames compare cheaply.
        package var fingerprint: Int

        /// A frame drawn at `time` whose pixels hash to `fingerprint`.
        package init(time: Double, fingerprint: Int) {
            self.time = time
            self.fingerprint = fingerprint
        }
    }

    /// A frame to export (`index` into the replay's frames) and how long it shows.
    package struct Shot: Equatable, Sendable {
        /// Which frame.
        package var index: Int
        /// How long it shows.
        package var duration: Double

        /// Frame `index`, shown for `duration` seconds.
        package init(index: Int, duration: Double) {
            self.index = index
            self.duration = duration
        }
    }

    /// How much of the still picture before the first input is kept, in seconds.
    package static let leadIn = 0.3
    /// How long the final picture is held once the last settle has finished, in seconds.
    package static let tail = 0.5

    /// The shots of `frames`, drawn every `period` seconds until the replay finished (the last
    /// frame). With `keepIdle` every frame is kept; otherwise the take starts `leadIn` before
    /// the first frame that differs from the first one (before `firstInput`, the time of the
    /// first recorded event, when no frame differs) and holds its final picture, from
    /// the frame where the last settle finished, for `tail`, however long the recording went
    /// on after it. Runs of identical frames become one shot as long as the run.
    package static func shots(of frames: [Frame], period: Double, firstInput: Double?, keepIdle: Bool) -> [Shot] {
        guard !frames.isEmpty, period > 0 else { return [] }
        var start = 0
        // The take starts where the picture first changes, whatever input came before it (a
        // pointer resting over the window moves without changing anything), and whether a
        // finger or a timed screen changed it.
        let firstChange = frames.first { $0.fingerprint != frames[0].fingerprint }?.time
        if !keepIdle, let begin = firstChange ?? firstInput {
            // The last frame drawn before the lead-in begins shows what the lead-in shows.
            let from = begin - leadIn
            start = max(0, (frames.lastIndex { $0.time <= from + period / 2 } ?? 0))
        }
        var shots: [Shot] = []
        for index in start..<frames.count {
            if let last = shots.last, frames[last.index].fingerprint == frames[index].fingerprint {
                shots[shots.count - 1].duration += period
            } else {
                shots.append(Shot(index: index, duration: period))
            }
        }
        if !keepIdle { shots[shots.count - 1].duration = tail }
        return shots
    }
}
