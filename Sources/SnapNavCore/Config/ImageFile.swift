/// An image file a configuration names, checked before anything decodes it: that it is a
/// regular file of a sensible size (on the desktop, `ImageFile.inspect(path:)`), a PNG, a JPEG, a WebP or an SVG by its first bytes, and what size its header
/// declares (an SVG's in points, rendered at the window's scale). A header that declares more pixels than `pixelBudget` is refused before decoding,
/// so a small file cannot make the app allocate gigabytes (a decompression bomb).
public struct ImageFile: Equatable, Sendable {
    /// What the file's first bytes say it is.
    public enum Format: String, Sendable {
        case png = "PNG"
        case jpeg = "JPEG"
        case webp = "WebP"
        case svg = "SVG"
    }

    /// The path, resolved against the configuration's directory.
    public var path: String
    /// PNG, JPEG, WebP or SVG.
    public var format: Format
    /// The size in pixels, as the header declares it; an SVG's in points (CSS pixels), rounded
    /// up, which it is rendered at times the window's scale.
    public var width: Int
    /// The height in pixels, as the header declares it.
    public var height: Int

    /// A file already checked, as `ImageFile.check` describes it.
    /// The image's size in pixels.
    public var pixelSize: Size { Size(width: Double(width), height: Double(height)) }

    public init(path: String, format: Format, width: Int, height: Int) {
        self.path = path
        self.format = format
        self.width = width
        self.height = height
    }

    /// Files larger than this are refused rather than read.
    public static let maximumBytes = 64 << 20
    /// More pixels than this (width × height) are refused: a 1080 × 4000 export is 4.3 million.
    public static let pixelBudget = 50_000_000
    /// Longer sides than this are refused. A tall export is drawn in strips, so no texture has
    /// to hold a whole side; the limit only keeps one row (or column) within reason.
    public static let maximumSide = 65535
    /// Smaller images than this on either side are refused as not a screen.
    public static let minimumSide = 16

    /// The image at `path` whose file starts with `head`, checked: its format and declared size
    /// from the header (`readAt` reads further on, for a JPEG whose frame lies past `head`),
    /// within `minimumSide`, `pixelBudget` and `maximumSide`, as `inspect(path:)` reads `head`
    /// from the disk. (The web player takes the facts `snapnav web` found this way.)
    public static func checked(
        header head: [UInt8], readAt: (_ offset: Int, _ count: Int) -> [UInt8] = { _, _ in [] }, path: String
    ) throws(ImageFileError) -> ImageFile {
        let (format, width, height) = try header(of: head, readAt: readAt)
        guard width >= minimumSide, height >= minimumSide else {
            throw ImageFileError(
                "is \(width)×\(height) pixels, too small for a screen (at least \(minimumSide)×\(minimumSide))")
        }
        if let refusal = budgetRefusal(width: width, height: height, size: "declares", verb: "decoded") {
            throw refusal
        }
        return ImageFile(path: path, format: format, width: width, height: height)
    }

    /// The pixels an SVG `width` × `height` points in size is rendered to at `scale` pixels per
    /// point: each side times the scale, rounded up (a hair's float error aside). A side too
    /// long for an `Int`, or infinite, is `Int.max` and one that is not a number is 0, so that
    /// the refusals, not a trap, say what is wrong.
    public static func renderedSize(width: Double, height: Double, scale: Double) -> (width: Int, height: Int) {
        func side(_ points: Double) -> Int {
            let pixels = (points * scale - 1e-6).rounded(.up)
            guard pixels > 0 else { return 0 }
            // 2^62 is exact as a Double and within an Int; anything longer is refused anyway.
            return pixels < 0x1p62 ? Int(pixels) : Int.max
        }
        return (side(width), side(height))
    }

    /// The refusal of an SVG rendered to `width` × `height` pixels at `scale`, past
    /// `pixelBudget` or `maximumSide`; nil within them. The header pass checks its size at
    /// scale 1, the renderer at the window's.
    public static func renderingRefusal(width: Int, height: Int, scale: Double) -> ImageFileError? {
        let scaleText = scale == scale.rounded() ? "\(Int(scale))" : "\(scale)"
        return budgetRefusal(width: width, height: height, size: "renders at scale \(scaleText) to", verb: "rendered")
    }

    /// The refusal of an image of `width` × `height` pixels past `pixelBudget` or
    /// `maximumSide`, saying what the size is (`size`) and what is not done with it (`verb`).
    private static func budgetRefusal(width: Int, height: Int, size: String, verb: String) -> ImageFileError? {
        let (pixels, overflows) = width.multipliedReportingOverflow(by: height)
        if overflows || pixels > pixelBudget {
            let megapixels = (Double(width) * Double(height) / 100_000).rounded() / 10
            return ImageFileError(
                "\(size) \(width)×\(height) pixels (\(megapixels) megapixels), more than the budget of "
                    + "\(pixelBudget / 1_000_000) megapixels; it is not \(verb)")
        }
        if width > maximumSide || height > maximumSide {
            return ImageFileError(
                "\(size) \(width)×\(height) pixels, longer than \(maximumSide) pixels a side; it is not \(verb)")
        }
        return nil
    }

    /// The format a file's first bytes announce, whether or not a whole header follows.
    package static func format(bySignature bytes: [UInt8]) -> Format? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if isWebP(bytes) { return .webp }
        if SVGHeader.isSVG(bytes) { return .svg }
        return nil
    }

    /// The format and declared size from a file's first bytes; `readAt` reads `count` bytes at
    /// an offset past them, for a JPEG whose frame header lies further on.
    static func header(of bytes: [UInt8], readAt: (_ offset: Int, _ count: Int) -> [UInt8] = { _, _ in [] })
        throws(ImageFileError) -> (Format, Int, Int)
    {
        let pngSignature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        if bytes.starts(with: pngSignature) {
            // The IHDR chunk comes first: length, "IHDR", then width and height, big-endian.
            guard bytes.count >= 24, bytes[12..<16].elementsEqual(Array("IHDR".utf8)) else {
                throw ImageFileError("is a PNG image cut short before its header")
            }
            return (.png, bigEndian(bytes, at: 16, count: 4), bigEndian(bytes, at: 20, count: 4))
        }
        if bytes.starts(with: [0xFF, 0xD8]) {
            return try jpegSize(bytes, readAt: readAt)
        }
        if isWebP(bytes) {
            return try webpSize(bytes)
        }
        if SVGHeader.isSVG(bytes) {
            let size = try SVGHeader.size(bytes)
            let pixels = renderedSize(width: size.width, height: size.height, scale: 1)
            return (.svg, pixels.width, pixels.height)
        }
        throw ImageFileError(notAnImage(bytes))
    }

    /// Walks a JPEG's segments to its frame header, which holds the size. Segments within
    /// `bytes` are read from them, those beyond through `readAt`.
    private static func jpegSize(_ bytes: [UInt8], readAt: (Int, Int) -> [UInt8]) throws(ImageFileError) -> (
        Format, Int, Int
    ) {
        var size: (width: Int, height: Int)?
        JPEGSegments.walk(
            readAt: { offset, count in
                offset + count <= bytes.count ? Array(bytes[offset..<offset + count]) : readAt(offset, count)
            },
            visit: { segment in
                guard segment.isFrameHeader else { return true }
                if segment.header.count >= 9 {
                    size = (bigEndian(segment.header, at: 7, count: 2), bigEndian(segment.header, at: 5, count: 2))
                }
                return false
            })
        guard let size else {
            throw ImageFileError("is a JPEG image with no frame header (its size) before its image data")
        }
        return (.jpeg, size.width, size.height)
    }

    /// Whether `bytes` start as a WebP file does: a RIFF container of WEBP.
    private static func isWebP(_ bytes: [UInt8]) -> Bool {
        bytes.count >= 12 && bytes[0..<4].elementsEqual("RIFF".utf8) && bytes[8..<12].elementsEqual("WEBP".utf8)
    }

    /// A WebP's size from its first chunk: the canvas of an extended file (`VP8X`), or the
    /// frame of a lossy (`VP8 `) or lossless (`VP8L`) one. An animation is refused.
    private static func webpSize(_ bytes: [UInt8]) throws(ImageFileError) -> (Format, Int, Int) {
        func littleEndian(_ index: Int, _ count: Int) -> Int {
            bytes[index..<index + count].reversed().reduce(0) { $0 << 8 | Int($1) }
        }
        let cutShort = ImageFileError("is a WebP image cut short before its header")
        guard bytes.count >= 30 else { throw cutShort }
        switch String(decoding: bytes[12..<16], as: Unicode.ASCII.self) {
        case "VP8X":
            guard bytes[20] & 0x02 == 0 else {
                throw ImageFileError("is an animated WebP image; export one frame of it to show it")
            }
            return (.webp, littleEndian(24, 3) + 1, littleEndian(27, 3) + 1)
        case "VP8 ":
            guard bytes[23..<26].elementsEqual([0x9D, 0x01, 0x2A]) else { throw cutShort }
            return (.webp, littleEndian(26, 2) & 0x3FFF, littleEndian(28, 2) & 0x3FFF)
        case "VP8L":
            guard bytes[20] == 0x2F else { throw cutShort }
            let packed = littleEndian(21, 4)
            return (.webp, (packed & 0x3FFF) + 1, (packed >> 14 & 0x3FFF) + 1)
        default:
            throw ImageFileError("is a WebP image whose first chunk is not an image")
        }
    }

    private static func bigEndian(_ bytes: [UInt8], at index: Int, count: Int) -> Int {
        bytes[index..<index + count].reduce(0) { $0 << 8 | Int($1) }
    }

    /// What a file that is not PNG, JPEG, WebP or SVG is, by its first bytes, for its refusal: the
    /// kind of file a designer may have exported or saved by mistake, named, or its first bytes
    /// when nothing names it.
    static func notAnImage(_ bytes: [UInt8]) -> String {
        let notShown = "not a PNG, JPEG, WebP or SVG image"
        func starts(_ text: String, at offset: Int = 0) -> Bool {
            bytes.count >= offset + text.utf8.count && bytes[offset...].starts(with: Array(text.utf8))
        }
        let named: [(signature: Bool, kind: String)] = [
            (starts("GIF8"), "a GIF image"),
            (
                starts("ftyp", at: 4) && (starts("heic", at: 8) || starts("mif1", at: 8) || starts("heix", at: 8)),
                "a HEIC image, as an iPhone saves photos"
            ),
            (starts("%PDF"), "a PDF document"),
            (starts("II*\u{0}") || starts("MM\u{0}*"), "a TIFF image"),
            (starts("BM"), "a BMP image"),
            (starts("8BPS"), "a Photoshop document"),
            (starts("PK\u{3}\u{4}"), "a ZIP archive (a Sketch or Figma file is one)"),
        ]
        if bytes.isEmpty { return "is empty, \(notShown)" }
        let export = "export PNG, JPEG, WebP or SVG to show it"
        if let kind = named.first(where: { $0.signature })?.kind { return "is \(kind), \(notShown); \(export)" }
        let head = bytes.prefix(512)
        guard let text = String(validating: head.prefix(head.count - utf8Tail(head)), as: UTF8.self),
            text.unicodeScalars.allSatisfy({ $0.value >= 0x20 || $0 == "\n" || $0 == "\r" || $0 == "\t" })
        else {
            return "is \(notShown) (it starts with \(bytes.prefix(8).map { Self.hex($0) }.joined(separator: " ")))"
        }
        let start = String(text.drop(while: { $0.isWhitespace })).asciiLowercased
        if start.hasPrefix("<!doctype html") || start.hasPrefix("<html") {
            return "is a web page (HTML), \(notShown): a browser may have saved the page rather than the image"
        }
        return "is a text file, \(notShown)"
    }

    /// How many bytes at the end of `bytes` are a UTF-8 character cut off by the prefix taken.
    private static func utf8Tail(_ bytes: ArraySlice<UInt8>) -> Int {
        var count = 0
        for byte in bytes.reversed().prefix(3) {
            if byte & 0xC0 == 0x80 {
                count += 1
            } else {
                return byte & 0xC0 == 0xC0 ? count + 1 : 0
            }
        }
        return 0
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = Array("0123456789ABCDEF")
        return String([digits[Int(byte >> 4)], digits[Int(byte & 0xF)]])
    }
}

/// Why an image file cannot be used.
public struct ImageFileError: Error, Equatable, Sendable {
    /// What is wrong with it, after the path.
    public let reason: String
    /// Whether there is no file at the path.
    public let fileIsMissing: Bool

    /// An error saying `reason`; `fileIsMissing` when there is no file at the path.
    public init(_ reason: String, fileIsMissing: Bool = false) {
        self.reason = reason
        self.fileIsMissing = fileIsMissing
    }
}
