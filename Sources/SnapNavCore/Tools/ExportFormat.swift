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

    /// For a GIF, ffmpeg's arguments after the input for a first pass over the take that writes
    /// the palette made for it to `palette`; nil for video, which needs none. A palette needs
    /// every frame seen before the first can be mapped, and a single pass would hold all of
    /// them in memory until then: two passes keep ffmpeg's memory flat whatever the length.
    public func paletteArguments(palette: String) -> [String]? {
        guard self == .gif else { return nil }
        return ["-vf", "palettegen=stats_mode=diff", "-frames:v", "1", "-update", "1", palette]
    }

    /// ffmpeg's arguments after the input, writing `output`. A GIF keeps each frame's own
    /// duration, so a still stretch is one long frame, and maps its frames to `palette`, which
    /// the first pass wrote; video is constant-rate H.264 or VP9 at `framesPerSecond`, in the
    /// 4:2:0 colour every player takes (which needs even sizes, so an odd edge is padded by a
    /// pixel).
    public func encoderArguments(framesPerSecond: Double, output: String, palette: String) -> [String] {
        let even = "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        switch self {
        case .gif:
            return [
                "-i", palette, "-lavfi", "[0:v][1:v]paletteuse=dither=sierra2_4a",
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
