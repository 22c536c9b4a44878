import Foundation
import SnapNavCore

extension SnapNavApp {
    // MARK: Live tuning

    /// Uses `tuned` (the configuration with changed physics) from now on, without moving anything.
    package func applyTuning(_ tuned: Configuration) {
        configuration = tuned
        navigator.apply(tuned)
        scheduler.needsDisplay = true
    }

    /// Writes the tunable parameters into the configuration file, rewriting only the values
    /// that differ from the file's, so everything else in it stays as it was.
    package func writeTuningBack() {
        guard !tools.isReplaying else { return }
        let report = TuningSession.writeBack(configuration, to: tools.source)
        switch report {
        case .written:
            // The reload the write sets off finds nothing new.
            tools.hotReload?.noteWrittenByTheApp()
            show(status: report.message)
        case .notWritten: show(status: report.message)
        case .failed: show(error: report.message)
        }
    }

    // MARK: Slow motion

    /// Whether animations run slowed down by `tools.tuning.slowMotionFactor`. Drags still follow the
    /// pointer 1:1, because gestures read the real clock.
    package var isSlowMotion: Bool {
        get { animationClock.factor != 1 }
        set { animationClock.factor = newValue ? tools.tuning.slowMotionFactor : 1 }
    }
}
