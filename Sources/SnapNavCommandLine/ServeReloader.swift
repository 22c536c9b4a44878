import CHTTPServer
import Foundation

/// Makes the served player again when the prototype is saved, on a thread of its own: a save
/// that reads publishes the new player (every open page reloads), a broken one leaves the last
/// good player served and tells the pages why, in the window's words.
final class ServeReloader: @unchecked Sendable {
    /// How often the prototype's files are looked at for a save, in seconds.
    static let interval = 0.2

    private let prototype: String
    private let assets: String
    private let sessions: ServeSessions
    private let server: OpaquePointer
    private let lock = NSLock()
    private var stopped = false
    private var player: ServedPlayer
    private var checked: [String: WebPlayerExport.CheckedImage]

    /// A reloader of `prototype`, served as `player` by `server`; the images in `checked` are
    /// decoded again only once they change.
    init(
        prototype: String, assets: String, player: ServedPlayer, checked: [String: WebPlayerExport.CheckedImage],
        sessions: ServeSessions, server: OpaquePointer
    ) {
        self.prototype = prototype
        self.assets = assets
        self.player = player
        self.checked = checked
        self.sessions = sessions
        self.server = server
    }

    /// Starts watching.
    func start() {
        let thread = Thread { [self] in watch() }
        thread.name = "snapnav.serve-reloader"
        thread.start()
    }

    /// Stops watching; once it returns, the server is never touched again.
    func stop() {
        lock.lock()
        defer { lock.unlock() }
        stopped = true
    }

    private func watch() {
        var watch = ServeWatch(paths: player.watchedPaths)
        var problemStands = false
        while true {
            Thread.sleep(forTimeInterval: Self.interval)
            lock.lock()
            let done = stopped
            lock.unlock()
            if done { return }
            guard watch.changed else { continue }
            let began = Date()
            let outcome = Result { try ServedPlayer.make(of: prototype, assets: assets, checked: &checked) }
            let took = Int(Date().timeIntervalSince(began) * 1000)
            lock.lock()
            defer { lock.unlock() }
            if stopped { return }
            switch outcome {
            case .success(let saved):
                watch = ServeWatch(paths: saved.watchedPaths)
                // A save that changes nothing served reloads no page, unless they show a problem.
                guard problemStands || saved.files.map(\.bytes) != player.files.map(\.bytes) else { continue }
                problemStands = false
                player = saved
                sessions.serve(saved.recordedConfiguration)
                ServeCommand.publish(saved.files, to: server)
                report("snapnav: reloaded \(prototype) (read in \(took) ms); every open page follows")
            case .failure(let error):
                watch = ServeWatch(paths: player.watchedPaths + [player.configurationPath].compactMap { $0 })
                problemStands = true
                report("snapnav: \(error)")
                snapnav_http_announce_problem(server, "\(error)")
            }
        }
    }
}
