/// A panel that responds to the capture ring being tapped while it is on screen.
/// A panel offers one through `PanelController.captureResponder`.
public protocol CaptureResponder: AnyObject {
    /// The ring was tapped: take the picture.
    func capture()
}
