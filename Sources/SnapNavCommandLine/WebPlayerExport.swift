import Foundation
import SnapNavCore

/// `snapnav web PROTOTYPE OUT`: writes a prototype's web player into a folder that opens from
/// `file://` or any static host: the page, its script and module, the fonts, the prototype
/// as the player reads it (`prototype.json`) and every screen it shows.
public enum WebPlayerExport {
    /// Why the player could not be written; the message names the file or the reason.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong, in a sentence.
        public let description: String
    }

    /// The files of the page, in the install's `web` folder beside the fonts.
    static let pageFiles = ["index.html", "player.js", "manifest.webmanifest"]
    /// The fonts the page draws text with, from the install's assets.
    static let fonts = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]

    /// Writes the player of the prototype at `prototype` into `directory`, which must be
    /// empty or not exist yet; returns the files written, relative to it. The prototype is
    /// read and checked as the window reads it, and refused with the same message.
    @discardableResult
    public static func write(prototype: String, into directory: String, assets: String) throws -> [String] {
        let source = try PrototypeSource.resolve(prototype)
        let bundle: PrototypeBundle
        do {
            bundle = try PrototypeBundle.read(source)
        } catch {
            throw Failure(description: "\(source.explaining(error))")
        }
        let module = try moduleFile(assets: assets)
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: directory), !entries.isEmpty {
            throw Failure(
                description:
                    "\(directory) already holds files (\(entries.sorted().prefix(3).joined(separator: ", "))); "
                    + "the player is written into an empty folder, so nothing of yours is overwritten")
        }
        var files: [(name: String, source: String)] = pageFiles.map { ($0, assets + "/web/" + $0) }
        files += fonts.map { ("fonts/" + $0, assets + "/" + $0) }
        files.append(("snapnav.wasm", module))
        files += bundle.images.map { ($0.url, $0.path) }
        var written: [String] = []
        for (name, file) in files {
            guard let bytes = FileManager.default.contents(atPath: file) else {
                throw Failure(description: "\(file): cannot be read")
            }
            try put(bytes, as: name, in: directory)
            written.append(name)
        }
        try put(Data(bundle.jsonText.utf8), as: "prototype.json", in: directory)
        written.append("prototype.json")
        return written
    }

    /// The compiled player: in the install's `web` folder, or where `make web` builds it
    /// beside a build of the app.
    static func moduleFile(assets: String) throws -> String {
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            assets + "/web/snapnav.wasm",
            executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "web/snapnav.wasm"
            )
            .path,
        ]
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw Failure(
                description:
                    "the web player's module is not built (looked for \(candidates.joined(separator: " and "))); "
                    + "`make web` builds it")
        }
        return found
    }

    private static func put(_ bytes: Data, as name: String, in directory: String) throws {
        let target = directory + "/" + name
        let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw Failure(description: "\(folder): the folder cannot be made (\(FileErrorReason.of(error)))")
        }
        do {
            try SafeFileWriter.write(bytes, to: target)
        } catch {
            throw Failure(description: "\(target): cannot be written (\(error.reason))")
        }
    }
}
