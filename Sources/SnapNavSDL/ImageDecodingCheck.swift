import CSDL2
import SnapNavCore

/// Decodes every image a configuration names, once, before a window shows it: a header can be
/// right while the data after it is cut short or corrupt, and only decoding tells. The
/// configuration has already checked each file's type, size and declared dimensions, so nothing
/// decoded here can be a decompression bomb. While each image is decoded, the mean colour of
/// its bottom edge is taken for the bars drawn over it.
public enum ImageDecodingCheck {
    /// Throws for the first image that SDL_image cannot decode, naming `file` (the configuration),
    /// the key path, the image's path and SDL_image's reason. Returns `configuration` with each
    /// image panel's `sampledEdgeColor` set.
    @discardableResult
    public static func check(_ configuration: Configuration, file: String) throws -> Configuration {
        var checked = configuration
        for (index, panel) in configuration.panels.enumerated() {
            for (key, image) in panel.kind?.imageFiles ?? [] {
                let decoded = QuietDecoding.load(image.path)
                guard let surface = decoded.surface else {
                    let reason = String(cString: SDL_GetError()) + (decoded.said.isEmpty ? "" : " (\(decoded.said))")
                    throw ConfigurationError(
                        file: file, keyPath: "panels.\(panel.id).content.\(key)",
                        problem: "\(image.path) cannot be decoded as a \(image.format.rawValue) image: \(reason)"
                    ).locatingKey()
                }
                // The bars drawn over an image panel take its bottom edge's colour.
                if case .image = panel.kind { checked.panels[index].sampledEdgeColor = bottomEdgeColor(of: surface) }
                SDL_FreeSurface(surface)
            }
        }
        return checked
    }

    /// The mean colour of the bottom 2 % of `surface`'s rows (at least one), transparent
    /// pixels counting for nothing; nil when it has no opaque pixel there. Only that strip is
    /// converted to ARGB, not the whole decoded image.
    static func bottomEdgeColor(of surface: UnsafeMutablePointer<SDL_Surface>) -> Color? {
        let width = Int(surface.pointee.w)
        let height = Int(surface.pointee.h)
        let pitch = Int(surface.pointee.pitch)
        guard width > 0, height > 0, let pixels = surface.pointee.pixels, let format = surface.pointee.format else {
            return nil
        }
        let rows = max(1, height / 50)
        // The strip shares the image's pixels and format (and palette, for an indexed PNG).
        guard
            let strip = SDL_CreateRGBSurfaceWithFormatFrom(
                pixels + (height - rows) * pitch, Int32(width), Int32(rows), Int32(format.pointee.BitsPerPixel),
                Int32(pitch), format.pointee.format)
        else { return nil }
        defer { SDL_FreeSurface(strip) }
        if let palette = format.pointee.palette { SDL_SetSurfacePalette(strip, palette) }
        guard let converted = SDL_ConvertSurfaceFormat(strip, SDL_PIXELFORMAT_ARGB8888.rawValue, 0),
            let base = converted.pointee.pixels
        else { return nil }
        defer { SDL_FreeSurface(converted) }
        var sums = (alpha: 0.0, red: 0.0, green: 0.0, blue: 0.0)
        for y in 0..<rows {
            let row = (base + y * Int(converted.pointee.pitch)).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width {
                let pixel = row[x]
                let alpha = Double(pixel >> 24)
                sums.alpha += alpha
                sums.red += Double(pixel >> 16 & 0xFF) * alpha
                sums.green += Double(pixel >> 8 & 0xFF) * alpha
                sums.blue += Double(pixel & 0xFF) * alpha
            }
        }
        guard sums.alpha > 0 else { return nil }
        func channel(_ sum: Double) -> UInt8 { UInt8(min(255, (sum / sums.alpha).rounded())) }
        return Color(red: channel(sums.red), green: channel(sums.green), blue: channel(sums.blue))
    }
}
