extension PanelFactory {
    /// Makes every panel of an app's own kind in `configuration` once, so that a kind nobody
    /// makes, or content a maker refuses, is reported before a window opens or a reload is
    /// applied: as a `ConfigurationError` naming `file`, the key path and the problem. The
    /// built-in kinds were checked when the file was read.
    public func check(_ configuration: Configuration, file: String, clock: Clock = SystemClock())
        throws(ConfigurationError)
    {
        for panel in configuration.panels {
            guard case .custom = panel.kind else { continue }
            do {
                _ = try make(panel, clock: clock)
            } catch {
                let key = error.key.isEmpty ? "" : "." + error.key
                throw ConfigurationError(
                    file: file, keyPath: "panels.\(panel.id).content\(key)", problem: error.problem
                ).locatingKey()
            }
        }
    }
}
