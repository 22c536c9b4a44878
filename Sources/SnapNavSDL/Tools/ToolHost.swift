import CSDL2
import SnapNavCore

/// What a tool may ask of the app: the navigation and its clocks, rebuilding the navigation
/// for a new configuration, and drawing and presenting a frame. The tools hold their own state
/// and reach the app only through this; they reach one another, and tell the designer
/// something, through `DesignerTools`.
protocol ToolHost: AnyObject {
    /// The configuration in force.
    var configuration: Configuration { get }
    /// The navigation on screen.
    var navigator: SwipeNavigator { get }
    /// The time source of input and frames.
    var clock: Clock { get }
    /// The clock animations read, which slow motion slows and the link editor freezes.
    var animationClock: SlowMotionClock { get }
    /// Makes the panels; it checks a configuration's own kinds of content.
    var panelFactory: PanelFactory { get }
    /// The window the app draws into.
    var window: Window { get }
    /// The canvas, whose caches an export lets go of before the encoder runs.
    var canvas: SDLCanvas { get }
    /// Whether a quit was asked for; a replay clears a recorded one.
    var quitRequested: Bool { get set }
    /// Rebuilds the navigation for `configuration`, forgetting the images drawn so far unless
    /// `imagesChanged` is false, but for `decodedImages` (by path), just decoded from the files
    /// as they are now; throws, changing nothing, when a panel cannot be made.
    func reload(_ configuration: Configuration, imagesChanged: Bool, decodedImages: [String: DecodedImage]) throws
    /// Uses `tuned` (the configuration with changed physics) from now on, without moving anything.
    func applyTuning(_ tuned: Configuration)
    /// Handles one input as the navigation and the tools would, live.
    @discardableResult
    func handle(_ input: InputEvent) -> Bool
    /// What an SDL event means to the window, translated as live events are.
    func translate(_ event: SDL_Event) -> AppEvent?
    /// Keeps the mouse's motion coming while a button is held outside the window, or lets it go.
    func captureMouse(_ captured: Bool)
    /// One frame of the app's loop: see `SnapNavApp.runFrame`.
    @discardableResult
    func runFrame(readingEvents: Bool, always: Bool, beforePresent: () throws -> Void) rethrows -> Bool
    /// Whether frames must keep coming though no event does.
    var isMovingWithoutInput: Bool { get }
    /// Draws the current state and returns its pixels, at the scale the window was asked for.
    func renderPixels() throws -> (width: Int, height: Int, pixels: [UInt32])
    /// Draws the current state and saves it as a PNG file (BMP when `path` ends in `.bmp`).
    func saveScreenshot(to path: String) throws
    /// Draws a frame at the next chance, since something a tool shows changed.
    func setNeedsDisplay()
    /// Waits `seconds` between frames, as the app's loop does.
    func sleep(_ seconds: Double)
}
