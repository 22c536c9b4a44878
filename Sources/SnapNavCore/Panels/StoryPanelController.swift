/// Snaps shown one after another, as Snapchat's story viewer shows them: a segmented bar at
/// the top, one segment per snap, fills with time; a tap on the right two thirds goes forward
/// and one on the left third goes back; a hold pauses and hides the bars. After the last snap
/// the story has ended, and the navigation follows its `after`, or goes back.
///
/// The timer runs on the animation clock, only while the story is wholly on screen and no
/// finger is down, so slow motion, recordings and exports keep its timing. Shown again after
/// it has left the screen, the story starts over; a dismiss that springs back resumes it.
public final class StoryPanelController: PanelController {
    /// The snaps and how long each shows.
    public let story: PanelContent.Story
    /// The panel's colour, around a snap that does not fill it.
    public let background: Color
    /// The clock the timer runs on.
    public let clock: Clock
    /// The snap showing, from 0.
    public private(set) var snapIndex = 0
    /// How long the snap showing has shown, in seconds.
    public private(set) var elapsed = 0.0
    /// See `PanelController.hasEnded`: the last snap has shown its time, or was tapped past.
    public private(set) var ended = false

    /// How long a press is held before it counts as a hold: it then hides the bars, and its
    /// release is not a tap.
    public static let holdDelay = 0.2
    /// The segments' height, gap, margin from the panel's edges, and distance from its top, in
    /// points of a full-size story.
    static let barHeight = 2.5
    static let barGap = 4.0
    static let barMargin = 8.0
    static let barTop = 8.0
    /// How far down the shade behind the bars reaches.
    static let shadeHeight = 56.0
    /// A segment not yet filled: white, translucent, as Snapchat's.
    static let barTrack = Color.white.withOpacity(0.4)

    private var pressStart: Double?
    /// Whether the press has been held long enough, as of the last step: what the frame shows.
    private var holdShown = false
    private var lastPressWasHold = false
    /// When the timer last counted; nil while it is paused.
    private var lastTick: Double?

    /// A story of `story`'s snaps on `background`, timed on `clock`.
    public init(identifier: String, background: Color, story: PanelContent.Story, clock: Clock) {
        self.story = story
        self.background = background
        self.clock = clock
        super.init(identifier: identifier)
    }

    /// The image file of the snap showing.
    public var currentFile: ImageFile { story.files[snapIndex] }

    /// How far (0…1) the snap showing has run.
    public var snapProgress: Double { min(max(elapsed / story.seconds, 0), 1) }

    /// Whether a press is being held long enough to count as a hold, as of the last step (so
    /// the frame that step draws shows it: the bars hidden).
    public var isHolding: Bool { holdShown }

    /// Whether the press in progress has lasted `holdDelay`.
    private var pressIsLongEnough: Bool { pressStart.map { clock.now - $0 >= Self.holdDelay } ?? false }

    /// Whether the timer runs: the story is wholly on screen, not ended, and no finger is down.
    public var isTimerRunning: Bool { visibleFraction >= 1 && !ended && pressStart == nil }

    // MARK: Appearing

    /// Gone from the screen, the story starts over next time. A disappearance abandoned half
    /// way (a dismiss dragged and let go) never gets here, so the story resumes the same snap,
    /// its timer where the press paused it.
    public override func viewDidDisappear(_ animated: Bool) {
        snapIndex = 0
        elapsed = 0
        ended = false
        pressStart = nil
        holdShown = false
        lastPressWasHold = false
        lastTick = nil
    }

    /// Pauses while any of the story is off screen, as while it is dragged down.
    public override func visibleFractionDidChange() {
        if visibleFraction < 1 { lastTick = nil }
    }

    // MARK: Timer

    /// While the timer runs, and while a press waits to become a hold (its bars then hide).
    public override var isRunningAnimation: Bool { isTimerRunning || (pressStart != nil && !holdShown) }

    /// Counts the time since the last step and moves on to the next snap when the showing one
    /// has run its time; the time past the end carries over.
    public override func stepAnimation() {
        holdShown = pressIsLongEnough
        guard isTimerRunning else {
            lastTick = nil
            return
        }
        let now = clock.now
        if let lastTick { elapsed += max(0, now - lastTick) }
        lastTick = now
        while elapsed >= story.seconds, !ended {
            guard snapIndex + 1 < story.files.count else { return end() }
            elapsed -= story.seconds
            snapIndex += 1
        }
    }

    // MARK: Touches

    /// Pauses the timer while the finger is down.
    public override func pressBegan(at point: Point) {
        pressStart = clock.now
        lastPressWasHold = false
        lastTick = nil
    }

    /// Resumes the timer; a press held past `holdDelay` was a hold, and its tap is ignored.
    public override func pressEnded() {
        lastPressWasHold = pressIsLongEnough
        pressStart = nil
        holdShown = false
    }

    /// A tap on the left third goes back a snap (or to the start of the first); anywhere else
    /// goes forward, past the last to the end. The release of a hold only resumes.
    public override func handleTap(at point: Point) -> Bool {
        if lastPressWasHold {
            lastPressWasHold = false
            return true
        }
        if point.x < view.frame.width / 3 {
            showSnap(max(snapIndex - 1, 0))
        } else if snapIndex + 1 < story.files.count {
            showSnap(snapIndex + 1)
        } else {
            end()
        }
        return true
    }

    /// The last snap has shown: the story has ended, its bars full.
    private func end() {
        elapsed = story.seconds
        ended = true
    }

    /// Shows snap `index` from its start.
    public func showSnap(_ index: Int) {
        snapIndex = min(max(index, 0), story.files.count - 1)
        elapsed = 0
        ended = false
        lastTick = isTimerRunning ? clock.now : nil
    }

    /// See `PanelController.endsByItself`.
    public override var endsByItself: Bool { true }
    /// See `PanelController.hasEnded`.
    public override var hasEnded: Bool { ended }
    /// See `PanelController.shrinksWhileDismissed`.
    public override var shrinksWhileDismissed: Bool { true }

    // MARK: Drawing

    /// Draws the snap showing, fitted to `frame`, and over it the bars unless a hold hides
    /// them. A frame smaller than the panel (the story shrinking as it is dragged down) scales
    /// the bars with it.
    public override func draw(in canvas: Canvas, frame: Rect) {
        canvas.fill(frame, color: background)
        canvas.pushClip(frame)
        let file = currentFile
        canvas.drawImage(file.path, in: (story.fit ?? .width).rect(forImageOf: file.pixelSize, in: frame), opacity: 1)
        if !isHolding {
            // A shade behind the bars, as Snapchat's, so white bars read over a white snap.
            canvas.fillGradient(
                Rect(x: frame.minX, y: frame.minY, width: frame.width, height: Self.shadeHeight * scale(of: frame)),
                top: Color.black.withOpacity(0.3), bottom: Color.black.withOpacity(0))
            for segment in segments(in: frame) {
                canvas.fillRoundedRect(segment.track, radius: segment.track.height / 2, color: Self.barTrack)
                if segment.filled.width > 0 {
                    canvas.fillRoundedRect(segment.filled, radius: segment.filled.height / 2, color: .white)
                }
            }
        }
        canvas.popClip()
    }

    /// The bars' segments in a story drawn at `frame`: each one's track, and the part filled.
    /// Snaps before the showing one are full, those after it empty.
    public func segments(in frame: Rect) -> [(track: Rect, filled: Rect)] {
        let scale = scale(of: frame)
        let count = Double(story.files.count)
        let margin = Self.barMargin * scale
        let gap = Self.barGap * scale
        let width = max(0, (frame.width - 2 * margin - gap * (count - 1)) / count)
        return story.files.indices.map { index in
            let track = Rect(
                x: frame.minX + margin + Double(index) * (width + gap), y: frame.minY + Self.barTop * scale,
                width: width, height: Self.barHeight * scale)
            let fill = index < snapIndex ? 1 : index > snapIndex ? 0 : (ended ? 1 : snapProgress)
            return (track, Rect(origin: track.origin, size: Size(width: track.width * fill, height: track.height)))
        }
    }

    /// How much smaller than the panel a story drawn at `frame` is: 1 in place, less while it
    /// is dragged down.
    private func scale(of frame: Rect) -> Double {
        view.frame.width > 0 ? frame.width / view.frame.width : 1
    }
}
