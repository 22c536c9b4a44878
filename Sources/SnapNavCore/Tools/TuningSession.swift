/// The designer's side of live tuning: whether the overlay and the card of keys show, which
/// parameter is selected, the factor slow motion switches to, what each tool key does, and
/// what writing the values back said. The app carries the effects out (the overlay's actions
/// reach it as `ToolAction`s, so they are recorded and replayed); the rules live here, where
/// they are tested without a window.
package struct TuningSession: Sendable {
    /// Whether the tuning overlay is shown (and its keys are live).
    package var isOverlayVisible = false
    /// Whether the card of keys (`?`, F1) is shown.
    package var isKeyHelpVisible = false
    /// The tunable parameters, and which is selected.
    package var parameters = PhysicsTuning()
    /// The factor S switches slow motion to.
    package var slowMotionFactor = ToolOptions.defaultSlowMotionFactor

    /// A session with the overlay closed and the first parameter selected.
    package init() {}

    /// What a tool key does.
    package enum KeyEffect: Equatable, Sendable {
        /// A tool action, recorded and replayed as such.
        case action(ToolAction)
        /// P: save a screenshot.
        case screenshot
        /// W: write the tuned values into the configuration file.
        case writeBack
        /// ? or F1: show or hide the card of keys.
        case keyHelp
        /// T: show or hide the hotspots.
        case hotspots
        /// Q: serve the prototype, the first time, and show or hide its QR code.
        case serveCard
    }

    /// What `key` does with `modifiers` held, for `configuration` in force and slow motion on
    /// or off; nil when it is not a tool key, so the navigation sees it. The tools' keys (H, P,
    /// T, ?) always belong to the tools; the overlay's (Up/Down, Left/Right, S, W) only while it
    /// is open, so that arrows and WASD navigate as usual when it is closed (`KeyMap`).
    package func effect(
        of key: Key, modifiers: KeyModifiers, configuration: Configuration, isSlowMotion: Bool
    ) -> KeyEffect? {
        let modes: [KeyMode] = isOverlayVisible ? [.tools, .overlay] : [.tools]
        switch KeyMap.action(for: key, modifiers: modifiers, in: modes) {
        case .toggleOverlay:
            return .action(.overlay(visible: !isOverlayVisible))
        case .screenshot:
            return .screenshot
        case .toggleKeyHelp:
            return .keyHelp
        case .toggleHotspots:
            return .hotspots
        case .toggleServeCard:
            return .serveCard
        case .selectParameter(let rows):
            var moved = parameters
            if rows < 0 { moved.selectPrevious() } else { moved.selectNext() }
            return .action(.select(moved.selectedIndex))
        case .adjustParameter(let steps):
            let parameter = parameters.selected
            let tuned = parameters.adjust(configuration, by: steps)
            return .action(
                .tune(parameter: parameter.keyPath.joined(separator: "."), value: parameter.value(in: tuned)))
        case .nextSpringPreset:
            return .action(
                .tune(
                    parameter: PhysicsTuning.springPreset.keyPath.joined(separator: "."),
                    value: PhysicsTuning.nextSpringPreset(after: configuration)))
        case .toggleSlowMotion:
            return .action(.slowMotion(isSlowMotion ? 1 : slowMotionFactor))
        case .writeBack:
            return .writeBack
        default:
            return nil
        }
    }

    /// What writing the values back did, as the designer is told.
    package enum WriteBackReport: Equatable, Sendable {
        /// The file now holds the tuned values.
        case written(path: String)
        /// Nothing was written, and why: news, not a failure.
        case notWritten(String)
        /// Writing failed; the file is as it was.
        case failed(String)

        /// The sentence shown and printed.
        package var message: String {
            switch self {
            case .written(let path): return "wrote the physics to \(path)"
            case .notWritten(let reason), .failed(let reason): return reason
            }
        }
    }

    /// Writes the tunable parameters of `configuration` into `source`'s configuration file,
    /// rewriting only the values that differ from the file's, and says what happened. A folder
    /// of images has no file to write to, and says so.
    package static func writeBack(_ configuration: Configuration, to source: PrototypeSource?) -> WriteBackReport {
        guard let path = source?.configurationFile else {
            if case .images(let directory, _, _) = source {
                return .notWritten("no snapnav.json in \(directory) to write the values to; add one to keep them")
            }
            return .notWritten("no configuration file to write to")
        }
        do {
            guard try PhysicsTuning.writeBack(configuration, to: path) == .written else {
                return .notWritten("\(path) already has these values")
            }
            return .written(path: path)
        } catch let failure as SafeFileWriter.Failure {
            return .failed("\(failure); the file is unchanged")
        } catch {
            return .failed("writing \(path) failed: \(FileErrorReason.of(error))")
        }
    }
}
