import Foundation
import SnapNavCore

/// Live tuning: the overlay of the physics and the motion, the parameter selected and its
/// value, slow motion, and writing the values back into the configuration file.
final class TuningTool {
    private unowned let host: ToolHost
    private unowned let tools: DesignerTools
    /// The overlay, the card of keys, the selected parameter and slow motion's factor.
    var session = TuningSession()
    /// The motion the overlay shows, measured from the frames presented.
    private(set) var meter = MotionMeter()

    /// The tuning of `host`'s navigation, its overlay closed, one of `tools`.
    init(host: ToolHost, tools: DesignerTools) {
        self.host = host
        self.tools = tools
    }

    /// Sets the parameter `parameter` to `value`, without moving anything.
    func tune(_ parameter: String, to value: Double) {
        host.applyTuning(PhysicsTuning.setting(parameter, to: value, in: host.configuration))
    }

    /// Writes the tunable parameters into the configuration file, rewriting only the values
    /// that differ from the file's, so everything else in it stays as it was.
    func writeBack() {
        guard !tools.isReplaying else { return }
        let report = TuningSession.writeBack(host.configuration, to: tools.source)
        switch report {
        case .written:
            // The reload the write sets off finds nothing new.
            tools.hotReload?.noteWrittenByTheApp()
            tools.show(status: report.message)
        case .notWritten: tools.show(status: report.message)
        case .failed: tools.show(error: report.message)
        }
    }

    /// Whether animations run slowed down by `session.slowMotionFactor`. Drags still follow
    /// the pointer 1:1, because gestures read the real clock.
    var isSlowMotion: Bool {
        get { host.animationClock.factor != 1 }
        set { host.animationClock.factor = newValue ? session.slowMotionFactor : 1 }
    }

    /// The navigation's offset, as the overlay shows it.
    private var navigationOffset: Point {
        Point(x: host.navigator.horizontal.offset, y: host.navigator.vertical?.offset ?? 0)
    }

    /// Takes the frame about to be drawn into the meter.
    func step(to now: Double) {
        meter.recordFrame(at: now, offset: navigationOffset)
    }

    /// Draws the overlay, when open, with `status` under it.
    func draw(in canvas: Canvas, at now: Double, status: String?) {
        guard session.isOverlayVisible else { return }
        let navigator = host.navigator
        var overlay = TuningOverlay(configuration: host.configuration)
        overlay.offset = navigationOffset
        overlay.velocity = meter.velocity
        overlay.currentPanel = navigator.currentPanel.identifier
        overlay.framesPerSecond = meter.framesPerSecond(at: now)
        overlay.frameTime = meter.frameTime
        // The loop draws nothing more until something moves, so this frame is the one left up.
        overlay.isAtRest = !navigator.isAnimating && !navigator.isTrackingGesture
        if overlay.isAtRest { overlay.velocity = .zero }
        overlay.tuning = session.parameters
        overlay.slowMotionFactor = host.animationClock.factor
        overlay.status = status
        overlay.draw(in: canvas)
    }
}
