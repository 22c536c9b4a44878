import Foundation

extension PrototypeBundle {
    /// The bundle of the prototype at `source`, read and checked from the disk as the window
    /// reads it, so that a prototype the window refuses is refused here with the same error.
    /// Each image's `url` is `images/N.png` (or `.jpg`, `.webp`), N counting from 1 in the order
    /// the configuration shows them; an SVG's is a PNG, which `snapnav web` renders it to, since
    /// the player draws raster images.
    ///
    /// The bundle is sent to other people, so it names the prototype's own folder by its name
    /// alone (`myproto/snapnav.json`), not by where it is on this disk; only an image the
    /// configuration names by an absolute path outside it keeps that path.
    public static func read(_ source: PrototypeSource) throws -> PrototypeBundle {
        try read(source, loaded: try source.load())
    }

    /// The bundle of `source`, whose configuration `configuration` was loaded already.
    public static func read(_ source: PrototypeSource, loaded configuration: Configuration) throws -> PrototypeBundle {
        let directory = source.directory
        var text = try source.configurationText()
        // A folder's own configuration names its screens as the folder's files, by name.
        if case .images(_, let files, _) = source {
            let names = files.map { String($0.split(separator: "/").last ?? "") }
            text = PrototypeSource.imagesConfigurationText(
                names, title: PrototypeSource.folderName(directory), in: directory)
        }
        let shared = FolderScreens.title(of: directory)
        func sharedPath(_ path: String) -> String {
            let folder = directory == "/" ? "/" : directory + "/"
            return path.hasPrefix(folder) ? shared + "/" + path.dropFirst(folder.count) : path
        }
        var folderScreens: [String] = []
        if case .file = source,
            case .string(ConfigurationDecoder.folderScreens)? = try? JSONParser.parse(text)["screens"]
        {
            folderScreens = try DiskFiles().screens(inFolder: directory, label: source.label).map(sharedPath)
        }
        var images: [Image] = []
        var seen = Set<String>()
        for path in configuration.imagePaths where seen.insert(path).inserted {
            let file = try ImageFile.inspect(path: path)
            let fileExtension =
                switch file.format {
                case .png: "png"
                case .jpeg: "jpg"
                case .webp: "webp"
                case .svg: "png"
                }
            let url = "images/\(images.count + 1).\(fileExtension)"
            images.append(
                Image(path: sharedPath(path), url: url, format: file.format, width: file.width, height: file.height))
        }
        let file = source.configurationFile.map { shared + "/" + ($0.split(separator: "/").last ?? "") } ?? shared
        return PrototypeBundle(
            file: file, directory: shared, configuration: text, images: images, folderScreens: folderScreens)
    }

    /// Where `image` of a bundle `read` from `source` is on this disk.
    public func diskPath(of image: Image, from source: PrototypeSource) -> String {
        let shared = directory + "/"
        guard image.path.hasPrefix(shared) else { return image.path }
        return (source.directory == "/" ? "" : source.directory) + "/" + image.path.dropFirst(shared.count)
    }
}
