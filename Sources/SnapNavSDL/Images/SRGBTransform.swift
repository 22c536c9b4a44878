import CColorConversion

/// The conversion of an image's pixels from the colours its embedded ICC profile says they
/// mean to sRGB, the colours the window shows, made by Little CMS.
///
/// Screen exports often carry a profile: a screenshot from an iPhone is in Display P3, one from
/// a Mac carries its display's profile, and Sketch and Photoshop write the document's, Adobe
/// RGB say. Shown as sRGB, as an untagged image is, such colours look dull, so they are
/// converted as a browser or the phone's own screen shows them: with the perceptual rendering
/// intent, which browsers use. For the curves-and-matrix profiles of screens and working spaces
/// that is the same as relative colorimetric, a colour outside sRGB clipped to the nearest it
/// shows; a profile built from lookup tables, as printers' and some cameras' are, gives its own
/// perceptual mapping into a screen's colours.
///
/// Little CMS works an eight-bit transform out once per image; applying it to a 1170 × 2532
/// export of varied colours takes about 45 ms of one core on the decoding thread for a profile
/// of curves and a matrix, and about 90 ms for one of lookup tables (screens of flat colour
/// take less: it keeps the last colour it converted).
final class SRGBTransform {
    private let transform: OpaquePointer

    /// The transform from the ICC profile `profile`. `channels`, when known, is the file's own
    /// count, 1 for grey and 3 for colour, which the profile must be for. Throws the reason a
    /// designer reads when the profile cannot be used.
    init(profile: [UInt8], channels: Int? = nil) throws(ColorProfileRefusal) {
        guard profile.count >= 132, profile[36..<40].elementsEqual("acsp".utf8) else {
            throw ColorProfileRefusal(reason: "its colour profile is damaged (it does not start as ICC's do)")
        }
        let declared = profile[0..<4].reduce(0) { $0 << 8 | Int($1) }
        guard declared <= profile.count else {
            throw ColorProfileRefusal(reason: "its colour profile is cut short (\(profile.count) of \(declared) bytes)")
        }
        var made: OpaquePointer?
        var name = [CChar](repeating: 0, count: 256)
        var reason = [CChar](repeating: 0, count: 256)
        let outcome = snapnav_srgb_transform_create(
            profile, profile.count, Int32(channels ?? 0), &made, &name, name.count, &reason, reason.count)
        if outcome == SNAPNAV_PROFILE_CONVERTS, let made {
            transform = made
            return
        }
        let said = String(cString: reason)
        let described = Self.trimmed(String(cString: name)).map { "\"\($0)\"" } ?? "its colour profile"
        switch outcome {
        case SNAPNAV_PROFILE_OTHER_SPACE where said == "CMYK":
            throw ColorProfileRefusal(reason: "\(described) is for CMYK inks, not a screen")
        case SNAPNAV_PROFILE_OTHER_SPACE:
            throw ColorProfileRefusal(reason: "\(described) is for \(Self.trimmed(said) ?? said) colours, not RGB")
        case SNAPNAV_PROFILE_GREY_ON_COLOUR:
            throw ColorProfileRefusal(reason: "\(described) is for grey images, and the image is not")
        case SNAPNAV_PROFILE_COLOUR_ON_GREY:
            throw ColorProfileRefusal(reason: "\(described) is for colour images, and the image is not")
        default:
            throw ColorProfileRefusal(reason: "\(described) is damaged (Little CMS: \(said))")
        }
    }

    deinit { snapnav_srgb_transform_free(transform) }

    /// Converts `pixels` (`0xAARRGGBB`, straight alpha) in place; alpha is kept.
    func convert(_ pixels: inout [UInt32]) {
        pixels.withUnsafeMutableBufferPointer { snapnav_srgb_transform_apply(transform, $0.baseAddress, $0.count) }
    }

    /// The text without the spaces and control characters at either end that profiles pad
    /// their names with; nil when nothing is left.
    private static func trimmed(_ text: String) -> String? {
        func isPadding(_ character: Character) -> Bool {
            character.isWhitespace || character.unicodeScalars.allSatisfy { $0.value < 0x20 || $0.value == 0x7F }
        }
        let trimmed = String(text.drop(while: isPadding).reversed().drop(while: isPadding).reversed())
        return trimmed.isEmpty ? nil : trimmed
    }
}

/// Why an embedded colour profile cannot be used, in words a designer reads after the file's
/// name, as "it is for CMYK inks, not a screen".
struct ColorProfileRefusal: Error, Equatable, Sendable {
    let reason: String
}
