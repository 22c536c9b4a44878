import Foundation
import SnapNavCore

/// Encodes a take's frames with ffmpeg: a real encoder for GIF (with a palette made for the
/// take in a pass of its own), H.264 and VP8, rather than one written here.
enum TakeEncoder {
    /// The ffmpeg on the `PATH`, or a refusal naming the package that provides it.
    static func ffmpeg() throws -> String {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        for directory in directories {
            let candidate = String(directory) + "/ffmpeg"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        throw SDLError(
            "exporting a take needs ffmpeg, which is not installed; on Debian or Ubuntu: sudo apt-get install ffmpeg")
    }

    /// Encodes `shots` (each an image file in `directory` and how long it shows) into `output`
    /// as `format`, scaled to `size` when given, returning how many frames the file holds.
    /// Writes the file only when ffmpeg succeeds; otherwise throws with what ffmpeg said.
    static func encode(
        _ shots: [(file: String, duration: Double)], as format: ExportFormat, framesPerSecond: Double,
        scaledTo size: (width: Int, height: Int)?, in directory: String, to output: String
    ) throws -> Int {
        guard !shots.isEmpty else { throw SDLError("\(output): the take has no frames to export") }
        let (input, frames) =
            format == .gif
            ? try gifInput(shots, in: directory)
            : try videoInput(shots, framesPerSecond: framesPerSecond, in: directory)
        let encoded = directory + "/take." + format.rawValue
        let palette = directory + "/palette.png"
        if let palettePass = format.paletteArguments(palette: palette, scaledTo: size) {
            try run(input + palettePass, for: output)
        }
        try run(
            input
                + format.encoderArguments(
                    framesPerSecond: framesPerSecond, scaledTo: size, output: encoded, palette: palette),
            for: output)
        // The scratch folder may be on another disk: the take is copied beside the output and
        // renamed over it, so an earlier export there is replaced whole or kept.
        guard let bytes = FileManager.default.contents(atPath: encoded) else {
            throw SDLError("\(output): ffmpeg wrote nothing to export")
        }
        do {
            try SafeFileWriter.write(bytes, to: output)
        } catch {
            throw SDLError("\(error)")
        }
        return frames
    }

    /// A GIF's input: each image once, shown for its own duration (ffconcat, on a 1/100 s
    /// clock so durations stay exact). Each input decodes on one thread, as every decoding
    /// thread holds a whole frame of its own. The GIF muxer gives the last frame the delay of the one
    /// before it, so the last image is listed twice, its time split between the two.
    private static func gifInput(_ shots: [(file: String, duration: Double)], in directory: String) throws
        -> (arguments: [String], frames: Int)
    {
        var entries = shots
        if let last = entries.popLast() {
            let hundredths = Int((last.duration * 100).rounded())
            let first = max(1, hundredths / 2)
            entries.append((last.file, Double(first) / 100))
            entries.append((last.file, Double(max(1, hundredths - first)) / 100))
        }
        var list = "ffconcat version 1.0\n"
        for entry in entries {
            list += "file '\(entry.file)'\noption framerate 100\nduration \(String(format: "%.2f", entry.duration))\n"
        }
        let listPath = directory + "/take.ffconcat"
        try list.write(toFile: listPath, atomically: false, encoding: .utf8)
        return (["-threads", "1", "-f", "concat", "-safe", "0", "-i", listPath], entries.count)
    }

    /// A video's input: a constant-rate sequence, each image repeated for as many frames as it
    /// shows (as hard links, so nothing is written twice).
    private static func videoInput(
        _ shots: [(file: String, duration: Double)], framesPerSecond: Double, in directory: String
    ) throws -> (arguments: [String], frames: Int) {
        var frame = 0
        for shot in shots {
            for _ in 0..<max(1, Int((shot.duration * framesPerSecond).rounded())) {
                frame += 1
                try FileManager.default.linkItem(
                    atPath: directory + "/" + shot.file, toPath: directory + String(format: "/sequence-%06d.png", frame)
                )
            }
        }
        return (
            ["-threads", "1", "-framerate", JSONText.number(framesPerSecond), "-i", directory + "/sequence-%06d.png"],
            frame
        )
    }

    private static func run(_ arguments: [String], for output: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try ffmpeg())
        process.arguments = ["-hide_banner", "-loglevel", "error", "-nostdin", "-y"] + arguments
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let said = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let message = String(decoding: said, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw SDLError("\(output): ffmpeg failed (status \(process.terminationStatus)): \(message)")
        }
    }
}
