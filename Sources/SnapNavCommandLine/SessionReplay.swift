import Foundation
import SnapNavCore
import SnapNavSDL

/// A tester's take played back headless through the app's own replay (`TakeReplay`, as
/// `snapnav --replay` runs it), watching the navigation: each tap and what answered it, and the
/// screen it rests on or heads for after every frame.
struct SessionReplay {
    /// Frames a second the replay draws: enough for every settle to play out as recorded,
    /// few enough that a long session replays in a few seconds.
    static let framesPerSecond = 30.0

    /// The take's path.
    var path: String
    /// The take as read.
    var recording: InputRecording
    /// The configuration the take was made with (its own copy), or the prototype's when it
    /// holds none.
    var configuration: Configuration
    /// How messages name that configuration.
    var configurationFile: String
    /// The screen the take starts on, when this configuration has it.
    var start: String?

    /// Reads the take at `path`; `fallback` is the configuration of a take that holds none
    /// (read from `fallbackFile`). Throws, naming the file, when it cannot be read or its
    /// configuration is broken.
    init(path: String, fallback: Configuration?, fallbackFile: String) throws {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw InputRecordingError(
                file: path, line: nil, problem: UnreadableFile.reason(path, expected: "a take"))
        }
        recording = try InputRecording.parse(String(decoding: data, as: UTF8.self), file: path)
        self.path = path
        if let recorded = recording.header.configuration {
            configurationFile = recorded.label(recording: path)
            configuration = try recorded.load(recording: path)
        } else if let fallback {
            configurationFile = fallbackFile
            configuration = fallback
        } else {
            throw InputRecordingError(
                file: path, line: 1, problem: "holds no configuration, and the prototype has none to replay it with")
        }
        start = recording.header.start.flatMap { configuration.problem(startingOn: $0) == nil ? $0 : nil }
    }

    /// Plays the take back and returns what the tester did.
    func observe(assets: String, panelFactory: PanelFactory) throws -> ObservedSession {
        let clock = ManualClock()
        let app = try SnapNavApp(
            configuration: configuration, size: recording.header.viewport, scale: 1, start: start, headless: true,
            assetsDirectory: assets, panelFactory: panelFactory, configurationFile: configurationFile, clock: clock)
        let navigator = app.navigator
        let origin = clock.now
        let duration = recording.duration
        var session = ObservedSession(
            name: (path as NSString).lastPathComponent, viewport: recording.header.viewport,
            visits: [ObservedSession.Visit(screen: navigator.startPath, start: 0, end: 0)])
        navigator.onTapHandled = { point, screen, answered in
            session.taps.append(
                ObservedSession.Tap(time: clock.now - origin, screen: screen, location: point, hit: answered))
        }
        try TakeReplay(app: app, clock: clock).play(
            recording, framesPerSecond: Self.framesPerSecond,
            onStep: { time in
                // While a finger drags, the tester is still where the drag began.
                guard !navigator.isTrackingGesture else { return }
                let screen = navigator.startPath
                guard screen != session.visits.last?.screen else { return }
                let now = min(time, duration)
                session.visits[session.visits.count - 1].end = now
                session.visits.append(ObservedSession.Visit(screen: screen, start: now, end: now))
            })
        session.visits[session.visits.count - 1].end = max(duration, session.visits[session.visits.count - 1].start)
        return session
    }
}
