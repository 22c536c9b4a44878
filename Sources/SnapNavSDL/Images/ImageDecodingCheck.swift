import CSDL2
import SnapNavCore

/// Decodes the images a configuration names, once, before a window shows them: a header can be
/// right while the data after it is cut short or corrupt, and only decoding tells. The
/// configuration has already checked each file's type, size and declared dimensions, so nothing
/// decoded here can be a decompression bomb. While each image is decoded, the mean colour of
/// its bottom edge is taken for the bars drawn over it.
package enum ImageDecodingCheck {
    /// Throws for the first image that cannot be decoded, naming `file` (the configuration),
    /// the key path, the image's path and the decoder's reason. Returns the colours sampled
    /// from the images. Only the images of `panels` are decoded when it is given; every panel's
    /// otherwise.
    @discardableResult
    package static func check(_ configuration: Configuration, file: String, panels: [String]? = nil) throws
        -> ImageEdgeColors
    {
        var colors = ImageEdgeColors()
        for (path, image) in try decode(configuration, file: file, panels: panels) {
            colors.take(image.colors.bottomEdge, ofImageAt: path)
        }
        return colors
    }

    /// `check(_:file:panels:)`, also returning the images it decoded by path, so that whoever
    /// shows them next need not decode them again; SVGs rendered at `scale` pixels per point.
    static func decode(_ configuration: Configuration, file: String, panels: [String]? = nil, scale: Double = 1)
        throws -> [String: DecodedImage]
    {
        var images: [String: DecodedImage] = [:]
        for (_, _, image) in configuration.imageFiles(of: panels ?? configuration.panels.map(\.id))
        where images[image.path] == nil {
            switch DecodedImage.decode(image.path, scale: scale) {
            case .failure(let failure):
                throw error(decoding: image.path, failure, in: configuration, file: file)
            case .success(let decoded):
                images[image.path] = decoded
            }
        }
        return images
    }

    /// The error for an image at `path` that cannot be decoded: the configuration's, naming
    /// `file`, the key path of the first panel that shows it, the path and the reason.
    static func error(
        decoding path: String, _ failure: ImageDecodingFailure, in configuration: Configuration, file: String
    ) -> ConfigurationError {
        let named = configuration.imageFiles(of: configuration.panels.map(\.id)).first { $0.file.path == path }
        let kind = named.map { " as \($0.file.format == .svg ? "an" : "a") \($0.file.format.rawValue) image" } ?? ""
        return ConfigurationError(
            file: file, keyPath: named.map { "panels.\($0.panel).content.\($0.key)" } ?? "",
            problem: "\(path) cannot be decoded\(kind): \(failure.reason)"
        ).locatingKey()
    }
}
