import CSDL2
import SnapNavCore

/// Decodes every image a configuration names, once, before a window shows it: a header can be
/// right while the data after it is cut short or corrupt, and only decoding tells. The
/// configuration has already checked each file's type, size and declared dimensions, so nothing
/// decoded here can be a decompression bomb.
public enum ImageDecodingCheck {
    /// Throws for the first image that SDL_image cannot decode, naming `file` (the configuration),
    /// the key path, the image's path and SDL_image's reason.
    public static func check(_ configuration: Configuration, file: String) throws {
        for panel in configuration.panels {
            guard case .image(let image) = panel.kind else { continue }
            guard let surface = IMG_Load(image.file.path) else {
                throw ConfigurationError(
                    file: file, keyPath: "panels.\(panel.id).content.file",
                    problem:
                        "\(image.file.path) cannot be decoded as a \(image.file.format.rawValue) image: "
                        + String(cString: SDL_GetError()))
            }
            SDL_FreeSurface(surface)
        }
    }
}
