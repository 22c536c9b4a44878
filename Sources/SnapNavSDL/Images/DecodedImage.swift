import CPNG
import CSDL2
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

    /// Decodes the file at `path`, on any thread: a PNG with libpng, straight into the pixels
    /// (nothing printed, whatever the file holds), anything else with SDL_image. Colours in an
    /// embedded colour profile other than sRGB are converted to sRGB (`SRGBTransform`). A failure
    /// gives the decoder's reason.
    static func decode(_ path: String) -> Result<DecodedImage, ImageDecodingFailure> {
        snapnav_is_png(path) != 0 ? decodePNG(path) : decodeWithSDLImage(path)
    }

    private static func decodePNG(_ path: String) -> Result<DecodedImage, ImageDecodingFailure> {
        var reason = [CChar](repeating: 0, count: 256)
        var width: UInt32 = 0
        var height: UInt32 = 0
        guard snapnav_png_size(path, &width, &height, &reason, reason.count) == 0 else {
            return .failure(pngFailure(reason))
        }
        let count = Int(width) * Int(height)
        // The header was checked against the budget when the configuration was read; the file
        // may have been replaced since.
        guard count > 0, count <= ImageFile.pixelBudget else {
            return .failure(
                ImageDecodingFailure(
                    reason: "its header now says \(width) × \(height) pixels, more than \(ImageFile.pixelBudget)"))
        }
        var failed = false
        var profile: UnsafeMutablePointer<UInt8>?
        var profileLength = 0
        var profileProblem = [CChar](repeating: 0, count: 160)
        defer { free(profile) }
        var pixels = [UInt32](unsafeUninitializedCapacity: count) { buffer, initialized in
            failed =
                snapnav_png_decode(
                    path, buffer.baseAddress, width, height, &profile, &profileLength, &profileProblem,
                    profileProblem.count, &reason, reason.count) != 0
            initialized = failed ? 0 : count
        }
        guard !failed else { return .failure(pngFailure(reason)) }
        var notice = profile.flatMap { bytes in
            convertToSRGB(&pixels, profile: Array(UnsafeBufferPointer(start: bytes, count: profileLength)))
        }
        let refused = String(cString: profileProblem)
        if notice == nil, !refused.isEmpty { notice = refusedProfileNotice(refused) }
        return .success(DecodedImage(pixels: pixels, width: Int(width), height: Int(height), notice: notice))
    }

    /// libpng's reason, said as a designer reads it: the file's own trouble as it is, damaged
    /// data with libpng's words in brackets.
    private static func pngFailure(_ reason: [CChar]) -> ImageDecodingFailure {
        let said = String(cString: reason)
        return ImageDecodingFailure(reason: said.hasPrefix("the file") ? said : "the PNG data is damaged (\(said))")
    }

    /// A JPEG, which SDL_image decodes without printing anything, converted to 0xAARRGGBB.
    private static func decodeWithSDLImage(_ path: String) -> Result<DecodedImage, ImageDecodingFailure> {
        guard let decoded = IMG_Load(path) else {
            return .failure(ImageDecodingFailure(reason: String(cString: SDL_GetError())))
        }
        defer { SDL_FreeSurface(decoded) }
        let width = Int(decoded.pointee.w)
        let height = Int(decoded.pointee.h)
        guard width > 0, height > 0, let format = decoded.pointee.format, format.pointee.palette == nil else {
            return .failure(ImageDecodingFailure(reason: "the image has no pixels SnapNav can read"))
        }
        var converted = false
        var pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, initialized in
            converted =
                SDL_ConvertPixels(
                    Int32(width), Int32(height), format.pointee.format, decoded.pointee.pixels, decoded.pointee.pitch,
                    SDL_PIXELFORMAT_ARGB8888.rawValue, buffer.baseAddress, Int32(width * 4)) == 0
            initialized = converted ? width * height : 0
        }
        guard converted else { return .failure(ImageDecodingFailure(reason: String(cString: SDL_GetError()))) }
        let notice = jpegProfile(path).flatMap { convertToSRGB(&pixels, profile: $0.bytes, channels: $0.channels) }
        return .success(DecodedImage(pixels: pixels, width: width, height: height, notice: notice))
    }
}

/// Why an image file could not be decoded, in SDL_image's words.
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
