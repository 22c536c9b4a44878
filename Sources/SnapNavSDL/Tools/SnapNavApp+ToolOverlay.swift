import SnapNavCore

extension SnapNavApp {
    /// Draws the overlay (when open) and the banner over the panels, and measures the frame.
    func drawTools(in canvas: Canvas) {
        let now = clock.now
        let offset = Point(x: navigator.horizontal.offset, y: navigator.vertical?.offset ?? 0)
        // Drawing the same moment again (a screenshot of the frame on screen) is not a new frame.
        if tools.lastFrame.map({ now > $0.time }) ?? true {
            if let last = tools.lastFrame {
                let elapsed = now - last.time
                tools.velocity = Point(x: (offset.x - last.offset.x) / elapsed, y: (offset.y - last.offset.y) / elapsed)
                // A frame after a rest is not a frame time: the app drew nothing while idle.
                tools.frameTime = elapsed <= 0.25 ? elapsed : nil
            }
            tools.lastFrame = (now, offset)
            tools.frameTimes.append(now)
            tools.frameTimes.removeAll { $0 < now - 1 }
        }
        if tools.isOverlayVisible {
            var overlay = TuningOverlay(configuration: configuration)
            overlay.offset = offset
            overlay.velocity = tools.velocity
            overlay.currentPanel = navigator.currentPanel.identifier
            if let first = tools.frameTimes.first, tools.frameTimes.count >= 2, now > first {
                overlay.framesPerSecond = Double(tools.frameTimes.count - 1) / (now - first)
            }
            overlay.frameTime = tools.frameTime
            // The loop draws nothing more until something moves, so this frame is the one left up.
            overlay.isAtRest = !navigator.isAnimating && !navigator.isTrackingGesture
            if overlay.isAtRest { overlay.velocity = .zero }
            overlay.tuning = tools.tuning
            overlay.slowMotionFactor = animationClock.factor
            overlay.status = tools.status
            overlay.draw(in: canvas)
        }
        // Touches show over everything but the tools' own cards, as in a screen recording.
        tools.touches?.step(to: now)
        tools.touches?.draw(in: canvas, at: now)
        if tools.isKeyHelpVisible { KeyHelp.draw(in: canvas) }
        if let toast = tools.toast, now >= toast.hideAt { tools.toast = nil }
        // An error outranks a toast: both sit across the bottom, and the error must be read.
        (tools.banner ?? tools.toast?.banner)?.draw(in: canvas)
    }
}
