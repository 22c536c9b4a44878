import Foundation

/// Where the prototype named on the command line comes from: a configuration file, a folder
/// holding `snapnav.json`, or a folder of screen exports with no configuration at all.
///
/// ```swift
/// let source = try PrototypeSource.resolve("~/Desktop/myapp")
/// let configuration = try source.load()
/// ```
public enum PrototypeSource: Equatable, Sendable {
    /// A configuration file.
    case file(String)
    /// A folder of PNG and JPEG exports without a configuration, in name order; `skipped`
    /// says which other files looked like screens but cannot be shown, and why.
    case images(directory: String, files: [String], skipped: [String] = [])

    /// The configuration a prototype folder holds.
    public static let configurationName = "snapnav.json"
    /// The extensions of the files a folder of exports shows.
    public static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "webp", "svg"]
    /// Image formats a design tool may export that are not shown; a folder names them rather
    /// than pass them over.
    public static let unshownImageExtensions: Set<String> = [
        "gif", "heic", "heif", "avif", "tif", "tiff", "bmp", "pdf",
    ]

    /// What `path` names: a file is a configuration; a folder is its `snapnav.json`, or,
    /// without one, its images; an image stands for the folder it is in. A folder with neither
    /// is refused, saying what it looked for.
    public static func resolve(_ path: String) throws -> PrototypeSource {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            if isImage(path) {
                let folder = URL(fileURLWithPath: path).standardizedFileURL.deletingLastPathComponent().path
                return try resolve(folder)
            }
            return .file(path)
        }
        // Absolute, so the images it lists resolve the same from wherever the app runs.
        let directory = URL(fileURLWithPath: path).standardizedFileURL.path
        let configuration = (directory == "/" ? "" : directory) + "/" + configurationName
        if FileManager.default.fileExists(atPath: configuration) { return .file(configuration) }
        let screens = try FolderScreens.list(in: directory, label: path)
        let images = screens.files
        let skipped = screens.skipped
        guard !images.isEmpty else {
            let notes = skipped.isEmpty ? "" : " (\(skipped.joined(separator: "; ")))"
            throw ConfigurationError(
                file: path, keyPath: "",
                problem:
                    "has no \(configurationName) and no PNG, JPEG, WebP or SVG images\(notes); "
                    + "`snapnav new \(path)` writes a starter prototype there")
        }
        return .images(directory: directory, files: images, skipped: skipped)
    }

    /// The images `directory` shows as screens, in name order (see `resolve(_:)`); none when
    /// it cannot be read.
    public static func screens(in directory: String) -> [String] {
        (try? FolderScreens.list(in: directory, label: directory).files) ?? []
    }

    /// Whether `path` names an image by its extension (a PNG, JPEG, WebP or SVG named on the command line
    /// instead of its folder).
    public static func isImage(_ path: String) -> Bool {
        imageExtensions.contains(URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// The panel id a folder of images gives `file`, one of its `files`, or the screen it is a
    /// smaller export of; nil when it is neither.
    public static func panelID(of file: String, among files: [String]) -> String? {
        let standardized = URL(fileURLWithPath: file).standardizedFileURL.path
        let panels = zip(FolderScreens.ids(files), files)
        if let exact = panels.first(where: { $0.1 == standardized }) { return exact.0 }
        let screen = ExportScales.parse(standardized).screen
        return panels.first { ExportScales.parse($0.1).screen == screen }?.0
    }

    /// `error` as the designer can act on it: a folder of images has no configuration of theirs,
    /// so a refusal of one of its images names that image, not a key the folder's made-up
    /// configuration gave it.
    public func explaining(_ error: Error) -> Error {
        guard case .images(let directory, let files, _) = self, let refusal = error as? ConfigurationError,
            refusal.keyPath.hasPrefix("panels."), refusal.keyPath.hasSuffix(".content.file")
        else { return error }
        if let image = files.first(where: { refusal.problem.hasPrefix($0 + " ") }) {
            return ConfigurationError(
                file: image, keyPath: "", problem: String(refusal.problem.dropFirst(image.count + 1)))
        }
        return ConfigurationError(file: directory, keyPath: "", problem: refusal.problem)
    }

    /// The configuration file to reload and write tuning to; nil for a folder of images.
    public var configurationFile: String? {
        if case .file(let path) = self { return path }
        return nil
    }

    /// How messages name this prototype: the configuration file, or the folder.
    public var label: String {
        switch self {
        case .file(let path): return path
        case .images(let directory, _, _): return directory
        }
    }

    /// The directory the configuration's paths resolve against.
    public var directory: String {
        switch self {
        case .file(let path): return Configuration.directory(of: path)
        case .images(let directory, _, _): return directory
        }
    }

    /// The configuration's JSON text: the file's, or the one made for a folder of images.
    public func configurationText() throws -> String {
        switch self {
        case .file(let path):
            guard let data = FileManager.default.contents(atPath: path) else {
                throw ConfigurationError(file: path, keyPath: "", problem: "the file cannot be read")
            }
            return String(decoding: data, as: UTF8.self)
        case .images(let directory, let files, _):
            return Self.imagesConfigurationText(files, title: Self.folderName(directory))
        }
    }

    /// For a folder of images, the `snapnav.json` to write into it so it can be edited: one
    /// that keeps showing the folder's images (`"screens": "folder"`), new exports too, with an
    /// empty `panels` for the links drawn on them. Nil for a file.
    public var configurationToWrite: (path: String, text: String)? {
        guard case .images(let directory, _, _) = self else { return nil }
        let folder = directory == "/" ? "/" : directory + "/"
        return (folder + Self.configurationName, Self.folderConfigurationText)
    }

    /// The configuration E writes into a folder of images.
    static let folderConfigurationText = """
        {
          "//": "The screens are this folder's images, in name order; panels add to them by name.",
          "screens": "folder",
          "panels": {}
        }

        """

    /// What the prototype is now, looked for again after its files changed: a folder of
    /// images may have a `snapnav.json` now, and a folder's `snapnav.json` that is gone leaves
    /// the folder's images.
    public func resolvedAgain() throws -> PrototypeSource {
        if case .file(let path) = self, URL(fileURLWithPath: path).lastPathComponent == Self.configurationName,
            !FileManager.default.fileExists(atPath: path)
        {
            return try Self.resolve(Configuration.directory(of: path))
        }
        return try Self.resolve(label)
    }

    /// Reads and checks the prototype's configuration.
    public func load() throws -> Configuration {
        switch self {
        case .file(let path):
            return try Configuration.load(path: path)
        case .images(let directory, let files, _):
            return try Configuration.parse(
                bytes: Array(Self.imagesConfigurationText(files, title: Self.folderName(directory)).utf8),
                file: directory, directory: directory)
        }
    }

    /// The name a file manager shows for `directory`, for the window's title.
    static func folderName(_ directory: String) -> String { FolderScreens.title(of: directory) }

    /// A configuration for exports shown without one: each image is a panel of the
    /// horizontal arm in name order, named after the screen it shows, starting on Home (or
    /// Camera), else on the middle one. The window has the size the exports were designed at
    /// (see `FolderScreens.windowSize`) and `title`. A file given relative is looked for in
    /// `directory`.
    static func imagesConfigurationText(_ files: [String], title: String = "SnapNav", in directory: String? = nil)
        -> String
    {
        let ids = FolderScreens.ids(files)
        let window = FolderScreens.windowSize(of: files, in: directory, reading: DiskFiles())
        let panels = zip(ids, files).map { id, file in
            "\(JSONText.string(id)): { \"content\": { \"kind\": \"image\", \"file\": \(JSONText.string(file)) } }"
        }
        return """
            { "window": { "width": \(Int(window.width)), "height": \(Int(window.height)), "title": \(JSONText.string(title)) },
              "start": \(JSONText.string(FolderScreens.start(among: ids))),
              "horizontal": [\(ids.map(JSONText.string).joined(separator: ", "))],
              "panels": {
                \(panels.joined(separator: ",\n    "))
              }
            }
            """
    }
}
