import CSDL2
import SnapNavCore

extension SnapNavApp {
    /// Runs until quit, or until `frameLimit` frames have been presented. With a frame limit
    /// every iteration presents a frame; otherwise the loop blocks in SDL_WaitEvent while
    /// nothing moves. Saves the last frame to `screenshotPath` if given.
    public func run(frameLimit: Int? = nil, screenshotPath: String? = nil) throws {
        while !quitRequested {
            // A drag held still changes nothing on screen, so it waits for the next event too.
            if frameLimit == nil && !needsDisplay && !navigator.isMovingWithoutInput {
                waitForEvent()
            }
            processEvents()
            let moving = navigator.isMovingWithoutInput
            navigator.step()
            guard needsDisplay || moving || frameLimit != nil else {
                pacer.reset()
                continue
            }
            let isLast = frameLimit.map { framesPresented + 1 >= $0 } ?? false
            if isLast, let screenshotPath {
                try saveScreenshot(to: screenshotPath)
            } else {
                drawFrame()
            }
            let presentStart = clock.now
            renderer.present()
            // Frames that come on their own time presents; a drag's frames follow the pointer.
            if moving { pacer.recordPresent(duration: clock.now - presentStart) }
            inputLatency?.framePresented(atTicks: SDL_GetTicks())
            // Only frames that come on their own count toward pacing; drag frames follow the pointer.
            statistics.recordFrame(at: clock.now, moving: navigator.isMovingWithoutInput)
            needsDisplay = false
            if isLast { return }
            sleep(pacer.delayBeforeNextFrame(now: clock.now))
        }
    }

    func waitForEvent() {
        var event = SDL_Event()
        let got: Int32
        let toastEnd = tools.toast?.hideAt
        if let deadline = [navigator.nextDeadline, toastEnd].compactMap({ $0 }).min() {
            let milliseconds = max(1, Int32(min(((deadline - clock.now) * 1000).rounded(.up), 10_000)))
            got = SDL_WaitEventTimeout(&event, milliseconds)
        } else {
            got = SDL_WaitEvent(&event)
        }
        if got == 1 { dispatch(event) }
        // The toast's time is up: a frame without it.
        if let toastEnd, clock.now >= toastEnd { needsDisplay = true }
    }

    /// Handles every event waiting in SDL's queue.
    public func processEvents() {
        var event = SDL_Event()
        while SDL_PollEvent(&event) == 1 { dispatch(event) }
    }
}
