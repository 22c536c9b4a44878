import SnapNavCore

/// The tools as the command line sets them up and finishes them; everything else reaches them
/// through the tool objects themselves (`TakeReplay`, `TakeExport`).
extension SnapNavApp {
    /// Sets the tools up as the command line asks: slow motion, the touches drawn, recording,
    /// and watching `source` for changes (reloading it, and writing tuned values back to its
    /// file). `serving` serves the prototype the window shows to phones when the designer first
    /// presses the key for it (`ServeTool`): the command line's to hand over, since serving is
    /// its own.
    package func setUpTools(
        _ options: ToolOptions, source: PrototypeSource?, serving: (() throws -> ServedPrototype)? = nil
    ) throws {
        try tools.setUp(options, source: source, serving: serving)
    }

    /// Finishes the tools as the app quits: stops recording and serving. Returns why the
    /// recording stopped early, if it did and was not said yet.
    @discardableResult
    package func finishTools() -> String? { tools.finish() }
}
