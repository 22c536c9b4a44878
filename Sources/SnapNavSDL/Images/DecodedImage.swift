import CJPEG
import CPNG
import CSDL2
import CSVG
import CWebP
import SnapNavCore

/// An image file decoded once: its pixels (`0xAARRGGBB`, rows top to bottom), and the colours
/// taken from them while they were at hand. Textures are made from the pixels only at the size
/// the image is drawn at, a strip at a time (see `ScaledImageCache`), so no texture is ever as
/// large as a tall export, and the full-size picture is never kept on the GPU as well as here.
final class DecodedImage: Sendable {
    let pixels: [UInt32]
    let width: Int
    let height: Int
    /// The colours taken from the pixels, kept after the pixels are freed.
    let colors: ImageColors
    /// What the designer should know of how its colours were read, as that its colour profile
    /// could not be used; nil when there is nothing to say.
    let notice: String?
    /// The pixels per point an SVG was rendered at; nil for a raster image, whose pixels are
    /// the file's whatever the window's scale.
    let renderScale: Double?

    init(pixels: [UInt32], width: Int, height: Int, notice: String? = nil, renderScale: Double? = nil) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.notice = notice
        self.renderScale = renderScale
        colors = ImageColors(pixels: pixels, width: width, height: height)
    }

    /// The memory its pixels take.
    var byteCount: Int { pixels.count * 4 }

    /// Decodes the file at `path`, on any thread, straight into the pixels, nothing printed
    /// whatever the file holds: a PNG with libpng, a WebP with libwebp, a JPEG with
    /// libjpeg-turbo, an SVG rendered by librsvg at `scale` pixels per point. Colours in an
    /// embedded colour profile other than sRGB are converted to sRGB (`SRGBTransform`). A failure
    /// gives the decoder's reason.
    static func decode(_ path: String, scale: Double = 1) -> Result<DecodedImage, ImageDecodingFailure> {
        if snapnav_is_png(path) != 0 { return decodePNG(path) }
        if snapnav_is_webp(path) != 0 { return decodeWebP(path) }
        if isSVG(path) { return renderSVG(path, scale: scale) }
        return decodeJPEG(path)
    }

    /// Whether the file at `path` starts as an SVG does, by the header pass's own rule.
    static func isSVG(_ path: String) -> Bool {
        guard let file = fopen(path, "rb") else { return false }
        defer { fclose(file) }
        var head = [UInt8](repeating: 0, count: 4096)
        let count = fread(&head, 1, head.count, file)
        return ImageFile.format(bySignature: Array(head.prefix(count))) == .svg
    }

    /// What a decoder gives: the pixels, the size, and the colour profile the file embeds.
    private typealias Decoded = (pixels: [UInt32], width: Int, height: Int, profile: [UInt8]?)

    /// A file of `format` (as the reasons name it): `size` reads its header's size, which is
    /// checked against the budget again (it was when the configuration was read; the file may
    /// have been replaced since), then `decode` fills the pixels and hands over the profile the
    /// file embeds, malloc'd. Each returns 0, or writes its reason into the buffer it is given.
    private static func decodeFile(
        _ format: String,
        size: (_ width: inout UInt32, _ height: inout UInt32, _ reason: UnsafeMutablePointer<CChar>, Int) -> Int32,
        decode: (
            _ pixels: UnsafeMutablePointer<UInt32>?, _ width: UInt32, _ height: UInt32,
            _ profile: inout UnsafeMutablePointer<UInt8>?, _ profileLength: inout Int,
            _ reason: UnsafeMutablePointer<CChar>, Int
        ) -> Int32
    ) -> Result<Decoded, ImageDecodingFailure> {
        var reason = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0
        var height: UInt32 = 0
        guard size(&width, &height, &reason, reason.count) == 0 else {
            return .failure(failure(reason, format: format))
        }
        let count = Int(width) * Int(height)
        guard count > 0, count <= ImageFile.pixelBudget else {
            return .failure(
                ImageDecodingFailure(
                    reason: "its header now says \(width) × \(height) pixels, more than \(ImageFile.pixelBudget)"))
        }
        var profile: UnsafeMutablePointer<UInt8>?
        var profileLength = 0
        defer { free(profile) }
        var decoded = true
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            decoded =
                decode(buffer.baseAddress, width, height, &profile, &profileLength, &reason, reason.count) == 0
            initialized = decoded ? count : 0
        }
        guard decoded else { return .failure(failure(reason, format: format)) }
        let bytes = profile.map { Array(UnsafeBufferPointer(start: $0, count: profileLength)) }
        return .success((pixels, Int(width), Int(height), bytes))
    }

    /// A PNG, with the profile of its iCCP chunk; one libpng refuses is said, not used.
    private static func decodePNG(_ path: String) -> Result<DecodedImage, ImageDecodingFailure> {
        var problem = [CChar](repeating: 0, count: 160)
        return decodeFile("PNG", size: { snapnav_png_size(path, &$0, &$1, $2, $3) }) {
            snapnav_png_decode(path, $0, $1, $2, &$3, &$4, &problem, problem.count, $5, $6)
        }.map { decoded in
            var pixels = decoded.pixels
            var notice = decoded.profile.flatMap { convertToSRGB(&pixels, profile: $0) }
            let refused = String(cString: problem)
            if notice == nil, !refused.isEmpty { notice = refusedProfileNotice(refused) }
            return DecodedImage(pixels: pixels, width: decoded.width, height: decoded.height, notice: notice)
        }
    }

    /// A JPEG, decoded with its profile in one pass; a grey one says so, for its profile.
    private static func decodeJPEG(_ path: String) -> Result<DecodedImage, ImageDecodingFailure> {
        var channels: Int32 = 0
        return decodeFile("JPEG", size: { snapnav_jpeg_size(path, &$0, &$1, $2, $3) }) {
            snapnav_jpeg_decode(path, $0, $1, $2, &channels, &$3, &$4, $5, $6)
        }.map { decoded in
            var pixels = decoded.pixels
            let notice = decoded.profile.flatMap { convertToSRGB(&pixels, profile: $0, channels: Int(channels)) }
            return DecodedImage(pixels: pixels, width: decoded.width, height: decoded.height, notice: notice)
        }
    }

    /// A WebP, lossy or lossless, with the profile in its ICCP chunk; a WebP is always in colour.
    private static func decodeWebP(_ path: String) -> Result<DecodedImage, ImageDecodingFailure> {
        decodeFile("WebP", size: { snapnav_webp_size(path, &$0, &$1, $2, $3) }) {
            snapnav_webp_decode(path, $0, $1, $2, &$3, &$4, $5, $6)
        }.map { decoded in
            var pixels = decoded.pixels
            let notice = decoded.profile.flatMap { convertToSRGB(&pixels, profile: $0, channels: 3) }
            return DecodedImage(pixels: pixels, width: decoded.width, height: decoded.height, notice: notice)
        }
    }

    /// An SVG, parsed by librsvg and rendered at `scale`: its size times the scale is checked
    /// against the budget (`ImageFile.renderingRefusal`) before any pixel is allocated.
    private static func renderSVG(_ path: String, scale: Double) -> Result<DecodedImage, ImageDecodingFailure> {
        var reason = [CChar](repeating: 0, count: 256)
        var points = (width: 0.0, height: 0.0)
        guard
            let svg = snapnav_svg_open(
                path, ImageFile.maximumBytes, &points.width, &points.height, &reason, reason.count)
        else { return .failure(failure(reason, format: "SVG")) }
        defer { snapnav_svg_close(svg) }
        let size = ImageFile.renderedSize(width: points.width, height: points.height, scale: scale)
        if let refusal = ImageFile.renderingRefusal(width: size.width, height: size.height, scale: scale) {
            return .failure(ImageDecodingFailure(reason: "it " + refusal.reason))
        }
        return decodeFile(
            "SVG",
            size: { width, height, _, _ in
                (width, height) = (UInt32(size.width), UInt32(size.height))
                return 0
            }
        ) { pixels, width, height, _, _, reason, reasonSize in
            snapnav_svg_render(svg, scale, pixels, width, height, reason, reasonSize)
        }.map {
            DecodedImage(pixels: $0.pixels, width: $0.width, height: $0.height, renderScale: scale)
        }
    }

    /// The decoder's reason, said as a designer reads it: the file's own trouble as it is,
    /// damaged data with the library's words in brackets.
    private static func failure(_ reason: [CChar], format: String) -> ImageDecodingFailure {
        let said = String(cString: reason)
        let plain = said.hasPrefix("the file") || said.hasPrefix("it is")
        return ImageDecodingFailure(reason: plain ? said : "the \(format) data is damaged (\(said))")
    }
}

/// Why an image file could not be decoded, in its decoder's words.
struct ImageDecodingFailure: Error, Equatable, Sendable {
    let reason: String
}

/// The colours of a decoded image that outlive its pixels: the mean of its bottom edge, which
/// the bars drawn over it take, and the mean of the whole, shown in its place while it is not
/// decoded. Transparent pixels count for nothing; a colour is nil where no pixel is opaque.
struct ImageColors: Equatable, Sendable {
    var bottomEdge: Color?
    var mean: Color?

    /// The colours of `pixels` (`0xAARRGGBB`, `width` to a row): the bottom edge is its
    /// bottom 2 % of rows (at least one), the mean is taken over every eighth pixel of every
    /// eighth row, enough for a placeholder.
    init(pixels: [UInt32], width: Int, height: Int) {
        let edgeRows = max(1, height / 50)
        bottomEdge = Self.mean(of: pixels, width: width, rows: (height - edgeRows)..<height, step: 1)
        mean = Self.mean(of: pixels, width: width, rows: 0..<height, step: 8)
    }

    private static func mean(of pixels: [UInt32], width: Int, rows: Range<Int>, step: Int) -> Color? {
        var sums = (alpha: 0.0, red: 0.0, green: 0.0, blue: 0.0)
        for y in stride(from: rows.lowerBound, to: rows.upperBound, by: step) {
            for x in stride(from: 0, to: width, by: step) {
                let pixel = pixels[y * width + x]
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
