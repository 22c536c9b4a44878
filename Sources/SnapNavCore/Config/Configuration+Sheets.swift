extension Configuration {
    /// The sheet each presented panel is, by id, as the first hotspot or `after` to present it
    /// with a `sheet` says: how it opens when opened by id, as `--start` and a reload do. A
    /// list rather than a dictionary, which would cost the web module a specialization.
    public var openingSheets: [(id: String, sheet: SheetPresentation)] {
        var sheets: [(id: String, sheet: SheetPresentation)] = []
        for panel in panels {
            let links =
                panel.hotspots.map { ($0.action, $0.sheet) }
                + [panel.after.map { ($0.action, $0.sheet) }].compactMap { $0 }
            for case (.present(let id), .some(let sheet)) in links where !sheets.contains(where: { $0.id == id }) {
                sheets.append((id, sheet))
            }
        }
        return sheets
    }
}
