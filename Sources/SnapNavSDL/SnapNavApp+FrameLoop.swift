import SnapNavCore

extension SnapNavApp {
    /// Runs until quit, or until `frameLimit` frames have been presented. With a frame limit
    /// every iteration presents a frame; otherwise the loop blocks in SDL_WaitEvent while
    /// nothing moves. Saves the last frame to `screenshotPath` if given.
    package func run(frameLimit: Int? = nil, screenshotPath: String? = nil) throws {
        if frameLimit == nil {
            scheduler.probePacing(clock: clock) { quitRequested ? false : runFrame(always: true) }
        }
        while !quitRequested {
            // A drag held still changes nothing on screen, so it waits for the next event too.
            if frameLimit == nil && !scheduler.needsDisplay && !isMovingWithoutInput {
                // Between the events of a drag the loop waits too; only a rest prepares.
                if !scheduler.neighboursPrepared && !navigator.isTrackingGesture { prepareNeighbours() }
                waitForEvent()
            }
            let isLast = frameLimit.map { scheduler.framesPresented + 1 >= $0 } ?? false
            let presented = try runFrame(always: frameLimit != nil) {
                guard isLast, let screenshotPath else { return }
                try capture.save(to: screenshotPath, drawnAlready: true, drawing: drawFrame)
            }
            if isLast { return }
            if presented { scheduler.waitForNextFrame(now: clock.now) }
        }
    }

    /// One frame, as the app's loop, a replay, the benchmark and the soak all run it: handles
    /// the events waiting in SDL's queue (unless `readingEvents` is false, as in a replay that
    /// hands the recorded events over itself), steps the animations and, when something changed
    /// or `always` asks, draws, calls `beforePresent` (which may read the frame's pixels back),
    /// presents and counts the frame. Returns whether a frame was presented.
    @discardableResult
    package func runFrame(readingEvents: Bool = true, always: Bool = true) -> Bool {
        runFrame(readingEvents: readingEvents, always: always) {}
    }

    /// `runFrame(readingEvents:always:)`, calling `beforePresent` once the frame is drawn.
    @discardableResult
    package func runFrame(
        readingEvents: Bool = true, always: Bool = true, beforePresent: () throws -> Void
    ) rethrows -> Bool {
        let frameStart = clock.now
        if readingEvents { processEvents() }
        absorbDecodedImages()
        // Something moving before the step draws this frame, the one that ends the motion. It is
        // asked only when the frame is not drawn anyway, since asking polls the cross's panels in reach.
        let drawnAnyway = always || scheduler.needsDisplay || isMovingWithoutInput
        navigator.step()
        images.rankIfShownChanged(configuration, shownBy: navigator)
        guard drawnAnyway || scheduler.needsDisplay else {
            scheduler.frameSkipped()
            return false
        }
        tools.step(to: clock.now)
        let placeholdersBefore = canvas.imagePlaceholderCount
        // The first frame shows before any layer is drawn into; the next one makes them.
        canvas.postponesNewLayers = scheduler.framesPresented == 0
        drawFrame()
        canvas.postponesNewLayers = false
        try beforePresent()
        let presentStart = clock.now
        renderer.present()
        window.didPresent()
        scheduler.framePresented(
            frameStart: frameStart, presentStart: presentStart, returned: clock.now,
            moving: navigator.isMovingWithoutInput, placeholders: canvas.imagePlaceholderCount > placeholdersBefore)
        return true
    }

    /// Whether frames must keep coming though no event does: the navigation moves by itself
    /// (unless its clock is frozen, as under the link editor), or a released touch's circle is
    /// fading.
    package var isMovingWithoutInput: Bool {
        (navigator.isMovingWithoutInput && !animationClock.isFrozen) || tools.isFading(at: clock.now)
    }

    /// Prepares the panels one swipe away, once each time the app comes to rest (see
    /// `SDLCanvas.prepareNeighbours`).
    package func prepareNeighbours() {
        canvas.prepareNeighbours(of: scene, configuration: configuration)
        scheduler.neighboursPrepared = true
    }

    /// Waits for the next event, or until something is due: the navigation's next deadline
    /// (none while its clock is frozen, as under the link editor), the toast's end, or, while
    /// a touchpad swipe is held on Wayland, a frame, since the word that the fingers lifted
    /// makes no SDL event to wake the wait.
    func waitForEvent() {
        let toastEnd = tools.messages.toast?.hideAt
        let fingersMayLift = inputRouter.fingersMayLift(wheelActive: navigator.wheel.isActive, now: clock.now)
        let navigationDeadline = animationClock.isFrozen ? nil : navigator.nextDeadline
        let deadline = [navigationDeadline, toastEnd, fingersMayLift].compactMap { $0 }.min()
        if let event = inputRouter.waitForEvent(seconds: deadline.map { $0 - clock.now }) { dispatch(event) }
        if inputRouter.fingersLifted() { handle(.wheelEnded) }
        // The toast's time is up: a frame without it.
        if let toastEnd, clock.now >= toastEnd { scheduler.needsDisplay = true }
    }

    /// Handles every event waiting in SDL's queue, then ends a touchpad swipe if Wayland said
    /// the fingers lifted.
    package func processEvents() {
        inputRouter.pollEvents(dispatch)
        if inputRouter.fingersLifted() { handle(.wheelEnded) }
    }
}
