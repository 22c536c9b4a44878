/// A panel that responds to the capture ring being tapped while it is on screen.
public protocol CaptureResponder: AnyObject {
    func capture()
}
