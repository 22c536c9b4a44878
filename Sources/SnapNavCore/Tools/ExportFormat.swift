import Foundation

/// The file types a replayed take can be exported as, chosen by the file's extension, and how
/// ffmpeg encodes each.
package enum ExportFormat: String, Sendable, CaseIterable {
    case gif
    case mp4
    case webm

    /// The format `path`'s extension names, or nil for any other.
    package static func of(_ path: String) -> ExportFormat? {
        ExportFormat(rawValue: URL(fileURLWithPath: path).pathExtension.lowercased())
    }

    /// Why `path` cannot be exported, naming the extensions that can.
    package static func refusal(for path: String) -> String {
        "\(path): a take is exported as .gif, .mp4 or .webm, by its extension"
    }

    /// The frame rate a take is exported at unless `--fps` says otherwise. A GIF's frame delays
    /// are whole hundredths of a second, and browsers slow any delay under 2 to 10; every frame
    /// of a swipe is a picture of its own, so a GIF runs at 25 frames per second (4 hundredths
    /// each), half the size of 50 and still smooth to the eye, while video, whose encoder
    /// stores only what moves, keeps the display's 60. `--fps 50` makes a smoother GIF.
    package var defaultFramesPerSecond: Double { self == .gif ? 25 : 60 }

    /// The size past which a GIF is hard to share: most chats and documents take files up to
    /// about 10 MB.
    package static let shareableGIFBytes = 10_000_000

    /// `bytes` as a designer's file browser says it: decimal megabytes, one decimal.
    package static func megabytes(_ bytes: Int) -> String {
        let tenths = (Double(bytes) / 100_000).rounded()
        return "\(Int(tenths) / 10).\(Int(tenths) % 10) MB"
    }

    /// What to say of an export of `bytes` written to `path`: for a GIF too large to share, the
    /// same take as an MP4; nil when there is nothing to say.
    package static func advice(bytes: Int, path: String) -> String? {
        guard of(path) == .gif, bytes > shareableGIFBytes else { return nil }
        let mp4 = String(path.dropLast(4)) + ".mp4"
        return
            "\(path) is \(megabytes(bytes)), more than most chats and documents take (about 10 MB); an MP4 of the same take is a fraction of the size "
            + "(--export \(mp4)), or a narrower GIF is (--width 400)"
    }

    /// The size the encoder scales frames drawn at `drawn` to, for a file `width` pixels wide:
    /// the take's shape kept, and for video an even height, as its 4:2:0 colour needs.
    package func scaledSize(of drawn: (width: Int, height: Int), toWidth width: Int) -> (width: Int, height: Int) {
        let height = Double(drawn.height * width) / Double(max(drawn.width, 1))
        let evenHeight = self != .gif
        return (width, max(1, evenHeight ? Int((height / 2).rounded()) * 2 : Int(height.rounded())))
    }

    /// ffmpeg's filters that scale the frames to `size`, with a comma after, or nothing.
    private static func scaling(to size: (width: Int, height: Int)?) -> String {
        size.map { "scale=\($0.width):\($0.height):flags=lanczos," } ?? ""
    }

    /// For a GIF, ffmpeg's arguments after the input for a first pass over the take that writes
    /// the palette made for it to `palette`; nil for video, which needs none. A palette needs
    /// every frame seen before the first can be mapped, and a single pass would hold all of
    /// them in memory until then: two passes keep ffmpeg's memory flat whatever the length.
    package func paletteArguments(palette: String, scaledTo size: (width: Int, height: Int)? = nil) -> [String]? {
        guard self == .gif else { return nil }
        return [
            "-filter_threads", "1", "-vf", Self.scaling(to: size) + "format=rgb24,palettegen=stats_mode=diff",
            "-frames:v", "1", "-update", "1", palette,
        ]
    }

    /// ffmpeg's arguments after the input, writing `output`, the frames scaled to `size` when
    /// given.
    ///
    /// A GIF keeps each frame's own duration, so a still stretch is one long frame, and maps
    /// its frames to `palette`, which the first pass wrote. Each frame stores only the
    /// rectangle that changed, its unchanged pixels transparent, so a still part of the screen
    /// costs nearly nothing. Ordered (Bayer) dithering keeps a still colour's pattern the same
    /// from frame to frame, where error diffusion stirs it, so more of it stays unchanged, and
    /// it compresses to about two thirds.
    ///
    /// Video is constant-rate H.264 (MP4) or VP8 (WebM) at `framesPerSecond`, in the 4:2:0
    /// colour every player takes (which needs even sizes, so an odd edge is padded by a pixel).
    /// An export stays within 300 MB, the app included, at any length: each encoder holds
    /// frames in flight (lookahead, references, a thread's own), which at 3× took 500 MB and
    /// more, so x264 runs one thread with a short lookahead, and WebM is VP8, since VP9's
    /// encoder alone takes 250 MB at 1080×1920 whatever its settings.
    package func encoderArguments(
        framesPerSecond: Double, scaledTo size: (width: Int, height: Int)? = nil, output: String, palette: String
    ) -> [String] {
        let scaling = Self.scaling(to: size)
        let even = scaling + "pad=ceil(iw/2)*2:ceil(ih/2)*2"
        let video = ["-filter_threads", "1", "-vf", even, "-fps_mode", "cfr", "-r", JSONText.number(framesPerSecond)]
        switch self {
        case .gif:
            return [
                "-i", palette, "-filter_threads", "1", "-lavfi",
                "[0:v]\(scaling.isEmpty ? "" : scaling.dropLast() + ",")format=rgb24[frames];"
                    + "[frames][1:v]paletteuse=dither=bayer:bayer_scale=4:diff_mode=rectangle",
                "-fps_mode", "vfr", "-gifflags", "+transdiff+offsetting", "-loop", "0", output,
            ]
        case .mp4:
            return video + [
                "-c:v", "libx264", "-preset", "medium", "-crf", "20", "-threads", "1",
                "-x264-params", "rc-lookahead=5:ref=2:bframes=1", "-pix_fmt", "yuv420p", "-movflags", "+faststart",
                output,
            ]
        case .webm:
            return video + [
                "-c:v", "libvpx", "-crf", "10", "-b:v", "4M", "-threads", "1", "-cpu-used", "4", "-pix_fmt",
                "yuv420p", output,
            ]
        }
    }
}
