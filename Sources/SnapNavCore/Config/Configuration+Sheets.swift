extension Configuration {
    /// The sheet each presented panel is, by id, as the first hotspot or `after` to present it
    /// with a `sheet` says: how it opens when opened by id, as `--start` and a reload do.
    public var openingSheets: [String: SheetPresentation] {
        var sheets: [String: SheetPresentation] = [:]
        for panel in panels {
            let links =
                panel.hotspots.map { ($0.action, $0.sheet) }
                + [panel.after.map { ($0.action, $0.sheet) }].compactMap { $0 }
            for case (.present(let id), .some(let sheet)) in links where sheets[id] == nil { sheets[id] = sheet }
        }
        return sheets
    }
}
