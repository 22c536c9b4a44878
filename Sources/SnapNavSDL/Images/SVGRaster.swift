import Foundation
import SnapNavCore

/// An SVG rendered to a PNG, for a player that draws raster images (`snapnav web`).
package enum SVGRaster {
    /// The pixels per point the web player's SVGs are rendered at: 3, a phone's densest
    /// common screen, so that they are crisp on any phone (a browser scales them down for a
    /// less dense one); a 360 × 640 screen becomes 1080 × 1920 pixels, well within
    /// `ImageFile.pixelBudget`, which applies at this scale.
    package static let webScale = 3.0

    /// The SVG at `path` rendered by librsvg at `scale` pixels per point, encoded as a PNG
    /// (transparency kept). Throws with the path and librsvg's reason, or the budget's.
    package static func png(of path: String, scale: Double = webScale) throws -> Data {
        let image: DecodedImage
        switch DecodedImage.decode(path, scale: scale) {
        case .success(let decoded): image = decoded
        case .failure(let failure): throw SDLError("\(path) cannot be rendered as an SVG: \(failure.reason)")
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "snapnav-svg-\(getpid())-\(UInt64.random(in: 0...UInt64.max))")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("rendered.png").path
        try Screenshot.save(pixels: image.pixels, width: image.width, height: image.height, to: file)
        guard let bytes = FileManager.default.contents(atPath: file) else {
            throw SDLError("\(path): the PNG rendered from it cannot be read back")
        }
        return bytes
    }
}
