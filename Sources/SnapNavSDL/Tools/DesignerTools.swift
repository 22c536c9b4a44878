import CSDL2
import Foundation
import SnapNavCore

/// The designer tools of a running app: hot reload, live tuning, recording, screenshots, link
/// editing, the touches drawn and the messages the tools show. Each tool is an object reaching
/// the app only through `ToolHost`, and the other tools and the messages through this, which
/// routes input to them and draws what they show.
final class DesignerTools {
    private unowned let host: ToolHost
    /// The circles drawn where pointers press (`--touches`); nil when they are not shown.
    var touches: TouchIndicator?
    /// The overlay, slow motion and the write-back of tuned values.
    private(set) lazy var tuning = TuningTool(host: host, tools: self)
    /// Edit mode: the links of the screen on top, drawn with the mouse.
    private(set) lazy var links = LinkEditingTool(host: host, tools: self)
    /// The take being recorded, if any.
    private(set) lazy var recording = RecordingTool(host: host, tools: self)
    /// The prototype served to phones, and the card of its QR code.
    private(set) lazy var serving = ServeTool(host: host, tools: self)
    /// Watches the prototype and reloads it; nil when nothing is watched.
    var hotReload: HotReload?
    /// Whether a take is being played back: then nothing writes files but the frames asked for.
    var isReplaying = false
    /// What the tools tell the designer: the status, the error banner and toasts.
    private(set) var messages = ToolMessages { line in
        StandardError.write(line)
    }

    /// The tools of `host`, none of them busy.
    init(host: ToolHost) {
        self.host = host
    }

    /// The prototype being watched and reloaded; nil when nothing is watched.
    var source: PrototypeSource? { hotReload?.source }

    /// Sets the tools up as the command line asks: slow motion, the touches drawn, recording,
    /// watching `source` for changes (reloading it, and writing tuned values back to its file),
    /// and `serving` to start serving the prototype with.
    func setUp(_ options: ToolOptions, source: PrototypeSource?, serving: (() throws -> ServedPrototype)?) throws {
        if let factor = options.slowMotionFactor {
            tuning.session.slowMotionFactor = factor
            tuning.isSlowMotion = true
        }
        if options.showsTouches { touches = TouchIndicator() }
        self.serving.start = serving
        if let source { hotReload = HotReload(source: source, host: host, tools: self) }
        if let recordPath = options.recordPath { try recording.start(to: recordPath, tuning: tuning.session) }
    }

    /// Stops recording, then serving, as the app quits; a second call does nothing. Returns why
    /// the recording stopped early, if it did and was not said yet.
    func finish() -> String? {
        let failure = recording.stop()
        serving.stop()
        return failure
    }

    // MARK: Input

    /// Gives `input` to the tools that see it before the navigation: the touches drawn, the link
    /// editor (which takes every input while it edits), its key, which enters it, and the
    /// tools' keys. Returns true when a tool took the input, so the navigation must not see it;
    /// the next frame then shows what the tool did.
    func route(_ input: InputEvent, at now: Double) -> Bool {
        if touches != nil {
            touches?.handle(input, at: now)
            if case .pointerUp = input { host.setNeedsDisplay() }
        }
        if links.isEditing {
            // A key the link editor leaves may be the tools' (P saves a screenshot); none navigates.
            if !links.handle(input) { _ = handle(input) }
            host.setNeedsDisplay()
            return true
        }
        // E is not recorded in a take: drawing links is no part of the navigation.
        if case .key(let key, let modifiers) = input,
            KeyMap.action(for: key, modifiers: modifiers, in: [.navigation]) == .editLinks
        {
            links.enter()
            return true
        }
        return handle(input)
    }

    /// Carries out the tools' keys, and records `input` when the navigation is to see it.
    /// Returns true when a tool took the input, so the navigation must not see it. H, P and ?
    /// always belong to the tools; the overlay's keys (Up/Down, Left/Right, S, W) only while it
    /// is open, so that arrows and WASD navigate as usual when it is closed. A tool's key is
    /// recorded as what it did (see `ToolAction`), not as the key.
    func handle(_ input: InputEvent) -> Bool {
        guard case .key(let key, let modifiers) = input,
            let taken = tuning.session.effect(
                of: key, modifiers: modifiers, configuration: host.configuration, isSlowMotion: tuning.isSlowMotion)
        else {
            recording.record(input)
            return false
        }
        switch taken {
        case .action(let action): perform(action)
        case .screenshot: saveTimestampedScreenshot()
        case .writeBack: tuning.writeBack()
        case .keyHelp: tuning.session.isKeyHelpVisible.toggle()
        case .hotspots: host.navigator.showsHotspots.toggle()
        case .serveCard: if !isReplaying { serving.toggle() }
        }
        host.setNeedsDisplay()
        return true
    }

    /// Does what a tool did, live or in a replay, and records it.
    func perform(_ action: ToolAction) {
        recording.record(action)
        switch action {
        case .overlay(let visible): tuning.session.isOverlayVisible = visible
        case .select(let index): tuning.session.parameters.select(index)
        case .tune(let parameter, let value): tuning.tune(parameter, to: value)
        case .slowMotion(let factor): host.animationClock.factor = factor
        case .stop: break
        }
        host.setNeedsDisplay()
    }

    /// Handles the SDL events the tools post to themselves. Returns true when `event` was one.
    func handle(_ event: SDL_Event) -> Bool {
        hotReload?.handle(event) ?? false
    }

    // MARK: Screenshots

    /// Saves the current frame as `snapnav-YYYYMMDD-HHMMSS-mmm.png` in the working directory.
    /// Returns the file name, or nil when saving failed (the reason is shown and printed).
    @discardableResult
    func saveTimestampedScreenshot() -> String? {
        guard !isReplaying else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss-SSS"
        let name = "snapnav-\(formatter.string(from: Date())).png"
        do {
            try host.saveScreenshot(to: name)
            show(status: "saved \(name)")
            // After saving, so the note is not in the picture it names.
            toast("saved \(FileManager.default.currentDirectoryPath)/\(name)", seconds: ToolMessages.toastDuration)
            return name
        } catch {
            show(error: "\(error)")
            return nil
        }
    }

    // MARK: Messages

    /// Says what a tool did, in the overlay and on standard error.
    func show(status: String) {
        messages.show(status: status)
        host.setNeedsDisplay()
    }

    /// Says what failed, in the banner and on standard error.
    func show(error message: String) {
        messages.show(error: message)
        host.setNeedsDisplay()
    }

    /// Tells the designer what the image feed `found`: its notices on standard error and in a
    /// toast, and each file that cannot be decoded in the banner, a folder's image named by its
    /// file, as at launch.
    func tell(_ found: ImageFeed.Findings) {
        if !found.notices.isEmpty {
            let lines = ImageNotice.lines(found.notices, in: source?.directory)
            for line in lines { StandardError.write("snapnav: \(line)") }
            toast(ImageNotice.banner(of: lines), seconds: ImageNotice.secondsShown)
        }
        for error in found.errors { show(error: "\(source?.explaining(error) ?? error)") }
    }

    /// Takes the error banner away, once what it named is fixed.
    func clearError() {
        messages.clearBanner()
        host.setNeedsDisplay()
    }

    /// Shows `text` across the bottom of the window for `seconds`.
    func toast(_ text: String, seconds: Double) {
        messages.toast(text, until: host.clock.now + seconds)
        host.setNeedsDisplay()
    }

    // MARK: Drawing

    /// Whether a released touch's circle is still fading at `now`.
    func isFading(at now: Double) -> Bool { touches?.isFading(at: now) == true }

    /// Moves the tools on to `now` before a frame is drawn: the overlay's meter takes the frame,
    /// released touches fade and a toast whose time is up goes. Drawing then changes nothing.
    func step(to now: Double) {
        tuning.step(to: now)
        touches?.step(to: now)
        messages.expire(at: now)
    }

    /// The spec of the screen on top, as the card of keys shows it above the keys.
    var keyHelpMotions: [String] {
        let screen = host.navigator.screens.top?.identifier ?? host.navigator.currentPanel.identifier
        return MotionSpec(host.configuration, screen: screen).cardLines(screen: screen)
    }

    /// Draws the link editor, the overlay (when open), the touches, the card of keys and the
    /// banner over the panels.
    func draw(in canvas: Canvas) {
        let now = host.clock.now
        links.draw(in: canvas)
        tuning.draw(in: canvas, at: now, status: messages.status)
        // Touches show over everything but the tools' own cards, as in a screen recording.
        touches?.draw(in: canvas, at: now)
        if tuning.session.isKeyHelpVisible { KeyHelp.draw(in: canvas, motions: keyHelpMotions) }
        if serving.isCardVisible { serving.served?.card.draw(in: canvas) }
        messages.bottomBanner?.draw(in: canvas)
    }
}
