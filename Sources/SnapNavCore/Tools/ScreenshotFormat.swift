import Foundation

/// The image formats a screenshot or a saved frame can be written in, chosen by the file's
/// extension, so that `shot.jpg` holds JPEG data and never PNG data under a JPEG name.
package enum ScreenshotFormat: String, Sendable {
    case png = "PNG"
    case bmp = "BMP"
    case jpeg = "JPEG"

    /// The format `path`'s extension names, or nil when it names none that can be written.
    package static func of(_ path: String) -> ScreenshotFormat? {
        switch URL(fileURLWithPath: path).pathExtension.lowercased() {
        case "png": return .png
        case "bmp": return .bmp
        case "jpg", "jpeg": return .jpeg
        default: return nil
        }
    }

    /// Why `path` cannot be written, naming the extensions that can.
    package static func refusal(for path: String) -> String {
        "\(path): a screenshot is written as PNG (.png), BMP (.bmp) or JPEG (.jpg, .jpeg), by its extension"
    }
}
