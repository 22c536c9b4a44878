/// What a conformance run reads on both builds of Core: a bundle's JSON, a line `---`, then a
/// `PlayerScript`; and what it prints: the script's frame lines.
package enum ConformanceInput {
    /// The result of a run: the frame lines, or why the input could not be played.
    package enum Outcome {
        case success([String])
        case failure(String)
    }

    /// Plays `input` (see `ConformanceInput`).
    package static func play(_ input: [UInt8]) -> Outcome {
        let separator = Array("\n---\n".utf8)
        guard
            let split = (0..<max(0, input.count - separator.count + 1)).first(where: {
                input[$0..<($0 + separator.count)].elementsEqual(separator)
            })
        else { return .failure("expected the bundle, a line ---, then the script") }
        let bundle: PrototypeBundle
        let script: PlayerScript
        let player: PrototypePlayer
        do throws(ConfigurationError) {
            bundle = try PrototypeBundle(json: Array(input[..<split]))
        } catch {
            return .failure(error.description)
        }
        do throws(PlayerScript.Failure) {
            script = try PlayerScript(text: String(decoding: input[(split + separator.count)...], as: UTF8.self))
        } catch {
            return .failure(error.description)
        }
        do throws(ConfigurationError) {
            player = try PrototypePlayer(bundle: bundle, viewport: script.viewport)
        } catch {
            return .failure(error.description)
        }
        var lines: [String] = []
        script.play(on: player) { lines.append($0) }
        return .success(lines)
    }
}
