/// Cuts a failing stream down to the few steps that still break the same property, so that
/// the replay file shows the cause rather than a hundred unrelated events.
enum InputStreamShrinker {
    /// The shortest stream found, by removing ever smaller runs of steps, that still fails
    /// with `failure.property`.
    static func shrink(_ stream: InputStream, failing failure: InvariantFailure) -> InputStream {
        var best = stream
        if failure.step >= 0 && failure.step < best.steps.count {
            best.steps = Array(best.steps.prefix(failure.step + 1))
            if !fails(best, like: failure) { best = stream }
        }
        var chunk = max(1, best.steps.count / 2)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < best.steps.count {
                var candidate = best
                candidate.steps.removeSubrange(start..<min(start + chunk, candidate.steps.count))
                if fails(candidate, like: failure) {
                    best = candidate
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
        }
        return best
    }

    private static func fails(_ stream: InputStream, like failure: InvariantFailure) -> Bool {
        guard let runner = try? InputStreamRunner(stream) else { return false }
        return runner.run()?.property == failure.property
    }
}
