/// A prototype as the web player reads it, in one JSON file: the configuration's text, the
/// path it was read from, and every image it shows with the header facts the desktop read
/// from the disk. `snapnav web` writes it (`jsonText`); the player decodes the configuration
/// from it with the same decoder as the desktop, answering its questions from `images`.
///
/// ```json
/// { "file": "/work/sp/snapnav.json", "directory": "/work/sp",
///   "configuration": "{ \"start\": \"home\", … }",
///   "images": [{ "path": "/work/sp/Home@3x.png", "url": "images/1.png",
///                "format": "PNG", "width": 1170, "height": 2532 }] }
/// ```
package struct PrototypeBundle: Equatable, Sendable {
    /// One image the configuration names: where the configuration's decoder finds it, where
    /// the page loads it from, and its header's facts.
    package struct Image: Equatable, Sendable {
        /// The path the configuration's decoder resolves the image to.
        package var path: String
        /// Where the page loads it from, relative to the page.
        package var url: String
        /// PNG, JPEG, WebP or SVG (whose `url` is a PNG rendered from it).
        package var format: ImageFile.Format
        /// Its width in pixels.
        package var width: Int
        /// Its height in pixels.
        package var height: Int
        /// The mean colour of its bottom edge, taken where it was decoded, which the panels
        /// showing it take for their bars and background (`ImageEdgeColors`).
        package var edgeColor: Color?

        /// An image at `path`, loaded from `url`, of `width` × `height` pixels.
        package init(
            path: String, url: String, format: ImageFile.Format, width: Int, height: Int, edgeColor: Color? = nil
        ) {
            self.path = path
            self.url = url
            self.format = format
            self.width = width
            self.height = height
            self.edgeColor = edgeColor
        }
    }

    /// The configuration file's path, as error messages name it.
    package var file: String
    /// The directory the configuration's paths resolve against.
    package var directory: String
    /// The configuration's text.
    package var configuration: String
    /// Every image the configuration shows.
    package var images: [Image]
    /// The screens of the configuration's folder, in the order a folder shows them, for a
    /// configuration of `"screens": "folder"`; empty otherwise.
    package var folderScreens: [String]

    /// A bundle of `configuration`, read from `file` in `directory`, showing `images`.
    package init(
        file: String, directory: String, configuration: String, images: [Image], folderScreens: [String] = []
    ) {
        self.file = file
        self.directory = directory
        self.configuration = configuration
        self.images = images
        self.folderScreens = folderScreens
    }

    /// Reads a bundle's JSON; the error says what is missing or malformed.
    package init(json bytes: [UInt8]) throws(ConfigurationError) {
        let label = "prototype.json"
        let value: JSONValue
        do {
            value = try JSONParser.parse(bytes: bytes)
        } catch {
            throw ConfigurationError(file: label, syntax: error)
        }
        func string(_ value: JSONValue?, _ key: String) throws(ConfigurationError) -> String {
            guard case .string(let text)? = value else {
                throw ConfigurationError(file: label, keyPath: key, problem: "expected a string")
            }
            return text
        }
        func integer(_ value: JSONValue?, _ key: String) throws(ConfigurationError) -> Int {
            guard case .number(let number)? = value, number >= 0, number < 1e9, number == number.rounded() else {
                throw ConfigurationError(file: label, keyPath: key, problem: "expected a whole number of pixels")
            }
            return Int(number)
        }
        guard case .array(let entries)? = value["images"] else {
            throw ConfigurationError(file: label, keyPath: "images", problem: "expected an array of images")
        }
        var images: [Image] = []
        for (index, entry) in entries.enumerated() {
            let key = "images[\(index)]"
            let formatName = try string(entry["format"], key + ".format")
            guard let format = ImageFile.Format(rawValue: formatName) else {
                throw ConfigurationError(
                    file: label, keyPath: key + ".format", problem: "expected \"PNG\", \"JPEG\", \"WebP\" or \"SVG\"")
            }
            var edgeColor: Color?
            if let value = entry["edgeColor"] {
                guard let color = Color(hex: try string(value, key + ".edgeColor")) else {
                    throw ConfigurationError(file: label, keyPath: key + ".edgeColor", problem: "expected \"#RRGGBB\"")
                }
                edgeColor = color
            }
            images.append(
                Image(
                    path: try string(entry["path"], key + ".path"), url: try string(entry["url"], key + ".url"),
                    format: format, width: try integer(entry["width"], key + ".width"),
                    height: try integer(entry["height"], key + ".height"), edgeColor: edgeColor))
        }
        var folderScreens: [String] = []
        if case .array(let screens)? = value["folderScreens"] {
            for (index, screen) in screens.enumerated() {
                folderScreens.append(try string(screen, "folderScreens[\(index)]"))
            }
        }
        self.init(
            file: try string(value["file"], "file"), directory: try string(value["directory"], "directory"),
            configuration: try string(value["configuration"], "configuration"), images: images,
            folderScreens: folderScreens)
    }

    /// The bundle as JSON, one image to a line.
    package var jsonText: String {
        let images = self.images.map { image in
            "    { \"path\": \(JSONText.string(image.path)), \"url\": \(JSONText.string(image.url)), "
                + "\"format\": \(JSONText.string(image.format.rawValue)), \"width\": \(image.width), "
                + "\"height\": \(image.height)"
                + (image.edgeColor.map { ", \"edgeColor\": \(JSONText.string($0.hexString))" } ?? "") + " }"
        }
        return "{\n  \"file\": \(JSONText.string(file)),\n  \"directory\": \(JSONText.string(directory)),\n"
            + "  \"configuration\": \(JSONText.string(configuration)),\n  \"images\": [\n"
            + images.joined(separator: ",\n") + "\n  ],\n  \"folderScreens\": ["
            + folderScreens.map(JSONText.string).joined(separator: ", ") + "]\n}\n"
    }

    /// The configuration, decoded and checked as the desktop decodes it.
    package func decodeConfiguration() throws(ConfigurationError) -> Configuration {
        try Configuration.parse(
            bytes: Array(configuration.utf8), file: file, directory: directory, files: BundledFiles(self))
    }

    /// The colours sampled from the images where they were decoded.
    package var edgeColors: ImageEdgeColors {
        var colors = ImageEdgeColors()
        for image in images { colors.take(image.edgeColor, ofImageAt: image.path) }
        return colors
    }
}

/// The images of a `PrototypeBundle`, answering the configuration decoder's questions.
final class BundledFiles: PrototypeFiles {
    private let images: [String: PrototypeBundle.Image]
    private let folderScreens: [String]

    init(_ bundle: PrototypeBundle) {
        var images: [String: PrototypeBundle.Image] = [:]
        for image in bundle.images { images[image.path] = image }
        self.images = images
        folderScreens = bundle.folderScreens
    }

    func image(at path: String) throws(ImageFileError) -> ImageFile {
        guard let image = images[path] else { throw ImageFileError("is not in the player", fileIsMissing: true) }
        return ImageFile(path: path, format: image.format, width: image.width, height: image.height)
    }

    func hint(forMissing resolved: String, namedAs path: String, under directory: String) -> String? { nil }

    /// The folder's screens as they were listed where the bundle was written.
    func screens(inFolder directory: String, label: String) throws(ConfigurationError) -> [String] {
        folderScreens
    }
}
