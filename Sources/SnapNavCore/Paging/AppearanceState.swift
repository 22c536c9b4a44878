/// Where a panel is in its appearance cycle, as UIKit's view controllers track it.
public enum AppearanceState: String, Sendable {
    /// Entirely off screen.
    case disappeared
    /// Partly on screen, having received `viewWillAppear`, and on its way in.
    case appearing
    /// Entirely on screen, having received `viewDidAppear`.
    case appeared
    /// Partly on screen, having received `viewWillDisappear`, and on its way out.
    case disappearing
}
