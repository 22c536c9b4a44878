import CJPEG
import CPNG
import CSDL2
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

    init(pixels: [UInt32], width: Int, height: Int, notice: String? = nil) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.notice = notice
        colors = ImageColors(pixels: pixels, width: width, height: height)
    }

    /// The memory its pixels take.
    var byteCount: Int { pixels.count * 4 }

    /// Decodes the file at `path`, on any thread, straight into the pixels, nothing printed
    /// whatever the file holds: a PNG with libpng, a WebP with libwebp, a JPEG with
    /// libjpeg-turbo. Colours in an
    /// embedded colour profile other than sRGB are converted to sRGB (`SRGBTransform`). A failure
    /// gives the decoder's reason.
    static func decode(_ path: String) -> Result<DecodedImage, ImageDecodingFailure> {
        if snapnav_is_png(path) != 0 { return decodePNG(path) }
        if snapnav_is_webp(path) != 0 { return decodeWebP(path) }
        return decodeJPEG(path)
    }

    /// The pixels of an image `width` × `height` that `decode` fills, once the header's size is
    /// checked against the budget (it was when the configuration was read; the file may have
    /// been replaced since); `decode` says why it failed, or nil.
    private static func decoded(
        width: UInt32, height: UInt32, decode: (UnsafeMutablePointer<UInt32>?) -> ImageDecodingFailure?
    ) -> Result<[UInt32], ImageDecodingFailure> {
        let count = Int(width) * Int(height)
        guard count > 0, count <= ImageFile.pixelBudget else {
            return .failure(
                ImageDecodingFailure(
                    reason: "its header now says \(width) × \(height) pixels, more than \(ImageFile.pixelBudget)"))
        }
        var failure: ImageDecodingFailure?
        let pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            failure = decode(buffer.baseAddress)
            initialized = failure == nil ? count : 0
        }
        return failure.map { .failure($0) } ?? .success(pixels)
    }

    private static func decodePNG(_ path: String) -> Result<DecodedImage, ImageDecodingFailure> {
        var reason = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0
        var height: UInt32 = 0
        guard snapnav_png_size(path, &width, &height, &reason, reason.count) == 0 else {
            return .failure(failure(reason, format: "PNG"))
        }
        var profile: UnsafeMutablePointer<UInt8>?
        var profileLength = 0
        var profileProblem = [CChar](repeating: 0, count: 160)
        defer { free(profile) }
        var pixels: [UInt32]
        switch decoded(
            width: width, height: height,
            decode: { pixels in
                snapnav_png_decode(
                    path, pixels, width, height, &profile, &profileLength, &profileProblem, profileProblem.count,
                    &reason, reason.count) == 0 ? nil : failure(reason, format: "PNG")
            })
        {
        case .success(let decoded): pixels = decoded
        case .failure(let failure): return .failure(failure)
        }
        var notice = profile.flatMap { bytes in
            convertToSRGB(&pixels, profile: Array(UnsafeBufferPointer(start: bytes, count: profileLength)))
        }
        let refused = String(cString: profileProblem)
        if notice == nil, !refused.isEmpty { notice = refusedProfileNotice(refused) }
        return .success(DecodedImage(pixels: pixels, width: Int(width), height: Int(height), notice: notice))
    }

    /// A JPEG, decoded with its profile in one pass.
    private static func decodeJPEG(_ path: String) -> Result<DecodedImage, ImageDecodingFailure> {
        var reason = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0
        var height: UInt32 = 0
        guard snapnav_jpeg_size(path, &width, &height, &reason, reason.count) == 0 else {
            return .failure(failure(reason, format: "JPEG"))
        }
        var channels: Int32 = 0
        var profile: UnsafeMutablePointer<UInt8>?
        var profileLength = 0
        defer { free(profile) }
        var pixels: [UInt32]
        switch decoded(
            width: width, height: height,
            decode: { pixels in
                snapnav_jpeg_decode(
                    path, pixels, width, height, &channels, &profile, &profileLength, &reason, reason.count) == 0
                    ? nil : failure(reason, format: "JPEG")
            })
        {
        case .success(let decoded): pixels = decoded
        case .failure(let failure): return .failure(failure)
        }
        let notice = profile.flatMap { bytes in
            convertToSRGB(
                &pixels, profile: Array(UnsafeBufferPointer(start: bytes, count: profileLength)),
                channels: Int(channels))
        }
        return .success(DecodedImage(pixels: pixels, width: Int(width), height: Int(height), notice: notice))
    }

    /// A WebP, lossy or lossless, with the profile in its ICCP chunk; a WebP is always in colour.
    private static func decodeWebP(_ path: String) -> Result<DecodedImage, ImageDecodingFailure> {
        var reason = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0
        var height: UInt32 = 0
        guard snapnav_webp_size(path, &width, &height, &reason, reason.count) == 0 else {
            return .failure(failure(reason, format: "WebP"))
        }
        var profile: UnsafeMutablePointer<UInt8>?
        var profileLength = 0
        defer { free(profile) }
        var pixels: [UInt32]
        switch decoded(
            width: width, height: height,
            decode: { pixels in
                snapnav_webp_decode(path, pixels, width, height, &profile, &profileLength, &reason, reason.count) == 0
                    ? nil : failure(reason, format: "WebP")
            })
        {
        case .success(let decoded): pixels = decoded
        case .failure(let failure): return .failure(failure)
        }
        let notice = profile.flatMap { bytes in
            convertToSRGB(
                &pixels, profile: Array(UnsafeBufferPointer(start: bytes, count: profileLength)), channels: 3)
        }
        return .success(DecodedImage(pixels: pixels, width: Int(width), height: Int(height), notice: notice))
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
