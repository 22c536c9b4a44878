import Foundation

/// Finds the app's own assets (fonts, the demo configuration), wherever the app was put. In order:
///
/// 1. `$SNAPNAV_ASSETS`, when set;
/// 2. `../share/snapnav` beside the executable's directory: an installed package
///    (`/usr/bin/snapnav` and `/usr/share/snapnav`) or an unpacked tarball (`bin/` and `share/`);
/// 3. `Assets` next to the executable or up to five directories above it: a build tree, where
///    SwiftPM puts the binary in `.build/<configuration>/`;
/// 4. `Assets` in the working directory.
///
/// The executable is the real file the process runs (symbolic links resolved), not the name it
/// was started by, so `snapnav` found on the `PATH` works as well as a full path.
package enum AssetLocator {
    /// The first candidate directory that holds the app's font, or nil.
    package static func assetsDirectory() -> String? {
        let fileManager = FileManager.default
        return candidates(executable: executablePath(), workingDirectory: fileManager.currentDirectoryPath)
            .first { fileManager.fileExists(atPath: $0 + "/DejaVuSans.ttf") }
    }

    /// The directories searched, in order, for an executable at `executable`.
    package static func candidates(
        executable: String, workingDirectory: String,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> [String] {
        var candidates: [String] = []
        if let override = environment["SNAPNAV_ASSETS"], !override.isEmpty {
            candidates.append(override)
        }
        var directory = URL(fileURLWithPath: executable).deletingLastPathComponent()
        candidates.append(
            directory.deletingLastPathComponent().appendingPathComponent("share/snapnav").standardizedFileURL.path)
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent("Assets").standardizedFileURL.path)
            directory = directory.deletingLastPathComponent()
        }
        candidates.append(workingDirectory + "/Assets")
        return candidates
    }

    /// The running executable's real path: Linux names it in `/proc/self/exe`; elsewhere the
    /// first argument, resolved against the working directory.
    static func executablePath() -> String {
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            return path
        }
        return URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath().path
    }
}
