import Foundation
import SnapNavCore

extension SnapNavApp {
    // MARK: Live tuning

    /// Uses `tuned` (the configuration with changed physics) from now on, without moving anything.
    public func applyTuning(_ tuned: Configuration) {
        configuration = tuned
        navigator.apply(tuned)
        needsDisplay = true
    }

    /// Writes the tunable parameters into the configuration file, rewriting only the values
    /// that differ from the file's, so everything else in it stays as it was.
    public func writeTuningBack() {
        guard !tools.isReplaying else { return }
        guard let path = tools.configPath else {
            if case .images(let directory, _, _) = tools.source {
                show(status: "no snapnav.json in \(directory) to write the values to; add one to keep them")
            } else {
                show(status: "no configuration file to write to")
            }
            return
        }
        do {
            guard try PhysicsTuning.writeBack(configuration, to: path) == .written else {
                show(status: "\(path) already has these values")
                return
            }
            if let source = tools.source {
                tools.loaded = PrototypeSnapshot.take(of: source, images: configuration.imagePaths)
            }
            show(status: "wrote the physics to \(path)")
        } catch let failure as SafeFileWriter.Failure {
            show(error: "\(failure); the file is unchanged")
        } catch {
            show(error: "writing \(path) failed: \(error)")
        }
    }

    // MARK: Slow motion

    /// Whether animations run slowed down by `tools.slowMotionFactor`. Drags still follow the
    /// pointer 1:1, because gestures read the real clock.
    public var isSlowMotion: Bool {
        get { animationClock.factor != 1 }
        set { animationClock.factor = newValue ? tools.slowMotionFactor : 1 }
    }
}
