import Foundation

/// The file types a replayed take can be exported as, chosen by the file's extension, and how
/// ffmpeg encodes each.
public enum ExportFormat: String, Sendable, CaseIterable {
    case gif
    case mp4
    case webm

    /// The format `path`'s extension names, or nil for any other.
    public static func of(_ path: String) -> ExportFormat? {
        ExportFormat(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// Why `path` cannot be exported, naming the extensions that can.
    public static func refusal(for path: String) -> String {
        "\(path): a take is exported as .gif, .mp4 or .webm, by its extension"
    }

    /// The frame rate a take is exported at unless `--fps` says otherwise. A GIF's frame delays
    /// are whole hundredths of a second, and browsers slow any delay under 2 to 10, so a GIF
    /// runs at 50 frames per second (2 each); video keeps the display's 60.
    public var defaultFramesPerSecond: Double { self == .gif ? 50 : 60 }

    /// ffmpeg's arguments after the input, writing `output`. A GIF keeps each frame's own
    /// duration, so a still stretch is one long frame, and takes a palette made for the take;
    /// video is constant-rate H.264 or VP9 at `framesPerSecond`, in the 4:2:0 colour every
    /// player takes (which needs even sizes, so an odd edge is padded by a pixel).
    public func encoderArguments(framesPerSecond: Double, output: String) -> [String] {
        let even = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        switch self {
        case .gif:
            return [
                "-filter_complex",
                "[0:v]split[a][b];[a]palettegen=stats_mode=diff[p];[b][p]paletteuse=dither=sierra2_4a",
                "-fps_mode", "vfr", "-loop", "0", output,
            ]
        case .mp4:
            return [
                "-vf", even, "-fps_mode", "cfr", "-r", JSONText.number(framesPerSecond), "-c:v", "libx264",
                "-preset", "medium", "-crf", "20", "-pix_fmt", "yuv420p", "-movflags", "+faststart", output,
            ]
        case .webm:
            return [
                "-vf", even, "-fps_mode", "cfr", "-r", JSONText.number(framesPerSecond), "-c:v", "libvpx-vp9",
                "-crf", "32", "-b:v", "0", "-pix_fmt", "yuv420p", output,
            ]
        }
    }
}
