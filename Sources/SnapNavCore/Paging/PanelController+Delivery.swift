/// How the navigation hands a panel what may change what it draws: each call marks the
/// panel's display first (`setNeedsDisplay()`), so a panel that `marksDisplayChanges` is asked
/// to draw again on the next frame that shows it, whatever the call changed.
extension PanelController {
    /// Sends `viewDidLayoutSubviews()` after the container gave the view its frame.
    func sendLayout() {
        setNeedsDisplay()
        viewDidLayoutSubviews()
    }

    /// Sends `pressBegan(at:)`.
    func sendPressBegan(at point: Point) {
        setNeedsDisplay()
        pressBegan(at: point)
    }

    /// Sends `pressEnded()`.
    func sendPressEnded() {
        setNeedsDisplay()
        pressEnded()
    }

    /// Sends `handleTap(at:)` and returns its answer.
    func sendTap(at point: Point) -> Bool {
        setNeedsDisplay()
        return handleTap(at: point)
    }

    /// Sends `stepAnimation()`.
    func sendAnimationStep() {
        setNeedsDisplay()
        stepAnimation()
    }

    /// Sends `carryOver(from:)`.
    func sendCarryOver(from previous: PanelController) {
        setNeedsDisplay()
        carryOver(from: previous)
    }
}
