extension DecodedImage {
    /// How the colours of an image whose profile cannot be used are shown.
    private static let shownAsStored = "its colours are shown as stored, as sRGB"

    /// Converts `pixels` from the colours of the ICC `profile` to sRGB (`SRGBTransform`).
    /// `channels`, when known, is the file's own count, 1 for grey and 3 for colour, which the
    /// profile must be for. Returns what the designer should be told when the profile cannot be
    /// used, the pixels left as they are.
    static func convertToSRGB(_ pixels: inout [UInt32], profile: [UInt8], channels: Int? = nil) -> String? {
        do throws(ColorProfileRefusal) {
            try SRGBTransform(profile: profile, channels: channels).convert(&pixels)
            return nil
        } catch {
            return "\(error.reason); \(shownAsStored)"
        }
    }

    /// What the designer is told of a PNG's profile that libpng refused, in libpng's words
    /// (`iCCP: …`): one that does not fit the image, or one beside another (an sRGB chunk, say),
    /// which PNG does not allow.
    static func refusedProfileNotice(_ libpngReason: String) -> String {
        let what =
            libpngReason.hasSuffix("too many profiles")
            ? "it holds more than one colour profile" : "its colour profile does not fit the image"
        return "\(what) (libpng: \(libpngReason)); \(shownAsStored)"
    }
}
