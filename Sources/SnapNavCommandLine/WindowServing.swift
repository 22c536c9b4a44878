import Foundation
import SnapNavCore
import SnapNavSDL

/// What the window's key for testing with people runs (`SnapNavApp.setUpTools`): serves
/// the prototype the window shows as `snapnav serve` would, the URL's form and secret the same.
enum WindowServing {
    /// Why the window does not serve a prototype kept with the app's own files (the built-in
    /// demo): testers' sessions would be written beside it, where they do not belong and, in an
    /// installed app, cannot be written at all.
    static let refusalForTheAppsOwnFiles =
        "open a prototype folder to test it on a phone: snapnav new my-prototype, then snapnav my-prototype"

    /// Serves `source`, named `prototype` on the command line, on the port `snapnav serve` takes
    /// by default, or any free one when it is taken; throws the first failure, or, for a
    /// prototype in the `assets` folder, `refusalForTheAppsOwnFiles`.
    static func serve(_ source: PrototypeSource, named prototype: String, assets: String) throws -> ServedPrototype {
        guard !isInside(source.directory, assets) else {
            throw ServeFailure(description: refusalForTheAppsOwnFiles)
        }
        let server = try ServeServer(ServeRequest(prototype: prototype), assets: assets, orAnyFreePort: true)
        guard let code = ServeQRCode.modules(of: server.url) else {
            server.stop()
            throw ServeFailure(description: "\(server.url) does not fit in a QR code")
        }
        return ServedPrototype(card: ServeCard(url: server.url, modules: code.size, dark: code.dark)) {
            report("snapnav: stopped serving. " + server.stop())
        }
    }

    /// Whether `directory` is `folder` or inside it, links resolved.
    private static func isInside(_ directory: String, _ folder: String) -> Bool {
        func resolved(_ path: String) -> String {
            URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        }
        let inner = resolved(directory)
        let outer = resolved(folder)
        return inner == outer || inner.hasPrefix(outer.hasSuffix("/") ? outer : outer + "/")
    }
}
