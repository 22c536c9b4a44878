import SnapNavCore

/// What a tool may ask of the app: the configuration in force, the clock, rebuilding the
/// navigation for a new configuration, and telling the designer something. The tools hold
/// their own state and reach the app only through this.
protocol ToolHost: AnyObject {
    /// The configuration in force.
    var configuration: Configuration { get }
    /// The time source of input and frames.
    var clock: Clock { get }
    /// The panels on screen now: the one the cross rests on or heads for, then the screens
    /// open over it.
    var panelsShown: [String] { get }
    /// Makes the panels; it checks a configuration's own kinds of content.
    var panelFactory: PanelFactory { get }
    /// Rebuilds the navigation for `configuration`, forgetting the images drawn so far but for
    /// `decodedImages` (by path), just decoded from the files as they are now; throws, changing
    /// nothing, when a panel cannot be made.
    func reload(_ configuration: Configuration, decodedImages: [String: DecodedImage]) throws
    /// Says what a tool did, in the overlay and on standard error.
    func show(status: String)
    /// Says what failed, in the banner and on standard error.
    func show(error message: String)
    /// Takes the error banner away, once what it named is fixed.
    func clearError()
    /// Shows `text` across the bottom of the window for `seconds`.
    func toast(_ text: String, seconds: Double)
}
