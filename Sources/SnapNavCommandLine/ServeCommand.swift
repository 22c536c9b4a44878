import CHTTPServer
import Foundation
import SnapNavCore

#if canImport(Glibc)
    import Glibc
#endif

/// `snapnav serve PROTOTYPE`: serves the prototype's web player to phones on the local
/// network under a secret URL, printed first and then as a QR code; each open page follows
/// saves of the prototype (a live channel), and each tester's input comes back as a take in
/// `PROTOTYPE/sessions/`. Runs until Ctrl+C or SIGTERM.
enum ServeCommand {
    /// How much any one client may ask of the server.
    static let limits = snapnav_http_limits(
        connections: 256, connections_per_client: 32, idle_timeout: 10, upload_limit: 256 << 10,
        request_memory: 32 << 10, uploads_per_window: 20, rate_window: 10)

    /// Serves until stopped; returns the process's exit status.
    static func run(_ request: ServeRequest, assets: String) -> Int32 {
        // Only this thread takes Ctrl+C and SIGTERM; the server's threads inherit the mask.
        var stopSignals = sigset_t()
        sigemptyset(&stopSignals)
        sigaddset(&stopSignals, SIGINT)
        sigaddset(&stopSignals, SIGTERM)
        pthread_sigmask(SIG_BLOCK, &stopSignals, nil)
        let server: ServeServer
        do {
            server = try ServeServer(request, assets: assets)
        } catch {
            report("snapnav: \(error)")
            return 1
        }
        print(server.url)
        for line in ServeQRCode.lines(of: server.url) ?? [] { print(line) }
        fflush(stdout)
        report(
            "snapnav: serving the web player of \(request.prototype); open the URL on a phone on this network. "
                + "Testers' sessions go into \(server.sessionsDirectory). Ctrl+C stops.")
        // The main thread waits for Ctrl+C or SIGTERM alone, so that a reload under way never
        // delays the stop.
        var signal: Int32 = 0
        while signal != SIGINT && signal != SIGTERM { sigwait(&stopSignals, &signal) }
        report("snapnav: stopped. " + server.stop())
        return 0
    }

    static func publish(_ files: [(name: String, bytes: Data)], to server: OpaquePointer) {
        let names = files.map { strdup($0.name) }
        let buffers = files.map { file -> UnsafeMutablePointer<UInt8> in
            let buffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(file.bytes.count, 1))
            file.bytes.copyBytes(to: buffer, count: file.bytes.count)
            return buffer
        }
        defer {
            names.forEach { free($0) }
            buffers.forEach { $0.deallocate() }
        }
        let lengths = files.map(\.bytes.count)
        let constNames = names.map { UnsafePointer($0) }
        let constBuffers = buffers.map { Optional(UnsafePointer($0)) }
        if snapnav_http_publish(server, files.count, constNames, constBuffers, lengths) != 0 {
            report("snapnav: out of memory; the pages keep the player as it was")
        }
    }
}

/// The web player of a prototype as it is served: its files, what its takes hold of the
/// configuration, and the files a save changes.
struct ServedPlayer {
    /// The page, its script, module and fonts, the prototype and its screens, as `snapnav web`
    /// writes them.
    var files: [(name: String, bytes: Data)]
    /// The folder of the prototype, where `sessions/` is.
    var directory: String
    /// The configuration file, when the prototype has one.
    var configurationPath: String?
    /// The configuration file, the images and the folder.
    var watchedPaths: [String]
    /// The copy of the configuration each take holds.
    var recordedConfiguration: InputRecording.RecordedConfiguration?

    /// Reads and checks the prototype at `prototype` as `snapnav web` does, and refuses it with
    /// the same message.
    /// Images in `checked` that have not changed since are not decoded again.
    static func make(
        of prototype: String, assets: String, checked: inout [String: WebPlayerExport.CheckedImage]
    ) throws -> ServedPlayer {
        // Served, the page fetches its files: it has no use for the offline copy of them.
        let files = try WebPlayerExport.playerFiles(of: prototype, assets: assets, checked: &checked, offline: false)
        let source = try PrototypeSource.resolve(prototype)
        let configuration = try? source.load()
        let imagePaths = configuration?.imagePaths ?? []
        var recorded: InputRecording.RecordedConfiguration?
        if let text = try? source.configurationText() {
            var fingerprints: [String: String] = [:]
            for path in imagePaths { fingerprints[path] = ContentFingerprint.of(path: path) }
            recorded = InputRecording.RecordedConfiguration(
                text: text, source: source.label, directory: source.directory, imageFingerprints: fingerprints)
        }
        let configurationPath: String? = if case .file(let path) = source { path } else { nil }
        return ServedPlayer(
            files: files, directory: source.directory, configurationPath: configurationPath,
            watchedPaths: [source.directory] + [configurationPath].compactMap { $0 } + imagePaths,
            recordedConfiguration: recorded)
    }
}
