/// The colours an image's pixels mean, as the ICC profile embedded in it says: how each channel
/// maps to light, and where the red, green and blue of its screen lie (ICC.1:2010).
///
/// Screen exports often carry one: a screenshot from an iPhone is in Display P3, one from a Mac
/// carries its display's profile, and Sketch and Photoshop write the document's, Adobe RGB say. Shown as sRGB, as an
/// untagged image is, such colours look dull, so they are converted (`SRGBConversion`), as a
/// browser or the phone's own screen shows them. A profile is read when it is made of curves and
/// a matrix, as every display and working-space profile is; one built from lookup tables, or
/// one for printing inks, is refused with the reason.
public struct ColorProfile: Equatable, Sendable {
    /// The profile's own name (`desc`), as `Display P3`; nil when it has none.
    public var name: String?
    /// Each channel's curve: red, green and blue, or the one grey curve three times.
    public var curves: [ToneCurve]
    /// The profile's red, green and blue in CIE XYZ, adapted to D50 as ICC's connection
    /// space is: the columns of the matrix from its light to XYZ. A grey profile's are sRGB's,
    /// since grey stays grey.
    public var colorants: [[Double]]
    /// Whether it is a profile for grey images, of one channel.
    public var isGrey = false

    /// Why an embedded profile cannot be used, in words a designer reads after the file's name.
    public struct Unsupported: Error, Equatable, Sendable {
        /// What is wrong with it, as "it is a profile for CMYK inks".
        public var reason: String
    }

    /// sRGB's red, green and blue in D50-adapted XYZ (Bradford), as the sRGB profiles hold them.
    public static let sRGBColorants: [[Double]] = [
        [0.436_074_7, 0.222_504_5, 0.013_932_2],
        [0.385_064_9, 0.716_878_6, 0.097_104_5],
        [0.143_080_4, 0.060_616_9, 0.714_173_3],
    ]

    /// Reads the ICC profile `bytes`. Throws `Unsupported` for one it cannot use or that is
    /// damaged.
    public init(icc bytes: [UInt8]) throws(Unsupported) {
        let data = bytes[...]
        guard data.count >= 132, data.bigEndianTag(at: 36) == "acsp" else {
            throw Unsupported(reason: "its colour profile is damaged (it does not start as ICC's do)")
        }
        if let declared = data.bigEndianUInt32(at: 0), Int(declared) > data.count {
            throw Unsupported(reason: "its colour profile is cut short (\(data.count) of \(declared) bytes)")
        }
        let tags = try Self.tagTable(data)
        func tag(_ signature: String) -> ArraySlice<UInt8>? { tags[signature] }
        name = tag("desc").flatMap(Self.text)
        let space = data.bigEndianTag(at: 16) ?? ""
        let connection = data.bigEndianTag(at: 20) ?? ""
        let described = name.map { "\"\($0)\"" } ?? "its colour profile"
        switch space {
        case "RGB ":
            let channels = ["r", "g", "b"]
            let read = channels.map { channel in
                (tag(channel + "TRC").flatMap(ToneCurve.read), tag(channel + "XYZ").flatMap(Self.xyz))
            }
            let curves = read.compactMap { $0.0 }
            let colorants = read.compactMap { $0.1 }
            guard curves.count == 3, colorants.count == 3, connection == "XYZ " else {
                throw Unsupported(
                    reason: tag("A2B0") != nil || tag("A2B1") != nil
                        ? "\(described) is built from lookup tables, which SnapNav does not convert"
                        : "\(described) is damaged (its curves or colours are missing)")
            }
            self.curves = curves
            self.colorants = colorants
        case "GRAY":
            guard var curve = tag("kTRC").flatMap(ToneCurve.read) else {
                throw Unsupported(reason: "\(described) is damaged (its grey curve is missing)")
            }
            // Over a Lab connection space the curve gives lightness, L* / 100, not light.
            if connection == "Lab " {
                let lightness = curve
                curve = .table((0...4095).map { Self.light(ofLightness: lightness.linear(Double($0) / 4095) * 100) })
            }
            curves = [curve, curve, curve]
            colorants = Self.sRGBColorants
            isGrey = true
        case "CMYK":
            throw Unsupported(reason: "\(described) is for CMYK inks, not a screen")
        default:
            throw Unsupported(
                reason: "\(described) is for \(space.trimmedOfSpaces) colours, not RGB")
        }
    }

    /// Whether this profile is sRGB's, within a rounding of what an 8-bit channel holds: its
    /// images need no conversion.
    public var isSRGB: Bool {
        let matrixMatches = zip(colorants, Self.sRGBColorants).allSatisfy { ours, theirs in
            zip(ours, theirs).allSatisfy { abs($0 - $1) < 0.002 }
        }
        guard matrixMatches else { return false }
        return curves.allSatisfy { curve in
            (0...255).allSatisfy { value in
                let x = Double(value) / 255
                return abs(curve.linear(x) - ToneCurve.sRGB.linear(x)) < 0.0005
            }
        }
    }

    /// CIE's relative luminance, 0…1, of the lightness L*, 0…100.
    static func light(ofLightness lightness: Double) -> Double {
        let f = (lightness + 16) / 116
        return f > 6.0 / 29 ? f * f * f : 3 * (6.0 / 29) * (6.0 / 29) * (f - 4.0 / 29)
    }

    /// The tags of the profile `data`, each by its signature.
    private static func tagTable(_ data: ArraySlice<UInt8>) throws(Unsupported) -> [String: ArraySlice<UInt8>] {
        guard let count = data.bigEndianUInt32(at: 128), count <= 1000, 132 + Int(count) * 12 <= data.count else {
            throw Unsupported(reason: "its colour profile is damaged (its table of tags runs past its end)")
        }
        var tags: [String: ArraySlice<UInt8>] = [:]
        for index in 0..<Int(count) {
            let entry = 132 + index * 12
            guard let signature = data.bigEndianTag(at: entry), let offset = data.bigEndianUInt32(at: entry + 4),
                let size = data.bigEndianUInt32(at: entry + 8), Int(offset) + Int(size) <= data.count
            else {
                throw Unsupported(reason: "its colour profile is damaged (a tag lies past its end)")
            }
            let start = data.startIndex + Int(offset)
            tags[signature] = data[start..<start + Int(size)]
        }
        return tags
    }

    /// An `XYZ ` tag's one colour.
    private static func xyz(_ tag: ArraySlice<UInt8>) -> [Double]? {
        guard tag.bigEndianTag(at: 0) == "XYZ " else { return nil }
        let values = [8, 12, 16].compactMap { tag.s15Fixed16(at: $0) }
        return values.count == 3 ? values : nil
    }

    /// A `desc` tag's text: version 2's ASCII (`desc`) or version 4's first string (`mluc`).
    private static func text(_ tag: ArraySlice<UInt8>) -> String? {
        let text: String?
        switch tag.bigEndianTag(at: 0) {
        case "desc":
            guard let length = tag.bigEndianUInt32(at: 8), length > 0, 12 + Int(length) <= tag.count else { return nil }
            let start = tag.startIndex + 12
            text = String(decoding: tag[start..<start + Int(length)].prefix { $0 != 0 }, as: UTF8.self)
        case "mluc":
            guard let records = tag.bigEndianUInt32(at: 8), records > 0, let length = tag.bigEndianUInt32(at: 20),
                let offset = tag.bigEndianUInt32(at: 24), Int(offset) + Int(length) <= tag.count
            else { return nil }
            let start = tag.startIndex + Int(offset)
            let units = stride(from: 0, to: Int(length) - 1, by: 2).map {
                UInt16(tag[start + $0]) << 8 | UInt16(tag[start + $0 + 1])
            }
            text = String(decoding: units, as: UTF16.self)
        default:
            text = nil
        }
        let trimmed = text?.trimmedOfSpaces
        return trimmed?.isEmpty == false ? trimmed : nil
    }
}

extension String {
    /// The text without the spaces, line breaks and control characters at either end that
    /// profiles pad their names with.
    fileprivate var trimmedOfSpaces: String {
        func isPadding(_ character: Character) -> Bool {
            character.isWhitespace || character.unicodeScalars.allSatisfy { $0.value < 0x20 || $0.value == 0x7F }
        }
        return String(drop(while: isPadding).reversed().drop(while: isPadding).reversed())
    }
}
