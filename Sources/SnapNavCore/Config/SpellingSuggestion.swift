/// The known name closest to a misspelt one, for "did you mean" hints.
enum SpellingSuggestion {
    /// The name in `candidates` nearest to `name` by edit distance (a swap of two neighbours
    /// counts as one edit), when it is near enough to be a slip rather than another word.
    static func nearest(to name: String, in candidates: [String]) -> String? {
        let typed = Array(name.asciiLowercased)
        var best: (name: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.asciiLowercased))
            if distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        guard let best else { return nil }
        let allowed = max(1, min(3, max(typed.count, best.name.count) / 3))
        return best.distance <= allowed ? best.name : nil
    }

    /// Optimal string alignment distance: insertions, deletions, substitutions and
    /// transpositions of adjacent characters.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
