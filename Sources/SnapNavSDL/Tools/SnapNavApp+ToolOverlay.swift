import SnapNavCore

extension SnapNavApp {
    /// The navigation's offset, as the overlay shows it.
    var navigationOffset: Point { Point(x: navigator.horizontal.offset, y: navigator.vertical?.offset ?? 0) }

    /// Moves the tools on to `now` before a frame is drawn: the overlay's meter takes the frame,
    /// released touches fade and a toast whose time is up goes. Drawing then changes nothing.
    func stepTools(to now: Double) {
        tools.meter.recordFrame(at: now, offset: navigationOffset)
        tools.touches?.step(to: now)
        tools.messages.expire(at: now)
    }

    /// Draws the overlay (when open), the touches, the card of keys and the banner over the panels.
    func drawTools(in canvas: Canvas) {
        let now = clock.now
        if tools.tuning.isOverlayVisible {
            var overlay = TuningOverlay(configuration: configuration)
            overlay.offset = navigationOffset
            overlay.velocity = tools.meter.velocity
            overlay.currentPanel = navigator.currentPanel.identifier
            overlay.framesPerSecond = tools.meter.framesPerSecond(at: now)
            overlay.frameTime = tools.meter.frameTime
            // The loop draws nothing more until something moves, so this frame is the one left up.
            overlay.isAtRest = !navigator.isAnimating && !navigator.isTrackingGesture
            if overlay.isAtRest { overlay.velocity = .zero }
            overlay.tuning = tools.tuning.parameters
            overlay.slowMotionFactor = animationClock.factor
            overlay.status = tools.messages.status
            overlay.draw(in: canvas)
        }
        // Touches show over everything but the tools' own cards, as in a screen recording.
        tools.touches?.draw(in: canvas, at: now)
        if tools.tuning.isKeyHelpVisible { KeyHelp.draw(in: canvas) }
        tools.messages.bottomBanner?.draw(in: canvas)
    }
}
