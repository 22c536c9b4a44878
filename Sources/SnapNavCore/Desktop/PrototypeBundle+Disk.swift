import Foundation

extension PrototypeBundle {
    /// The bundle of the prototype at `source`, read and checked from the disk as the window
    /// reads it, so that a prototype the window refuses is refused here with the same error.
    /// Each image's `url` is `images/N.png` (or `.jpg`), N counting from 1 in the order the
    /// configuration shows them.
    public static func read(_ source: PrototypeSource) throws -> PrototypeBundle {
        let configuration = try source.load()
        let text = try source.configurationText()
        let directory = source.directory
        var folderScreens: [String] = []
        if case .file = source, case .object(let members)? = try? JSONParser.parse(text),
            members.contains(where: { $0.key == "screens" })
        {
            folderScreens = try DiskFiles().screens(inFolder: directory, label: source.label)
        }
        var images: [Image] = []
        var seen = Set<String>()
        for path in configuration.imagePaths where seen.insert(path).inserted {
            let file = try ImageFile.inspect(path: path)
            let url = "images/\(images.count + 1)." + (file.format == .png ? "png" : "jpg")
            images.append(Image(path: path, url: url, format: file.format, width: file.width, height: file.height))
        }
        return PrototypeBundle(
            file: source.label, directory: directory, configuration: text, images: images,
            folderScreens: folderScreens)
    }
}
