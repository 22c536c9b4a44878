import Foundation
import SnapNavCore
import SnapNavSDL

/// `snapnav web PROTOTYPE OUT`: writes a prototype's web player into a folder that opens from
/// `file://` or any static host: the page, its script and module, the fonts, the prototype
/// as the player reads it (`prototype.json`) and every screen it shows.
package enum WebPlayerExport {
    /// Why the player could not be written; the message names the file or the reason.
    package struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong, in a sentence.
        package let description: String
    }

    /// The files of the page, in the install's `web` folder beside the fonts.
    static let pageFiles = ["index.html", "player.js", "manifest.webmanifest"]
    /// The fonts the page draws text with, from the install's assets.
    static let fonts = ["DejaVuSans.ttf", "DejaVuSans-Bold.ttf"]

    /// Writes the player of the prototype at `prototype` into `directory`, which must be
    /// empty or not exist yet; returns the files written, relative to it. The prototype is
    /// read and checked as the window reads it, and refused with the same message.
    @discardableResult
    package static func write(prototype: String, into directory: String, assets: String) throws -> [String] {
        let files = try playerFiles(of: prototype, assets: assets)
        if let entries = try? FileManager.default.contentsOfDirectory(atPath: directory), !entries.isEmpty {
            throw Failure(
                description:
                    "\(directory) already holds files (\(entries.sorted().prefix(3).joined(separator: ", "))); "
                    + "the player is written into an empty folder, so nothing of yours is overwritten")
        }
        for (name, bytes) in files { try put(bytes, at: directory + "/" + name) }
        return files.map(\.name)
    }

    /// Writes the player of the prototype at `prototype` as one HTML file at `path`, which
    /// must not exist yet, with the script, module, fonts, prototype and screens inlined;
    /// returns its size in bytes.
    @discardableResult
    package static func writeSingleFile(prototype: String, to path: String, assets: String) throws -> Int {
        let files = try playerFiles(of: prototype, assets: assets)
        guard !FileManager.default.fileExists(atPath: path) else {
            throw Failure(description: "\(path) already exists; nothing of yours is overwritten")
        }
        let html = try singleFileHTML(files)
        try put(Data(html.utf8), at: path)
        return html.utf8.count
    }

    /// The page with everything it loads inlined: `window.SNAPNAV_INLINE` holds the
    /// prototype's text, the module in base64 and each image and font as a data URL, read by
    /// the script in place of fetching them.
    static func singleFileHTML(_ files: [(name: String, bytes: Data)]) throws -> String {
        func file(_ name: String) -> Data { files.first { $0.name == name }?.bytes ?? Data() }
        let scriptTag = "<script src=\"player.js\"></script>"
        let page = String(decoding: file("index.html"), as: UTF8.self)
        guard page.contains(scriptTag) else {
            throw Failure(description: "index.html: the page has no \(scriptTag) to inline the player in place of")
        }
        let inline = inlineScript(files, withImages: true)
        // A script's text ends at the first "</script" whatever it is inside, so none may be in it.
        let script = String(decoding: file("player.js"), as: UTF8.self).replacingOccurrences(
            of: "</script", with: "<\\/script", options: .caseInsensitive)
        return page.replacingOccurrences(of: "<link rel=\"manifest\" href=\"manifest.webmanifest\">", with: "")
            .replacingOccurrences(of: scriptTag, with: "<script>\n\(inline)\n</script>\n<script>\n\(script)</script>")
    }

    /// `window.SNAPNAV_INLINE` for `files`: the prototype's text, the module in base64 and the
    /// fonts as data URLs, and the screens too `withImages`; without them, `beside` says the
    /// page loads them from beside it, as a folder opened from disk can.
    static func inlineScript(_ files: [(name: String, bytes: Data)], withImages: Bool) -> String {
        func file(_ name: String) -> Data { files.first { $0.name == name }?.bytes ?? Data() }
        func dataURL(_ name: String, _ type: String) -> String {
            JSONText.string("data:\(type);base64," + file(name).base64EncodedString())
        }
        func members(_ prefix: String, type: (String) -> String) -> String {
            files.filter { $0.name.hasPrefix(prefix) }.map {
                "\(JSONText.string($0.name)): \(dataURL($0.name, type($0.name)))"
            }
            .joined(separator: ", ")
        }
        func imageType(_ name: String) -> String {
            name.hasSuffix(".png") ? "image/png" : name.hasSuffix(".webp") ? "image/webp" : "image/jpeg"
        }
        let images =
            withImages
            ? "images: { \(members("images/", type: imageType)) }"
            : "beside: true"
        // Every "<" as \u003c: no text of the prototype's can end the script it sits in.
        return """
            window.SNAPNAV_INLINE = {
              prototype: \(JSONText.string(String(decoding: file("prototype.json"), as: UTF8.self))),
              module: \(JSONText.string(file("snapnav.wasm").base64EncodedString())),
              fonts: { \(members("fonts/") { _ in "font/ttf" }) },
              \(images)
            };

            """.replacingOccurrences(of: "<", with: "\\u003c")
    }

    /// An image decoded once: the file as it was then (`stamp`), and its edge colour.
    struct CheckedImage: Equatable {
        var stamp: String
        var edgeColor: Color?

        /// What the file at `path` is now, by its size, time and inode; nil when it is gone.
        static func stamp(of path: String) -> String? {
            guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { return nil }
            let time = (attributes[.modificationDate] as? Date)?.timeIntervalSince1970 ?? 0
            return "\(attributes[.size] ?? 0) \(time) \(attributes[.systemFileNumber] ?? 0)"
        }
    }

    /// Every file of the player, named as it is written into its folder: the page and its
    /// script, the fonts, the module, the screens and `prototype.json`.
    static func playerFiles(of prototype: String, assets: String) throws -> [(name: String, bytes: Data)] {
        var checked: [String: CheckedImage] = [:]
        return try playerFiles(of: prototype, assets: assets, checked: &checked)
    }

    /// `playerFiles(of:assets:)`, decoding only the images not in `checked` as they are now, and
    /// adding those to it: a save of the configuration alone decodes no image again. Without
    /// `offline`, there is no `offline.js`, which only a page opened from disk reads.
    static func playerFiles(
        of prototype: String, assets: String, checked: inout [String: CheckedImage], offline: Bool = true
    ) throws -> [(name: String, bytes: Data)] {
        let source = try PrototypeSource.resolve(prototype)
        var bundle: PrototypeBundle
        do {
            let configuration = try source.load()
            bundle = try PrototypeBundle.read(source, loaded: configuration)
            // Only the built-in kinds of panel: a Swift app's own are not in the web player.
            try PanelFactory.standard.check(configuration, file: source.label)
            // Every image decoded, as the window decodes them before it opens: one that cannot
            // be is refused here too, and each gives the edge colour the desktop takes from it.
            let stamps = Dictionary(
                configuration.imagePaths.map { ($0, CheckedImage.stamp(of: $0) ?? "") }, uniquingKeysWith: { a, _ in a }
            )
            let unchecked = configuration.panels.filter { panel in
                configuration.imageFiles(of: [panel.id]).contains { checked[$0.2.path]?.stamp != stamps[$0.2.path] }
            }
            let colors = try ImageDecodingCheck.check(configuration, file: source.label, panels: unchecked.map(\.id))
            // Only image panels take an edge colour, as in the window; a story's snaps take none.
            let panelImages = Set(
                configuration.panels.compactMap { panel -> String? in
                    guard case .image(let image) = panel.kind else { return nil }
                    return image.file.path
                })
            for (_, _, image) in configuration.imageFiles(of: unchecked.map(\.id)) {
                let color = panelImages.contains(image.path) ? colors[image.path] : nil
                checked[image.path] = CheckedImage(stamp: stamps[image.path] ?? "", edgeColor: color)
            }
            for index in bundle.images.indices {
                bundle.images[index].edgeColor =
                    checked[bundle.diskPath(of: bundle.images[index], from: source)]?
                    .edgeColor
            }
        } catch {
            throw Failure(description: "\(source.explaining(error))")
        }
        var sources: [(name: String, path: String)] = pageFiles.map { ($0, assets + "/web/" + $0) }
        sources += fonts.map { ("fonts/" + $0, assets + "/" + $0) }
        sources.append(("snapnav.wasm", try moduleFile(assets: assets)))
        // The player draws raster images: an SVG goes as a PNG rendered from it (`SVGRaster`).
        let (svgs, rasters) = (
            bundle.images.filter { $0.format == .svg }, bundle.images.filter { $0.format != .svg }
        )
        sources += rasters.map { ($0.url, bundle.diskPath(of: $0, from: source)) }
        var files: [(name: String, bytes: Data)] = []
        for (name, path) in sources {
            guard let bytes = FileManager.default.contents(atPath: path) else {
                throw Failure(description: "\(path): cannot be read")
            }
            files.append((name, bytes))
        }
        for image in svgs {
            do {
                files.append((image.url, try SVGRaster.png(of: bundle.diskPath(of: image, from: source))))
            } catch {
                throw Failure(description: "\(error)")
            }
        }
        files.append(("prototype.json", Data(bundle.jsonText.utf8)))
        // What a page opened from disk reads in place of fetching (see player.js).
        if offline { files.append(("offline.js", Data(inlineScript(files, withImages: false).utf8))) }
        return files
    }

    /// The compiled player: in the install's `web` folder, or where `make web` builds it
    /// beside a build of the app.
    static func moduleFile(assets: String) throws -> String {
        // A build's binary is .build/ARCH/release/snapnav (or .build/release, a link to it).
        let build = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().deletingLastPathComponent()
        let candidates = [
            assets + "/web/snapnav.wasm", build.appendingPathComponent("web/snapnav.wasm").path,
            build.deletingLastPathComponent().appendingPathComponent("web/snapnav.wasm").path,
        ]
        guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0) }) else {
            throw Failure(
                description:
                    "the web player's module is not built (looked for \(candidates.joined(separator: " and "))); "
                    + "`make web` builds it")
        }
        return found
    }

    private static func put(_ bytes: Data, at target: String) throws {
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
