/// The scales an exported screen comes in: design tools export one frame as `Home.png`,
/// `Home@2x.png` and `Home@3x.png` when asked for several, which are one screen, not three.
enum ExportScales {
    /// `files` (paths of one folder, in order) with each screen's smaller exports left out: of
    /// the files whose names differ only in their `@2x`-style suffix (none counting as 1×),
    /// those of the largest scale stay where they stand. What was left out is returned by name,
    /// with the name of its largest export.
    static func largest(of files: [String]) -> (kept: [String], leftOut: [(name: String, largest: String)]) {
        let names = files.map(name(of:))
        let parsed = names.map(parse)
        var largest: [String: (scale: Double, name: String)] = [:]
        for (name, export) in zip(names, parsed) where export.scale > largest[export.screen]?.scale ?? 0 {
            largest[export.screen] = (export.scale, name)
        }
        var kept: [String] = []
        var leftOut: [(name: String, largest: String)] = []
        for (file, (name, export)) in zip(files, zip(names, parsed)) {
            if let best = largest[export.screen], export.scale < best.scale {
                leftOut.append((name, best.name))
            } else {
                kept.append(file)
            }
        }
        return (kept, leftOut)
    }

    /// The screen a file shows (its name without the folder, the scale suffix or the extension)
    /// and the scale it was exported at: `Home@3x.png` is ("Home", 3); `Home.png` is ("Home", 1).
    static func parse(_ file: String) -> (screen: String, scale: Double) {
        let parsed = suffix(of: file)
        return (parsed.screen, parsed.scale ?? 1)
    }

    /// The scale a file's name states (`Home@3x.png`: 3); nil for a name without a suffix,
    /// whose pixels per point are not known.
    static func statedScale(of file: String) -> Double? {
        suffix(of: file).scale
    }

    private static func suffix(of file: String) -> (screen: String, scale: Double?) {
        let name = name(of: file)
        let stem = name.lastIndex(of: ".").map { String(name[..<$0]) } ?? name
        guard stem.hasSuffix("x") || stem.hasSuffix("X"), let at = stem.lastIndex(of: "@") else { return (stem, nil) }
        let factor = stem[stem.index(after: at)..<stem.index(before: stem.endIndex)]
        guard let scale = Double(factor), scale > 0, scale <= 4 else { return (stem, nil) }
        return (String(stem[..<at]), scale)
    }

    private static func name(of file: String) -> String {
        file.split(separator: "/").last.map(String.init) ?? file
    }
}
