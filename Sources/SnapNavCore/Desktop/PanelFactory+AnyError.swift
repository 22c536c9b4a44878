extension PanelFactory {
    /// This factory with `kind` made by `make`, a maker that may throw any error: a
    /// `PanelContentError` is reported as it is, and any other as the problem of the panel's
    /// `content` object. (`Maker` itself throws only `PanelContentError`, which the web build
    /// needs; this lets a Swift app's closure throw as Swift closures usually do.)
    public func adding(
        _ kind: String, _ make: @escaping (_ panel: Configuration.Panel, _ clock: Clock) throws -> PanelController
    ) -> PanelFactory {
        adding(kind) { (panel, clock) throws(PanelContentError) in
            do {
                return try make(panel, clock)
            } catch let error as PanelContentError {
                throw error
            } catch {
                throw PanelContentError(key: "", "\(error)")
            }
        }
    }
}
