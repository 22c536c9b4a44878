/// The scales an exported screen comes in: design tools export one frame as `Home.png`,
/// `Home@2x.png` and `Home@3x.png` when asked for several, which are one screen, not three.
enum ExportScales {
    /// `names` (files, in order) with each screen's smaller exports left out: of the names that
    /// differ only in their `@2x`-style suffix (none counting as 1×), those of the largest scale
    /// stay where they stand. What was left out is returned with the name of its largest export.
    static func largest(of names: [String]) -> (kept: [String], leftOut: [(name: String, largest: String)]) {
        let parsed = names.map(parse)
        var largest: [String: (scale: Double, name: String)] = [:]
        for (name, export) in zip(names, parsed) where export.scale > largest[export.screen]?.scale ?? 0 {
            largest[export.screen] = (export.scale, name)
        }
        var kept: [String] = []
        var leftOut: [(name: String, largest: String)] = []
        for (name, export) in zip(names, parsed) {
            if let best = largest[export.screen], export.scale < best.scale {
                leftOut.append((name, best.name))
            } else {
                kept.append(name)
            }
        }
        return (kept, leftOut)
    }

    /// The screen a file name shows (its name without the scale suffix or the extension) and
    /// the scale it was exported at: `Home@3x.png` is ("Home", 3); `Home.png` is ("Home", 1).
    static func parse(_ name: String) -> (screen: String, scale: Double) {
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        guard stem.hasSuffix("x") || stem.hasSuffix("X"), let at = stem.lastIndex(of: "@") else { return (stem, 1) }
        let factor = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard let scale = Double(factor), scale > 0, scale <= 4 else { return (stem, 1) }
        return (String(stem[..<at]), scale)
    }
}
