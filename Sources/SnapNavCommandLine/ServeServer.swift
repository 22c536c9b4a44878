import CHTTPServer
import Foundation
import SnapNavCore

#if canImport(Glibc)
    import Glibc
#endif

/// The server `snapnav serve` runs, and the window's key runs for the prototype it shows:
/// libmicrohttpd serving the prototype's web player under a secret URL, taking the testers'
/// sessions into `sessions/`, and a reloader following saves of the prototype.
final class ServeServer {
    /// The URL to open, `http://ADDRESS:PORT/TOKEN/`.
    let url: String
    /// Where the takes are written.
    let sessionsDirectory: String
    private let server: OpaquePointer
    private let context: UnsafeMutableRawPointer
    private let reloader: ServeReloader
    private var stopped = false

    /// Starts serving `request.prototype`; throws, saying why, when the prototype cannot be
    /// read or the server cannot listen. Sessions come in on the server's own threads.
    init(_ request: ServeRequest, assets: String) throws {
        var checked: [String: WebPlayerExport.CheckedImage] = [:]
        let player = try ServedPlayer.make(of: request.prototype, assets: assets, checked: &checked)
        guard let token = ServeToken.make() else {
            throw ServeFailure(description: "/dev/urandom cannot be read for the URL's secret")
        }
        // A phone that goes away mid-answer must not end the process.
        signal(SIGPIPE, SIG_IGN)
        let sessions = ServeSessions(directory: player.directory + "/sessions")
        sessions.serve(player.recordedConfiguration)
        let upload: snapnav_upload_handler = { context, _, session, body, length, message, messageSize in
            let sessions = Unmanaged<ServeSessions>.fromOpaque(context!).takeUnretainedValue()
            let bytes = body.map { Data(bytes: $0, count: length) } ?? Data()
            let answer = sessions.take(bytes, session: String(cString: session!))
            if let message, messageSize > 0 {
                let text = Array(answer.message.utf8.prefix(messageSize - 1)) + [0]
                text.withUnsafeBufferPointer { buffer in
                    buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: text.count) {
                        _ = strcpy(message, $0)
                    }
                }
            }
            return answer.status
        }
        let listenOn = request.host ?? "0.0.0.0"
        var reason = [CChar](repeating: 0, count: 512)
        let context = Unmanaged.passRetained(sessions).toOpaque()
        guard
            let server = snapnav_http_start(
                listenOn, UInt32(request.port), token, ServeCommand.limits, upload, context, &reason, reason.count)
        else {
            Unmanaged<ServeSessions>.fromOpaque(context).release()
            throw ServeFailure(description: String(cString: reason))
        }
        ServeCommand.publish(player.files, to: server)
        let address: String
        if let host = request.host, host != "0.0.0.0", host != "::" {
            address = host
        } else if let found = ServeAddress.localNetwork() {
            address = found
        } else {
            address = "127.0.0.1"
            report("snapnav: this machine has no address on a local network; only this machine can open the URL")
        }
        url = "http://\(ServeAddress.inURL(address)):\(snapnav_http_port(server))/\(token)/"
        sessionsDirectory = sessions.directory
        self.server = server
        self.context = context
        reloader = ServeReloader(
            prototype: request.prototype, assets: assets, player: player, checked: checked, sessions: sessions,
            server: server)
        reloader.start()
    }

    /// Stops the reloader and the server, leaving every session file whole; returns what the
    /// server answered and refused, as one line.
    @discardableResult
    func stop() -> String {
        guard !stopped else { return "" }
        stopped = true
        reloader.stop()
        var counts = snapnav_http_counts()
        snapnav_http_get_counts(server, &counts)
        snapnav_http_stop(server)
        Unmanaged<ServeSessions>.fromOpaque(context).release()
        return
            "Answered \(counts.files) files, \(counts.uploads) uploads, \(counts.live) live channels; "
            + "refused \(counts.not_found) requests (404), \(counts.bad_request) malformed uploads (400), "
            + "\(counts.too_large) too large (413), \(counts.too_many) too many (429)"
    }

    deinit { stop() }
}

/// Why the server could not start.
struct ServeFailure: Error, CustomStringConvertible {
    /// What went wrong.
    var description: String
}
