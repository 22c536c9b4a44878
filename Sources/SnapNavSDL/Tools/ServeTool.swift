import Foundation
import SnapNavCore

/// The prototype served to phones from the window, as `snapnav serve` serves it: its URL and
/// QR code, and how to stop serving it.
package struct ServedPrototype {
    /// The card showing the URL and its QR code.
    package var card: ServeCard
    /// Stops the server, leaving every session whole.
    package var stop: () -> Void

    /// A prototype served at `card.url`, stopped by `stop`.
    package init(card: ServeCard, stop: @escaping () -> Void) {
        self.card = card
        self.stop = stop
    }
}

/// The window's key for testing with people (`KeyMap`): its first press serves the prototype the
/// window shows, through what the command line hands the app (`SnapNavApp.setUpTools`),
/// printing the URL on stdout as `snapnav serve` does; each press shows or hides the card of the
/// URL's QR code, for a phone to scan off the screen. The server stops with the app.
final class ServeTool {
    private unowned let host: ToolHost
    private unowned let tools: DesignerTools
    /// Starts serving; nil in an app that was given no way to.
    var start: (() throws -> ServedPrototype)?
    /// The prototype being served, once the key has started it.
    private(set) var served: ServedPrototype?
    /// Whether the card shows.
    private(set) var isCardVisible = false

    /// The tool of `host`, one of `tools`, serving nothing yet.
    init(host: ToolHost, tools: DesignerTools) {
        self.host = host
        self.tools = tools
    }

    /// Serves the prototype the first time, then shows or hides the card.
    func toggle() {
        if served == nil {
            guard let start else {
                tools.show(error: "this app cannot serve its prototype; snapnav serve PROTOTYPE does")
                return
            }
            do {
                let served = try start()
                self.served = served
                print(served.card.url)
                fflush(stdout)
                tools.show(status: "serving \(served.card.url)")
            } catch {
                tools.show(error: "\(error)")
                return
            }
        }
        isCardVisible.toggle()
    }

    /// Stops serving, if it does.
    func stop() {
        served?.stop()
        served = nil
        isCardVisible = false
    }
}
